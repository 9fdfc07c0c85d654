// Owns the environment each test file runs in: Node's, and at its teardown every AsyncLocalStorage
// that ran in the file is disabled.
//
// Why: jest-circus makes an AsyncLocalStorage for each test file it loads (its test context), and
// nothing disables it. On Node 20 every enabled storage copies its store onto every new promise
// of the worker, so each file of a worker made every later file's promises slower: in one worker
// running the unit files in turn, that copying was 39 of its 220 CPU-s.
//
// A disabled storage is enabled again by its next `run` (Node's own rule), so disabling one that
// a later file still uses is only a cost, never a change of behaviour.
import { AsyncLocalStorage } from 'node:async_hooks'
import { TestEnvironment } from 'jest-environment-node'

/** The storages that ran since the last teardown (a worker runs one file at a time). */
const ran = new Set()

for (const method of ['run', 'enterWith']) {
  const original = AsyncLocalStorage.prototype[method]
  AsyncLocalStorage.prototype[method] = function (...args) {
    ran.add(this)
    return Reflect.apply(original, this, args)
  }
}

export default class FileScopedStorage extends TestEnvironment {
  async teardown() {
    for (const storage of ran) storage.disable()
    ran.clear()
    await super.teardown()
  }
}
