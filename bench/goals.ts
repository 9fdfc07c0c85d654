// Owns judging a run: the guards on start-up and the stream, the goals of every poll mix (issue 26)
// and of the eval gate, as the owner decided them in issue 45; one verdict per guard or goal whose
// section ran.
import { count, fineKilobytes, fixed, medianRange, ms, percent, times } from './report/format.js'
import { type BenchResults, type GoalVerdict, STREAM_GOAL_NODE, TARGETS } from './results.js'
import type { EvalNodeResult } from './eval/eval.js'
import type { Summary } from './stats.js'

type Sections = Pick<BenchResults, 'start' | 'stream' | 'poll' | 'pack' | 'eval' | 'score'>

/** The verdicts, in the order of the goals table. */
export function judge(results: Sections): GoalVerdict[] {
  return [
    ...startGoals(results),
    ...streamGoals(results),
    ...pollGoals(results),
    ...packGoals(results),
    ...evalGoals(results),
    ...scoreGoals(results)
  ]
}

/** `npm run bench`'s exit status for the verdicts: 0 when every one is met, 2 when any is missed. */
export function exitStatus(goals: readonly GoalVerdict[]): 0 | 2 {
  return goals.every(goal => goal.met) ? 0 : 2
}

function verdict(
  id: string,
  goal: string,
  node: number | undefined,
  range: Summary,
  format: (value: number) => string,
  met: (value: number) => boolean
): GoalVerdict {
  return {
    id,
    goal,
    node,
    figure: range.median,
    range,
    shown: medianRange(range, format),
    met: met(range.median)
  }
}

function startGoals({ start }: Sections): GoalVerdict[] {
  if (start === undefined) return []
  return start.nodes.flatMap(node => {
    const limit = TARGETS.startRatio[node.major]
    const committed = node.bundles[0]
    if (limit === undefined || committed === undefined) return []
    return [
      verdict(
        `start-node${node.major}`,
        `Start guard: whole create-and-wait ≤ ${fixed(limit, 1)}× \`node -e ""\``,
        node.major,
        committed.ratio,
        times,
        value => value <= limit
      )
    ]
  })
}

function streamGoals({ stream }: Sections): GoalVerdict[] {
  if (stream === undefined) return []
  const verdicts: GoalVerdict[] = []
  const goalNode = stream.nodes.find(node => node.major === STREAM_GOAL_NODE)
  if (goalNode !== undefined) {
    verdicts.push(
      verdict(
        `stream-sdk-node${goalNode.major}`,
        `Stream guard: our client ≥ ${TARGETS.streamOverSdk}× the SDK's events/s`,
        goalNode.major,
        goalNode.oursOverSdk,
        times,
        value => value >= TARGETS.streamOverSdk
      )
    )
  }
  for (const node of stream.nodes) {
    verdicts.push(
      verdict(
        `stream-rss-node${node.major}`,
        `Stream guard: our peak RSS grows ≤ ${fixed(TARGETS.streamRssGrowth * 100, 0)} % for a 10× longer stream`,
        node.major,
        node.long.growth,
        percent,
        value => value <= TARGETS.streamRssGrowth
      )
    )
  }
  return verdicts
}

function pollGoals({ poll }: Sections): GoalVerdict[] {
  const moved = (poll?.sensitivity ?? []).map(row => ({
    id: `poll-sensitivity-${row.constant}-${row.factor}`,
    goal: `Poll, ${row.constant} × ${row.factor}: the lag goals on every mix`,
    node: undefined,
    figure: row.misses.length,
    range: undefined,
    shown:
      row.misses.length === 0
        ? 'all met'
        : row.misses.map(m => `${m.mix}: ${m.goal}: ${m.shown}`).join('; '),
    met: row.misses.length === 0
  }))
  return [...mixGoals(poll), ...moved]
}

function mixGoals(poll: Sections['poll']): GoalVerdict[] {
  return (poll?.mixes ?? []).flatMap(mix =>
    mix.verdicts.map(v => ({
      id: `poll-${mix.name}-${v.kind}`,
      goal: `Poll, ${mix.name}: ${v.goal}`,
      node: undefined,
      figure: v.figure,
      range: undefined,
      shown: v.shown,
      met: v.met
    }))
  )
}

function packGoals({ pack }: Sections): GoalVerdict[] {
  if (pack === undefined) return []
  const limit = TARGETS.packOverTarGzip
  const node = Number(pack.node.slice(1).split('.')[0])
  const same = pack.reproducible
  const reproducible =
    same.digests.length === 1 && same.tarDigests.length === 1 && same.uploadsMatch
  return [
    verdict(
      'pack-over-tar-gzip',
      `Pack: the upload path ≤ ${fixed(limit, 1)}× \`tar -cf - .\` piped to \`gzip -6\`, ${count(pack.tree.files)} files`,
      node,
      pack.ratio,
      times,
      value => value <= limit
    ),
    verdict(
      'pack-rss',
      `Pack: peak RSS grows ≤ ${fixed(TARGETS.packRssGrowth * 100, 0)} % for a 3× tree`,
      node,
      pack.rssGrowth,
      percent,
      value => value <= TARGETS.packRssGrowth
    ),
    {
      id: 'pack-reproducible',
      goal: 'Pack: the same tree gives the same archive and source-digest run after run',
      node,
      figure: same.digests.length,
      range: undefined,
      shown: `${count(same.digests.length)} digest over ${count(same.runs)} runs${same.uploadsMatch ? '' : ', uploads differ'}`,
      met: reproducible
    }
  ]
}

/**
 * The eval gate's time, and its memory judged on what the process keeps (issue 45): the heap after
 * a full collection, per example added, and the peak RSS of the runs that collect. The peak RSS
 * of the runs that collect lazily, as Node does, is shown in the report, not judged.
 */
function evalGoals({ eval: gate }: Sections): GoalVerdict[] {
  if (gate === undefined) return []
  const { examples: n, concurrency: c, repeat } = gate
  const from = `from ${gate.smallExamples} to ${n} examples`
  return gate.nodes.flatMap(node => [
    verdict(
      `eval-ratio-node${node.major}`,
      `Eval gate: ${n} examples ≤ ${fixed(TARGETS.evalRatio, 1)}× (${n} ÷ ${c}) × one example's time`,
      node.major,
      node.ratio,
      times,
      value => value <= TARGETS.evalRatio
    ),
    // Issue 45, point 5: the same bar with each example run 'eval-repeat' times (older results: none).
    ...(node.repeated === undefined || repeat === undefined
      ? []
      : [
          verdict(
            `eval-repeat-ratio-node${node.major}`,
            `Eval gate: ${n} examples, eval-repeat ${repeat}, ≤ ${fixed(TARGETS.evalRatio, 1)}× ${repeat} × (${n} ÷ ${c}) × one example's time`,
            node.major,
            node.repeated.ratio,
            times,
            value => value <= TARGETS.evalRatio
          )
        ]),
    collectedVerdict(
      `eval-kept-node${node.major}`,
      `Eval gate: the heap after a full collection grows ≤ ${fineKilobytes(TARGETS.evalKeptPerExampleBytes)} per example added ${from}`,
      node,
      kept => kept.keptPerExampleBytes,
      fineKilobytes,
      value => value <= TARGETS.evalKeptPerExampleBytes
    ),
    collectedVerdict(
      `eval-collected-rss-node${node.major}`,
      `Eval gate, collecting: peak RSS ${from} grows ≤ ${fixed(TARGETS.evalCollectedRssExcess * 100, 0)} % beyond the results table`,
      node,
      kept => kept.rssExcess,
      percent,
      value => value <= TARGETS.evalCollectedRssExcess
    )
  ])
}

/** A goal on the runs that collect; missed when they were not measured. */
function collectedVerdict(
  id: string,
  goal: string,
  node: EvalNodeResult,
  pick: (collected: NonNullable<EvalNodeResult['collected']>) => Summary,
  format: (value: number) => string,
  met: (value: number) => boolean
): GoalVerdict {
  if (node.collected === undefined) {
    const none = { id, goal, node: node.major, figure: Number.NaN, range: undefined }
    return { ...none, shown: 'not measured', met: false }
  }
  return verdict(id, goal, node.major, pick(node.collected), format, met)
}

function scoreGoals({ score }: Sections): GoalVerdict[] {
  if (score === undefined) return []
  return score.nodes.map(node =>
    verdict(
      `score-node${node.major}`,
      `Scoring: ${count(score.outputs)} outputs of ${count(score.outputChars / 1000)} kB by regex, exact and contains ≤ ${count(TARGETS.scoreMs)} ms`,
      node.major,
      node.totalMs,
      value => `${ms(value)} ms`,
      value => value <= TARGETS.scoreMs
    )
  )
}
