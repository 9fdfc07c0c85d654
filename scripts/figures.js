// npm run figures [-- --only suite|demo]: measures the figures the docs would otherwise state
// and let go stale, and writes them to BENCHMARKS.md's figures section (scripts/figures-file.js):
// the test suite as `npm test` runs it (jest --json: how many tests in each project, how long
// the whole run took), then the demo (`npm run demo -- --record` writes its own duration).
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E, REPO } from '../jest.config.js'
import { machineRows, recordFigures } from './figures-file.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined
if (only !== undefined && only !== 'suite' && only !== 'demo') {
  console.error(`--only takes suite or demo, not ${only}`)
  process.exit(2)
}

/** Runs `command` in the repository, its output shown; resolves to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env }
    })
    child.on('error', reject)
    child.on('close', code => resolve(code ?? 1))
  })
}

/** A jest testMatch glob of jest.config.js as a regular expression over absolute paths. */
function globPattern(glob) {
  const text = glob
    .replace('<rootDir>', root)
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace('/**/', '/(?:.*/)?')
    .replace(/\*/g, '[^/]*')
  return new RegExp(`^${text}$`)
}

/** The project of a test file, as jest.config.js sorts them. */
function projectOf(file) {
  if (E2E.some(glob => globPattern(glob).test(file))) return 'e2e'
  return REPO.some(glob => globPattern(glob).test(file)) ? 'repo' : 'unit'
}

/** Runs the suite as npm test does, with --json, and writes its count and wall time. */
async function suite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'figures-'))
  const out = path.join(dir, 'jest.json')
  try {
    const started = performance.now()
    const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js')
    const code = await run(
      process.execPath,
      [jest, '--selectProjects', 'unit', 'e2e', '--json', `--outputFile=${out}`],
      { NODE_OPTIONS: '--experimental-vm-modules' }
    )
    const seconds = (performance.now() - started) / 1000
    const result = JSON.parse(await readFile(out, 'utf8'))
    const counts = { unit: 0, e2e: 0, repo: 0 }
    for (const file of result.testResults)
      counts[projectOf(file.name)] += file.assertionResults.length
    const verdict = result.success
      ? 'all passed'
      : `${result.numFailedTests} failed, ${result.numPassedTests} passed`
    await recordFigures(
      'suite',
      [
        '### The test suite (`npm test`)',
        '',
        ...machineRows('npm run figures (the suite as npm test runs it, with jest --json)'),
        `| Tests | ${result.numTotalTests} in ${result.numTotalTestSuites} files (unit ${counts.unit}, e2e ${counts.e2e}): ${verdict} |`,
        `| Wall time | ${seconds.toFixed(0)} s, from the start of jest to its exit |`
      ].join('\n')
    )
    console.log(
      `figures: ${result.numTotalTests} tests in ${seconds.toFixed(0)} s (jest exited ${code})`
    )
    return code
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

let failed = 0
if (only !== 'demo') failed += await suite()
if (only !== 'suite') failed += await run('npm', ['run', '--silent', 'demo', '--', '--record'])
process.exitCode = failed === 0 ? 0 : 1
