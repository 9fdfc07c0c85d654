import { describe, expect, it } from '@jest/globals'
import { type Revision, RevisionSchema } from '../../src/control-plane/schemas.js'
import {
  type BuiltFrom,
  builtFrom,
  describeSource,
  newestFirst,
  sameSourceAs,
  servedBeforeOwn,
  servesAlready
} from '../../src/control-plane/revisions.js'
import {
  B,
  E,
  F,
  F2,
  G,
  G2,
  IMAGE,
  SHA,
  type Source,
  UPLOAD,
  rev as made
} from '../fixtures/revisions.js'

const rev = (id: string, created_at?: string): Revision => ({ id, status: 'X', created_at })

describe('builtFrom', () => {
  const config = (fields: Record<string, unknown>): Revision =>
    RevisionSchema.parse({ id: 'r', status: 'DEPLOYED', source_revision_config: fields })
  it.each<[string, Revision, BuiltFrom]>([
    [
      'a github revision',
      config({
        repo_ref: 'main',
        langgraph_config_path: 'langgraph.json',
        image_uri: null,
        repo_commit_sha: 'ABCDEF0123456789abcdef0123456789abcdef01'
      }),
      {
        ref: 'main',
        configPath: 'langgraph.json',
        commitSha: 'abcdef0123456789abcdef0123456789abcdef01'
      }
    ],
    [
      'the contract’s graph_config_path',
      config({ graph_config_path: 'a/langgraph.json' }),
      { ref: undefined, configPath: 'a/langgraph.json', commitSha: undefined }
    ],
    [
      'a commit that is no SHA is not taken',
      config({ repo_commit_sha: '::set-output name=x::y' }),
      { ref: undefined, configPath: undefined, commitSha: undefined }
    ],
    [
      'fields of another type are absent, not a failure',
      config({ repo_ref: 42, repo_commit_sha: ['a'] }),
      { ref: undefined, configPath: undefined, commitSha: undefined }
    ],
    [
      'no source_revision_config',
      RevisionSchema.parse({ id: 'r', status: 'DEPLOYED' }),
      { ref: undefined, configPath: undefined, commitSha: undefined }
    ]
  ])('%s', (_name, revision, expected) => {
    expect(builtFrom(revision)).toEqual(expected)
  })
})

describe('newestFirst', () => {
  it('sorts by created_at descending, keeping the server order for ties and unknown times', () => {
    const sorted = newestFirst([
      rev('old', '2026-01-01T00:00:00Z'),
      rev('new', '2026-03-01T00:00:00Z'),
      rev('mid', '2026-02-01T00:00:00Z'),
      rev('none')
    ])
    expect(sorted.map(r => r.id)).toEqual(['new', 'mid', 'old', 'none'])
  })
})

describe('servedBeforeOwn', () => {
  const A = made('rev-a', 1, { sha: 'a'.repeat(40) })
  const B = made('rev-b', 2, { sha: 'b'.repeat(40) })
  const MINE = made('rev-mine', 3, { sha: 'c'.repeat(40) })
  const LATER = made('rev-later', 4, { sha: 'd'.repeat(40) })
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
    [
      'a revision when the serving one names no source',
      F,
      made('rev-R', 5, { ref: 'main' }),
      false
    ],
    [
      'two revisions that name no source',
      made('rev-R1', 4, { ref: 'main' }),
      made('rev-R', 5, { ref: 'main' }),
      false
    ]
  ])('%s: %s', (_, given, serving, expected) => {
    expect(servesAlready(given, serving)).toBe(expected)
  })
})

describe('sameSourceAs: whose experiments count for a copy (eval-baseline)', () => {
  const ids = (revisions: readonly Revision[]): string[] => revisions.map(r => r.id)
  const G3 = made('rev-G3', 7, { sha: SHA.g, ref: 'release' })
  const Gother = made('rev-Gp', 8, { sha: SHA.g, path: 'other/langgraph.json' })
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
      made('rev-R', 9, { ref: 'main' }),
      [made('rev-R1', 1, { ref: 'main' })],
      []
    ],
    [
      'a redeployed upload keeps its archive path',
      made('rev-U2', 9, UPLOAD(1)),
      [made('rev-U1', 1, UPLOAD(1)), made('rev-U0', 0, UPLOAD(0))],
      ['rev-U1']
    ],
    [
      'an image',
      made('rev-I2', 9, IMAGE(1)),
      [made('rev-I1', 1, IMAGE(1)), made('rev-I0', 0, IMAGE(2))],
      ['rev-I1']
    ]
  ])('%s', (_, revision, among, expected) => {
    expect(ids(sameSourceAs(revision, among))).toEqual(expected)
  })

  it('an upload of the same contents at another path counts when the digests say so', () => {
    const copy = made('rev-U2', 9, UPLOAD(2))
    const among = [made('rev-U1', 1, UPLOAD(1))]
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
    expect(describeSource(made('rev', 0, source))).toBe(expected)
  })
})
