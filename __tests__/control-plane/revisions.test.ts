import { describe, expect, it } from '@jest/globals'
import type { Revision } from '../../src/control-plane/schemas.js'
import {
  classifyStatus,
  deploymentUrl,
  isKnownStatus,
  isTerminal,
  newestFirst,
  pickNewRevision
} from '../../src/control-plane/revisions.js'

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

describe('pickNewRevision', () => {
  it.each<[string, Parameters<typeof pickNewRevision>[0], string | undefined]>([
    ['PATCH response names a new revision', { previousId: 'r1', patchedLatestId: 'r2' }, 'r2'],
    [
      'PATCH response still names the old one, no list',
      { previousId: 'r1', patchedLatestId: 'r1' },
      undefined
    ],
    [
      'list still shows the old revision first (lagging)',
      { previousId: 'r1', patchedLatestId: 'r1', revisions: [rev('r1'), rev('r0')] },
      undefined
    ],
    [
      'never an older revision listed after the old one',
      {
        previousId: 'r1',
        patchedLatestId: undefined,
        revisions: [rev('r1'), rev('r0'), rev('r-1')]
      },
      undefined
    ],
    [
      'list shows a newer revision first',
      { previousId: 'r1', patchedLatestId: 'r1', revisions: [rev('r2'), rev('r1'), rev('r0')] },
      'r2'
    ],
    [
      'old revision missing from the list: cannot tell',
      { previousId: 'r1', patchedLatestId: undefined, revisions: [rev('r9')] },
      undefined
    ],
    [
      'no previous revision: the newest',
      { previousId: null, patchedLatestId: null, revisions: [rev('a'), rev('b')] },
      'a'
    ],
    ['empty list', { previousId: 'r1', patchedLatestId: undefined, revisions: [] }, undefined]
  ])('%s', (_name, options, expected) => {
    expect(pickNewRevision(options)).toBe(expected)
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

describe('deploymentUrl', () => {
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
    expect(deploymentUrl(deployment)).toBe(expected)
  })
})
