// Owns `npm run sim`: `--seed N` replays one schedule (`--verbose`: its whole story); `--runs N
// [--from S] [--threads T]` runs many on T threads (the soak). Each failing seed is one line that
// replays it; the exit code is 1 when any seed failed.
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'

import { check } from './checks.js'
import { registerHook } from './hook.js'
import { runSchedule } from './run.js'
import { drawSchedule } from './schedule.js'
import { failureLine } from './simulate.js'
import { storyOf } from './story.js'
import { simulateOnThreads } from './threads.js'

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    runs: { type: 'string' },
    from: { type: 'string', default: '1' },
    threads: { type: 'string', default: String(availableParallelism()) },
    concurrency: { type: 'string', default: '32' },
    verbose: { type: 'boolean', default: false }
  }
})

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`--${name} takes a whole number, got "${text}"`)
  }
  return value
}

if (values.seed !== undefined) {
  const seed = count('seed', values.seed, 0)
  // The action's `@actions/core` is sim/core.ts, as jest's mock makes it in a test.
  registerHook({
    core: new URL('./core.js', import.meta.url).href,
    net: new URL('./net.js', import.meta.url).href,
    loopback: new URL('./loopback.js', import.meta.url).href
  })
  const { run } = await import('../src/main.js')
  process.env.GITHUB_STEP_SUMMARY ??= 'sim'
  const record = await runSchedule(drawSchedule(seed), run, 10_000)
  const violations = check(record)
  if (values.verbose) console.log(storyOf(record, violations).join('\n'))
  if (violations.length > 0) {
    console.log(failureLine({ seed, violations }))
    process.exitCode = 1
  } else console.log(`seed ${seed}: every invariant kept`)
} else {
  const runs = count('runs', values.runs, 2_000)
  const from = count('from', values.from, 1)
  const simulation = await simulateOnThreads({
    from,
    runs,
    threads: Math.max(1, count('threads', values.threads, 1)),
    concurrency: Math.max(1, count('concurrency', values.concurrency, 32)),
    onFailure: failure => {
      console.log(failureLine(failure))
    }
  })
  const perSecond = (simulation.runs / simulation.realMs) * 1000
  const { seed, realMs } = simulation.slowest
  console.log(
    `${simulation.runs} schedules (seeds ${from}..${from + runs - 1}) in ${(simulation.realMs / 1000).toFixed(1)} s (${perSecond.toFixed(0)}/s); ${simulation.failures.length} failed; slowest seed ${seed} (${Math.round(realMs)} ms)`
  )
  if (simulation.failures.length > 0) process.exitCode = 1
}
