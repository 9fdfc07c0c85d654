// Owns waiting for a quiet machine before a measurement: on a machine shared with others, a pair
// starts only once the CPUs were mostly idle for a moment (Linux /proc/stat; elsewhere, never waits).
import { readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'

/** How a gate decides, and how long it may wait. */
export interface QuietOptions {
  /** Share of CPU time idle over the window that counts as quiet (0.8: others use < 20 %). */
  readonly idleShare: number
  readonly windowMs: number
  /** Longest wait before measuring anyway (the measurement then counts as started busy). */
  readonly maxWaitMs: number
  /** Longest waiting in all, per gate (per section): past it, measurements start at once. */
  readonly budgetMs: number
}

/** What a gate saw over a section. */
export interface QuietSummary {
  /** Whether the machine could be watched at all (Linux). */
  readonly available: boolean
  readonly idleShare: number
  readonly windowMs: number
  readonly maxWaitMs: number
  readonly budgetMs: number
  /** Measurements the gate was asked about. */
  readonly checks: number
  /** Of those, how many had to wait for quiet, and how many started busy after the longest wait. */
  readonly waited: number
  readonly startedBusy: number
  readonly waitedMs: number
}

export const DEFAULT_QUIET: QuietOptions = {
  idleShare: 0.8,
  windowMs: 150,
  maxWaitMs: 5000,
  budgetMs: 60_000
}

/** Idle and total CPU time of all CPUs, in clock ticks, or undefined off Linux. */
async function cpuTimes(): Promise<{ idle: number; total: number } | undefined> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? ''
    const fields = line.trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal ...
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0)
    return total > 0 ? { idle, total } : undefined
  } catch {
    return undefined
  }
}

/** Waits, before each measurement, until the machine is quiet or the longest wait is over. */
export class QuietGate {
  private checks = 0
  private waited = 0
  private startedBusy = 0
  private waitedMs = 0
  private available = true

  /** `options` undefined: no gate (`--no-quiet-gate`); every wait returns at once. */
  constructor(private readonly options: QuietOptions | undefined) {}

  /** Resolves once the CPUs were idle enough over one window, or after the longest wait. */
  async wait(): Promise<void> {
    const options = this.options
    if (options === undefined || !this.available) return
    this.checks++
    const left = options.budgetMs - this.waitedMs
    const began = performance.now()
    let windows = 0
    for (;;) {
      const before = await cpuTimes()
      await sleep(options.windowMs)
      const after = await cpuTimes()
      if (before === undefined || after === undefined || after.total <= before.total) {
        this.available = before !== undefined && after !== undefined
        return
      }
      windows++
      const idle = (after.idle - before.idle) / (after.total - before.total)
      const spent = performance.now() - began
      if (idle >= options.idleShare || spent >= Math.min(options.maxWaitMs, left)) {
        if (windows > 1) {
          this.waited++
          this.waitedMs += spent
        }
        if (idle < options.idleShare) this.startedBusy++
        return
      }
    }
  }

  /** What the gate saw so far. */
  summary(): QuietSummary {
    return {
      available: this.options !== undefined && this.available,
      idleShare: this.options?.idleShare ?? 0,
      windowMs: this.options?.windowMs ?? 0,
      maxWaitMs: this.options?.maxWaitMs ?? 0,
      budgetMs: this.options?.budgetMs ?? 0,
      checks: this.checks,
      waited: this.waited,
      startedBusy: this.startedBusy,
      waitedMs: this.waitedMs
    }
  }
}
