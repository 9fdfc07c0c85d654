// Owns BENCHMARKS.md as a whole: the header (machine, Nodes, command, load), the goals table
// beside the baseline's figures, and the sections that ran.
import { KEPT_EVERY_MS } from '../child.js'
import { FAILURES_JUDGED } from '../poll/failure-draws.js'
import { MIX_GOALS } from '../poll/figures.js'
import { BUDGET_CONSTANT, SENSITIVITY_SHARE } from '../poll/sensitivity.js'
import { type BenchResults, type GoalVerdict, TARGETS } from '../results.js'
import { renderEval } from './eval.js'
import { fineKilobytes, fixed, seconds, table } from './format.js'
import { renderPack } from './pack.js'
import { renderPoll } from './poll.js'
import { renderScore } from './score.js'
import { renderStart } from './start.js'
import { renderStream } from './stream.js'

/** The whole report; `baseline` is the "before" run, shown beside this one when given. */
export function renderReport(results: BenchResults, baseline: BenchResults | undefined): string {
  const before = baseline?.run.date === results.run.date ? undefined : baseline
  const sections = [
    results.start === undefined ? undefined : renderStart(results.start, before?.start),
    results.stream === undefined ? undefined : renderStream(results.stream),
    results.poll === undefined ? undefined : renderPoll(results.poll),
    results.pack === undefined ? undefined : renderPack(results.pack),
    results.eval === undefined ? undefined : renderEval(results.eval),
    results.score === undefined ? undefined : renderScore(results.score)
  ].filter((section): section is string => section !== undefined)
  return `${['# Benchmarks', header(results), goalsSection(results.goals, before), ...sections].join('\n\n')}\n`
}

function header(results: BenchResults): string {
  const { run } = results
  const load = run.load
    .map(sample => `${sample.label} ${sample.loadAverage.map(v => fixed(v, 2)).join(' / ')}`)
    .join('; ')
  const rows = [
    [
      'Machine',
      `${run.machine.cpu} (${run.machine.cores} logical cores), ${fixed(run.machine.memoryGiB, 1)} GiB RAM, ${run.machine.os}`
    ],
    ...run.nodes.map(node => [`Node ${node.major}`, `${node.version} (${node.source})`]),
    ['Command', `\`${run.command}\``],
    ['Date', `${run.date.slice(0, 16).replace('T', ' ')} UTC, ${fixed(run.minutes, 1)} minutes`],
    ['Commit', run.commit ?? 'not a git checkout'],
    ['Load average (1 / 5 / 15 min)', load]
  ]
  return [
    'Written by `npm run bench` (the scripts are in [bench/](bench/)), which also writes every figure to `bench/results.json`. Reproduce with `npm ci && npm run bench`; it runs on Node 20 and Node 24 in one go and exits non-zero when a guard or a goal is missed, on any mix. `npm run bench -- --help` lists the flags for quicker runs (`--only start,stream,poll`, `--rounds N`, `--quick`, `--nodes 24`, `--mix FILE --json` for a mix of your own); a partial run prints its report instead of writing this file. `npm run bench -- --render` rewrites this file from `bench/results.json` without measuring. `bench/baseline.json` holds an earlier run (its command, commit and date are in it): the stream and polling figures before issue 17 changed them, and start-up after undici left the start but before the rest; the goals table shows them beside a newer run (`--baseline FILE` picks another). On a busy machine, `--before-dist <git-rev>` runs the bundle an earlier commit committed in the same rounds as today’s, which says what a start-up change bought however busy the machine is.',
    table(['', ''], rows, ['left', 'left']),
    'A cell is the median over the rounds, with the min–max in parentheses. A ratio is taken pair by pair: the two measurements run one right after the other in the same round, in alternating order, so a busy moment of the machine weighs on both; the median and range of those ratios are shown, and a goal is judged on the median. Times depend on the machine and on what else runs on it (see the load average); the polling section is a seeded simulation and reproduces exactly.'
  ].join('\n\n')
}

function goalsSection(goals: readonly GoalVerdict[], before: BenchResults | undefined): string {
  if (goals.length === 0) return `${GOALS_HEADING}\n\nNo section ran.`
  const beforeOf = (id: string): string => before?.goals.find(goal => goal.id === id)?.shown ?? '—'
  const header = [
    'Goal',
    'Node',
    'This run',
    ...(before === undefined ? [] : [`Before (${before.run.date.slice(0, 10)})`]),
    ''
  ]
  const rows = goals.map(goal => [
    goal.goal,
    goal.node === undefined ? '' : String(goal.node),
    goal.shown,
    ...(before === undefined ? [] : [beforeOf(goal.id)]),
    goal.met ? '✅ met' : '❌ missed'
  ])
  const missed = goals.filter(goal => !goal.met).length
  return [
    GOALS_HEADING,
    goalsLine(),
    table(
      header,
      rows,
      header.map((_, i) => (i === 0 ? 'left' : i === 1 ? 'right' : 'left'))
    ),
    missed === 0
      ? 'Every goal is met.'
      : `${missed} of ${goals.length} goals missed: \`npm run bench\` exits with status 2.`
  ].join('\n\n')
}

const GOALS_HEADING = '## Guards and goals'

/** What the guards and goals are, and where they come from, from the figures they are judged on. */
function goalsLine(): string {
  const g = MIX_GOALS
  const share = (fraction: number): string => `${fixed(fraction * 100, 0)} %`
  const moved = `±${share(SENSITIVITY_SHARE)}`
  return [
    `Start-up and stream throughput are guards, no longer targets (issue 26): start ≤ ${fixed(TARGETS.startRatio[24] ?? Number.NaN, 1)}× \`node -e ""\` on Node 24, stream ≥ ${TARGETS.streamOverSdk}× the SDK, peak RSS growth ≤ ${share(TARGETS.streamRssGrowth)}.`,
    `The poll and eval memory goals are the owner's decisions in issue 45. The poll goals are judged on every mix at the pace's nominal constants, each lag against the blind poller's expected lag at the same requests (half its interval): requests ≤ ${share(g.requestShare)} of a fixed 3 s poller; mean lag to \`DEPLOYED\` ≤ ${g.deployedOverBlind}×; mean lag to a failure ≤ ${g.failedOverBlind}× (wider for its sampling band and its trade with the steady goal, as measured; judged over the mix and more draws of its generator, at least ${FAILURES_JUDGED} failures); on steady deployments with ${g.steadyHistory} or more earlier revisions a mean lag to \`DEPLOYED\` ≤ ${g.steadyOverBlind}× and ≤ ${seconds(g.steadyLagMs)}; no lag over ${seconds(g.maxLagMs)}. Each constant of the pace but the one that sets the request budget (\`${BUDGET_CONSTANT}\`) is also moved ${moved}, and the lag goals, not the request goal, are judged again on every mix.`,
    `The eval gate's memory is judged on what the process keeps, collecting every ${KEPT_EVERY_MS} ms: the heap after a full collection grows ≤ ${fineKilobytes(TARGETS.evalKeptPerExampleBytes)} per example added from a quarter of the examples to all, and the peak RSS of those runs ≤ ${share(TARGETS.evalCollectedRssExcess)} beyond the results table; the peak RSS as Node collects lazily is shown in its section, not judged.`
  ].join(' ')
}

/** The goals as console lines. */
export function goalLines(goals: readonly GoalVerdict[]): string[] {
  return goals.map(
    goal =>
      `${goal.met ? 'met   ' : 'MISSED'}  ${goal.goal.replace(/`/g, '')}${goal.node === undefined ? '' : ` (Node ${goal.node})`}: ${goal.shown}`
  )
}
