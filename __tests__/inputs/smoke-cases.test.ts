/**
 * The `smoke-cases` file: found inside the workspace only, parsed as plain YAML or JSON, each
 * case checked by the parsers of its smoke-* input; every problem names file, case and field.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  MAX_SMOKE_CASES,
  type SmokeCase,
  type SmokeCasesRead,
  readSmokeCases
} from '../../src/inputs/smoke-cases.js'

const DEFAULTS = {
  smokeAssistantId: 'agent',
  smokeAssistantIdGiven: false,
  smokeInput: { default: true },
  smokeStreamMode: 'updates',
  smokeExpect: 'hello',
  smokeTimeoutSeconds: 120
}

let root: string
let workspace: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'smoke-cases-'))
  workspace = path.join(root, 'repo')
  await mkdir(path.join(workspace, 'ci'), { recursive: true })
  await writeFile(path.join(root, 'outside.yml'), '- name: a\n  input: {}\n')
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** Writes `text` as `name` in the workspace and reads it as the input would. */
async function read(name: string, text: string): Promise<SmokeCasesRead> {
  await writeFile(path.join(workspace, name), text)
  return readSmokeCases(name, workspace, DEFAULTS)
}

function cases(result: SmokeCasesRead): readonly SmokeCase[] {
  if ('problems' in result) throw new Error(result.problems.join('\n'))
  return result.cases
}

function problems(result: SmokeCasesRead): string {
  if ('cases' in result) throw new Error('the file was accepted')
  return result.problems.join('\n')
}

describe('a good file', () => {
  it('reads YAML, each field given or taken from the smoke-* inputs', async () => {
    const yaml = [
      '# cases of the smoke gate',
      '- name: greets',
      '  input: {messages: [{role: user, content: hi}]}',
      '  expect: hi',
      '- name: streams custom',
      '  input: {}',
      '  assistant-id: other',
      '  stream-mode: [updates, custom]',
      '  expect: ""',
      '  timeout-seconds: 30.5',
      '- name: comma modes',
      '  input: {n: 1}',
      '  stream-mode: values, debug'
    ].join('\n')
    expect(cases(await read('good.yml', yaml))).toEqual([
      {
        name: 'greets',
        assistantId: 'agent',
        assistantIdGiven: false,
        input: { messages: [{ role: 'user', content: 'hi' }] },
        streamMode: 'updates',
        expect: 'hi',
        timeoutSeconds: 120
      },
      {
        name: 'streams custom',
        assistantId: 'other',
        assistantIdGiven: true,
        input: {},
        streamMode: ['updates', 'custom'],
        expect: undefined,
        timeoutSeconds: 30.5
      },
      {
        name: 'comma modes',
        assistantId: 'agent',
        assistantIdGiven: false,
        input: { n: 1 },
        streamMode: ['values', 'debug'],
        expect: 'hello',
        timeoutSeconds: 120
      }
    ])
  })

  it('reads JSON, and a path under a folder or an absolute path inside the workspace', async () => {
    const json = JSON.stringify([{ name: 'one', input: { a: [1, 2] }, 'timeout-seconds': '5' }])
    await writeFile(path.join(workspace, 'ci', 'cases.json'), json)
    for (const given of ['ci/cases.json', './ci/../ci/cases.json', `${workspace}/ci/cases.json`]) {
      const [only] = cases(await readSmokeCases(given, workspace, DEFAULTS))
      expect(only).toMatchObject({ name: 'one', input: { a: [1, 2] }, timeoutSeconds: 5 })
    }
  })

  it('allows a few anchors and aliases', async () => {
    const yaml = '- name: a\n  input: &shared {q: 1}\n- name: b\n  input: *shared\n'
    expect(cases(await read('alias.yaml', yaml)).map(c => c.input)).toEqual([{ q: 1 }, { q: 1 }])
  })
})

describe('what editors and YAML make of a file', () => {
  it.each([
    ['bom.json', '\uFEFF[{"name": "a", "input": {}}]'],
    ['bom.yml', '\uFEFF- name: a\n  input: {}\n']
  ])('%s: a UTF-8 byte order mark is not part of the data', async (name, text) => {
    expect(cases(await read(name, text)).map(c => c.name)).toEqual(['a'])
  })

  it('expect: a number is taken as its text', async () => {
    const read42 = await read('number.yml', '- name: a\n  input: {}\n  expect: 42\n')
    expect(cases(read42)[0]?.expect).toBe('42')
    const json = await read('number.json', '[{"name": "a", "input": {}, "expect": 4.5}]')
    expect(cases(json)[0]?.expect).toBe('4.5')
  })

  it('expect: any other value that is no text is refused with how to write it', async () => {
    const said = problems(await read('list.yml', '- name: a\n  input: {}\n  expect: [1]\n'))
    expect(said).toContain(`case "a" (#1), field 'expect': must be text: quote it (expect: "yes")`)
  })
})

describe('a bad field names the file, the case and the field', () => {
  it.each([
    ['no name', '- input: {}', /case #1, field 'name':/],
    ['an empty name', '- name: "  "\n  input: {}', /case #1, field 'name': must not be empty/],
    ['a name on two lines', '- name: "a\\nb"\n  input: {}', /field 'name': must be a case name/],
    ['no input', '- name: a', /case "a" \(#1\), field 'input': must be a JSON object/],
    ['an input list', '- name: a\n  input: [1]', /case "a" \(#1\), field 'input': must be a JSON/],
    ['an input text', '- name: a\n  input: "{}"', /field 'input': must be a JSON object/],
    [
      'an unknown stream mode',
      '- name: a\n  input: {}\n  stream-mode: [updates, nope]',
      /case "a" \(#1\), field 'stream-mode': must be one stream mode or a comma-separated list of them \(values, updates/
    ],
    ['a number as mode', '- name: a\n  input: {}\n  stream-mode: 3', /field 'stream-mode':/],
    [
      'a timeout of zero',
      '- name: a\n  input: {}\n  timeout-seconds: 0',
      /case "a" \(#1\), field 'timeout-seconds': must be a positive number of seconds/
    ],
    [
      'a timeout over the input’s bound',
      '- name: a\n  input: {}\n  timeout-seconds: 3601',
      /field 'timeout-seconds': must be at most 3600 seconds/
    ],
    [
      'an assistant id with a space',
      '- name: a\n  input: {}\n  assistant-id: my agent',
      /field 'assistant-id': must be an assistant ID or graph name without spaces/
    ],
    [
      'an unknown field',
      '- name: a\n  input: {}\n  expected: hi',
      /case "a" \(#1\): unknown field "expected"/
    ],
    [
      'a name used twice',
      '- name: a\n  input: {}\n- name: a\n  input: {}',
      /case "a" \(#2\), field 'name': is used by another case/
    ],
    ['a case that is no object', '- just text', /case #1: .*expected object/i]
  ])('%s', async (_what, yaml, message) => {
    const said = problems(await read('bad.yml', yaml))
    expect(said).toMatch(/^Input 'smoke-cases' \("bad\.yml"\)/)
    expect(said).toMatch(message)
  })

  it('names the second case by its name when the first is fine', async () => {
    const said = problems(
      await read('second.yml', '- name: ok\n  input: {}\n- name: late\n  input: {}\n  expect: true')
    )
    expect(said).toMatch(/case "late" \(#2\), field 'expect': must be text: quote it/)
    expect(said).not.toMatch(/"ok"/)
  })
})

describe('a bad file', () => {
  it.each([
    ['an empty list', 'empty.yml', '[]', /must list at least one case/],
    ['a map instead of a list', 'map.yml', 'name: a\ninput: {}', /must hold a list of cases/],
    ['an empty file', 'blank.yml', '', /must hold a list of cases/],
    ['broken YAML', 'broken.yml', '- name: [a', /is not valid YAML at line 1, column \d+: /],
    ['broken JSON', 'broken.json', '[{"name": "a",]', /is not valid JSON/],
    ['a duplicate key', 'dup.yml', '- name: a\n  name: b\n  input: {}', /not valid YAML.*unique/],
    [
      'a bad indent on line 3',
      'indent.yml',
      '- name: a\n  input: {}\n   expect: x',
      /is not valid YAML at line 3, column 1: All mapping items must start at the same column/
    ],
    ['another extension', 'cases.txt', '[]', /must be a \.yml, \.yaml or \.json file/],
    ['a custom tag', 'tag.yml', '- name: a\n  input: !thing {}', /YAML tag "!thing"/],
    ['a YAML 1.1 tag', 'bin.yml', '- name: !!binary aGk=\n  input: {}', /YAML tag/],
    [
      'a standard tag',
      'str.yml',
      '- name: !!str a\n  input: {}',
      /YAML tag "tag:yaml.org,2002:str"/
    ]
  ])('%s', async (_what, name, text, message) => {
    const said = problems(await read(name, text))
    expect(said).toContain(`Input 'smoke-cases' ("${name}")`)
    expect(said).toMatch(message)
  })

  it(`refuses more than ${MAX_SMOKE_CASES} cases`, async () => {
    const many = Array.from({ length: MAX_SMOKE_CASES + 1 }, (_, i) => ({
      name: `c${i}`,
      input: {}
    }))
    const said = problems(await read('many.json', JSON.stringify(many)))
    expect(said).toContain(`must list at most ${MAX_SMOKE_CASES} cases`)
    const enough = many.slice(0, MAX_SMOKE_CASES)
    expect(cases(await read('enough.json', JSON.stringify(enough)))).toHaveLength(MAX_SMOKE_CASES)
  })

  it('refuses an alias bomb before it expands', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]']
    for (const [from, to] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'f']
    ]) {
      levels.push(
        `${to}: &${to} [${Array(9)
          .fill(`*${from ?? ''}`)
          .join(', ')}]`
      )
    }
    const bomb = `- name: bomb\n  input:\n${levels.map(l => `    ${l}`).join('\n')}\n`
    expect(problems(await read('bomb.yml', bomb))).toMatch(/aliases expand too much/)
  })

  it('refuses a file larger than 256 KiB', async () => {
    const big = `- name: a\n  input: {pad: "${'x'.repeat(300 * 1024)}"}\n`
    expect(problems(await read('big.yml', big))).toMatch(/bytes; a cases file may have at most/)
  })
})

describe('the path', () => {
  it.each(['../outside.yml', `${path.sep}etc${path.sep}passwd.yml`, '.', 'ci/../../outside.yml'])(
    'refuses %s, outside the workspace',
    async given => {
      const said = problems(await readSmokeCases(given, workspace, DEFAULTS))
      expect(said).toContain(`Input 'smoke-cases' (${JSON.stringify(given)})`)
      expect(said).toMatch(/is outside the workspace/)
    }
  )

  it('refuses a symbolic link that leads out of the workspace', async () => {
    await symlink(path.join(root, 'outside.yml'), path.join(workspace, 'link.yml'))
    const said = problems(await readSmokeCases('link.yml', workspace, DEFAULTS))
    expect(said).toMatch(/is outside the workspace .* \(it links to /)
  })

  it('says when the file is missing, or a folder', async () => {
    expect(problems(await readSmokeCases('nope.yml', workspace, DEFAULTS))).toMatch(/no such file/)
    expect(problems(await readSmokeCases('ci', workspace, DEFAULTS))).toMatch(
      /is not a file|must be a/
    )
  })
})
