// Owns making text the action did not write safe to show: terminal escapes removed, control
// characters made visible, lines split and capped, runner commands defused. The log's gate.
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

/** Control characters (tab aside) and the bidirectional overrides that reorder what is shown. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** A line the runner reads as a command: `::` after any leading blanks. */
const COMMAND_LINE = /^([\s\u180e\u200b-\u200d\u2060]*):(?=:)/

/** The runner's legacy command form, acted on anywhere in a line. */
const LEGACY_COMMAND = /##\[/g

/** Marks a place where a runner command would start; shows as nothing. */
const ZERO_WIDTH_SPACE = '\u200b'

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
 * One line that the runner cannot read as a command: a `::` at its start (after blanks) and
 * every `##[` get a zero-width space between their characters; long lines are cut.
 */
function defused(line: string): string {
  return truncate(
    line
      .replace(COMMAND_LINE, `$1:${ZERO_WIDTH_SPACE}`)
      .replace(LEGACY_COMMAND, `##${ZERO_WIDTH_SPACE}[`),
    MAX_LINE_CHARS
  )
}

/**
 * The gate every message passes before the log: split into the lines the runner would read,
 * each cleaned and defused, so no text, whatever it holds, can act as a workflow command. The
 * action's own text passes unchanged.
 */
export function logLines(text: string): string[] {
  return cleanLines(text).map(defused)
}

/** {@link logLines} joined again with `\n`: one message, several safe lines. */
export function logText(text: string): string {
  return logLines(text).join('\n')
}
