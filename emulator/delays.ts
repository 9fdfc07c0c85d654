// Owns the emulator's own waits (faults that delay, wakes that hold requests): real timers that
// closing the emulator cuts short, so that close() never waits for one.

/** A pending wait that {@link Delays.cancelAll} must cut short. */
interface PendingDelay {
  readonly timer: NodeJS.Timeout
  readonly resolve: (completed: boolean) => void
}

/** The waits of one emulator. */
export class Delays {
  readonly #pending = new Set<PendingDelay>()
  #cancelled = false

  /** Resolves true after `ms`, or false at once when the emulator closes first (or has). */
  wait(ms: number): Promise<boolean> {
    if (this.#cancelled) return Promise.resolve(false)
    return new Promise(resolve => {
      const pending: PendingDelay = {
        timer: setTimeout(() => {
          this.#pending.delete(pending)
          resolve(true)
        }, ms),
        resolve
      }
      this.#pending.add(pending)
    })
  }

  /** Ends every wait (each resolves false), and every later one at once. */
  cancelAll(): void {
    this.#cancelled = true
    for (const pending of this.#pending) {
      clearTimeout(pending.timer)
      pending.resolve(false)
    }
    this.#pending.clear()
  }
}
