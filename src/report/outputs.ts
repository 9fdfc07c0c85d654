// Owns the action's outputs: their names, as action.yml declares them, and publishing each
// the moment it is known, redacted, never twice with the same value.
import * as core from '@actions/core'
import type { Redactor } from '../base/redact.js'

/** The action's outputs, as `action.yml` declares them. */
export const OUTPUT_NAMES = [
  'deployment-id',
  'revision-id',
  'status',
  'deployment-url',
  'created',
  'smoke-run-id',
  'smoke-events',
  'commit-sha'
] as const

/** The name of an output. */
export type OutputName = (typeof OUTPUT_NAMES)[number]

/**
 * Publishes outputs as soon as each is known, so that a run that fails later (or is cancelled)
 * still tells the next steps which deployment and revision it was working on.
 */
export class Outputs {
  private readonly values = new Map<OutputName, string>()

  constructor(private readonly redactor: Redactor) {}

  /** Sets an output now (unchanged values are not written twice). */
  set(name: OutputName, value: string | boolean): void {
    const text = this.redactor.redact(String(value))
    if (this.values.get(name) === text) return
    this.values.set(name, text)
    core.setOutput(name, text)
  }

  /** The value set for `name`, if any. */
  get(name: OutputName): string | undefined {
    return this.values.get(name)
  }
}
