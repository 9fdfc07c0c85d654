// Owns the Logger: the action's only way to write to the log, redacting every message, and
// the silent logger for code that runs outside the action.
import * as core from '@actions/core'
import type { Redactor } from './redact.js'

/** Where an annotation points, as `core.error` takes it. */
export type AnnotationProperties = core.AnnotationProperties

/**
 * The action's only way to write to the log. Every message passes through the redactor, so no
 * module can print a secret by accident; tests pass a recording implementation.
 */
export interface Logger {
  info(message: string): void
  debug(message: string): void
  notice(message: string): void
  warning(message: string, properties?: AnnotationProperties): void
  error(message: string, properties?: AnnotationProperties): void
  /** Runs `fn` inside a collapsible log group. */
  group<T>(name: string, fn: () => Promise<T>): Promise<T>
}

/** A {@link Logger} that writes through `@actions/core`, redacting every message. */
export function actionsLogger(redactor: Redactor): Logger {
  const r = (message: string): string => redactor.redact(message)
  return {
    info: message => {
      core.info(r(message))
    },
    debug: message => {
      core.debug(r(message))
    },
    notice: message => {
      core.notice(r(message))
    },
    warning: (message, properties) => {
      core.warning(r(message), properties)
    },
    error: (message, properties) => {
      core.error(r(message), properties)
    },
    group: (name, fn) => core.group(r(name), fn)
  }
}

/** A {@link Logger} that writes nothing, for clients used outside the action. */
export const silentLogger: Logger = {
  info: () => undefined,
  debug: () => undefined,
  notice: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  group: (_name, fn) => fn()
}
