/**
 * End to end: `npm run demo` (scripts/demo.js on lib/emulator and dist/index.js) creates and
 * updates a deployment, and the commit LangSmith builds is the workflow's: no commit warning.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { describe, expect, it } from '@jest/globals'

describe('npm run demo', () => {
  it('succeeds twice and warns of no commit', () => {
    expect(existsSync('lib/emulator/runner.js')).toBe(true) // npm run build:emulator first
    const demo = spawnSync(process.execPath, ['scripts/demo.js'], {
      encoding: 'utf8',
      env: { ...process.env, DEMO_STEP_MS: '20' },
      timeout: 120_000
    })
    expect(demo.stderr).toBe('')
    expect(demo.status).toBe(0)
    expect(demo.stdout).toContain('Demo done')
    expect(demo.stdout).toContain("is this workflow's commit")
    expect(demo.stdout).not.toMatch(/warning|neither this workflow's commit/i)
  }, 150_000)
})
