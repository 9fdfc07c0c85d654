// Owns the polling section of BENCHMARKS.md: the mix, what a policy may know, and each policy's
// lag and requests, overall and per kind of revision.
import { CLASSES } from '../poll/mix.js'
import type { PolicyFigures, PollResult } from '../poll/poll.js'
import { count, fixed, seconds, table } from './format.js'

/** The polling section. */
export function renderPoll(result: PollResult): string {
  const total = result.classes.reduce((sum, c) => sum + c.count, 0)
  const policy = result.defaultPolicy
  return [
    '## 3. Hearing the result: the polling simulator',
    `A seeded mix (seed ${result.seed}) of ${result.deployments} deployments with ${result.revisionsPerDeployment} revisions each (${total} revisions). A deployment is either prebuilt (30 %: every revision an image) or built from source, and has its own usual times (a build of 2–8 min, a deploy of 15–40 s from an image or 45–90 s after a build), around which each revision is drawn. Every revision is created as the wait begins, and each poll is answered at once:`,
    table(
      ['Kind of revision', 'Revisions'],
      result.classes.map(c => [CLASSES[c.kind], count(c.count)])
    ),
    `The simulator is the wait loop of \`src/control-plane/wait.ts\` in simulated time: poll at once, note when the status changes, stop at the final status, else sleep what the policy says (cut to the default \`timeout-seconds\`, 1800 s). **Lag** is the time from the revision's final status on the server to the poll that sees it; **requests** are the polls of the revision, from the first to that one (the one page of the revision list an update reads before its write, where the history comes from, is left out; a create has no history). The policy is fed a \`PollKnowledge\` (bench/poll/simulator.ts), which is what the wait loop could hand it:`,
    [
      '```ts',
      'interface PollKnowledge extends PollState {   // PollState of src/control-plane/poll-policy.ts: status, elapsedMs, sinceStatusMs',
      '  prebuilt: boolean                            // the action deploys an image (its image-uri input): no build phase',
      '  history: readonly EarlierRevision[]          // this deployment’s earlier revisions, newest first',
      '}',
      'interface EarlierRevision {                    // one item of GET /v2/deployments/{id}/revisions, already read',
      '  status: string                               // its final status',
      '  createdAt: number; updatedAt: number         // created_at, updated_at in ms: their difference is the whole',
      '  prebuilt: boolean                            //   creation-to-final time; the list tells no phase durations',
      '}',
      '```'
    ].join('\n'),
    `The default policy (\`nextPollDelayMs\` of src/control-plane/poll-policy.ts) draws, for the status a revision is in, the stretches of time where \`DEPLOYED\` or \`BUILD_FAILED\` may come: early build failures 20–90 s into a build; late ones in the last 30 % of the deployment's usual build (what its earlier revisions that went live took, less about 2 min beside the build; 2–8 min with no history); a deploy of about a minute after a build, tens of seconds for an image, one in ten a slow one of 3–8 min; for an image with history, where its earlier revisions went live. It polls again once the delay since the last poll, times the chance of a final status within it (given the revision is still running), reaches a poll's price: ${count(policy.deployedPriceMs)} ms against \`DEPLOYED\`, ${count(policy.buildFailedPriceMs)} ms against \`BUILD_FAILED\` (rarer, so each weighs more in its mean); so polls gather where a result is likely, about 1/√2 as far apart where it is twice as likely. Before the build and in \`AWAITING_DEPLOY\` nothing final comes: they are polled only to see the next status begin. Delays stay between ${seconds(policy.minMs)} and ${seconds(policy.maxMs)}. Fixed pollers give the yardsticks: 3 s (the goal's reference), 9 s (⅓ of its requests, with no knowledge) and 10 s (the default before).`,
    policyTable(result),
    '### By kind of revision',
    classTable(result),
    fidelityLine(result)
  ].join('\n\n')
}

function lagCell(figures: PolicyFigures, final: 'DEPLOYED' | 'BUILD_FAILED'): string {
  const lag = figures.lag[final]
  return `${seconds(lag.meanMs)} (${seconds(lag.ms.median)}, ${seconds(lag.ms.max)})`
}

function policyTable(result: PollResult): string {
  return table(
    [
      'Policy',
      'Requests',
      '÷ 3 s poller',
      'Lag to `DEPLOYED`: mean (median, max)',
      'Lag to `BUILD_FAILED`: mean (median, max)',
      'Timeouts'
    ],
    result.policies.map(p => [
      p.title,
      count(p.requests),
      `${fixed(p.requestShare * 100, 0)} %`,
      lagCell(p, 'DEPLOYED'),
      lagCell(p, 'BUILD_FAILED'),
      count(p.timeouts)
    ])
  )
}

function classTable(result: PollResult): string {
  const shown = ['fixed-3s', 'default']
    .map(id => result.policies.find(p => p.id === id))
    .filter((p): p is PolicyFigures => p !== undefined)
  const header = [
    'Kind',
    'Revisions',
    ...shown.flatMap(p =>
      p.id === 'default'
        ? ['default: requests, mean', 'default ÷ 3 s, requests', 'default: lag, mean (max)']
        : ['3 s: requests, mean', '3 s: lag, mean (max)']
    )
  ]
  const kinds = result.classes.filter(c => c.count > 0)
  const rows = kinds.map(c => [
    c.kind,
    count(c.count),
    ...shown.flatMap(p => {
      const figures = p.byClass.find(f => f.kind === c.kind)
      const lag =
        figures === undefined ? '—' : `${seconds(figures.meanLagMs)} (${seconds(figures.maxLagMs)})`
      const requests = figures === undefined ? '—' : fixed(figures.meanRequests, 1)
      if (p.id !== 'default') return [requests, lag]
      const share = figures === undefined ? '—' : `${fixed(figures.requestShare * 100, 0)} %`
      return [requests, share, lag]
    })
  ])
  return table(header, rows)
}

function fidelityLine(result: PollResult): string {
  const f = result.fidelity
  return `**Fidelity check.** Every ${f.every}th revision of the mix (${f.revisions} in all, every kind) was also waited for by the real \`waitForRevision\` and \`ControlPlane\` of src/, over HTTP to the emulator on a virtual clock, told the same history and whether the revision is an image (\`history\`, \`prebuilt\`), with ${f.policies.join(' and ')}: ${count(f.requests)} real polls, and every wait polled exactly as often and saw its final status exactly as late as the simulator says (the run stops otherwise).`
}
