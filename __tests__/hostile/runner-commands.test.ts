// The stdout scanner's own table: that it reads lines and commands as GitHub's runner does, so a
// clean verdict on the action's stdout means something.
import { describe, expect, it } from '@jest/globals'
import { COMMAND_PAYLOAD } from '../fixtures/hostile-payloads.js'
import {
  type CommandPolicy,
  readOutputFile,
  readRunnerLog,
  runnerLines,
  unintendedCommands
} from '../fixtures/runner-commands.js'

const TOKEN = '9f3c1b7e2a4d4c0f8e6b5a3d2c1f0e9d'
const policy: CommandPolicy = { secrets: ['s3cret'], canary: 'PWN', serverText: 'x' }
const verdict = (stdout: string, given: CommandPolicy = policy): string[] =>
  unintendedCommands(readRunnerLog(stdout), given)

describe('runnerLines', () => {
  it.each([
    ['a\nb\n', ['a', 'b']],
    ['a\r\nb', ['a', 'b']],
    ['a\rb\r', ['a', 'b']],
    ['a\n\nb', ['a', '', 'b']],
    ['a\r\r\nb', ['a', '', 'b']]
  ])('%j → %j', (stdout, lines) => {
    expect(runnerLines(stdout)).toEqual(lines)
  })
})

interface Row {
  readonly what: string
  readonly stdout: string
  /** How many problems the scan must report (0: clean). */
  readonly problems: number
  readonly command?: { name: string; data?: string; properties?: Record<string, string> }
}

const rows: Row[] = [
  { what: 'plain text', stdout: 'hello :: world\n', problems: 0 },
  { what: 'the action’s group', stdout: '::group::Resolve\nx\n::endgroup::\n', problems: 0 },
  {
    what: 'debug, notice, warning',
    stdout: '::debug::a\n::notice::b\n::warning::c\n',
    problems: 0
  },
  {
    what: 'an error annotation with escaped properties',
    stdout: '::error title=BUILD_FAILED%3A r1%2C x::line%0A2\n',
    problems: 0,
    command: { name: 'error', data: 'line\n2', properties: { title: 'BUILD_FAILED: r1, x' } }
  },
  { what: 'mask of a secret', stdout: '::add-mask::s3cret\n', problems: 0 },
  { what: 'mask of a padded secret', stdout: '::add-mask:: s3cret \n', problems: 0 },
  { what: 'mask of a non-secret', stdout: '::add-mask::DEPLOYED\n', problems: 1 },
  {
    what: 'mask of the secret in base64 at another alignment',
    stdout: `::add-mask::${Buffer.from('xs3cret').toString('base64').slice(2, -2)}\n`,
    problems: 0
  },
  { what: 'mask of a short piece of base64', stdout: '::add-mask::czNj\n', problems: 1 },
  {
    what: 'set-output after a newline',
    stdout: 'status x\n::set-output name=status::DEPLOYED\n',
    problems: 1,
    command: { name: 'set-output', data: 'DEPLOYED', properties: { name: 'status' } }
  },
  { what: 'after a lone CR', stdout: 'status x\r::add-path::/tmp/evil\n', problems: 1 },
  { what: 'after CRLF', stdout: 'x\r\n::set-env name=A::b\n', problems: 1 },
  { what: 'after leading blanks', stdout: '  \t::save-state name=a::b\n', problems: 2 },
  { what: 'after a no-break space', stdout: '\u00a0::error::PWN\n', problems: 2 },
  { what: 'echo on', stdout: '::echo::on\n', problems: 1 },
  { what: 'mid-line :: is text', stdout: 'log: ::set-output name=a::b\n', problems: 0 },
  { what: 'legacy anywhere', stdout: 'log: ##[add-path]/evil\n', problems: 2 },
  {
    what: 'legacy properties split on ;',
    stdout: 'x ##[set-output name=a;]v\n',
    problems: 2,
    command: { name: 'set-output', data: 'v', properties: { name: 'a' } }
  },
  { what: 'legacy unknown name is text', stdout: 'x ##[nope]v ##[add-mask]y\n', problems: 0 },
  { what: 'unknown :: falls back to ##[', stdout: '::nope::##[add-mask]zz\n', problems: 2 },
  { what: 'case-insensitive name', stdout: '::SET-OUTPUT name=a::b\n', problems: 1 },
  { what: 'server-started error', stdout: 'x\n::error::PWN here\n', problems: 1 },
  { what: 'server text inside an error', stdout: '::error::failed: PWN\n', problems: 0 },
  { what: 'canary in a title', stdout: '::warning title=PWN::x\n', problems: 1 },
  { what: 'endgroup with none open', stdout: '::endgroup::\n', problems: 1 },
  { what: 'group inside a group', stdout: '::group::a\n::group::b\n::endgroup::\n', problems: 1 },
  { what: 'ANSI in an annotation', stdout: '::warning::\u001b[31mred\n', problems: 1 },
  {
    what: 'stop with an unguessable token, resumed; commands between are inert',
    stdout: `::stop-commands::${TOKEN}\n::set-output name=a::b\n::${TOKEN}::\n::debug::x\n`,
    problems: 0
  },
  {
    what: 'stop never resumed',
    stdout: `::stop-commands::${TOKEN}\n::debug::x\n`,
    problems: 1
  },
  {
    what: 'stop with a guessable token',
    stdout: '::stop-commands::pwned\n::pwned::\n',
    problems: 1
  },
  {
    what: 'server stop hides later injections but is itself caught',
    stdout: '::stop-commands::pwned\n::add-path::/evil\n',
    problems: 2
  },
  {
    what: 'a stop inside a stop is text; only the first token resumes',
    stdout: `::stop-commands::${TOKEN}\n::stop-commands::pwned\n::pwned::\n::add-path::/e\n::${TOKEN}::\n::debug::x\n`,
    problems: 0
  },
  {
    what: 'a resume by another token is text',
    stdout: `::stop-commands::${TOKEN}\n::${'0'.repeat(32)}::\n::set-env name=A::b\n::${TOKEN}::\n`,
    problems: 0
  },
  {
    what: 'the token resumes with properties, after blanks or in the legacy form',
    stdout: `::stop-commands::${TOKEN}\n::${TOKEN} a=b::\n::add-path::/1\n::stop-commands::${TOKEN}\n  ::${TOKEN}::\n::add-path::/2\n::stop-commands::${TOKEN}\nx ##[${TOKEN}]\n::add-path::/3\n`,
    problems: 3
  },
  {
    what: 'resume by another case',
    stdout: `::stop-commands::${TOKEN}\n::${TOKEN.toUpperCase()}::\n::add-path::/e\n`,
    problems: 1
  }
]

describe('the scanner', () => {
  it.each(rows)('$what', row => {
    const problems = verdict(row.stdout)
    expect(problems).toHaveLength(row.problems)
    if (row.command !== undefined) {
      const command = readRunnerLog(row.stdout).commands.find(c => c.name === row.command?.name)
      expect(command?.data).toBe(row.command.data)
      if (row.command.properties !== undefined) {
        expect(command?.properties).toEqual(row.command.properties)
      }
    }
  })

  it('the whole hostile payload, printed between a stop and its resume, is inert', () => {
    const stdout = `::group::Logs\n::stop-commands::${TOKEN}\n${COMMAND_PAYLOAD}\n::${TOKEN}::\n::endgroup::\n`
    expect(verdict(stdout, { ...policy, canary: 'PWN3D', serverText: COMMAND_PAYLOAD })).toEqual([])
  })

  it('the payload with its line breaks and ##[ defused is clean', () => {
    const defused = COMMAND_PAYLOAD.replace(/\r\n|\r|\n/g, ' ').replace(/##\[/g, '##\u200b[')
    expect(verdict(`status ${defused}\n`, { ...policy, canary: 'PWN3D' })).toEqual([])
  })

  it('a stop token the server sent is not the action’s', () => {
    const stdout = `::stop-commands::${TOKEN}\n::${TOKEN}::\n`
    expect(verdict(stdout, { secrets: [], serverText: `log ${TOKEN}` })).toHaveLength(1)
  })

  it('collects masks and stop tokens', () => {
    const log = readRunnerLog(`::add-mask::a\n::stop-commands::${TOKEN}\n::add-mask::b\n`)
    expect(log.masks).toEqual(['a'])
    expect(log.stopTokens).toEqual([TOKEN])
    expect(log.unresumed).toBe(TOKEN.toLowerCase())
  })
})

describe('readOutputFile', () => {
  it('reads name=value and heredocs as the runner does', () => {
    const text = 'a=1\nb<<ghadelimiter_x\nline1\nline2\nghadelimiter_x\nc=x=y\n'
    expect(readOutputFile(text)).toEqual({
      entries: [
        ['a', '1'],
        ['b', 'line1\nline2'],
        ['c', 'x=y']
      ],
      errors: []
    })
  })

  it('reports broken entries', () => {
    expect(readOutputFile('junk\nb<<END\nv\n').errors).toHaveLength(2)
  })
})
