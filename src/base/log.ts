// Owns the Logger: the action's only way to write to the log. Every message is redacted, then
// passes the gate of untrusted.ts, so no call site can print a secret or a runner command.
import * as core from '@actions/core'
import type { Redactor } from './redact.js'
import { annotationText, logLines, logText } from './untrusted.js'

/** Where an annotation points, as `core.error` takes it. */
export type AnnotationProperties = core.AnnotationProperties

/**
 * The action's only way to write to the log. Every message passes through the redactor and the
 * gate, so no module can print a secret or a workflow command by accident; tests pass a
 * recording implementation.
 */
export interface Logger {
  info(message: string): void
  debug(message: string): void
  notice(message: string): void
  warning(message: string, properties?: AnnotationProperties): void
  error(message: string, properties?: AnnotationProperties): void
  /** Fails the step with this message (an error annotation and exit code 1). */
  fail(message: string): void
  /**
   * Runs `fn` inside a collapsible log group. GitHub does not nest groups (a `::group::` inside
   * one ends it), so a group opened inside another is only its name, as a line of the outer one.
   */
  group<T>(name: string, fn: () => Promise<T>): Promise<T>
}

/** A {@link Logger} that writes through `@actions/core`, each message redacted and gated. */
export function actionsLogger(redactor: Redactor): Logger {
  /** A plain log line: the runner could read a command in it. */
  const safe = (message: string): string => logText(redactor.redact(message))
  /** A command's data, which the toolkit escapes. */
  const data = (message: string): string => annotationText(redactor.redact(message))
  /** One line: titles and group names cannot hold a line break. */
  const oneLine = (text: string): string => logLines(redactor.redact(text)).join(' ')
  const props = (properties: AnnotationProperties | undefined): AnnotationProperties => {
    if (properties === undefined) return {}
    const { title, file } = properties
    return {
      ...properties,
      ...(title === undefined ? {} : { title: oneLine(title) }),
      ...(file === undefined ? {} : { file: oneLine(file) })
    }
  }
  /** Whether a group is open: the runner shows one at a time. */
  let open = false
  const group = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    if (open) {
      core.info(`${oneLine(name)}:`)
      return fn()
    }
    open = true
    try {
      return await core.group(oneLine(name), fn)
    } finally {
      open = false
    }
  }
  return {
    info: message => {
      core.info(safe(message))
    },
    debug: message => {
      core.debug(data(message))
    },
    notice: message => {
      core.notice(data(message))
    },
    warning: (message, properties) => {
      core.warning(data(message), props(properties))
    },
    error: (message, properties) => {
      core.error(data(message), props(properties))
    },
    fail: message => {
      core.setFailed(data(message))
    },
    group
  }
}

/** A {@link Logger} that writes nothing, for clients used outside the action. */
export const silentLogger: Logger = {
  info: () => undefined,
  debug: () => undefined,
  notice: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  fail: () => undefined,
  group: (_name, fn) => fn()
}

/**
 * `logger` with `prefix` before each line, for work that runs side by side (the smoke cases);
 * groups cannot interleave, so a group is only its lines, prefixed.
 */
export function prefixedLogger(logger: Logger, prefix: string): Logger {
  const add = (message: string): string =>
    message
      .split('\n')
      .map(line => `${prefix}${line}`)
      .join('\n')
  return {
    info: message => {
      logger.info(add(message))
    },
    debug: message => {
      logger.debug(add(message))
    },
    notice: message => {
      logger.notice(add(message))
    },
    warning: (message, properties) => {
      logger.warning(add(message), properties)
    },
    error: (message, properties) => {
      logger.error(add(message), properties)
    },
    fail: message => {
      logger.fail(add(message))
    },
    group: (name, fn) => {
      logger.info(add(name))
      return fn()
    }
  }
}
