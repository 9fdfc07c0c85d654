// Owns cancellation: the signal that aborts when the runner cancels the workflow (SIGINT,
// then SIGTERM), and the hard exit that follows if anything still holds the process.
import * as core from '@actions/core'

/**
 * A signal that aborts when the workflow is cancelled: the runner sends SIGINT, then SIGTERM.
 * The run then reports where it got to and exits; should anything still hold the process,
 * it exits anyway shortly after, well inside the runner's grace period.
 */
export function cancelOnSignals(graceMs = 1500): AbortSignal {
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
