// Owns judging a run against the goals of issue 17: one verdict per goal whose section ran.
import { fixed, medianRange, percent, seconds, times } from './report/format.js'
import { type BenchResults, type GoalVerdict, STREAM_GOAL_NODE, TARGETS } from './results.js'
import type { Summary } from './stats.js'

type Sections = Pick<BenchResults, 'start' | 'stream' | 'poll'>

/** The verdicts, in the order of the goals table. */
export function judge(results: Sections): GoalVerdict[] {
  return [...startGoals(results), ...streamGoals(results), ...pollGoals(results)]
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
        `Start: whole create-and-wait ≤ ${fixed(limit, 1)}× \`node -e ""\``,
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
        `stream-plain-node${goalNode.major}`,
        `Stream: our client ≥ ${fixed(TARGETS.streamShareOfPlain, 1)} of a plain Node reader's events/s`,
        goalNode.major,
        goalNode.oursOverPlain,
        times,
        value => value >= TARGETS.streamShareOfPlain
      ),
      verdict(
        `stream-sdk-node${goalNode.major}`,
        `Stream: our client ≥ ${TARGETS.streamOverSdk}× the SDK's events/s`,
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
        `Stream: our peak RSS grows ≤ ${fixed(TARGETS.streamRssGrowth * 100, 0)} % for a 10× longer stream`,
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
  const policy = poll?.policies.find(p => p.id === 'default')
  if (policy === undefined) return []
  const lagGoal = (final: 'DEPLOYED' | 'BUILD_FAILED'): GoalVerdict => {
    const lag = policy.lag[final]
    return {
      id: `poll-lag-${final.toLowerCase()}`,
      goal: `Poll: mean lag to \`${final}\` ≤ ${seconds(TARGETS.pollLagMs)} (default policy)`,
      node: undefined,
      figure: lag.meanMs,
      range: undefined,
      shown: `${seconds(lag.meanMs)} (median ${seconds(lag.ms.median)}, max ${seconds(lag.ms.max)}, ${lag.count} revisions)`,
      met: lag.meanMs <= TARGETS.pollLagMs
    }
  }
  return [
    lagGoal('DEPLOYED'),
    lagGoal('BUILD_FAILED'),
    {
      id: 'poll-requests',
      goal: "Poll: requests ≤ ⅓ of the fixed 3 s poller's (default policy)",
      node: undefined,
      figure: policy.requestShare,
      range: undefined,
      shown: `${fixed(policy.requestShare * 100, 0)} % (${fixed(policy.requests, 0)} requests)`,
      met: policy.requestShare <= TARGETS.pollRequestShare
    }
  ]
}
