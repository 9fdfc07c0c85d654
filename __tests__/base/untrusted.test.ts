// The log's gate, read back as the runner reads stdout: no text it lets through is a command, and
// the text between the runner's stop and resume lines is the text as it came.
import { describe, expect, it } from '@jest/globals'
import { CANARY, COMMAND_PAYLOAD, INLINE_PAYLOAD } from '../fixtures/hostile-payloads.js'
import { readRunnerLog, runnerLines, unintendedCommands } from '../fixtures/runner-commands.js'
import {
  MAX_LINE_CHARS,
  annotationText,
  logLines,
  logText,
  plainLine
} from '../../src/base/untrusted.js'

/** The commands the runner would act on if `printed` (the gate's output for `text`) were stdout. */
const problems = (text: string, printed = logText(text)): string[] =>
  unintendedCommands(readRunnerLog(`::group::g\n${printed}\n::endgroup::\n`), {
    secrets: [],
    canary: CANARY,
    serverText: text
  })

/** A token generator that hands out `tokens` in order. */
const tokensOf = (...tokens: string[]): (() => string) => {
  let next = 0
  return () => tokens[next++] ?? 'unused'
}

const A = 'a'.repeat(32)
const B = 'b'.repeat(32)

describe('logText, the gate', () => {
  it.each([
    ['the whole payload', COMMAND_PAYLOAD],
    ['the inline payload', INLINE_PAYLOAD],
    ['a command after a no-break space', `\u00a0::error::${CANARY}`],
    ['a command after a line separator', `x\u2028::add-path::/tmp/${CANARY}`],
    ['a command after NEL', `x\u0085::add-path::/tmp/${CANARY}`],
    ['a command after a BOM', `\ufeff::set-env name=A::${CANARY}`],
    ['a command after a zero-width space', `\u200b::set-env name=A::${CANARY}`],
    ['a legacy command hidden by an ANSI reset', `log #\u001b[0m#[add-path]/tmp/${CANARY}`],
    ['a stop token', `::stop-commands::${CANARY}-token-that-is-long`],
    [
      'a stop of its own, resumed, then a command',
      `::stop-commands::${CANARY}x\n::${CANARY}x::\n::add-path::/tmp/${CANARY}`
    ],
    ['a resume with no stop, then a command', `::${A}::\n::${B}::\n::echo::on`]
  ])('%s acts as no command', (_name, text) => {
    expect(problems(text)).toEqual([])
  })

  it('prints server text between a stop and its resume, line for line as it came', () => {
    const text = 'build step 3\n  ::set-output name=status::DEPLOYED\nlog ##[add-path]/x :: done'
    const lines = runnerLines(logText(text, tokensOf(A)))
    expect(lines).toEqual([`::stop-commands::${A}`, ...text.split('\n'), `::${A}::`])
    expect(readRunnerLog(lines.join('\n')).commands.map(c => c.name)).toEqual(['stop-commands', A])
  })

  it('never takes a token the text holds, in any case; picks again', () => {
    const text = `::stop-commands::x\n::${A.toUpperCase()}::\n::add-path::/tmp/${CANARY}`
    const printed = logText(text, tokensOf(A, B))
    expect(printed.startsWith(`::stop-commands::${B}\n`)).toBe(true)
    expect(problems(text, printed)).toEqual([])
    // Had it kept the text's token, the text's resume would have let its command through.
    const kept = `::stop-commands::${A}\n${text}\n::${A}::`
    expect(problems(text, kept).join('\n')).toContain('add-path')
  })

  it('takes a new random token each time, 32 hex digits', () => {
    const token = (printed: string): string => /^::stop-commands::(.*)$/m.exec(printed)?.[1] ?? ''
    const tokens = new Set(Array.from({ length: 20 }, () => token(logText('::echo::on'))))
    expect(tokens.size).toBe(20)
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{32}$/)
  })

  it("leaves the action's own text as it is, with no stop", () => {
    const own =
      'Found deployment "my-agent" (d-1); latest revision r-2: 50% done :: ok\nnext ## [x]'
    expect(logText(own)).toBe(own)
  })

  it('splits at every line break, removes terminal escapes and shows control characters', () => {
    expect(logLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd'])
    expect(
      logLines('\u001b[31mred\u001b[0m \u001b]8;;https://x\u0007link\u001b]8;;\u0007')
    ).toEqual(['red link'])
    expect(logLines('bell\u0007 nul\u0000 del\u007f rlo\u202e tab\t')).toEqual([
      'bell\\x07 nul\\x00 del\\x7f rlo\\u202e tab\t'
    ])
  })

  it('caps long lines', () => {
    const [line] = logLines('x'.repeat(MAX_LINE_CHARS * 2))
    expect(line).toHaveLength(MAX_LINE_CHARS + 1)
    expect(line?.endsWith('…')).toBe(true)
  })

  it('plainLine puts everything on one line', () => {
    expect(plainLine('a\r\nb\u001b[1m\rc')).toBe('a b c')
  })
})

describe('annotationText, for data the toolkit escapes', () => {
  it('keeps :: and ##[ as they are, cleans escapes and controls', () => {
    expect(annotationText('::set-output name=a::b\r\n##[add-path]/x\u001b[1m\u0007')).toBe(
      '::set-output name=a::b\n##[add-path]/x\\x07'
    )
  })
})
