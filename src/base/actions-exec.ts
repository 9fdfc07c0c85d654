// Owns when @actions/exec loads: `npm run bundle` resolves the toolkit's `import '@actions/exec'`
// here (tsconfig `paths`). Only `core.platform`'s details on Windows and macOS run a command, so
// the real module (and child_process with it) loads on the first call, not with every run.
import type * as Exec from '../../node_modules/@actions/exec/lib/exec.js'

let loading: Promise<typeof Exec> | undefined

function load(): Promise<typeof Exec> {
  loading ??= import('../../node_modules/@actions/exec/lib/exec.js')
  return loading
}

/** `@actions/exec`'s `exec`, loaded on its first call. */
export const exec: typeof Exec.exec = async (...args) => (await load()).exec(...args)

/** `@actions/exec`'s `getExecOutput`, loaded on its first call. */
export const getExecOutput: typeof Exec.getExecOutput = async (...args) =>
  (await load()).getExecOutput(...args)
