// Owns the action's outputs: their names, as action.yml declares them, and publishing each the
// moment it is known, exactly as the action knows it (never masked text), never twice.
import * as core from '@actions/core'
import type { Logger } from '../base/log.js'
import type { Redactor } from '../base/redact.js'

/** The action's outputs, as `action.yml` declares them. */
export const OUTPUT_NAMES = [
  'deployment-id',
  'deployment-type',
  'revision-id',
  'status',
  'deployment-url',
  'created',
  'smoke-run-id',
  'smoke-events',
  'commit-sha',
  'source-digest',
  'plan',
  'rolled-back-to',
  'smoke-results',
  'pruned',
  'eval-results',
  'experiment-url'
] as const

/** The name of an output. */
export type OutputName = (typeof OUTPUT_NAMES)[number]

/**
 * Publishes outputs as soon as each is known, so that a run that fails later (or is cancelled)
 * still tells the next steps which deployment and revision it was working on.
 */
export class Outputs {
  private readonly values = new Map<OutputName, string>()

  constructor(
    private readonly redactor: Redactor,
    private readonly logger: Logger
  ) {}

  /**
   * Sets an output now (unchanged values are not written twice). The value is written as given,
   * never masked: a value that holds a secret is not written at all, and a warning says so.
   */
  set(name: OutputName, value: string | boolean): void {
    const text = String(value)
    if (this.values.get(name) === text) return
    if (this.redactor.holdsSecret(text)) {
      this.logger.warning(`Output '${name}' is left unset: the value it would get holds a secret.`)
      return
    }
    this.values.set(name, text)
    core.setOutput(name, text)
  }

  /** The value set for `name`, if any. */
  get(name: OutputName): string | undefined {
    return this.values.get(name)
  }
}
