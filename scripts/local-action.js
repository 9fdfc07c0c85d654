// npm run local-action [-- ENV_FILE]: runs the action from its TypeScript sources (src/main.ts)
// with @github/local-action, which stands in for GitHub's runner: it reads the inputs and the
// GITHUB_* context from a dotenv file, replaces @actions/core, and prints the log, the outputs
// and the job summary. ENV_FILE defaults to .env when it exists, else .env.example (which
// targets the embedded emulator: start it with npm run emulator -- --port 8123).
//
// Two things this wrapper adds to `local-action . src/main.ts ENV_FILE`:
// - local-action's setFailed records the failure but exits 0 all the same; this exits 1 when
//   the action failed (it printed an ::error:: line, which this action only does on failure);
// - the job summary goes to a temporary file, printed at the end, unless GITHUB_STEP_SUMMARY
//   is already set (in the environment or the dotenv file).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const envFile = path.resolve(
  process.argv[2] ?? (existsSync(path.join(root, '.env')) ? '.env' : '.env.example')
)
const bin = path.join(root, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js')

if (!existsSync(bin)) {
  console.error('@github/local-action is not installed: run npm ci first.')
  process.exit(1)
}
if (!existsSync(envFile)) {
  console.error(`No such file: ${envFile} (copy .env.example to .env and edit it).`)
  process.exit(1)
}

const temp = mkdtempSync(path.join(tmpdir(), 'local-action-'))
const summaryFile = path.join(temp, 'step-summary.md')
const env = { ...process.env, GITHUB_STEP_SUMMARY: process.env.GITHUB_STEP_SUMMARY ?? summaryFile }
// The output goes through a pipe (to look for the failure); keep local-action's colours.
if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1'

console.log(`Running src/main.ts with ${path.relative(process.cwd(), envFile) || envFile}`)
const child = spawn(process.execPath, [bin, '.', 'src/main.ts', envFile], {
  cwd: root,
  env,
  stdio: ['inherit', 'pipe', 'inherit']
})

let failed = false
let partial = ''
child.stdout.setEncoding('utf8').on('data', chunk => {
  process.stdout.write(chunk)
  const lines = (partial + chunk).split('\n')
  partial = lines.pop() ?? ''
  // eslint-disable-next-line no-control-regex
  if (lines.some(line => line.replace(/\x1b\[[0-9;]*m/g, '').startsWith('::error'))) failed = true
})

const code = await new Promise(resolve => {
  child.once('close', resolve)
})
// eslint-disable-next-line no-control-regex
if (partial.replace(/\x1b\[[0-9;]*m/g, '').startsWith('::error')) failed = true

if (existsSync(summaryFile) && readFileSync(summaryFile, 'utf8').trim() !== '') {
  console.log(`\nJob summary (${summaryFile}, removed now):\n`)
  console.log(readFileSync(summaryFile, 'utf8').trimEnd())
}
rmSync(temp, { recursive: true, force: true })

if (code !== 0) process.exitCode = typeof code === 'number' ? code : 1
else if (failed) {
  console.error('\nThe action failed (see the ::error:: line above).')
  process.exitCode = 1
}
