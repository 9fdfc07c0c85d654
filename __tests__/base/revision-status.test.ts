// What a revision status means (src/base/revision-status.ts): the one rule the wait, the rollback
// guard, the interrupt and the summary's timeline all read.
import { describe, expect, it } from '@jest/globals'
import {
  LIFECYCLE,
  classifyStatus,
  isKnownStatus,
  isTerminal
} from '../../src/base/revision-status.js'

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

describe('LIFECYCLE', () => {
  it('is the way to DEPLOYED: every status before it on its way, DEPLOYED last', () => {
    expect(LIFECYCLE.at(-1)).toBe('DEPLOYED')
    for (const status of LIFECYCLE.slice(0, -1)) {
      expect(isKnownStatus(status)).toBe(true)
      expect(isTerminal(status)).toBe(false)
    }
  })
})
