// Owns the polling section of BENCHMARKS.md: what the simulator does, the default pace, and
// every mix's requests and lags beside the fixed 3 s poller and the blind poller of equal budget.
import type { MixResult, PollResult } from '../poll/poll.js'
import { FAILURES_JUDGED } from '../poll/failure-draws.js'
import { BUDGET_CONSTANT, SENSITIVITY_SHARE } from '../poll/sensitivity.js'
import { count, fixed, seconds, table } from './format.js'

/** The polling section. */
export function renderPoll(result: PollResult): string {
  const policy = result.defaultPolicy
  return [
    '## 3. Hearing the result: the polling simulator',
    `The simulator is the wait loop of \`src/control-plane/wait.ts\` in simulated time: poll at once, note when the status changes, stop at the final status, else sleep what the policy says (cut to the default \`timeout-seconds\`, 1800 s); each poll is answered at once, and each revision is created as its wait begins and fed its deployment's earlier revisions of the mix (newest first) as the revision list would show them: final status, \`created_at\`, \`updated_at\`. **Lag** is the time from the revision's final status to the poll that sees it; **requests** are the polls of the revision. The **blind** poller polls at a fixed interval, the shortest whose requests over the mix do not exceed the default pace's (found by a halving search): the same budget, no knowledge. Its lag is judged as half its interval, its mean over where its ticks fall: the one grid that ticks at each revision's creation is shown too, but over a few dozen failures its mean strays by a quarter either way as the interval moves by a few per cent (43 failures of the built-in generator's seed 4242: 0.78× half the interval at 8.18 s, 1.24× at 8.00 s), which no pace could be judged against.`,
    `The default pace (\`nextPollDelayMs\` of src/control-plane/poll-policy.ts) knows no service: with no history it polls every ${seconds(policy.plainMs)} while a final status can come and every ${seconds(policy.quietMs)} before the build or the deploy; with two or more earlier revisions of the deployment that went live, it spends the plain schedule's requests at gaps ∝ 1/√(chance per ms) around the window where they went live, sparse before it (no poll leaps into it), dense and closing in within it, plain after it. A build ends in a failure, never in \`DEPLOYED\`: it keeps the pace of its failures whatever the history, from ${seconds(policy.watchStartMs)} as it begins, growing as the root of the time spent building to the plain gap at ${seconds(policy.watchMs)} (builds fail most as they begin), plain after. Every gap is between ${seconds(policy.minMs)} and ${seconds(policy.maxMs)}.`,
    'Mixes: `built-in` is the generator of bench/poll/mix.ts; the others are the files of [bench/poll/mixes/](bench/poll/mixes/) (their design is in its README). Run one of your own with `npm run bench -- --only poll --mix FILE --json`.',
    mixTable(result.mixes),
    '### Goals on every mix',
    `At the pace's nominal constants, as the owner decided them in issue 45: each lag against the blind poller's expected lag at the same requests, half its interval. The mean lag to a failure is judged over the mix and more draws of its own generator, at least ${FAILURES_JUDGED} failures, each draw against its own blind poller (a mix's few dozen stray by 5–15 % from where they fall; bench/poll/mixes/README.md); the mix's own figure is shown beside.`,
    goalTable(result.mixes),
    ...sensitivityLines(result),
    fidelityLine(result)
  ].join('\n\n')
}

/** The sensitivity run, when it ran: each constant moved, and the goals it missed. */
function sensitivityLines(result: PollResult): string[] {
  const rows = result.sensitivity
  if (rows === undefined) return []
  const moved = `±${fixed(SENSITIVITY_SHARE * 100, 0)} %`
  return [
    `### Sensitivity: each constant of the pace ${moved}`,
    `Each constant of \`PACE\` (src/control-plane/poll-policy.ts) but \`${BUDGET_CONSTANT}\`, which sets the request budget, moved alone by ×${fixed(1 - SENSITIVITY_SHARE, 1)} and ×${fixed(1 + SENSITIVITY_SHARE, 1)}, and the lag goals judged again on every mix above against the blind poller at the moved pace's own requests; the request goal is not judged here, its largest share over the mixes is shown (the owner's decision in issue 45; \`--no-sensitivity\` skips it).`,
    table(
      [
        'Constant',
        '×',
        'Value',
        'Requests ÷ fixed 3 s, largest (not judged)',
        'Lag goals missed on any mix'
      ],
      rows.map(row => [
        `\`${row.constant}\``,
        String(row.factor),
        fixed(row.value, row.value < 10 ? 2 : 0),
        `${fixed(row.largestRequestShare * 100, 1)} %`,
        row.misses.length === 0
          ? 'none'
          : row.misses.map(m => `${m.mix}: ${m.goal} (${m.shown})`).join('<br>')
      ]),
      ['left', 'left', 'left', 'right', 'left']
    )
  ]
}

function mixTable(mixes: readonly MixResult[]): string {
  return table(
    [
      'Mix',
      'Revisions',
      'Requests (÷ fixed 3 s)',
      'Lag to `DEPLOYED`: mean (p95, max)',
      'Lag to `BUILD_FAILED`: mean (p95, max)',
      'Blind: every (expected lag), lag to `DEPLOYED` / `BUILD_FAILED` on the grid from creation'
    ],
    mixes.map(({ name, figures: f }) => [
      name,
      count(f.revisions),
      `${count(f.requests)} (${fixed((f.requests / f.fixed3sRequests) * 100, 1)} %)`,
      f.deployed.n === 0
        ? '—'
        : `${seconds(f.deployed.meanLagMs)} (${seconds(f.deployed.p95LagMs)}, ${seconds(f.deployed.maxLagMs)})`,
      f.failed.n === 0
        ? '—'
        : `${seconds(f.failed.meanLagMs)} (${seconds(f.failed.p95LagMs)}, ${seconds(f.failed.maxLagMs)})`,
      `${seconds(f.blind.intervalMs)} (${seconds(f.blind.expectedLagMs)}): ${seconds(f.blind.deployedMeanLagMs)} / ${f.failed.n === 0 ? '—' : seconds(f.blind.failedMeanLagMs)}`
    ])
  )
}

function goalTable(mixes: readonly MixResult[]): string {
  return table(
    ['Mix', 'Goal', 'This run', ''],
    mixes.flatMap(mix =>
      mix.verdicts.map(v => [mix.name, v.goal, v.shown, v.met ? '✅ met' : '❌ missed'])
    ),
    ['left', 'left', 'left', 'left']
  )
}

function fidelityLine(result: PollResult): string {
  const f = result.fidelity
  if (f === undefined) return 'The fidelity check runs on the built-in mix only; it did not run.'
  return `**Fidelity check.** Every ${f.every}th revision of the built-in mix (${f.revisions} in all) was also waited for by the real \`waitForRevision\` and \`ControlPlane\` of src/, over HTTP to the emulator on a virtual clock, told the same history, with ${f.policies.join(' and ')}: ${count(f.requests)} real polls, and every wait polled exactly as often and saw its final status exactly as late as the simulator says (the run stops otherwise).`
}
