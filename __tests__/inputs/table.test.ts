/**
 * Every input's error, as a table: a bad value of each input that has a form fails with a message
 * that names the input, shows the value (never a secret's) and gives an example of a valid value
 * of that very input.
 */
import { describe, expect, it } from '@jest/globals'
import { InputError, parseInputs } from '../../src/inputs/read.js'
import { INPUTS, INPUT_NAMES, type InputName } from '../../src/inputs/table.js'

const VALID = {
  'api-key': 'lsv2_pt_table_key_0001',
  'workspace-id': '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'deployment-name': 'my-agent'
}
const ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/agent' }

/** A bad value of each input, and what an example of a valid one looks like in its message. */
const BAD: Readonly<Partial<Record<InputName, readonly [string, RegExp]>>> = {
  'api-key': ['two words', /such as lsv2_/],
  'workspace-id': ['ws-1', /such as 3fa85f64-/],
  region: ['mars', /one of "us", "eu"/],
  'api-url': ['ftp://x', /such as https:\/\//],
  'deployment-name': ['My_Agent', /such as "/],
  'deployment-id': ['dep-1', /such as 3fa85f64-/],
  'integration-id': ['gh', /such as 3fa85f64-/],
  'repo-url': ['acme/agent', /such as https:\/\/github\.com\//],
  'repo-ref': ['main branch', /such as main/],
  source: ['git', /one of "github", "upload", "image"/],
  'graph-config-path': ['my graph.json', /such as langgraph\.json/],
  'deployment-type': ['big', /one of "serverless", "dedicated", "dev_free"/],
  'build-on-push': ['yes', /true or false/],
  secrets: ['MY_TOKEN', /such as MY_API_KEY=/],
  'secrets-keep-existing': ['keep', /true or false/],
  'install-command': ['pnpm install\npnpm build', /such as pnpm install --frozen-lockfile/],
  'build-command': ['pnpm build\npnpm test', /such as pnpm build/],
  'upload-include': ['!.env', /such as apps\/agent\/\.env\.ci/],
  'on-cancel': ['stop', /one of "leave", "interrupt"/],
  'delete-tracing-project': ['yes', /true or false/],
  'custom-url': ['agent.example.com', /such as https:\/\//],
  'image-uri': ['my image', /such as docker\.io\//],
  'listener-id': ['l-1', /such as 3fa85f64-/],
  'resource-spec': ['{min: 1}', /such as \{"min_scale": 1\}/],
  'upload-max-mb': ['0', /from 1 to 200/],
  wait: ['maybe', /true or false/],
  'timeout-seconds': ['-1', /such as 1800/],
  'poll-interval-seconds': ['0', /such as 5/],
  mode: ['destroy', /one of "deploy"/],
  'revision-id': ['r-1', /such as 3fa85f64-/],
  'rollback-on-failure': ['1', /true or false/],
  'smoke-test': ['on', /true or false/],
  'deployment-url': ['my-agent', /such as https:\/\//],
  'trusted-hosts': ['https://x.example.com', /such as agents\.example\.com/],
  'smoke-assistant-id': ['my agent', /such as support_bot/],
  'smoke-input': ['ping', /such as \{"messages": \[/],
  'smoke-stream-mode': ['everything', /\(values, /],
  'smoke-stream-subgraphs': ['sure', /true or false/],
  'smoke-timeout-seconds': ['never', /such as 120/],
  'smoke-cases': ['my cases.yml', /such as \.github\/smoke-cases\.yml/],
  'eval-dataset': ['agent\nsmoke', /such as agent-smoke/],
  'eval-threshold': ['1.5', /from 0 to 1, such as 0\.9/],
  'eval-concurrency': ['0', /from 1 to 32/],
  'eval-max-examples': ['all', /from 1 to 10000/],
  'eval-repeat': ['11', /from 1 to 10,/],
  'eval-min-pass': ['two', /from 1 to 10,/],
  'eval-split': ['a\nb', /such as base/],
  'eval-experiment-prefix': ['a\nb', /such as my-agent-release/],
  'eval-match': ['fuzzy', /one of "contains", "exact", "regex"/],
  'eval-baseline': ['previous', /one of "serving"/],
  'eval-max-drop': ['5%', /from 0 to 1, such as 0\.05/],
  'eval-max-regressions': ['-1', /from 0 to 10000/],
  'langsmith-api-url': ['ftp://x', /such as https:\/\/api\.smith\.langchain\.com/],
  'require-commit-match': ['strict', /true or false/],
  'log-lines': ['all', /from 1 to 1000/],
  'follow-logs': ['tail', /true or false/],
  'github-token': ['two words', /such as \$\{\{ secrets\.GITHUB_TOKEN \}\}/],
  environment: ['a\nb', /such as preview/],
  'prune-prefix': ['My_', /such as my-agent-pr-/],
  'prune-max-age-days': ['a week', /such as 7/],
  'max-previews': ['none', /from 1 to 1000/],
  'request-timeout-seconds': ['slow', /such as 30/]
}

/** Inputs that take any text: nothing is a bad value of them. */
const FREE_TEXT: readonly InputName[] = ['smoke-expect']

async function problemOf(name: InputName, value: string): Promise<string> {
  // A mode that reads the input: deploy when it does, else the first that does.
  const modes: readonly string[] = INPUTS[name].modes
  const mode = modes.includes('deploy') ? 'deploy' : String(modes[0])
  const raw = { ...VALID, mode: name === 'mode' ? value : mode, [name]: value }
  const error = await parseInputs(raw, ENV).then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(InputError)
  const problems = (error as InputError).problems.filter(p => p.includes(`'${name}'`))
  expect(problems).toHaveLength(1)
  return problems[0] ?? ''
}

describe('every input error names the input, the value and an example of a valid value', () => {
  it('covers every input of the table', () => {
    const covered = [...Object.keys(BAD), ...FREE_TEXT].sort()
    expect(covered).toEqual([...INPUT_NAMES].sort())
  })

  it.each(Object.entries(BAD) as [InputName, readonly [string, RegExp]][])(
    '%s',
    async (name, [value, example]) => {
      const problem = await problemOf(name, value)
      expect(problem).toMatch(new RegExp(`^Input '${name}' `))
      expect(problem).toMatch(example)
      if ('secret' in INPUTS[name]) expect(problem).not.toContain(value)
      else expect(problem).toContain(JSON.stringify(value))
    }
  )
})
