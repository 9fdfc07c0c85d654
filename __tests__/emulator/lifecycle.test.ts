import { describe, expect, it } from '@jest/globals'

import {
  builtPlan,
  isTerminal,
  logLinesAt,
  makeSchedule,
  plansBuild,
  statusAt,
  type BuildProgress,
  type RevisionPlan,
  type RevisionStatus,
  type TimedLogLine
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

describe('builtPlan: a real build holds BUILDING until it ends', () => {
  // Steps of 10 ms: BUILDING starts at 20 and, as scripted, ends at 30; DEPLOYED at 50.
  const line = (offset: number, message: string): TimedLogLine => ({
    offset,
    message,
    level: 'INFO'
  })
  const running = (): BuildProgress => ({ lines: [line(5, 'installing'), line(70, 'starting')] })
  const ended = (offset: number, ok: boolean): BuildProgress => ({
    ...running(),
    ended: { offset, ok, message: ok ? 'Build succeeded' : 'Build failed: ENOENT src/grpah.js' }
  })
  const cases: [string, RevisionPlan, BuildProgress, number, RevisionStatus, number][] = [
    ['stays BUILDING while the build runs', plan(), running(), 1e9, 'BUILDING', 20],
    ['a build that ends late moves the rest on', plan(), ended(100, true), 99, 'BUILDING', 20],
    ['then AWAITING_DEPLOY', plan(), ended(100, true), 100, 'AWAITING_DEPLOY', 100],
    ['and DEPLOYED two steps later', plan(), ended(100, true), 120, 'DEPLOYED', 120],
    ['a quick build keeps the scripted pace', plan(), ended(3, true), 50, 'DEPLOYED', 50],
    ['a failed build ends BUILD_FAILED', plan(), ended(100, false), 100, 'BUILD_FAILED', 100],
    [
      'a failed build wins over a later scripted stall',
      plan({ stallAt: 'DEPLOYING' }),
      ended(40, false),
      40,
      'BUILD_FAILED',
      40
    ],
    [
      'a scripted BUILD_FAILED wins over the build',
      plan({ outcome: 'BUILD_FAILED' }),
      running(),
      30,
      'BUILD_FAILED',
      30
    ],
    [
      'a scripted stall before the build wins',
      plan({ stallAt: 'AWAITING_BUILD' }),
      ended(1, true),
      1e9,
      'AWAITING_BUILD',
      10
    ],
    [
      'a scripted DEPLOY_FAILED still fails after a good build',
      plan({ outcome: 'DEPLOY_FAILED' }),
      ended(100, true),
      120,
      'DEPLOY_FAILED',
      120
    ]
  ]
  it.each(cases)('%s', (_, scripted, build, elapsed, status, since) => {
    expect(statusAt(builtPlan(scripted, build), elapsed)).toEqual({ status, since })
  })

  it("writes the build's own log, line by line as it was written, and fails with its message", () => {
    const failed = builtPlan(plan(), ended(100, false))
    expect(logLinesAt(failed, 'build', 69).map(l => l.message)).toEqual(['installing'])
    expect(logLinesAt(failed, 'build', 1e9).map(l => l.message)).toEqual(['installing', 'starting'])
    expect(logLinesAt(failed, 'build', 1e9, 50).map(l => l.message)).toEqual(['installing'])
    expect(failed.failureMessage).toBe('Build failed: ENOENT src/grpah.js')
    expect(plansBuild(plan({ outcome: 'BUILD_FAILED' }))).toBe(false)
    expect(plansBuild(plan({ stallAt: 'BUILDING' }))).toBe(false)
    expect(plansBuild(plan({ stallAt: 'DEPLOYING' }))).toBe(true)
  })
})
