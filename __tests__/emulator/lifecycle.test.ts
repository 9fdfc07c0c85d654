import { describe, expect, it } from '@jest/globals'

import {
  isTerminal,
  logLinesAt,
  makeSchedule,
  statusAt,
  type RevisionPlan,
  type RevisionStatus
} from '../../emulator/control-plane/lifecycle.js'

function plan(overrides: Partial<RevisionPlan> = {}): RevisionPlan {
  return {
    schedule: makeSchedule(10),
    outcome: 'DEPLOYED',
    logs: { build: ['b1', 'b2', 'b3', 'b4'], deploy: ['d1', 'd2'] },
    failureMessage: 'failed',
    ...overrides
  }
}

describe('statusAt', () => {
  const cases: [string, RevisionPlan, number, RevisionStatus, number][] = [
    ['starts CREATING', plan(), 0, 'CREATING', 0],
    ['stays until the step ends', plan(), 9, 'CREATING', 0],
    ['moves on at the boundary', plan(), 10, 'AWAITING_BUILD', 10],
    ['builds', plan(), 25, 'BUILDING', 20],
    ['deploys', plan(), 45, 'DEPLOYING', 40],
    ['is DEPLOYED after the last step', plan(), 50, 'DEPLOYED', 50],
    ['stays DEPLOYED', plan(), 1e9, 'DEPLOYED', 50],
    ['fails after BUILDING', plan({ outcome: 'BUILD_FAILED' }), 30, 'BUILD_FAILED', 30],
    ['fails after DEPLOYING', plan({ outcome: 'DEPLOY_FAILED' }), 99, 'DEPLOY_FAILED', 50],
    ['stalls', plan({ stallAt: 'AWAITING_DEPLOY' }), 1e9, 'AWAITING_DEPLOY', 30],
    [
      'is DEPLOYED at once with a zero schedule',
      plan({ schedule: makeSchedule(0) }),
      0,
      'DEPLOYED',
      0
    ],
    [
      'uses per-status durations',
      plan({ schedule: makeSchedule(0, { DEPLOYING: 5 }) }),
      4,
      'DEPLOYING',
      0
    ]
  ]
  it.each(cases)('%s', (_, revisionPlan, elapsed, status, since) => {
    expect(statusAt(revisionPlan, elapsed)).toEqual({ status, since })
  })
})

describe('isTerminal', () => {
  it.each<[RevisionStatus, boolean]>([
    ['DEPLOYED', true],
    ['BUILD_FAILED', true],
    ['CREATE_FAILED', true],
    ['SKIPPED', true],
    ['INTERRUPTED', true],
    ['BUILDING', false],
    ['QUEUED', false],
    ['UNKNOWN', false]
  ])('%s -> %s', (status, terminal) => {
    expect(isTerminal(status)).toBe(terminal)
  })
})

describe('makeSchedule', () => {
  it('fills every step and clamps negatives', () => {
    expect(makeSchedule(7, { BUILDING: -1, DEPLOYING: 3 })).toEqual({
      CREATING: 7,
      AWAITING_BUILD: 7,
      BUILDING: 0,
      AWAITING_DEPLOY: 7,
      DEPLOYING: 3
    })
  })
})

describe('logLinesAt', () => {
  const messages = (lines: { message: string }[]) => lines.map(line => line.message)

  it('writes nothing before the phase starts', () => {
    expect(logLinesAt(plan(), 'build', 19)).toEqual([])
    expect(logLinesAt(plan(), 'deploy', 39)).toEqual([])
  })

  it('spreads lines over the phase and writes the last as it ends', () => {
    expect(messages(logLinesAt(plan(), 'build', 20))).toEqual(['b1'])
    expect(messages(logLinesAt(plan(), 'build', 29))).toEqual(['b1', 'b2', 'b3'])
    expect(logLinesAt(plan(), 'build', 30).at(-1)).toEqual({
      offset: 30,
      message: 'b4',
      level: 'INFO'
    })
  })

  it('marks the last line of a failing phase as an error and skips later phases', () => {
    const failing = plan({ outcome: 'BUILD_FAILED' })
    expect(logLinesAt(failing, 'build', 100).at(-1)?.level).toBe('ERROR')
    expect(logLinesAt(failing, 'deploy', 100)).toEqual([])
    expect(logLinesAt(plan({ outcome: 'DEPLOY_FAILED' }), 'deploy', 100).at(-1)?.level).toBe(
      'ERROR'
    )
  })

  it('never writes the outcome line of a stalled phase nor anything after a cutoff', () => {
    expect(messages(logLinesAt(plan({ stallAt: 'BUILDING' }), 'build', 1e9))).toEqual([
      'b1',
      'b2',
      'b3'
    ])
    expect(logLinesAt(plan({ stallAt: 'BUILDING' }), 'deploy', 1e9)).toEqual([])
    expect(messages(logLinesAt(plan(), 'build', 100, 24))).toEqual(['b1', 'b2'])
  })
})
