// The revision `mode: rollback` goes back to, as a table: never forward in time (nothing newer
// than the original of what serves), never to a copy of what serves.
import { describe, expect, it } from '@jest/globals'
import {
  type RollbackTarget,
  chooseRollbackTarget
} from '../../src/control-plane/rollback-target.js'
import { describeSource, servesAlready } from '../../src/control-plane/revisions.js'
import type { Revision } from '../../src/control-plane/schemas.js'
import { B, E, F, F2, G, G2, IMAGE, SHA, UPLOAD, rev } from '../fixtures/revisions.js'

/** The choice in short: ids of target, original, passed over; or the kind. */
function short(choice: RollbackTarget): string {
  if (choice.kind === 'unknown-source') return 'unknown-source'
  if (choice.kind === 'none') return `none (original ${choice.original.id})`
  const over = choice.passedOver.map(r => r.id).join(',')
  return `${choice.target.id} (original ${choice.original.id}; passed over ${over || '-'})`
}

describe('chooseRollbackTarget', () => {
  it.each<[string, Revision, Revision[], string]>([
    [
      'a plain release goes back to the one before',
      G,
      [F, G, E],
      'rev-F (original rev-G; passed over -)'
    ],
    [
      'after G, B and the automatic rollback to G: the release before G, never B',
      G2,
      [E, F, G, B, G2],
      'rev-F (original rev-G; passed over rev-B)'
    ],
    [
      'the second rollback in a row walks back once more',
      F2,
      [E, F, G, B, G2, F2],
      'rev-E (original rev-F; passed over rev-G2,rev-B,rev-G)'
    ],
    [
      'a third finds nothing older than E',
      rev('rev-E2', 7, { sha: SHA.e }),
      [E, F, G, B, G2, F2],
      'none (original rev-E)'
    ],
    ['one release only: nothing to go back to', G, [G], 'none (original rev-G)'],
    ['a copy of the only release: nothing either', G2, [G, G2], 'none (original rev-G)'],
    [
      'the original is the oldest copy of the source, not the nearest',
      rev('rev-X3', 9, { sha: SHA.g }),
      [
        rev('rev-W', 0, { sha: SHA.e }),
        rev('rev-X1', 1, { sha: SHA.g }),
        rev('rev-Y', 2, { sha: SHA.f }),
        rev('rev-X2', 3, { sha: SHA.g }),
        rev('rev-Z', 4, { sha: SHA.b })
      ],
      'rev-W (original rev-X1; passed over rev-Z,rev-Y)'
    ],
    [
      'the same commit with another config path is another source',
      rev('rev-P2', 2, { sha: SHA.g, path: 'other/langgraph.json' }),
      [
        rev('rev-P1', 1, { sha: SHA.g }),
        rev('rev-P2', 2, { sha: SHA.g, path: 'other/langgraph.json' })
      ],
      'rev-P1 (original rev-P2; passed over -)'
    ],
    [
      'the same commit under another ref is the same source',
      rev('rev-T', 2, { sha: SHA.g, ref: 'v1.0' }),
      [rev('rev-M', 1, { sha: SHA.g }), rev('rev-T', 2, { sha: SHA.g, ref: 'v1.0' })],
      'none (original rev-M)'
    ],
    [
      'images: a redeploy copies the image',
      rev('rev-I2b', 4, IMAGE(2)),
      [1, 2, 3].map(n => rev(`rev-I${n}`, n, IMAGE(n))),
      'rev-I1 (original rev-I2; passed over rev-I3)'
    ],
    [
      'uploads: a redeploy copies the archive path',
      rev('rev-U2b', 4, UPLOAD(2)),
      [1, 2, 3].map(n => rev(`rev-U${n}`, n, UPLOAD(n))),
      'rev-U1 (original rev-U2; passed over rev-U3)'
    ],
    [
      'the serving revision missing from a lagging list is placed by its time',
      G2,
      [E, F, G, B],
      'rev-F (original rev-G; passed over rev-B)'
    ],
    [
      'an older revision whose record names no source is another source',
      G,
      [rev('rev-R', 1, { ref: 'main' }), G],
      'rev-R (original rev-G; passed over -)'
    ],
    [
      'the serving revision listed under another case of its ID counts once',
      G2,
      [F, G, B, { ...G2, id: 'REV-G2' }],
      'rev-F (original rev-G; passed over rev-B)'
    ],
    [
      'a serving revision whose record names no commit, image or archive',
      rev('rev-R2', 5, { ref: 'main' }),
      [F, G, rev('rev-R2', 5, { ref: 'main' })],
      'unknown-source'
    ]
  ])('%s', (_, serving, deployed, expected) => {
    expect(short(chooseRollbackTarget({ serving, deployed }))).toBe(expected)
  })

  it('never picks a revision newer than the original, whatever the list order', () => {
    const shuffled = [B, F2, E, G2, G, F]
    const choice = chooseRollbackTarget({ serving: G2, deployed: shuffled })
    expect(choice.kind === 'found' ? choice.target.id : choice.kind).toBe('rev-F')
  })
})

describe('chooseRollbackTarget with the digests known of uploaded archives', () => {
  const D = { a: 'a'.repeat(64), b: 'b'.repeat(64) }
  /** U1 holds tree a; U2 and U3 are the same tree b uploaded twice (each upload has its own path). */
  const U1 = rev('rev-U1', 1, UPLOAD(1))
  const U2 = rev('rev-U2', 2, UPLOAD(2))
  const U3 = rev('rev-U3', 3, UPLOAD(3))
  const all = new Map([
    ['uploads/1.tar.gz', D.a],
    ['uploads/2.tar.gz', D.b],
    ['uploads/3.tar.gz', D.b]
  ])
  it.each<[string, ReadonlyMap<string, string>, string, boolean]>([
    [
      'equal digests are one source: back past both copies',
      all,
      'rev-U1 (original rev-U2; passed over -)',
      true
    ],
    [
      'no digest known: the older upload, contents not known',
      new Map(),
      'rev-U2 (original rev-U3; passed over -)',
      false
    ],
    [
      "the target's digest unknown: contents not known",
      new Map([['uploads/3.tar.gz', D.b]]),
      'rev-U2 (original rev-U3; passed over -)',
      false
    ],
    [
      'different digests known: the source differs',
      new Map([
        ['uploads/2.tar.gz', D.a],
        ['uploads/3.tar.gz', D.b]
      ]),
      'rev-U2 (original rev-U3; passed over -)',
      true
    ]
  ])('%s', (_, digests, expected, known) => {
    const choice = chooseRollbackTarget({ serving: U3, deployed: [U1, U2, U3], digests })
    expect(short(choice)).toBe(expected)
    expect(choice.kind === 'found' && choice.contentsKnown).toBe(known)
  })

  it('an upload with the serving digest serves already; the log names the digest', () => {
    expect(servesAlready(U2, U3, all)).toBe(true)
    expect(servesAlready(U2, U3)).toBe(false)
    expect(describeSource(U3, all)).toBe(
      `archive uploads/3.tar.gz (sha256:${'b'.repeat(12)}…), langgraph.json`
    )
  })

  it('an image against an upload not known is still another source, known to differ', () => {
    const image = rev('rev-I', 0, IMAGE(1))
    const choice = chooseRollbackTarget({ serving: U3, deployed: [image, U3] })
    expect(choice.kind === 'found' && choice.contentsKnown).toBe(true)
  })
})
