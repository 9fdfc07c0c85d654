// Owns making text the action did not write safe to show: terminal escapes removed, control
// characters made visible, lines split and capped, runner commands stopped. The log's gate.
import { randomUUID } from 'node:crypto'
import { truncate } from './text.js'

/** Longest line written to the log; a longer one is cut with `…`. */
export const MAX_LINE_CHARS = 4096

/**
 * Terminal escape sequences: CSI (`ESC [` or the 8-bit `U+009B`, e.g. colours), OSC (`ESC ]`
 * up to BEL or `ESC \`, e.g. hyperlinks) and the two-character `ESC x` forms.
 */
const TERMINAL_ESCAPE =
  // eslint-disable-next-line no-control-regex
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g

/** Every way a line can end for the runner (`\r\n`, a lone `\r`, `\n`) or for a viewer. */
const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/

/**
 * Control characters (tab aside), the bidirectional overrides that reorder what is shown, and the
 * zero-width characters (U+200B-U+200D, U+2060, U+FEFF) that hide inside a word or a URL: none
 * reaches the log, the summary or the comment unseen.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200d\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g

/**
 * A line the runner may read as a command: `::` after any leading blanks (zero-width ones too),
 * or the legacy `##[` anywhere in it.
 */
const COMMAND_LIKE = /^[\s\u0085\u180e\u200b-\u200d\u2060\ufeff]*::|##\[/

/** `text` without terminal escape sequences. */
function stripTerminalEscapes(text: string): string {
  return text.replace(TERMINAL_ESCAPE, '')
}

/** `line` (no line breaks in it) with its control characters written out: `\x07`, `\u202e`. */
function visibleControls(line: string): string {
  return line.replace(INVISIBLE, char => {
    const code = char.charCodeAt(0)
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

/** The lines of `text` as a reader sees them: no escapes, no invisible controls. */
function cleanLines(text: string): string[] {
  return stripTerminalEscapes(text).split(LINE_BREAK).map(visibleControls)
}

/**
 * Text from outside on one line, fit to show anywhere (a Markdown cell, a GitHub deployment's
 * description): terminal escapes removed, controls made visible, line breaks made spaces.
 */
export function plainLine(text: string): string {
  return cleanLines(text).join(' ')
}

/**
 * The lines of a message as the log shows them: split where the runner would split them, terminal
 * escapes removed, controls made visible, long lines cut. Nothing else changes.
 */
export function logLines(text: string): string[] {
  return cleanLines(text).map(line => truncate(line, MAX_LINE_CHARS))
}

/**
 * A message for a command's data (an annotation, a debug line, a group name): {@link logLines}
 * joined with `\n`. The toolkit escapes a command's data, so nothing in it can start another.
 */
export function annotationText(text: string): string {
  return logLines(text).join('\n')
}

/** A stop token: 32 random hex digits, never derived from the text it guards. */
const randomToken = (): string => randomUUID().replace(/-/g, '')

/**
 * The gate every plain log line passes: {@link logLines}, and where any line could act as a
 * workflow command, the whole message between the runner's own `::stop-commands::<token>` and
 * `::<token>::`, so the runner prints it as it is and acts on none of it. The token is new each
 * time and never one found in the text (the runner resumes on it in any case).
 */
export function logText(text: string, newToken: () => string = randomToken): string {
  const lines = logLines(text)
  const body = lines.join('\n')
  if (!lines.some(line => COMMAND_LIKE.test(line))) return body
  const lower = body.toLowerCase()
  let token = newToken()
  while (lower.includes(token.toLowerCase())) token = newToken()
  return `::stop-commands::${token}\n${body}\n::${token}::`
}
