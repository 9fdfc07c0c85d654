// Owns arming a schedule's incidents in its world: each at a request becomes one fault rule of the
// emulator (it fires once, at the nth request of its kind, before it is handled), each at a sleep
// a hook of the clock; either plays the adversary's move, the fault, the cancel, or several.
import type { Emulator } from '../emulator/emulator.js'
import type { Ledger } from '../emulator/faults/adversary-ledger.js'
import { type AdversaryTarget, playMove } from '../emulator/faults/adversary.js'
import type { FaultRule, RequestLogEntry } from '../emulator/index.js'
import type { SimClock } from './clock.js'
import type { Incident, RequestKind } from './schedule.js'

const ID = '[^/?]+'

/** Which requests a kind names: a method and a path (with its query). */
const KINDS: Readonly<Record<RequestKind, Pick<FaultRule, 'method' | 'path'>>> = {
  lookup: { method: 'GET', path: /^\/v2\/deployments(\?|$)/ },
  deployment: { method: 'GET', path: new RegExp(`^/v2/deployments/${ID}(\\?|$)`) },
  revisions: { method: 'GET', path: new RegExp(`^/v2/deployments/${ID}/revisions(\\?|$)`) },
  revision: { method: 'GET', path: new RegExp(`^/v2/deployments/${ID}/revisions/${ID}(\\?|$)`) },
  logs: { method: 'GET', path: /\/logs(\?|$)/ },
  write: {
    method: /^(POST|PATCH)$/,
    path: new RegExp(`^/v2/deployments(/${ID}(/revisions)?)?(\\?|$)`)
  },
  redeploy: { method: 'POST', path: /\/redeploy(\?|$)/ },
  interrupt: { method: 'POST', path: /\/interrupt(\?|$)/ },
  smoke: { method: 'POST', path: /^\/agents\// },
  any: { path: /^\// }
}

/** What the incidents act on. */
export interface Stage {
  readonly emulator: Emulator
  readonly ledger: Ledger
  readonly clock: SimClock
  readonly controller: AbortController
  readonly target: AdversaryTarget
  /** What the adversary did, in order. */
  readonly said: string[]
  /** Requests a fault left hanging, with the real time each began to hang. */
  readonly hanging: { readonly entry: RequestLogEntry; readonly since: number }[]
}

/** Arms every incident of a schedule on `stage`. */
export function armIncidents(stage: Stage, incidents: readonly Incident[]): void {
  incidents.forEach((incident, index) => {
    const nth = index + 1
    if (incident.at.on !== 'sleep') {
      const onMatch = (request: { method: string; path: string }): void => {
        act(stage, incident, nth, request)
      }
      stage.emulator.faults.add(ruleOf(incident, onMatch))
    }
  })
  stage.clock.onSleep = slept => {
    incidents.forEach((incident, index) => {
      if (incident.at.on === 'sleep' && incident.at.nth === slept) act(stage, incident, index + 1)
    })
  }
}

/** Plays an incident: the adversary's move first, then (once the request is handled) the rest. */
function act(
  stage: Stage,
  incident: Incident,
  nth: number,
  request?: { method: string; path: string }
): void {
  const { move } = incident
  const where = `#${nth} at ${describe(incident)}`
  if (move !== undefined) {
    const result = stage.ledger.as('adversary', () =>
      playMove(stage.emulator, stage.target, move, nth)
    )
    stage.said.push(`${where}: ${result.said}`)
  }
  if (request === undefined) {
    if (incident.cancel) cancel(stage, where)
    return
  }
  const hangs = incident.fault?.kind === 'hang' || incident.fault?.kind === 'apply-then-hang'
  whenHandled(stage.emulator, request, entry => {
    if (hangs && entry !== undefined) stage.hanging.push({ entry, since: performance.now() })
    if (incident.cancel) cancel(stage, where)
  })
}

function cancel(stage: Stage, where: string): void {
  stage.said.push(`${where}: cancel`)
  stage.controller.abort(new Error('cancelled (SIGINT)'))
}

/** The fault rule of an incident at a request: it fires once, at the nth such request. */
function ruleOf(
  incident: Incident,
  onMatch: (request: { method: string; path: string }) => void
): FaultRule {
  const { at } = incident
  if (at.on === 'sleep') throw new Error('an incident at a sleep has no fault rule')
  return {
    ...KINDS[at.on],
    times: 1,
    skip: at.nth - 1,
    // Without a fault of its own, the request goes through as it came.
    fault: incident.fault ?? { kind: 'latency', ms: 0 },
    onMatch
  }
}

/** Where an incident strikes, in words. */
export function describe(incident: Incident): string {
  const { at } = incident
  return `${at.on === 'sleep' ? 'sleep' : `${at.on} request`} ${at.nth}`
}

/**
 * Calls `then` once the emulator has read the body of `request` (so a write is applied or
 * refused, as its fault says), a few turns of the event loop at most.
 */
function whenHandled(
  emulator: Emulator,
  request: { method: string; path: string },
  then: (entry: RequestLogEntry | undefined) => void
): void {
  const entry = emulator.log
    .entries()
    .findLast(e => e.method === request.method && e.path === request.path)
  let turns = 0
  const look = (): void => {
    turns += 1
    if (entry?.body !== undefined || turns > 100) then(entry)
    else setImmediate(look)
  }
  setImmediate(look)
}
