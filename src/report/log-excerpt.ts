// Owns reading a failed build or deploy log for people: the one line that names the root cause
// (for the annotation and the summary), with timestamps and colour codes taken off.
import { plainLine } from '../base/untrusted.js'

/**
 * What a log line may start with before its message, taken off one after another: an ISO time
 * (`2026-01-01T12:00:00.123Z`), a Python logging time (`2026-01-01 12:00:00,123`), a bracketed
 * time (`[12:00:01]`, `[2026-01-01 12:00:01]`), BuildKit's step and seconds (`#12 3.456`, `3.456` in its error block).
 */
const TIME_PREFIXES: readonly RegExp[] = [
  /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?(?: |$)/,
  /^\[\d{4}-\d\d-\d\d[T ][\d:.,]+(?:Z|[+-]\d\d:?\d\d)?\] ?/,
  /^\[\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?\] ?/,
  /^\d\d:\d\d:\d\d(?:[.,]\d+)? /,
  /^#\d+ \d+(?:\.\d+)?(?: |$)/,
  /^#\d+ /,
  /^\d+\.\d{3}(?: |$)/
]

/** The first line of a Python traceback; the exception it ends with is the cause. */
const TRACEBACK = /^Traceback \(most recent call last\):/

/** A line that says something went wrong. */
const ERROR_WORDS = /\b(error|errors|failed|failure|fatal|exception|panic)\b|^E:\s|^npm ERR!/i

/**
 * Lines that only say that an earlier step failed, or how to get help: never the cause while a
 * more precise line stands before them.
 */
const WRAPPERS: readonly RegExp[] = [
  /failed to solve/i,
  /did not complete successfully/i,
  /executor failed running/i,
  /returned a non-zero code/i,
  /subprocess-exited-with-error/i,
  /this error originates from a subprocess/i,
  /^ERROR: ResolutionImpossible: for help/i,
  /^\[notice\]/i,
  /^(the )?(image )?(build|deploy|deployment) failed\b/i,
  /^error: exit status \d+$/i,
  /^make: \*\*\*/,
  /^-+$/,
  /^Dockerfile:\d+$/,
  /^>/
]

/** `line` as people read it: no colour codes, no leading timestamps, no surrounding blanks. */
export function logMessage(line: string): string {
  return untimed(line).trim()
}

/** `line` without colour codes and leading timestamps, its own indentation kept. */
function untimed(line: string): string {
  let text = plainLine(line).trimEnd()
  for (let changed = true; changed;) {
    changed = false
    for (const prefix of TIME_PREFIXES) {
      const next = text.replace(prefix, '')
      changed ||= next !== text
      text = next
    }
  }
  return text
}

/**
 * The line of a failed log that names the root cause, as {@link logMessage} writes it: the
 * exception a Python traceback ends with (the last one, after chained exceptions), else the
 * last error line that is not only a wrapper of an earlier one (Docker's `failed to solve`
 * after pip's own error), else the last wrapper, else the last line. Undefined for no lines.
 */
export function rootCauseLine(lines: readonly string[]): string | undefined {
  const messages = lines.map(logMessage).filter(line => line !== '')
  const candidates = [
    lastException(lines.map(untimed)),
    messages.findLast(line => ERROR_WORDS.test(line) && !isWrapper(line)),
    messages.findLast(line => ERROR_WORDS.test(line)),
    messages.at(-1)
  ]
  return candidates.find(line => line !== undefined)
}

function isWrapper(line: string): boolean {
  return WRAPPERS.some(pattern => pattern.test(line))
}

/**
 * The exception line of the last Python traceback: the first line after `Traceback (...)` that
 * is not a frame (frames and their code are indented).
 */
function lastException(messages: readonly string[]): string | undefined {
  let found: string | undefined
  let inTraceback = false
  for (const line of messages) {
    if (TRACEBACK.test(line)) {
      inTraceback = true
      continue
    }
    if (!inTraceback) continue
    if (/^\s/.test(line) || line.trim() === '') continue
    found = line.trim()
    inTraceback = false
  }
  return found
}
