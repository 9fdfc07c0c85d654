/** The root-cause line of a failed build or deploy log, on logs as real builds write them. */
import { describe, expect, it } from '@jest/globals'
import { logMessage, rootCauseLine } from '../../src/report/log-excerpt.js'

const ESC = '\u001b'

describe('logMessage', () => {
  it.each([
    ['2026-01-01T12:00:00.123Z ERROR: boom', 'ERROR: boom'],
    ['2026-01-01T12:00:00+00:00 x', 'x'],
    ['2026-01-01 12:00:00,123 ERROR app: boom', 'ERROR app: boom'],
    ['[12:00:01] step 3', 'step 3'],
    ['[2026-01-01 12:00:01] step 3', 'step 3'],
    [
      '#12 3.456 ERROR: No matching distribution found for foo',
      'ERROR: No matching distribution found for foo'
    ],
    ['#12 DONE 0.1s', 'DONE 0.1s'],
    [`2026-01-01T12:00:00Z ${ESC}[31mERROR${ESC}[0m: red`, 'ERROR: red'],
    ['2026-01-01T12:00:00Z #7 1.5 [12:00:01] nested', 'nested']
  ])('%j → %j', (line, message) => {
    expect(logMessage(line)).toBe(message)
  })
})

/** A log as formatLogEntry writes it: ISO time, a space, the message. */
const at = (lines: readonly string[]): string[] =>
  lines.map((line, i) => `2026-11-23T12:00:${String(i).padStart(2, '0')}.000Z ${line}`)

describe('rootCauseLine', () => {
  it('a traceback: its exception line, not the first line that says error', () => {
    const log = at([
      'ERROR: something earlier went wrong, but the run went on',
      'Starting server',
      'Traceback (most recent call last):',
      '  File "/deps/app/graph.py", line 3, in <module>',
      '    import foo',
      "ModuleNotFoundError: No module named 'foo'",
      'Application startup failed. Exiting.'
    ])
    expect(rootCauseLine(log)).toBe("ModuleNotFoundError: No module named 'foo'")
  })

  it('several tracebacks and a chained exception: the last exception', () => {
    const log = at([
      'Traceback (most recent call last):',
      '  File "a.py", line 1, in <module>',
      'ValueError: first, handled',
      'Traceback (most recent call last):',
      '  File "b.py", line 2, in load',
      '    config["key"]',
      '    ~~~~~~^^^^^^^',
      "KeyError: 'key'",
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      'Traceback (most recent call last):',
      '  File "b.py", line 4, in load',
      '    raise RuntimeError("config has no key")',
      'RuntimeError: config has no key',
      'ERROR:    Application startup failed. Exiting.'
    ])
    expect(rootCauseLine(log)).toBe('RuntimeError: config has no key')
  })

  it('docker BuildKit: the pip error before "failed to solve", without the step prefix', () => {
    const log = at([
      '#1 [internal] load build definition from Dockerfile',
      '#1 DONE 0.0s',
      '#8 [4/5] RUN pip install -r requirements.txt',
      '#8 1.204 Collecting langgraph',
      '#8 2.310 ERROR: Could not find a version that satisfies the requirement foo==9.9 (from versions: none)',
      '#8 2.311 ERROR: No matching distribution found for foo==9.9',
      '#8 ERROR: process "/bin/sh -c pip install -r requirements.txt" did not complete successfully: exit code: 1',
      '------',
      ' > [4/5] RUN pip install -r requirements.txt:',
      '2.311 ERROR: No matching distribution found for foo==9.9',
      '------',
      'Dockerfile:12',
      'ERROR: failed to solve: process "/bin/sh -c pip install -r requirements.txt" did not complete successfully: exit code: 1'
    ])
    expect(rootCauseLine(log)).toBe('ERROR: No matching distribution found for foo==9.9')
  })

  it('pip resolver conflicts: the conflict, not the help link', () => {
    const log = at([
      '#9 5.1 ERROR: Cannot install langgraph==0.2.0 and langchain-core==0.1.0 because these package versions have conflicting dependencies.',
      '#9 5.1 ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts',
      '#9 5.2 [notice] A new release of pip is available: 24.0 -> 24.2',
      'ERROR: failed to solve: process "/bin/sh -c pip install ." did not complete successfully: exit code: 1'
    ])
    expect(rootCauseLine(log)).toBe(
      'ERROR: Cannot install langgraph==0.2.0 and langchain-core==0.1.0 because these package versions have conflicting dependencies.'
    )
  })

  it('colour codes are gone from the cause', () => {
    const log = [
      `${ESC}[1;31mTraceback (most recent call last):${ESC}[0m`,
      '  File "x.py", line 1',
      `${ESC}[31mImportError: cannot import name 'graph'${ESC}[0m`
    ]
    expect(rootCauseLine(log)).toBe("ImportError: cannot import name 'graph'")
  })

  it('only wrappers: the last one; no error at all: the last line; nothing: undefined', () => {
    expect(rootCauseLine(at(['step', 'ERROR: failed to solve: exit code: 2']))).toBe(
      'ERROR: failed to solve: exit code: 2'
    )
    expect(rootCauseLine(at(['one', 'two', '']))).toBe('two')
    expect(rootCauseLine([])).toBeUndefined()
  })

  it('a hostile cause stays one plain line: no line break, escapes or hidden controls', () => {
    const cause = rootCauseLine(
      at([
        'Traceback (most recent call last):',
        '  File "x.py", line 1',
        `ValueError: ::error::owned @admin [x](javascript:alert(1)) ${ESC}]8;;http://evil${ESC}\\link\r::set-output name=a::b`
      ])
    )
    expect(cause).toBeDefined()
    expect(cause).not.toMatch(/[\r\n]/)
    expect(cause).not.toContain(ESC)
    expect(cause?.startsWith('ValueError: ')).toBe(true)
  })
})
