import { describe, expect, it } from '@jest/globals'
import { type Revision, RevisionSchema } from '../../src/control-plane/schemas.js'
import {
  type BuiltFrom,
  type NewRevision,
  type RevisionBaseline,
  type Serving,
  agentUrl,
  baselineOf,
  builtFrom,
  classifyStatus,
  isKnownStatus,
  isTerminal,
  newestFirst,
  pickNewRevision,
  servingState
} from '../../src/control-plane/revisions.js'

const found = (id: string): NewRevision => ({ kind: 'found', id })
const unseen: NewRevision = { kind: 'unseen' }

describe('classifyStatus', () => {
  it.each([
    ['DEPLOYED', 'deployed'],
    ['BUILD_FAILED', 'failed'],
    ['DEPLOY_FAILED', 'failed'],
    ['CREATE_FAILED', 'failed'],
    ['SOME_NEW_FAILED_KIND', 'failed'],
    ['SKIPPED', 'superseded'],
    ['INTERRUPTED', 'superseded'],
    ['CREATING', 'in-progress'],
    ['QUEUED', 'in-progress'],
    ['AWAITING_BUILD', 'in-progress'],
    ['BUILDING', 'in-progress'],
    ['AWAITING_DEPLOY', 'in-progress'],
    ['DEPLOYING', 'in-progress'],
    ['UNKNOWN', 'in-progress']
  ])('%s is %s', (status, expected) => {
    expect(classifyStatus(status)).toBe(expected)
    expect(isTerminal(status)).toBe(expected !== 'in-progress')
    expect(isKnownStatus(status)).toBe(true)
  })

  it.each(['deployed', 'Deployed', 'DEPLOYED ', 'DEPLOY\u0415D', 'build_failed', 'LIVE', ''])(
    'matches exactly: %j is unknown, not live and not terminal',
    status => {
      expect(classifyStatus(status)).toBe('in-progress')
      expect(isKnownStatus(status)).toBe(false)
    }
  )
})

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

describe('servingState', () => {
  it.each<[string, string | null | undefined, string | null | undefined, Serving]>([
    ['this run’s revision is active', 'mine', 'mine', 'serving'],
    ['no revision is active yet', null, 'mine', 'switching'],
    ['the revision before the write still serves', 'r1', 'mine', 'switching'],
    ['the active one from before the write still serves', 'r0', 'rival', 'switching'],
    ['an unknown older one serves while this one is the latest', 'r-9', 'mine', 'switching'],
    ['a revision newer than this one took over', 'rival', 'rival', 'replaced'],
    ['an unknown one serves, the latest not said', 'rival', undefined, 'replaced'],
    ['the install does not send active_revision_id', undefined, 'mine', 'unreported']
  ])('%s', (_name, active, latest, expected) => {
    const deployment = { active_revision_id: active, latest_revision_id: latest }
    expect(servingState(deployment, 'mine', before('r1', 'r0'))).toBe(expected)
  })
})

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

describe('agentUrl', () => {
  it.each([
    [
      {
        id: '1',
        name: 'a',
        url: 'https://a.example.com',
        source_config: { custom_url: 'https://c' }
      },
      // The schema's field first; the top-level url only where an install sends one.
      'https://c'
    ],
    [
      { id: '1', name: 'a', url: 'https://a.example.com', source_config: null },
      'https://a.example.com'
    ],
    [{ id: '1', name: 'a', url: null, source_config: { custom_url: 'https://c' } }, 'https://c'],
    [{ id: '1', name: 'a', url: '', source_config: null }, ''],
    [{ id: '1', name: 'a' }, '']
  ])('%j -> %s', (deployment, expected) => {
    expect(agentUrl(deployment)).toBe(expected)
  })
})

describe('baselineOf, the history the poll policy learns from', () => {
  it('keeps each listed revision whose created_at and updated_at parse, in the list’s order', () => {
    const listed: Revision[] = [
      { ...rev('r3', '2026-01-01T10:00:00Z'), status: 'DEPLOYING' },
      {
        ...rev('r2', '2026-01-01T09:00:00Z'),
        status: 'DEPLOYED',
        updated_at: '2026-01-01T09:07:00Z'
      },
      { ...rev('r1', 'yesterday'), status: 'DEPLOYED', updated_at: '2026-01-01T08:07:00Z' }
    ]
    const start = Date.parse('2026-01-01T09:00:00Z')
    expect(baselineOf({ latest_revision_id: 'r3' }, listed).history).toEqual([
      { status: 'DEPLOYED', createdAt: start, updatedAt: start + 420_000 }
    ])
    expect(baselineOf(undefined).history).toEqual([])
  })
})
