// Owns cancellation: the signal that aborts when the runner cancels the workflow (SIGINT,
// then SIGTERM), and the hard exit that follows if anything still holds the process.
import * as core from '@actions/core'

/**
 * A signal that aborts when the workflow is cancelled: the runner sends SIGINT, then SIGTERM.
 * The run then settles a revision-making write the cancel cut off, reports where it got to
 * (and, with `on-cancel: interrupt`, interrupts its revision) and exits; should anything still
 * hold the process, it exits anyway after `graceMs`, inside the 7.5 s the runner waits between
 * SIGINT and SIGTERM (run/interrupt.ts bounds its reads and its interrupt to 6 s in all).
 */
export function cancelOnSignals(graceMs = 7000): AbortSignal {
  const controller = new AbortController()
  const cancel = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) return
    controller.abort(new Error(`cancelled (${signal})`))
    setTimeout(() => {
      process.exit(core.ExitCode.Failure)
    }, graceMs).unref()
  }
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  return controller.signal
}
