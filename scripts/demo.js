// npm run demo: the bundled action, end to end, against the embedded emulator of LangSmith
// Deployment. It starts the emulator, runs `node dist/index.js` exactly as GitHub's runner would
// (INPUT_* variables, fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files) to create a deployment
// then to update it, and a third time gated on the seeded LangSmith dataset `agent-smoke` (an
// experiment recorded in the emulator's LangSmith API), shows the action's log live, prints the outputs and the job summary,
// and stops the emulator. With --record it writes how long it took (the whole demo and each run)
// to BENCHMARKS.md's figures section, the one place measured figures live.
import { DEFAULT_API_KEY, DEFAULT_WORKSPACE_ID, startEmulator } from '../lib/emulator/index.js'
import { runAction, runnerEnvironment } from '../lib/emulator/runner.js'
import { machineRows, recordFigures } from './figures-file.js'

const STEP_MS = Number(process.env.DEMO_STEP_MS ?? 1000)
const RECORD = process.argv.includes('--record')
const started = performance.now()
const dim = text => (process.stdout.isTTY ? `\x1b[2m${text}\x1b[0m` : text)
const bold = text => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)

function banner(text) {
  console.log(`\n${bold(`━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`)}`)
}

/**
 * Prints the action's own log as the runner's page shows it: groups as headings, annotations
 * labelled, masks and debug lines hidden (DEMO_DEBUG=1 shows the debug lines).
 */
function live(chunk) {
  for (const line of chunk.split('\n')) {
    if (line === '' || line.startsWith('::add-mask::') || line === '::endgroup::') continue
    const command = /^::(\w+)(?: [^:]*)?::(.*)$/.exec(line)
    let text = line
    if (command) {
      const [, name, message] = command
      if (name === 'debug' && !process.env.DEMO_DEBUG) continue
      const decoded = message.replace(/%0A/g, '\n      ').replace(/%0D/g, '').replace(/%25/g, '%')
      text =
        name === 'group'
          ? bold(`▸ ${decoded}`)
          : `${name === 'debug' ? dim('debug') : bold(name)}: ${decoded}`
    }
    process.stdout.write(`  ${dim('│')} ${text}\n`)
  }
}

async function deploy(emulator, title, extra) {
  banner(title)
  const run = await runAction({
    inputs: {
      'api-key': DEFAULT_API_KEY,
      'workspace-id': DEFAULT_WORKSPACE_ID,
      'api-url': emulator.url,
      'deployment-name': 'demo-agent',
      'integration-id': '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      // The action polls at most ten times a second.
      'poll-interval-seconds': String(Math.max(0.1, STEP_MS / 2000)),
      'smoke-test': 'true',
      'smoke-input': '{"messages":[{"role":"user","content":"hello from the demo"}]}',
      ...extra
    },
    onStdout: live,
    // ACTION_NODE runs the bundle on another Node, e.g. the node24 that GitHub uses.
    node: process.env.ACTION_NODE || undefined
  })
  console.log(`\n  exit code ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)} s`)
  console.log(`\n  ${bold('Outputs')} (GITHUB_OUTPUT)`)
  for (const [name, value] of Object.entries(run.outputs)) console.log(`    ${name} = ${value}`)
  console.log(`\n  ${bold('Job summary')} (GITHUB_STEP_SUMMARY)`)
  for (const line of run.summary.trimEnd().split('\n')) console.log(`    ${line}`)
  return run
}

// The runs are those of a push to main of acme/agent: main's head is the commit they run for, so
// LangSmith (the emulator) builds that commit, as it would after the push.
const pushed = runnerEnvironment({ dir: '', outputFile: '', summaryFile: '' })
const emulator = await startEmulator({
  stepMs: STEP_MS,
  heads: { [`${pushed.GITHUB_REPOSITORY}@${pushed.GITHUB_REF_NAME}`]: pushed.GITHUB_SHA }
})
console.log(`Emulator of the control plane and agent server at ${emulator.url}`)
if (process.env.ACTION_NODE) console.log(dim(`  the action runs on ${process.env.ACTION_NODE}`))
console.log(
  dim(`  api key ${DEFAULT_API_KEY}, workspace ${DEFAULT_WORKSPACE_ID}, ${STEP_MS} ms per status`)
)
let failed = false
try {
  const first = await deploy(
    emulator,
    'Run 1: the deployment does not exist yet, so it is created',
    {}
  )
  const second = await deploy(emulator, 'Run 2: the same step again: it updates the deployment', {
    'repo-ref': 'release-2'
  })
  const gated = await deploy(
    emulator,
    "Run 3: a release gated on the LangSmith dataset 'agent-smoke' (90% must pass)",
    { 'repo-ref': 'release-3', 'eval-dataset': 'agent-smoke', 'eval-threshold': '0.9' }
  )
  failed = first.exitCode !== 0 || second.exitCode !== 0 || gated.exitCode !== 0
  if (RECORD && !failed) await record([first, second, gated])
  banner(failed ? 'Demo failed' : 'Demo done')
  console.log(
    failed
      ? '  One of the runs failed: see its log above.'
      : `  Created deployment ${first.outputs['deployment-id']}, then revision ${second.outputs['revision-id']} replaced revision ${first.outputs['revision-id']}.`
  )
} finally {
  await emulator.close()
}
process.exitCode = failed ? 1 : 0

/** Writes the demo's duration, and each run's, to BENCHMARKS.md (--record). */
async function record(runs) {
  const seconds = ms => `${(ms / 1000).toFixed(1)} s`
  const node = process.env.ACTION_NODE ? ` (the action on ${process.env.ACTION_NODE})` : ''
  await recordFigures(
    'demo',
    [
      '### The demo (`npm run demo`)',
      '',
      ...machineRows(`npm run demo -- --record${node}`),
      `| Status step | ${STEP_MS} ms${process.env.DEMO_STEP_MS ? ' (DEMO_STEP_MS)' : ' (the default)'} |`,
      `| Whole demo | ${seconds(performance.now() - started)}, from the emulator's start to the last run's end |`,
      `| Each run | create ${seconds(runs[0].durationMs)}, update ${seconds(runs[1].durationMs)}, gated release ${seconds(runs[2].durationMs)} |`
    ].join('\n')
  )
  console.log(dim('  recorded in BENCHMARKS.md (figures section)'))
}
