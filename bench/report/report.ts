// Owns BENCHMARKS.md as a whole: the header (machine, Nodes, command, load), the goals table
// beside the baseline's figures, and the sections that ran.
import type { BenchResults, GoalVerdict } from '../results.js'
import { renderEval } from './eval.js'
import { fixed, table } from './format.js'
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
  if (goals.length === 0) return '## Guards and goals (issue 26)\n\nNo section ran.'
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
    '## Guards and goals (issue 26)',
    'Start-up and stream throughput are guards, no longer targets: start ≤ 5.0× `node -e ""` on Node 24, stream ≥ 2.5× the SDK, peak RSS growth ≤ 10 %. The poll goals are judged on every mix: requests ≤ 40 % of a fixed 3 s poller, mean lag to `DEPLOYED` and mean lag to a failure each ≤ 1.05× the blind poller of the same budget, on steady deployments with three or more earlier revisions a mean lag to `DEPLOYED` ≤ 0.6× the blind one and ≤ 3 s, and no lag over 20 s.',
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

/** The goals as console lines. */
export function goalLines(goals: readonly GoalVerdict[]): string[] {
  return goals.map(
    goal =>
      `${goal.met ? 'met   ' : 'MISSED'}  ${goal.goal.replace(/`/g, '')}${goal.node === undefined ? '' : ` (Node ${goal.node})`}: ${goal.shown}`
  )
}
