// Owns what `npm run sim -- --seed N --verbose` prints of one run: its schedule, what the
// adversary did, the action's requests, the ledger of changes, the outputs, the log, the verdict.
import type { Violation } from './checks.js'
import type { RunRecord } from './run.js'
import { describe } from './incidents.js'

/** The story of one run, as lines. */
export function storyOf(record: RunRecord, violations: readonly Violation[]): string[] {
  const { schedule } = record
  const { world } = schedule
  const inputs = Object.entries(record.inputs)
    .filter(([name]) => name !== 'api-key' && name !== 'api-url')
    .map(([name, value]) => `${name}=${value}`)
  const t = (at: number): string => `+${((at - record.startedAt) / 1000).toFixed(3)}s`
  return [
    `seed ${schedule.seed}: mode ${schedule.mode}, ${world.source}, ${world.exists ? `${world.releases} releases` : 'no deployment'}`,
    `  inputs: ${inputs.join(' ')}`,
    `  world: build ${JSON.stringify(world.build)}, quirks ${JSON.stringify(world.quirks)}, create-revision route ${world.createRevisionRoute}, terse ${JSON.stringify(world.terse)}, smoke fault ${world.smokeFault}`,
    `  runner: ${JSON.stringify(world.runner)}, env ${JSON.stringify(record.env)}`,
    'incidents:',
    ...schedule.incidents.map(
      (incident, index) =>
        `  #${index + 1} at ${describe(incident)}: fault ${incident.fault?.kind ?? 'none'}${incident.fault?.kind === 'status' ? ` ${incident.fault.status}` : ''}, move ${incident.move === undefined ? 'none' : JSON.stringify(incident.move)}${incident.cancel ? ', cancel' : ''}`
    ),
    'the adversary:',
    ...record.said.map(line => `  ${line}`),
    'requests of the action:',
    ...record.requests.map(
      r =>
        `  ${t(r.at)} ${r.method} ${r.path} -> ${r.status ?? 'no answer'}${r.fault ? ` (${r.fault})` : ''}`
    ),
    'requests past loopback:',
    ...record.sentToHosts.map(
      r =>
        `  ${r.method} https://${r.host}${r.path}${r.keyed ? ' (key)' : ''}${r.answered ? '' : ' (no such host)'}`
    ),
    'ledger:',
    ...record.ledger.map(
      e =>
        `  ${t(e.at)} ${e.actor} ${e.kind}${e.made ? ` made ${e.made}` : ''}${e.of ? ` of ${e.of}` : ''}${e.applied ? '' : ' (not applied)'}; serving before ${e.servingBefore ?? 'none'}, in flight ${JSON.stringify(e.inFlightBefore)}`
    ),
    'revisions at the end:',
    ...record.revisions.map(
      r =>
        `  ${r.id} by ${r.author} (${r.how}${r.from ? ` of ${r.from}` : ''}) ${r.repoRef ?? r.imageUri ?? ''} ${r.commitSha?.slice(0, 12) ?? ''}: ${r.statusesHeld.join(' -> ')}`
    ),
    `serving at the end: ${JSON.stringify(record.servingAtEnd)}; exists: ${JSON.stringify(record.existsAtEnd)}`,
    `outputs: ${JSON.stringify(record.outputs)}`,
    `failed: ${record.failed ?? '(exit 0)'}`,
    `virtual time ${((record.endedAt - record.startedAt) / 1000).toFixed(1)} s, real ${Math.round(record.realMs)} ms${record.cancelled ? ', cancelled' : ''}${record.hung === undefined ? '' : `, HUNG (${record.hung})`}`,
    'log:',
    ...record.log.map(line => `  [${line.level}] ${line.message}`),
    violations.length === 0 ? 'verdict: every invariant kept' : 'verdict:',
    ...violations.map(v => `  ${v.invariant}: ${v.detail}`)
  ]
}
