/** Renders the benchmarks' results as BENCHMARKS.md. */
import { DEPLOY_PHASE_POLL_MS, MAX_POLL_MS, MIN_POLL_MS } from '../src/control-plane/poll-policy.js'
import { type BundleCost, OVERHEAD_TARGET_RATIO, type OverheadResult } from './overhead.js'
import {
  type DeployModel,
  LAG_TARGET_MS,
  type ModelResult,
  type PolicyResult,
  type PollingResult,
  REQUESTS_TARGET_SHARE
} from './polling.js'
import { type Summary, fixed, medianRange, table } from './stats.js'
import {
  type ControlResult,
  type LengthResult,
  RSS_GROWTH_TARGET,
  type ReaderCost,
  type StreamingResult,
  THROUGHPUT_TARGET_RATIO
} from './streaming.js'

/** Where the benchmarks ran. */
export interface Machine {
  readonly cpu: string
  readonly memoryGb: number
  readonly os: string
  /** The Node that ran the benchmark and the streaming readers. */
  readonly node: string
  /** The Node binary of the overhead runs, when not the same (`ACTION_NODE`). */
  readonly actionNode: string | undefined
  readonly date: Date
  /** Short commit hash, and whether the tree differed from it. */
  readonly commit: string | undefined
}

/** Whatever sections ran. */
export interface Results {
  overhead?: OverheadResult
  streaming?: StreamingResult
  polling?: PollingResult
}

/** How the run was set up, for the header. */
export interface RunSettings {
  readonly minutes: number
  readonly runs: number
  readonly longRuns: number
  readonly trials: number
}

/** One line of the targets table. */
interface Verdict {
  readonly target: string
  readonly measured: string
  readonly met: boolean
  /** Says by how much a target is missed, and why; shown under the table. */
  readonly note?: string
}

const ms = (value: number): string => fixed(value, value >= 100 ? 0 : 1)
const mb = (kb: number): string => fixed(kb / 1024, 1)
const times = (value: number): string => `${fixed(value, 2)}×`
const seconds = (valueMs: number): string => `${fixed(valueMs / 1000, 1)} s`
const wholeSeconds = (valueMs: number): string => `${fixed(valueMs / 1000, 0)} s`
const kilobytes = (bytes: number): string => `${fixed(bytes / 1000, 0)} kB`
const percent = (fraction: number): string =>
  `${fraction >= 0 ? '+' : '−'}${fixed(Math.abs(fraction) * 100, 1)} %`
const count = (value: number): string => fixed(value, 0)

/** The whole of BENCHMARKS.md. */
export function renderReport(machine: Machine, results: Results, settings: RunSettings): string {
  const verdicts: Verdict[] = []
  const sections: string[] = []
  if (results.overhead !== undefined) {
    sections.push(overheadSection(results.overhead, verdicts))
  }
  if (results.streaming !== undefined) {
    sections.push(streamingSection(results.streaming, verdicts))
  }
  if (results.polling !== undefined) {
    sections.push(pollingSection(results.polling, verdicts))
  }
  const parts = ['# Benchmarks', header(machine, settings), targetsSection(verdicts), ...sections]
  return `${parts.join('\n\n')}\n`
}

function header(machine: Machine, settings: RunSettings): string {
  const when = `${machine.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const rows = [
    ['Machine', `${machine.cpu}, ${fixed(machine.memoryGb, 1)} GiB RAM, ${machine.os}`],
    [
      'Node',
      `${machine.node}${machine.actionNode === undefined ? '' : ` (the overhead section ran \`${machine.actionNode}\`)`}`
    ],
    ['Date', `${when}, ${fixed(settings.minutes, 1)} minutes`],
    ['Commit', machine.commit ?? 'not a git checkout'],
    [
      'Rounds',
      `${settings.runs} per measurement (${settings.longRuns} for the longest streams), after a warm-up round; ${settings.trials} simulated deploys per model and policy`
    ]
  ]
  return [
    `Written by \`npm run bench\` (the scripts are in [bench/](bench/)). Reproduce with:`,
    '```sh\nnpm ci && npm run bench\n```',
    'It rewrites this file. `ACTION_NODE=/path/to/node npm run bench` runs the overhead section on another Node (GitHub runs the action on Node 24); `--runs N`, `--long-runs N`, `--trials N` and `--no-variants` change the amount of work; `--only overhead,streaming,polling` prints some sections instead of writing the file.',
    table(['', ''], rows, ['left', 'left']),
    'Each cell is the median over the rounds, with the min–max in parentheses. A ratio is computed within each round, from two measurements taken one right after the other, so that a busy moment of the machine weighs on both; the median and range of those ratios are shown. Times depend on the machine and on what else it runs; the polling section is a simulation with a seeded generator and reproduces exactly.'
  ].join('\n\n')
}

function targetsSection(verdicts: readonly Verdict[]): string {
  if (verdicts.length === 0) return '## Targets\n\nNo section ran.'
  const rows = verdicts.map(v => [v.target, v.measured, v.met ? '✅ met' : '❌ missed'])
  const notes = verdicts.filter(v => v.note !== undefined).map(v => `- ${v.note ?? ''}`)
  return [
    '## Targets',
    table(['Target (issue 7)', 'Measured', ''], rows, ['left', 'left', 'left']),
    ...(notes.length === 0 ? [] : [notes.join('\n')])
  ].join('\n\n')
}

// ---------------------------------------------------------------------------------------------
// 1. Overhead

function overheadSection(result: OverheadResult, verdicts: Verdict[]): string {
  const [committed, ...variants] = result.bundles
  if (committed === undefined) throw new Error('the overhead benchmark measured no bundle')
  const ratio = committed.wallRatio
  const met = ratio.median <= OVERHEAD_TARGET_RATIO
  const runMs = Math.max(
    0,
    committed.wallMs.median - result.bare.wallMs.median - committed.loadMs.median
  )
  verdicts.push({
    target: `A whole create-and-wait within ${OVERHEAD_TARGET_RATIO}× a bare Node start`,
    measured: `${medianRange(ratio, times)} (${ms(committed.wallMs.median)} ms against ${ms(result.bare.wallMs.median)} ms)`,
    met,
    note: met ? undefined : overheadMiss(result, committed, variants, runMs)
  })

  const whole = table(
    ['Process', 'Wall time, ms', 'Peak RSS, MiB', 'Wall time ÷ bare Node', 'Peak RSS ÷ bare Node'],
    [
      [
        '`node -e ""`',
        medianRange(result.bare.wallMs, ms),
        medianRange(result.bare.peakRssKb, mb),
        '1',
        '1'
      ],
      [
        '`node dist/index.js`: create and wait',
        medianRange(committed.wallMs, ms),
        medianRange(committed.peakRssKb, mb),
        medianRange(committed.wallRatio, times),
        medianRange(committed.rssRatio, times)
      ]
    ]
  )
  const bundles = table(
    [
      'Bundle',
      'Size of index.js',
      'Load, ms',
      'Whole run, ms',
      'Whole run ÷ bare Node',
      'Peak RSS, MiB'
    ],
    result.bundles.map(bundle => [
      bundle.label,
      kilobytes(bundle.bytes),
      medianRange(bundle.loadMs, ms),
      medianRange(bundle.wallMs, ms),
      medianRange(bundle.wallRatio, times),
      medianRange(bundle.peakRssKb, mb)
    ])
  )
  return [
    '## 1. Overhead',
    `The action ran on Node ${result.nodeVersion}. Each round starts \`node -e ""\` and \`node dist/index.js\` one after the other, in a rotating order. The action runs as GitHub's runner runs it (\`INPUT_*\` variables with the defaults of \`action.yml\`, fresh \`GITHUB_OUTPUT\` and \`GITHUB_STEP_SUMMARY\` files) and creates a deployment on the emulator, which runs in the benchmark's process with \`stepMs: 0\`: the revision is \`DEPLOYED\` at once, so the run is all overhead (${result.requests} requests, the outputs and the job summary); every run is checked to end with \`status=DEPLOYED\` and \`created=true\`. Wall time runs from just before the spawn to the exit. Peak RSS is \`process.resourceUsage().maxRSS\` (getrusage's high-water mark), written as the child exits by a file preloaded with \`--require\` in \`NODE_OPTIONS\`, the same for both.`,
    whole,
    '### The bundle, and where the time goes',
    `Load is the time to \`import()\` the bundle, compiling and evaluating it, timed inside a fresh process (the action starts its run on import; without inputs it stops at once). ${variants.length === 0 ? 'The variants of the bundle were not built in this run (`--no-variants`).' : 'The variants are built by the benchmark with ncc from `src/`; "undici left out" bundles everything but `undici` and puts a stub of it beside the bundle (it throws if called). The action reaches undici only through the proxy support of `@actions/http-client`, which imports it at its top, and `@actions/github`; no proxy is set here, so the stub is never called and the whole run still succeeds.'}`,
    bundles,
    whereTheTimeGoes(result, committed, variants, runMs)
  ].join('\n\n')
}

/** Why the overhead target is missed, in numbers. */
function overheadMiss(
  result: OverheadResult,
  committed: BundleCost,
  variants: readonly BundleCost[],
  runMs: number
): string {
  const ratio = committed.wallRatio.median
  const lines = [
    `Overhead missed by ${percent(ratio / OVERHEAD_TARGET_RATIO - 1)} (${times(ratio)} against ${times(OVERHEAD_TARGET_RATIO)}): loading the ${kilobytes(committed.bytes)} bundle alone takes ${ms(committed.loadMs.median)} ms, ${times(committed.loadMs.median / result.bare.wallMs.median)} a bare Node start.`
  ]
  const withoutUndici = variants.find(v => v.label === 'undici left out')
  if (withoutUndici !== undefined) {
    lines.push(
      `${ms(committed.loadMs.median - withoutUndici.loadMs.median)} ms of that is undici, which \`@actions/http-client\` (also used by \`@actions/core\`) imports at its top for proxy support; without it a run is ${times(withoutUndici.wallRatio.median)} a bare start.`
    )
  }
  const best = [...variants].sort((a, b) => a.wallRatio.median - b.wallRatio.median)[0]
  if (best !== undefined && best.wallRatio.median > OVERHEAD_TARGET_RATIO) {
    lines.push(
      `Even the leanest variant measured (${best.label}) is ${times(best.wallRatio.median)}: besides the load, the run itself (${result.requests} requests, outputs, summary) and exiting take ${ms(runMs)} ms, against a bare start of ${ms(result.bare.wallMs.median)} ms.`
    )
  }
  lines.push('See "The bundle, and where the time goes" in section 1.')
  return lines.join(' ')
}

function whereTheTimeGoes(
  result: OverheadResult,
  committed: BundleCost,
  variants: readonly BundleCost[],
  runMs: number
): string {
  const bare = result.bare.wallMs.median
  const lines = [
    `- Of the ${ms(committed.wallMs.median)} ms of a whole run, ${ms(bare)} ms is Node starting, ${ms(committed.loadMs.median)} ms is loading the ${kilobytes(committed.bytes)} bundle, and the remaining ${ms(runMs)} ms is the run itself (requests, outputs, summary) and exiting.`
  ]
  const minified = variants.find(v => v.label === 'ncc --minify')
  const withoutUndici = variants.find(v => v.label === 'undici left out')
  const both = variants.find(v => v.label === 'undici left out, --minify')
  if (withoutUndici !== undefined) {
    lines.push(
      `- undici is ${kilobytes(committed.bytes - withoutUndici.bytes)} of the bundle and ${ms(committed.loadMs.median - withoutUndici.loadMs.median)} ms of its load: without it a whole run is ${times(withoutUndici.wallRatio.median)} a bare start instead of ${times(committed.wallRatio.median)}. Keeping it off the start-up path (it serves only a configured proxy) would save that on every run; \`@actions/http-client\`, which imports it at its top, is imported by \`src/http.ts\` (for the runner's proxy settings) and by \`@actions/core\` (for its OIDC client), so both imports would have to become lazy or go.`
    )
  }
  if (minified !== undefined) {
    const saved = committed.loadMs.median - minified.loadMs.median
    lines.push(
      `- \`ncc --minify\` shrinks the bundle to ${kilobytes(minified.bytes)}; ${saved > 0 ? `its load takes ${ms(saved)} ms less` : `its load is no faster (${ms(-saved)} ms slower)`} (${times(minified.wallRatio.median)} a bare start). V8 compiles a function's body only when it first runs, so the size of code that never runs costs little beyond reading and pre-parsing it.`
    )
  }
  if (both !== undefined) {
    lines.push(
      `- Both together: ${kilobytes(both.bytes)}, ${ms(both.loadMs.median)} ms to load, ${times(both.wallRatio.median)} a bare start.`
    )
  }
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------------
// 2. Streaming

function streamingSection(result: StreamingResult, verdicts: Verdict[]): string {
  const [short, main, long] = result.lengths
  const throughputMet = main.throughputRatio.median >= THROUGHPUT_TARGET_RATIO
  verdicts.push({
    target: `Streaming throughput at least ${THROUGHPUT_TARGET_RATIO}× the SDK's`,
    measured: `${medianRange(main.throughputRatio, times)} (${count(main.ours.eventsPerSecond.median)} against ${count(main.sdk.eventsPerSecond.median)} events/s, ${count(main.events)} events)`,
    met: throughputMet,
    note: throughputMet
      ? undefined
      : `Throughput missed by ${percent(main.throughputRatio.median / THROUGHPUT_TARGET_RATIO - 1)}; our reader was busy ${fixed(main.ours.busy.median * 100, 0)} % of the time, so ${main.ours.busy.median < 0.8 ? 'the emulator, not the client, set the pace' : 'the client itself set the pace'}.`
  })
  const growthShort = growth(short.ours.peakRssKb, main.ours.peakRssKb)
  const growthLong = growth(main.ours.peakRssKb, long.ours.peakRssKb)
  const flatMet = growthShort < RSS_GROWTH_TARGET && growthLong < RSS_GROWTH_TARGET
  const controlGrowths = result.control
    .slice(1)
    .map((step, i) => growth((result.control[i] as ControlResult).peakRssKb, step.peakRssKb))
  const controlFlat = controlGrowths.every(value => value < RSS_GROWTH_TARGET)
  const flags = result.controlFlags.map(flag => `\`${flag}\``).join(' ')
  const controlPeaks = result.control.map(c => mb(c.peakRssKb.median)).join(', ')
  const worst = Math.max(growthShort, growthLong)
  verdicts.push({
    target: `Our peak RSS grows by less than ${fixed(RSS_GROWTH_TARGET * 100, 0)} % for a 10× longer stream`,
    measured: `${percent(growthShort)} from ${count(short.events)} to ${count(main.events)} events, ${percent(growthLong)} from ${count(main.events)} to ${count(long.events)}`,
    met: flatMet,
    note: flatMet
      ? undefined
      : `Memory flatness missed by ${fixed((worst - RSS_GROWTH_TARGET) * 100, 1)} points (${percent(worst)} for a 10× longer stream). ${
          controlFlat
            ? `The growth is V8's young generation, which it sizes by the allocation rate, not data the client keeps: with it held at 1 MiB (${flags}), our peak RSS is ${controlPeaks} MiB at ${result.control.map(c => count(c.events)).join(', ')} events (${controlGrowths.map(percent).join(', ')}). See section 2.`
            : `Even with V8's young generation held at 1 MiB (${flags}) it grows (${controlGrowths.map(percent).join(', ')}): the client keeps something per event.`
        }`
  })

  const mainTable = table(
    ['Client', 'Events/s', 'MB/s', 'Peak RSS, MiB', 'CPU µs/event', 'Busy'],
    [
      readerRow('ours: `AgentServerClient.streamRun`', main.ours),
      readerRow('SDK: `client.runs.stream`', main.sdk),
      [
        'ours ÷ SDK',
        medianRange(main.throughputRatio, times),
        medianRange(main.throughputRatio, times),
        medianRange(main.rssRatio, times),
        '',
        ''
      ]
    ]
  )
  const lengths = table(
    [
      'Stream',
      'ours: peak RSS, MiB',
      'SDK: peak RSS, MiB',
      'ours: events/s',
      'SDK: events/s',
      'ours ÷ SDK, events/s',
      'rounds'
    ],
    result.lengths.map(length => lengthRow(length, result.size))
  )
  const sdkGrowthShort = growth(short.sdk.peakRssKb, main.sdk.peakRssKb)
  const sdkGrowthLong = growth(main.sdk.peakRssKb, long.sdk.peakRssKb)
  return [
    '## 2. Streaming',
    `A \`firehose\` run of the emulator streams custom events of ${count(result.size)} bytes of JSON each (\`{"seq":n,"pad":"xxx…"}\`) as fast as the reader takes them; the emulator runs in the benchmark's process and serves every read. Each read is a child process of its own that loads only its own client, times from sending the request to the end of the stream, checks that every event arrived in order (by its \`seq\`, which also makes both clients parse every event) and reports its CPU time; the parent takes its peak RSS as in section 1. The two clients alternate, the first changing every round.`,
    `- ours: \`new AgentServerClient({ url, apiKey }).streamRun({ assistantId: 'firehose', input, streamMode: 'custom' })\`\n- SDK (\`@langchain/langgraph-sdk\`): \`new Client({ apiUrl, apiKey }).runs.stream(null, 'firehose', { input, streamMode: 'custom' })\``,
    `### ${count(main.events)} events (${fixed((main.events * result.size) / 1e6, 1)} MB)`,
    mainTable,
    `MB/s counts the events' data (10^6 bytes); the SSE framing adds 21 bytes per event. CPU is the reader's user and system time, its garbage collector's helper threads included; busy is that CPU time over the stream's wall time (near or past 100 %, the reader itself is the limit, not the emulator).${
      main.ours.busy.median < 0.8
        ? ` Our reader was busy ${fixed(main.ours.busy.median * 100, 0)} % of the time: it often waited for the emulator, so its throughput and the ratio are lower bounds; per event, the SDK used ${times(main.sdk.cpuMicrosPerEvent.median / main.ours.cpuMicrosPerEvent.median)} its CPU time.`
        : ''
    }`,
    '### Memory against the length of the stream',
    lengths,
    `Our peak RSS grows ${percent(growthShort)} from ${count(short.events)} to ${count(main.events)} events and ${percent(growthLong)} from ${count(main.events)} to ${count(long.events)}; the SDK's ${percent(sdkGrowthShort)} and ${percent(sdkGrowthLong)}. The short stream's throughput includes the start of the run and the connection, which weigh more the shorter the stream.`,
    `Peak RSS is mostly how large V8 lets its heap grow: it sizes the young generation, where every event's short-lived strings and objects are born, by the allocation rate, and a fast stream makes it grow over its first few hundred thousand events. The control below runs our reader with the young generation held at 1 MiB (${flags}), so that its peak RSS shows what the reader keeps:`,
    table(
      ['Stream', 'ours, control: peak RSS, MiB', 'ours, control: events/s', 'rounds'],
      result.control.map(c => [
        `${count(c.events)} events`,
        medianRange(c.peakRssKb, mb),
        medianRange(c.eventsPerSecond, count),
        String(c.peakRssKb.count)
      ])
    )
  ].join('\n\n')
}

function growth(before: Summary, after: Summary): number {
  return after.median / before.median - 1
}

function readerRow(label: string, cost: ReaderCost): string[] {
  return [
    label,
    medianRange(cost.eventsPerSecond, count),
    medianRange(cost.megabytesPerSecond, v => fixed(v, 1)),
    medianRange(cost.peakRssKb, mb),
    medianRange(cost.cpuMicrosPerEvent, v => fixed(v, 1)),
    `${fixed(cost.busy.median * 100, 0)} %`
  ]
}

function lengthRow(length: LengthResult, size: number): string[] {
  const bytes = length.events * size
  const volume = bytes >= 1e9 ? `${fixed(bytes / 1e9, 2)} GB` : `${fixed(bytes / 1e6, 1)} MB`
  return [
    `${count(length.events)} events (${volume})`,
    medianRange(length.ours.peakRssKb, mb),
    medianRange(length.sdk.peakRssKb, mb),
    medianRange(length.ours.eventsPerSecond, count),
    medianRange(length.sdk.eventsPerSecond, count),
    medianRange(length.throughputRatio, times),
    String(length.ours.peakRssKb.count)
  ]
}

// ---------------------------------------------------------------------------------------------
// 3. Polling economy

const STATUS_COLUMNS = [
  'CREATING',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING'
] as const

function pollingSection(result: PollingResult, verdicts: Verdict[]): string {
  const [main] = result.models
  if (main === undefined) throw new Error('the polling benchmark simulated no model')
  const adaptive = adaptiveOf(main)
  const poller = main.results.find(r => r.policy.fixedMs === 3000)
  if (poller === undefined) throw new Error('the polling benchmark lacks the 3 s poller')
  const share = adaptive.meanRequests / poller.meanRequests
  const lagMet = adaptive.meanLagMs <= LAG_TARGET_MS
  const shareMet = share <= REQUESTS_TARGET_SHARE
  verdicts.push({
    target: `Polling (default policy): mean lag at most ${seconds(LAG_TARGET_MS)} with at most ⅓ of the 3 s poller's requests`,
    measured: `${seconds(adaptive.meanLagMs)} mean lag, ${fixed(adaptive.meanRequests, 1)} requests = ${fixed(share * 100, 0)} % of the 3 s poller's ${fixed(poller.meanRequests, 1)} (${main.model.title.toLowerCase()})`,
    met: lagMet && shareMet,
    note:
      lagMet && shareMet
        ? undefined
        : `Polling missed: ${lagMet ? '' : `mean lag ${seconds(adaptive.meanLagMs)} over ${seconds(LAG_TARGET_MS)}`}${!lagMet && !shareMet ? '; ' : ''}${shareMet ? '' : `${fixed(share * 100, 0)} % of the 3 s poller's requests, over ${fixed(REQUESTS_TARGET_SHARE * 100, 0)} %`}.`
  })

  const models = table(
    ['Model', ...STATUS_COLUMNS, 'Ends', 'Nominal length'],
    result.models.map(({ model }) => [
      model.title,
      ...STATUS_COLUMNS.map(status => {
        const nominal = model.nominal[status]
        return nominal === undefined ? '—' : wholeSeconds(nominal)
      }),
      `\`${model.outcome}\``,
      wholeSeconds(nominalLength(model))
    ]),
    ['left', ...STATUS_COLUMNS.map(() => 'right' as const), 'left', 'right']
  )
  const failing = result.models.find(m => m.model.outcome !== 'DEPLOYED')
  return [
    '## 3. Polling economy',
    `Simulated time: the emulator runs with a virtual clock, and the real \`ControlPlane\` client and the real \`waitForRevision\` loop of \`src/wait.ts\` share it; a sleep moves it forward at once, and every poll is a real HTTP request to the emulator, counted from its request log. Each trial draws the duration of every status within ±${fixed(result.jitter * 100, 0)} % of its nominal length below (seed ${result.seed}, ${result.trials} trials per model), which spreads the moment of the final status over every phase of a policy's polls; all policies meet the same durations. Requests are the polls of the revision from the first to the one that saw the final status; lag is the time from the final status to that poll.`,
    models,
    `The adaptive policy (\`nextPollDelayMs\` in [src/poll-policy.ts](src/poll-policy.ts)) polls every ${seconds(DEPLOY_PHASE_POLL_MS)} once the revision is \`AWAITING_DEPLOY\` or \`DEPLOYING\`, when \`DEPLOYED\` may come at any poll; in every other status it waits half the time the status has been seen so far, between ${seconds(MIN_POLL_MS)} and ${seconds(MAX_POLL_MS)}, so a short status is left quickly and a long build costs a poll every ${seconds(MAX_POLL_MS)}. A \`poll-interval-seconds\` the user sets replaces it with that fixed interval.`,
    ...result.models.map(model => modelTable(model)),
    pollingFindings(main, adaptive, failing)
  ].join('\n\n')
}

function adaptiveOf(model: ModelResult): PolicyResult {
  const adaptive = model.results.find(r => r.policy.fixedMs === undefined)
  if (adaptive === undefined) throw new Error('the polling benchmark lacks the adaptive policy')
  return adaptive
}

function nominalLength(model: DeployModel): number {
  return Object.values(model.nominal).reduce((sum, value) => sum + value, 0)
}

function modelTable(model: ModelResult): string {
  const poller = model.results.find(r => r.policy.fixedMs === 3000)
  const final = model.model.outcome === 'DEPLOYED' ? 'DEPLOYED' : model.model.outcome
  return [
    `### ${model.model.title}`,
    table(
      [
        'Policy',
        'Requests, mean',
        'Requests, min–max',
        '÷ 3 s poller',
        `Lag to \`${final}\`, mean`,
        'Lag, median',
        'Lag, max'
      ],
      model.results.map(r => [
        r.policy.title,
        fixed(r.meanRequests, 1),
        `${count(r.requests.min)}–${count(r.requests.max)}`,
        poller === undefined ? '' : `${fixed((r.meanRequests / poller.meanRequests) * 100, 0)} %`,
        seconds(r.meanLagMs),
        seconds(r.lagMs.median),
        seconds(r.lagMs.max)
      ])
    )
  ].join('\n\n')
}

function pollingFindings(
  main: ModelResult,
  adaptive: PolicyResult,
  failing: ModelResult | undefined
): string {
  const tenSeconds = main.results.find(r => r.policy.fixedMs === 10_000)
  const lines: string[] = []
  if (tenSeconds !== undefined) {
    lines.push(
      `- Against the fixed 10 s of before, on the ${main.model.title.toLowerCase()}: ${fixed(adaptive.meanRequests, 1)} requests instead of ${fixed(tenSeconds.meanRequests, 1)}, and \`DEPLOYED\` seen ${seconds(adaptive.meanLagMs)} late on average instead of ${seconds(tenSeconds.meanLagMs)}.`
    )
  }
  if (failing !== undefined) {
    const failingAdaptive = adaptiveOf(failing)
    const failingTen = failing.results.find(r => r.policy.fixedMs === 10_000)
    lines.push(
      `- The price is paid on a failing build, whose end comes in a slow phase: \`${failing.model.outcome}\` is seen ${seconds(failingAdaptive.meanLagMs)} late on average (at most ${seconds(MAX_POLL_MS)})${failingTen === undefined ? '' : `, against ${seconds(failingTen.meanLagMs)} at a fixed 10 s`}, with ${fixed(failingAdaptive.meanRequests, 1)} requests${failingTen === undefined ? '' : ` instead of ${fixed(failingTen.meanRequests, 1)}`}. A failed build is a failed job either way; a live deployment is what the next step waits for.`
    )
  }
  return lines.join('\n')
}
