/**
 * The version in User-Agent is package.json's, the one owner of the version: in the sources,
 * and in the bundle GitHub runs (dist/ carries it, inlined by ncc at build time).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { startEmulator } from '../../emulator/index.js'
import { runAction } from '../../emulator/runner.js'
import { ACTION_NAME, ACTION_VERSION, userAgent } from '../../src/base/version.js'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  name: string
  version: string
}

/** `langgraph-deploy-action/1.2.3 node/` for package.json's name and version. */
const expectedPrefix = new RegExp(`^${pkg.name}/${pkg.version.replace(/\./g, '\\.')} node/\\d+\\.`)

describe('version', () => {
  it('is package.json’s name and version, and the User-Agent names them and the Node', () => {
    expect(ACTION_NAME).toBe(pkg.name)
    expect(ACTION_VERSION).toBe(pkg.version)
    expect(userAgent()).toMatch(expectedPrefix)
    expect(userAgent()).toBe(`${pkg.name}/${pkg.version} node/${process.versions.node}`)
  })

  it('is what the bundle sends (dist/ was built from this package.json)', async () => {
    const emulator = await startEmulator()
    try {
      const run = await runAction({
        inputs: {
          'api-key': emulator.apiKey,
          'workspace-id': emulator.workspaceId,
          'api-url': emulator.url,
          'deployment-name': 'version-check',
          mode: 'delete'
        },
        timeoutMs: 30_000
      })
      expect(run.exitCode).toBe(0)
      const agents = emulator.requests.map(request => request.headers['user-agent'])
      expect(agents.length).toBeGreaterThan(0)
      for (const agent of agents) expect(agent).toMatch(expectedPrefix)
    } finally {
      await emulator.close()
    }
  })
})
