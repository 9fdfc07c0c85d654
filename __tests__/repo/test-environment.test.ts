// scripts/test-environment.js: a storage that ran in a test file is disabled at the file's
// teardown, so it no longer copies its store onto every promise of the later files in the worker.
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'

const ENVIRONMENT = pathToFileURL(path.resolve('scripts/test-environment.js')).href

/**
 * What a storage of one file holds: while the file runs, and after its environment's teardown
 * (or, with `teardown` false, after nothing). In a process of its own, since loading the script
 * wraps AsyncLocalStorage's methods for the whole process.
 */
function storeOfFile(teardown: boolean): { during: unknown; after: unknown; reused: unknown } {
  const script = `
    import { AsyncLocalStorage } from 'node:async_hooks'
    const { default: Environment } = await import(${JSON.stringify(ENVIRONMENT)})
    const config = { projectConfig: { testEnvironmentOptions: {} }, globalConfig: {} }
    const context = { console, docblockPragmas: {}, testPath: 'one.test.ts' }
    const storage = new AsyncLocalStorage()
    const environment = new Environment(config, context)
    storage.enterWith('file one')
    const during = storage.getStore()
    if (${teardown}) await environment.teardown()
    const after = storage.getStore() ?? null
    const reused = storage.run('file two', () => storage.getStore())
    console.log(JSON.stringify({ during, after, reused }))
  `
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8'
  })
  return JSON.parse(out) as { during: unknown; after: unknown; reused: unknown }
}

describe('scripts/test-environment.js', () => {
  it('is the environment of every jest project', async () => {
    const config = (await import(path.resolve('jest.config.js'))) as {
      default: { projects: { displayName: string; testEnvironment?: string }[] }
    }
    const environments = config.default.projects.map(project => project.testEnvironment)
    expect(environments).toEqual(
      config.default.projects.map(() => '<rootDir>/scripts/test-environment.js')
    )
  })

  it("disables a file's storages at its teardown", () => {
    expect(storeOfFile(true)).toEqual({ during: 'file one', after: null, reused: 'file two' })
  })

  it('leaves them enabled without the teardown (what the check above tells apart)', () => {
    expect(storeOfFile(false)).toEqual({
      during: 'file one',
      after: 'file one',
      reused: 'file two'
    })
  })
})
