// Owns scale to zero: when a deployment whose type sleeps (Serverless, the `_zero` types) is
// asleep, and the wake that holds its agent requests until it is up, counted per deployment.
import type { ServerResponse } from 'node:http'

import { scalesToZero } from './control-plane/pricing.js'
import type { DeploymentType } from './control-plane/wire-types.js'

/** Default `idleMs`: five minutes without a request puts a deployment to sleep. */
export const DEFAULT_IDLE_MS = 300_000

/** How an agent request met a sleeping deployment: it began the wake, or came during one. */
export type WakeRole = 'started' | 'joined'

/** What scale to zero needs of the emulator. */
export interface ScaleToZeroSettings {
  /** How long a wake holds requests; 0 plays no wake at all. */
  readonly wakeMs: number
  /** Time without requests after which a deployment sleeps again. */
  readonly idleMs: number
  /** The emulator's clock, which idleness is measured on. */
  readonly now: () => number
  /** A real wait that closing the emulator cuts short (false then). */
  readonly wait: (ms: number) => Promise<boolean>
}

/** The replicas of one deployment, as far as sleeping goes. */
interface Replicas {
  /** The live revision the replicas run; undefined before the first wake. */
  revisionId: string | undefined
  /** When the last request arrived or ended (the emulator's clock). */
  lastActiveAt: number
  /** Requests being served now: a deployment with one never counts as idle. */
  inFlight: number
  /** The wake under way; requests that arrive meanwhile wait for it. */
  waking: Promise<boolean> | undefined
  wakes: number
}

/** Which deployments sleep, and the wakes that hold their requests. */
export class ScaleToZero {
  readonly #settings: ScaleToZeroSettings
  readonly #replicas = new Map<string, Replicas>()

  constructor(settings: ScaleToZeroSettings) {
    for (const [name, ms] of [
      ['wakeMs', settings.wakeMs],
      ['idleMs', settings.idleMs]
    ] as const) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new TypeError(`emulator option ${name} must be a number >= 0, got ${ms}`)
      }
    }
    this.#settings = settings
  }

  /**
   * Admits one agent request. A deployment that sleeps is asleep before its first request, when
   * its live revision has changed, and after `idleMs` with no request in flight; the request that
   * finds it so starts a wake, and it and every request until the wake ends wait `wakeMs`. The
   * request counts as activity until `res` closes. Resolves to how it met a wake, if it did.
   */
  async admit(
    deployment: { readonly id: string; readonly type: DeploymentType },
    liveRevisionId: string,
    res: ServerResponse
  ): Promise<WakeRole | undefined> {
    if (this.#settings.wakeMs === 0 || !scalesToZero(deployment.type)) return undefined
    const replicas = this.#replicasOf(deployment.id)
    let role: WakeRole | undefined
    if (replicas.waking !== undefined) role = 'joined'
    else if (this.#asleep(replicas, liveRevisionId)) {
      role = 'started'
      replicas.wakes += 1
      replicas.waking = this.#wake(replicas, liveRevisionId)
    }
    // Counted from its arrival, so that a client that gives up while held is counted out too.
    replicas.inFlight += 1
    res.once('close', () => {
      replicas.inFlight -= 1
      replicas.lastActiveAt = this.#settings.now()
    })
    if (replicas.waking !== undefined) await replicas.waking
    replicas.lastActiveAt = this.#settings.now()
    return role
  }

  /** How many wakes a deployment has had (each started by a request that found it asleep). */
  wakes(deploymentId: string): number {
    return this.#replicas.get(deploymentId)?.wakes ?? 0
  }

  /** Forgets a deployment that is gone. */
  forget(deploymentId: string): void {
    this.#replicas.delete(deploymentId)
  }

  #replicasOf(deploymentId: string): Replicas {
    let replicas = this.#replicas.get(deploymentId)
    if (replicas === undefined) {
      replicas = {
        revisionId: undefined,
        lastActiveAt: 0,
        inFlight: 0,
        waking: undefined,
        wakes: 0
      }
      this.#replicas.set(deploymentId, replicas)
    }
    return replicas
  }

  #asleep(replicas: Replicas, liveRevisionId: string): boolean {
    if (replicas.revisionId !== liveRevisionId) return true
    const idleFor = this.#settings.now() - replicas.lastActiveAt
    return replicas.inFlight === 0 && idleFor >= this.#settings.idleMs
  }

  async #wake(replicas: Replicas, liveRevisionId: string): Promise<boolean> {
    const woke = await this.#settings.wait(this.#settings.wakeMs)
    replicas.waking = undefined
    replicas.revisionId = liveRevisionId
    replicas.lastActiveAt = this.#settings.now()
    return woke
  }
}
