// The revision `mode: rollback` goes back to, as a table: never forward in time (nothing newer
// than the original of what serves), never to a copy of what serves.
import { describe, expect, it } from '@jest/globals'
import {
  type RollbackTarget,
  chooseRollbackTarget,
  describeSource,
  sameSourceAs,
  servedBeforeOwn,
  servesAlready
} from '../../src/control-plane/rollback-target.js'
import { type Revision, RevisionSchema } from '../../src/control-plane/schemas.js'

/** What a revision was made from, as its record's `source_revision_config` says. */
type Source =
  | { readonly sha: string; readonly path?: string; readonly ref?: string }
  | { readonly image: string }
  | { readonly tarball: string }
  | { readonly ref: string }

const T0 = Date.parse('2026-11-20T10:00:00Z')

/** A DEPLOYED revision `id` created `minute` minutes after T0. */
function rev(id: string, minute: number, source: Source): Revision {
  const config =
    'sha' in source
      ? {
          repo_ref: source.ref ?? 'main',
          repo_commit_sha: source.sha,
          langgraph_config_path: source.path ?? 'langgraph.json'
        }
      : 'image' in source
        ? { image_uri: source.image }
        : 'tarball' in source
          ? { source_tarball_path: source.tarball, langgraph_config_path: 'langgraph.json' }
          : { repo_ref: source.ref }
  return RevisionSchema.parse({
    id,
    status: 'DEPLOYED',
    created_at: new Date(T0 + minute * 60_000).toISOString(),
    source_revision_config: config
  })
}

const SHA = { e: 'e'.repeat(40), f: 'f'.repeat(40), g: 'a'.repeat(40), b: 'b'.repeat(40) }
const E = rev('rev-E', 1, { sha: SHA.e })
const F = rev('rev-F', 2, { sha: SHA.f })
const G = rev('rev-G', 3, { sha: SHA.g })
const B = rev('rev-B', 4, { sha: SHA.b })
/** The automatic rollback of B: a redeploy of G. */
const G2 = rev('rev-G2', 5, { sha: SHA.g })
/** A rollback from G2: a redeploy of F. */
const F2 = rev('rev-F2', 6, { sha: SHA.f })

const IMAGE = (n: number): Source => ({ image: `registry.example.com/agent:${n}` })
const UPLOAD = (n: number): Source => ({ tarball: `uploads/${n}.tar.gz` })

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

describe('servedBeforeOwn', () => {
  const A = rev('rev-a', 1, { sha: 'a'.repeat(40) })
  const B = rev('rev-b', 2, { sha: 'b'.repeat(40) })
  const MINE = rev('rev-mine', 3, { sha: 'c'.repeat(40) })
  const LATER = rev('rev-later', 4, { sha: 'd'.repeat(40) })
  const inFlight = (r: Revision, status: string): Revision => ({ ...r, status })

  it("is the newest revision made before this run's that went live, whatever the list order", () => {
    // Issue 44, case 2: B went live after this run read A serving, before its write.
    expect(servedBeforeOwn([A, MINE, LATER, B], MINE.id)).toBe(B)
    expect(servedBeforeOwn([MINE, A], 'REV-MINE')).toBe(A)
  })

  it('passes over revisions that never went live, and says none when none did', () => {
    expect(servedBeforeOwn([inFlight(B, 'SKIPPED'), MINE, A], MINE.id)).toBe(A)
    expect(servedBeforeOwn([inFlight(B, 'BUILD_FAILED'), MINE], MINE.id)).toBeUndefined()
  })

  it("says none when the list does not show this run's revision", () => {
    expect(servedBeforeOwn([A, B], MINE.id)).toBeUndefined()
  })
})

describe('servesAlready', () => {
  it.each<[string, Revision, Revision, boolean]>([
    ['the serving revision itself', G2, G2, true],
    ['the serving revision, its ID in another case', { ...G2, id: 'REV-G2' }, G2, true],
    ['the original of the serving copy', G, G2, true],
    ['a release of another commit', F, G2, false],
    ['a revision when the serving one names no source', F, rev('rev-R', 5, { ref: 'main' }), false],
    [
      'two revisions that name no source',
      rev('rev-R1', 4, { ref: 'main' }),
      rev('rev-R', 5, { ref: 'main' }),
      false
    ]
  ])('%s: %s', (_, given, serving, expected) => {
    expect(servesAlready(given, serving)).toBe(expected)
  })
})

describe('sameSourceAs: whose experiments count for a copy (eval-baseline)', () => {
  const ids = (revisions: readonly Revision[]): string[] => revisions.map(r => r.id)
  const G3 = rev('rev-G3', 7, { sha: SHA.g, ref: 'release' })
  const Gother = rev('rev-Gp', 8, { sha: SHA.g, path: 'other/langgraph.json' })
  it.each<[string, Revision, readonly Revision[], string[]]>([
    [
      'a copy: its original and other copies, newest first',
      G2,
      [E, F, G, B, G2, F2, G3],
      ['rev-G3', 'rev-G']
    ],
    ['the original: its copies', G, [G, B, G2], ['rev-G2']],
    ['its own ID in another case is itself', { ...G2, id: 'REV-G2' }, [G, G2], ['rev-G']],
    ['another config path is another source', G2, [G, Gother], ['rev-G']],
    ['a release of its own: none', B, [E, F, G, B, G2], []],
    [
      'a record naming no source: none',
      rev('rev-R', 9, { ref: 'main' }),
      [rev('rev-R1', 1, { ref: 'main' })],
      []
    ],
    [
      'a redeployed upload keeps its archive path',
      rev('rev-U2', 9, UPLOAD(1)),
      [rev('rev-U1', 1, UPLOAD(1)), rev('rev-U0', 0, UPLOAD(0))],
      ['rev-U1']
    ],
    [
      'an image',
      rev('rev-I2', 9, IMAGE(1)),
      [rev('rev-I1', 1, IMAGE(1)), rev('rev-I0', 0, IMAGE(2))],
      ['rev-I1']
    ]
  ])('%s', (_, revision, among, expected) => {
    expect(ids(sameSourceAs(revision, among))).toEqual(expected)
  })

  it('an upload of the same contents at another path counts when the digests say so', () => {
    const copy = rev('rev-U2', 9, UPLOAD(2))
    const among = [rev('rev-U1', 1, UPLOAD(1))]
    expect(ids(sameSourceAs(copy, among))).toEqual([])
    const digests = new Map([
      ['uploads/1.tar.gz', 'd'.repeat(64)],
      ['uploads/2.tar.gz', 'd'.repeat(64)]
    ])
    expect(ids(sameSourceAs(copy, among, digests))).toEqual(['rev-U1'])
  })
})

describe('describeSource', () => {
  it.each<[Source, string]>([
    [{ sha: SHA.g, ref: 'v2' }, `commit ${SHA.g.slice(0, 12)} (v2), langgraph.json`],
    [{ image: 'docker.io/acme/agent:7' }, 'docker.io/acme/agent:7'],
    [{ tarball: 'uploads/9.tar.gz' }, 'archive uploads/9.tar.gz, langgraph.json'],
    [{ ref: 'main' }, 'no commit, image or archive named']
  ])('%j reads %s', (source, expected) => {
    expect(describeSource(rev('rev', 0, source))).toBe(expected)
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
