// Owns the virtual clock of a simulated run: FakeClock's sleeps that move the time at once, a hook
// at each, and the smoke step's timer, which runs beside the work rather than in its way.
import { FakeClock } from '../__tests__/fixtures/clock.js'
import { SMOKE_TIMEOUT_SECONDS } from './schedule.js'

/** A timer the run does not wait on: it fires once other sleeps move the time past it. */
interface Timer {
  readonly at: number
  readonly fire: () => void
}

/**
 * The virtual clock of a run. A sleep the run waits on moves the time at once, each first setting
 * off the incidents of its count (`onSleep`). The smoke step's timer (the one sleep of
 * `smoke-timeout-seconds`, which the simulation sets) is pending until other sleeps move the time
 * past it: a jump would end every smoke test before its run.
 */
export class SimClock extends FakeClock {
  slept = 0
  onSleep: ((nth: number) => void) | undefined
  readonly #timers: Timer[] = []

  override sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (ms === SMOKE_TIMEOUT_SECONDS * 1000) return this.#timer(ms, signal)
    this.slept += 1
    this.onSleep?.(this.slept)
    const slept = super.sleep(ms, signal)
    for (const timer of this.#timers.filter(t => t.at <= this.time)) timer.fire()
    return slept
  }

  #timer(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const drop = (): void => {
        const at = this.#timers.indexOf(timer)
        if (at >= 0) this.#timers.splice(at, 1)
      }
      const timer: Timer = {
        at: this.time + ms,
        fire: () => {
          drop()
          resolve()
        }
      }
      this.#timers.push(timer)
      signal?.addEventListener('abort', () => {
        drop()
        reject(signal.reason as Error)
      })
    })
  }
}
