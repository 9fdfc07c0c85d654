// Issue 13, loose edges: a status that only looks like DEPLOYED, a poll interval that hammers the
// control plane, and a hanging GitHub that must cost a warning, never the deploy's own timeout.
import { describe, expect, it } from '@jest/globals'
import { startFakeGitHub } from '../fixtures/github-api.js'
import { inEmulator, prefixNewRevisionIds, rewritePolls } from '../fixtures/hostile-emulator.js'
import { cpInputs, expectCleanLog, failureOf, runHostile } from '../fixtures/hostile-run.js'
import { GITHUB_TOKEN } from '../fixtures/pull-request.js'

describe('only DEPLOYED, exactly, is live', () => {
  it.concurrent.each(['deployed', 'Deployed', 'DEPLOYЕD'])(
    'a revision that reports %j is not live, and is reported as unknown',
    status =>
      inEmulator(async hostile => {
        const name = `edge-${Buffer.from(status).toString('hex')}`
        hostile.seed(name)
        // BUILDING first, then the look-alike for ever.
        rewritePolls(hostile, (revision, poll) => ({
          ...revision,
          status: poll === 0 ? 'BUILDING' : status
        }))
        const run = await runHostile({
          inputs: cpInputs(hostile.emu.url, { 'deployment-name': name, 'timeout-seconds': '1' })
        })
        expect(run.exitCode).not.toBe(0)
        expect(run.outputs.status).toBe(status)
        expect(failureOf(run)).toContain(status)
        const lines = run.log.lines.filter(line => line.includes(status))
        expect(lines.some(line => /unknown/i.test(line))).toBe(true)
        expectCleanLog(run)
      })
  )
})

describe('IDs from the control plane', () => {
  it.concurrent.each(['../../v2/deployments/', 'a/b?x=', 'r%2F..%2F', ' r-'])(
    'a revision ID starting %j is refused before it goes into a path',
    prefix =>
      inEmulator(async hostile => {
        const name = `edge-id-${Buffer.from(prefix).toString('hex')}`
        const old = hostile.seed(name).deployment.latest_revision_id
        prefixNewRevisionIds(hostile.emu, old, prefix)
        const run = await runHostile({
          inputs: cpInputs(hostile.emu.url, { 'deployment-name': name })
        })
        expect(run.exitCode).not.toBe(0)
        expect(failureOf(run)).toMatch(/must be an ID/)
        // The one revision read by ID is the one serving before (for "What changed").
        const revisionPaths = hostile
          .controlPlaneRequests()
          .map(r => r.path)
          .filter(path => /\/revisions\/./.test(path) && !path.endsWith(`/revisions/${old}`))
        expect(revisionPaths).toEqual([])
        expect(run.outputs['revision-id']).toBeUndefined()
        expectCleanLog(run)
      })
  )
})

describe('poll-interval-seconds', () => {
  it.concurrent.each(['0.001', '0.05', '0.099'])('%s is refused before any request', interval =>
    inEmulator(async ({ emu }) => {
      const run = await runHostile({
        inputs: cpInputs(emu.url, {
          'deployment-name': 'edge-poll',
          'poll-interval-seconds': interval
        })
      })
      expect(run.exitCode).not.toBe(0)
      expect(failureOf(run)).toContain('poll-interval-seconds')
      expect(failureOf(run)).toContain('0.1')
      expect(emu.requests).toEqual([])
    })
  )

  it.concurrent('0.1 is accepted', () =>
    inEmulator(async hostile => {
      hostile.seed('edge-poll-ok')
      const run = await runHostile({
        inputs: cpInputs(hostile.emu.url, {
          'deployment-name': 'edge-poll-ok',
          'poll-interval-seconds': '0.1'
        })
      })
      expect(failureOf(run)).toBe('')
    })
  )
})

describe('a GitHub that hangs', () => {
  it.concurrent(
    'costs a warning, not the deploy: its calls have their own short budget',
    () =>
      inEmulator(async hostile => {
        const github = await startFakeGitHub({ token: GITHUB_TOKEN })
        github.fault = 'hang'
        try {
          hostile.seed('edge-github')
          const run = await runHostile({
            inputs: cpInputs(hostile.emu.url, {
              'deployment-name': 'edge-github',
              'github-token': GITHUB_TOKEN,
              'timeout-seconds': '3'
            }),
            env: { GITHUB_API_URL: github.url },
            timeoutMs: 40_000
          })
          expect(failureOf(run)).toBe('')
          expect(run.exitCode).toBe(0)
          expect(run.outputs.status).toBe('DEPLOYED')
          const warnings = run.log.commands.filter(c => c.name === 'warning').map(c => c.data)
          expect(warnings.some(text => /github/i.test(text))).toBe(true)
        } finally {
          await github.close()
        }
      }),
    45_000
  )
})
