import { describe, expect, it } from '@jest/globals'
import type { Revision } from '../../../src/control-plane/schemas.js'
import { type RevisionBaseline, baselineOf } from '../../../src/control-plane/writes/baseline.js'
import {
  type NewRevision,
  type SentSource,
  pickNewRevision,
  sourceMismatch
} from '../../../src/control-plane/writes/identify.js'

const found = (id: string): NewRevision => ({ kind: 'found', id })
const unseen: NewRevision = { kind: 'unseen' }

const rev = (id: string, created_at?: string): Revision => ({ id, status: 'X', created_at })

/** The baseline of a deployment whose latest revision was `latest` (and active `active`). */
const before = (latest: string | null, active: string | null = latest, listed: string[] = []) =>
  baselineOf(
    { latest_revision_id: latest, active_revision_id: active },
    listed.map(id => rev(id))
  )

describe('pickNewRevision', () => {
  it.each<[string, RevisionBaseline, Parameters<typeof pickNewRevision>[1], NewRevision]>([
    ['the answer names a new revision', before('r1'), { latestId: 'r2' }, found('r2')],
    ['the answer names the old one, no list', before('r1'), { latestId: 'r1' }, unseen],
    ['the answer names the active one', before('r1', 'r0'), { latestId: 'r0' }, unseen],
    [
      'the list still shows the old revision first (lagging)',
      before('r1'),
      { latestId: 'r1', revisions: [rev('r1'), rev('r0')] },
      unseen
    ],
    [
      'never an older revision listed below the old one',
      before('r1'),
      { revisions: [rev('r1'), rev('r0'), rev('r-1')] },
      unseen
    ],
    [
      'the list shows one revision above the old one',
      before('r1'),
      { latestId: 'r1', revisions: [rev('r2'), rev('r1'), rev('r0')] },
      found('r2')
    ],
    [
      'two revisions above the old one: ambiguous, never the first one',
      before('r1'),
      { revisions: [rev('r3'), rev('r2'), rev('r1')] },
      { kind: 'ambiguous', ids: ['r3', 'r2'] }
    ],
    [
      'the old revision missing from the list: cannot tell',
      before('r1'),
      { revisions: [rev('r9')] },
      unseen
    ],
    ['an empty list', before('r1'), { revisions: [] }, unseen],
    [
      'latest unknown: the one revision not listed before the write',
      before(null, null, ['r1', 'r0']),
      { latestId: undefined, revisions: [rev('r2'), rev('r1'), rev('r0')] },
      found('r2')
    ],
    [
      'latest unknown: the list still shows only the old ones',
      before(null, null, ['r1', 'r0']),
      { revisions: [rev('r1'), rev('r0')] },
      unseen
    ],
    [
      'latest unknown: an answer naming an old revision is not taken',
      before(null, null, ['r1']),
      { latestId: 'r1' },
      unseen
    ],
    [
      'a new deployment: the answer names its first revision',
      baselineOf(undefined),
      { latestId: 'a' },
      found('a')
    ],
    [
      'a new deployment: its first revision is the oldest listed',
      baselineOf(undefined),
      { revisions: [rev('b'), rev('a')] },
      found('a')
    ],
    ['a new deployment whose list lags', baselineOf(undefined), { revisions: [] }, unseen]
  ])('%s', (_name, baseline, seen, expected) => {
    expect(pickNewRevision(baseline, seen)).toEqual(expected)
  })
})

const SHA = '0123456789abcdef0123456789abcdef01234567'

function revision(config: Record<string, unknown> | undefined): Revision {
  return { id: 'rev-1', status: 'QUEUED', source_revision_config: config }
}

describe('sourceMismatch', () => {
  it.each<[string, Record<string, unknown> | undefined, SentSource, string | undefined]>([
    ['the same ref', { repo_ref: 'main' }, { repoRef: 'main' }, undefined],
    ['another ref', { repo_ref: 'other' }, { repoRef: 'main' }, "repo_ref 'other'"],
    ['a ref differing in case', { repo_ref: 'Main' }, { repoRef: 'main' }, "repo_ref 'Main'"],
    ['a record without the field', { langgraph_config_path: 'x' }, { repoRef: 'main' }, undefined],
    ['no record at all', undefined, { repoRef: 'main' }, undefined],
    ['a field this run did not send', { repo_ref: 'other' }, { imageUri: 'a:1' }, undefined],
    [
      'the commit sent, built',
      { repo_ref: SHA, repo_commit_sha: SHA.toUpperCase() },
      { repoRef: SHA },
      undefined
    ],
    [
      'the commit sent, another built',
      { repo_commit_sha: 'f'.repeat(40) },
      { repoRef: SHA },
      `repo_commit_sha '${'f'.repeat(40)}'`
    ],
    [
      'a branch sent: its commit is not compared',
      { repo_ref: 'main', repo_commit_sha: SHA },
      { repoRef: 'main' },
      undefined
    ],
    ['another image', { image_uri: 'a:2' }, { imageUri: 'a:1' }, "image_uri 'a:2'"],
    [
      'another archive',
      { source_tarball_path: 'b.tgz' },
      { tarballPath: 'a.tgz' },
      "source_tarball_path 'b.tgz'"
    ]
  ])('%s', (_, config, sent, expected) => {
    expect(sourceMismatch(revision(config), sent)).toBe(expected)
  })
})
