// Reading the inputs (read.ts): parseInputs's defaults, forms and refusals; and masking, which
// follows the input table: an input marked `secret` is masked before anything is logged.
import { beforeEach, describe, expect, it } from '@jest/globals'
import type { RawInputs } from '../../src/inputs/table.js'
import { mockActionsCore } from '../fixtures/core.js'
import { inputProblem } from '../fixtures/input-problem.js'

const core = mockActionsCore()
const { maskSecretInputs, parseInputs } = await import('../../src/inputs/read.js')
const { INPUTS } = await import('../../src/inputs/table.js')
const { line } = await import('../../src/inputs/parsers.js')
const { Redactor } = await import('../../src/base/redact.js')
const { actionsLogger } = await import('../../src/base/log.js')

describe('maskSecretInputs', () => {
  beforeEach(() => {
    core.reset()
  })

  it('masks every input the table marks secret, and only those', () => {
    const raw = {
      'api-key': 'lsv2_pt_api_key_123456',
      'github-token': 'ghs_github_token_123456',
      secrets: 'OPENAI_API_KEY=sk-openai-123456',
      'deployment-name': 'my-preview-123456'
    }
    const redactor = new Redactor()
    maskSecretInputs(raw, redactor, actionsLogger(redactor))
    expect(core.secrets).toEqual(
      expect.arrayContaining([
        'lsv2_pt_api_key_123456',
        'ghs_github_token_123456',
        'sk-openai-123456'
      ])
    )
    expect(core.secrets).not.toContain('my-preview-123456')
  })

  it('masks a new input marked secret with no other change', () => {
    const table = {
      ...INPUTS,
      'webhook-token': {
        key: 'webhookToken',
        parse: line('a token', 200, 'x'),
        secret: true,
        modes: ['deploy']
      }
    } as const
    const redactor = new Redactor()
    maskSecretInputs(
      { 'webhook-token': 'whk_secret_value_123456' },
      redactor,
      actionsLogger(redactor),
      table
    )
    expect(core.secrets).toContain('whk_secret_value_123456')
    expect(redactor.redact('sent whk_secret_value_123456 then')).toBe('sent *** then')
  })

  it('warns of a secret too short to mask, naming the input, never its value', () => {
    const redactor = new Redactor()
    maskSecretInputs({ 'github-token': 'abc' }, redactor, actionsLogger(redactor))
    const warnings = core.log.filter(entry => entry.level === 'warning').map(entry => entry.message)
    expect(warnings).toEqual([
      expect.stringMatching(/^The value of input 'github-token' is too short to mask/)
    ])
  })
})

const KEY = 'lsv2_pt_0123456789abcdef'
const WORKSPACE = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const ENV = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_REF_NAME: 'main'
}

function valid(extra: RawInputs = {}): RawInputs {
  return { 'api-key': KEY, 'workspace-id': WORKSPACE, 'deployment-name': 'my-agent', ...extra }
}

const problemOf = (raw: RawInputs, env: Record<string, string> = ENV): Promise<string> =>
  inputProblem(raw, env)

describe('parseInputs defaults', () => {
  it('fills every default from the inputs and the runner environment', async () => {
    const inputs = await parseInputs(valid(), ENV)
    expect(inputs).toMatchObject({
      apiKey: KEY,
      workspaceId: WORKSPACE,
      region: 'us',
      apiUrl: 'https://api.host.langchain.com',
      customApiUrl: false,
      deploymentName: 'my-agent',
      deploymentId: undefined,
      repoUrl: 'https://github.com/acme/agent',
      repoUrlGiven: false,
      repoRef: 'main',
      graphConfigPath: 'langgraph.json',
      deploymentType: undefined,
      buildOnPush: undefined,
      secrets: [],
      wait: true,
      timeoutSeconds: 1800,
      pollIntervalSeconds: undefined,
      mode: 'deploy',
      smokeTest: false,
      deploymentUrl: undefined,
      smokeAssistantId: 'agent',
      smokeAssistantIdGiven: false,
      smokeInput: {},
      smokeStreamMode: 'updates',
      smokeStreamSubgraphs: false,
      smokeTimeoutSeconds: 120,
      smokeExpect: undefined,
      onCancel: 'leave',
      deleteTracingProject: false,
      installCommand: undefined,
      buildCommand: undefined
    })
  })

  it('takes the head branch on pull requests', async () => {
    const inputs = await parseInputs(valid(), {
      ...ENV,
      GITHUB_HEAD_REF: 'feature/x',
      GITHUB_REF_NAME: '12/merge'
    })
    expect(inputs.repoRef).toBe('feature/x')
  })
})

describe('parseInputs accepts', () => {
  it.each<[string, RawInputs, Record<string, unknown>]>([
    ['eu region', { region: 'EU' }, { apiUrl: 'https://eu.api.host.langchain.com', region: 'eu' }],
    [
      'api-url overriding region, trailing slash dropped',
      { region: 'eu', 'api-url': 'https://ls.example.com/api-host/' },
      { apiUrl: 'https://ls.example.com/api-host', customApiUrl: true }
    ],
    [
      'http on loopback',
      { 'api-url': 'http://127.0.0.1:8123' },
      { apiUrl: 'http://127.0.0.1:8123' }
    ],
    [
      'http on localhost',
      { 'api-url': 'http://localhost:9/x' },
      { apiUrl: 'http://localhost:9/x' }
    ],
    ['http on [::1]', { 'api-url': 'http://[::1]:9' }, { apiUrl: 'http://[::1]:9' }],
    ['fractional poll interval', { 'poll-interval-seconds': '0.5' }, { pollIntervalSeconds: 0.5 }],
    ['timeout with spaces', { 'timeout-seconds': ' 60 ' }, { timeoutSeconds: 60 }],
    ['wait False', { wait: 'False' }, { wait: false }],
    ['build-on-push true', { 'build-on-push': 'true' }, { buildOnPush: true }],
    ['build-on-push false', { 'build-on-push': 'FALSE' }, { buildOnPush: false }],
    ['deployment type prod', { 'deployment-type': 'prod' }, { deploymentType: 'prod' }],
    [
      'deployment type serverless',
      { 'deployment-type': 'serverless' },
      { deploymentType: 'serverless' }
    ],
    [
      'deployment type dedicated',
      { 'deployment-type': 'dedicated' },
      { deploymentType: 'dedicated' }
    ],
    ['deployment type dev_zero', { 'deployment-type': 'dev_zero' }, { deploymentType: 'dev_zero' }],
    [
      'deployment type dev_free_zero',
      { 'deployment-type': 'dev_free_zero' },
      { deploymentType: 'dev_free_zero' }
    ],
    [
      'apac region',
      { region: 'apac' },
      { apiUrl: 'https://apac.api.host.langchain.com', customApiUrl: false }
    ],
    ['aws region', { region: 'AWS' }, { apiUrl: 'https://aws.api.host.langchain.com' }],
    [
      'api-url naming a cloud host is the cloud, not self-hosted',
      { 'api-url': 'https://eu.api.host.langchain.com' },
      { apiUrl: 'https://eu.api.host.langchain.com', customApiUrl: false, region: 'eu' }
    ],
    [
      "a cloud api-url's region wins over 'region' (ignored when api-url is set)",
      { region: 'us', 'api-url': 'https://apac.api.host.langchain.com' },
      { apiUrl: 'https://apac.api.host.langchain.com', region: 'apac' }
    ],
    [
      'names the cloud reserves, on a self-hosted install',
      {
        'api-url': 'https://ls.example.com/api-host',
        secrets: 'POSTGRES_URI_CUSTOM=pg://db\nREDIS_URI_CUSTOM=redis://r\nLSD_ENV=prod'
      },
      {
        secrets: [
          { name: 'POSTGRES_URI_CUSTOM', value: 'pg://db' },
          { name: 'REDIS_URI_CUSTOM', value: 'redis://r' },
          { name: 'LSD_ENV', value: 'prod' }
        ]
      }
    ],
    ['on-cancel interrupt', { 'on-cancel': 'interrupt' }, { onCancel: 'interrupt' }],
    [
      'delete-tracing-project',
      { mode: 'delete', 'delete-tracing-project': 'true' },
      { deleteTracingProject: true }
    ],
    [
      'install-command and build-command',
      { 'install-command': 'pnpm i', 'build-command': 'pnpm -r build' },
      { installCommand: 'pnpm i', buildCommand: 'pnpm -r build' }
    ],
    [
      'explicit repo-url',
      { 'repo-url': 'https://github.com/o/r' },
      { repoUrl: 'https://github.com/o/r', repoUrlGiven: true }
    ],
    [
      'resource spec',
      {
        'image-uri': 'registry.example.com/agent:1',
        'resource-spec': '{"min_scale": 1, "max_scale": 3}'
      },
      { resourceSpec: { min_scale: 1, max_scale: 3 } }
    ],
    ['delete mode', { mode: 'delete' }, { mode: 'delete' }],
    [
      'deployment-id instead of name',
      { 'deployment-name': '', 'deployment-id': WORKSPACE.toUpperCase() },
      { deploymentId: WORKSPACE.toUpperCase(), deploymentName: undefined }
    ],
    [
      'smoke mode on a URL alone, no branch needed',
      { mode: 'smoke', 'deployment-name': '', 'deployment-url': 'http://127.0.0.1:9/agents/x/' },
      { mode: 'smoke', deploymentUrl: 'http://127.0.0.1:9/agents/x', deploymentName: undefined }
    ],
    [
      'smoke settings',
      {
        'smoke-test': 'true',
        'smoke-stream-mode': 'updates, messages-tuple,custom',
        'smoke-input': '{"messages":[{"role":"user","content":"hi"}]}',
        'smoke-stream-subgraphs': 'true',
        'smoke-timeout-seconds': '30',
        'smoke-expect': ' hello ',
        'smoke-assistant-id': 'my-graph'
      },
      {
        smokeTest: true,
        smokeStreamMode: ['updates', 'messages-tuple', 'custom'],
        smokeInput: { messages: [{ role: 'user', content: 'hi' }] },
        smokeStreamSubgraphs: true,
        smokeTimeoutSeconds: 30,
        smokeExpect: 'hello',
        smokeAssistantId: 'my-graph',
        smokeAssistantIdGiven: true
      }
    ],
    [
      'image deploy without a branch',
      { 'image-uri': 'docker.io/acme/agent:1' },
      { imageUri: 'docker.io/acme/agent:1' }
    ]
  ])('%s', async (_name, extra, expected) => {
    expect(await parseInputs(valid(extra), ENV)).toMatchObject(expected)
  })

  it('reads secrets: blank lines and comments skipped, "=" kept in values', async () => {
    const inputs = await parseInputs(
      valid({ secrets: '# model keys\nOPENAI_API_KEY=sk-a=b=c\r\n\n  TAVILY_KEY=tv 1 \nX_1=y' }),
      ENV
    )
    expect(inputs.secrets).toEqual([
      { name: 'OPENAI_API_KEY', value: 'sk-a=b=c' },
      { name: 'TAVILY_KEY', value: 'tv 1' },
      { name: 'X_1', value: 'y' }
    ])
  })
})

describe('trusted-hosts', () => {
  it.each<[string, string[]]>([
    ['agents.example.com', ['agents.example.com']],
    [
      'A.Example.com, localhost\n127.0.0.1\n\n[::1],a.example.com',
      ['a.example.com', 'localhost', '127.0.0.1', '[::1]']
    ]
  ])('reads %j', async (raw, hosts) => {
    const smoked = valid({ 'smoke-test': 'true', 'trusted-hosts': raw })
    expect((await parseInputs(smoked, ENV)).trustedHosts).toEqual(hosts)
  })

  it.each([
    'https://agents.example.com',
    'agents.example.com:443',
    'a.example.com/x',
    '*.example.com',
    'a b',
    'user@host',
    '-bad.example'
  ])('refuses %j, naming the form expected', async raw => {
    expect(await problemOf(valid({ 'trusted-hosts': raw }))).toMatch(
      /Input 'trusted-hosts' must be host names \(such as agents\.example\.com\) separated by commas or new lines, without scheme, port or path/
    )
  })
})

describe('parseInputs rejects, naming the input and the form expected', () => {
  it.each<[string, RawInputs, RegExp]>([
    [
      'poll-interval-seconds below 0.1',
      { 'poll-interval-seconds': '0.05' },
      /Input 'poll-interval-seconds' must be at least 0\.1 seconds, got "0\.05"/
    ],
    ['a secret that is only blanks', { secrets: 'A=   ' }, /the secret A has an empty value/],
    ...['# none for now\n', '\n  \n', '{}', '[ ]', ' {\n} '].map(
      (raw): [string, RawInputs, RegExp] => [
        `secrets with no entry (${JSON.stringify(raw)}): it cannot clear them`,
        { secrets: raw },
        /^Input 'secrets' holds no NAME=value entry .*no list can clear a deployment's secrets.*keeps the previous revision's when none are sent.*remove secrets in the LangSmith UI/
      ]
    ),
    ['missing api-key', { 'api-key': '' }, /Input 'api-key' is required/],
    ['whitespace api-key', { 'api-key': '   ' }, /Input 'api-key' is required/],
    ['api-key with a space', { 'api-key': 'a b' }, /Input 'api-key' must be a LangSmith API key/],
    ['missing workspace', { 'workspace-id': '' }, /Input 'workspace-id' is required/],
    [
      'workspace not a UUID',
      { 'workspace-id': 'acme' },
      /Input 'workspace-id' must be a workspace ID: a UUID.*got "acme"/
    ],
    [
      'unknown region, the four listed',
      { region: 'asia' },
      /Input 'region' must be one of "us", "eu", "apac", "aws", got "asia"/
    ],
    ['api-url not a URL', { 'api-url': 'not a url' }, /Input 'api-url' must be the base URL/],
    ['api-url ftp', { 'api-url': 'ftp://x.example.com' }, /Input 'api-url' must be the base URL/],
    [
      'api-url plain http remote',
      { 'api-url': 'http://ls.example.com/api-host' },
      /Input 'api-url' must use https:\/\//
    ],
    [
      'api-url with credentials',
      { 'api-url': 'https://u:p@ls.example.com' },
      /Input 'api-url' must not contain a user name/
    ],
    [
      'api-url with query',
      { 'api-url': 'https://ls.example.com/?a=1' },
      /Input 'api-url' must not contain a query/
    ],
    [
      'deployment-id not a UUID',
      { 'deployment-name': '', 'deployment-id': '../etc' },
      /Input 'deployment-id' must be a deployment ID/
    ],
    [
      'name and id both',
      { 'deployment-id': WORKSPACE },
      /Inputs 'deployment-name' and 'deployment-id' both given/
    ],
    [
      'neither name nor id',
      { 'deployment-name': ' ' },
      /Input 'deployment-name' or 'deployment-id' is required/
    ],
    [
      'name on two lines',
      { 'deployment-name': 'a\nb' },
      /Input 'deployment-name' must be a deployment name of lowercase letters, digits and hyphens/
    ],
    ['name too long', { 'deployment-name': 'a'.repeat(256) }, /at most 255 characters/],
    [
      'unknown deployment type',
      { 'deployment-type': 'production' },
      /Input 'deployment-type' must be one of "serverless", "dedicated", "dev_free", "dev", "prod"/
    ],
    [
      'build-on-push yes',
      { 'build-on-push': 'yes' },
      /Input 'build-on-push' must be true or false, got "yes"/
    ],
    ['wait 1', { wait: '1' }, /Input 'wait' must be true or false, got "1"/],
    [
      'negative timeout',
      { 'timeout-seconds': '-5' },
      /Input 'timeout-seconds' must be a positive number of seconds, such as 1800, got "-5"/
    ],
    [
      'zero timeout',
      { 'timeout-seconds': '0' },
      /Input 'timeout-seconds' must be a positive number/
    ],
    [
      'huge timeout',
      { 'timeout-seconds': '1e309' },
      /Input 'timeout-seconds' must be a positive number/
    ],
    [
      'too long timeout',
      { 'timeout-seconds': '999999' },
      /Input 'timeout-seconds' must be at most 86400 seconds/
    ],
    [
      'timeout with unit',
      { 'timeout-seconds': '30m' },
      /Input 'timeout-seconds' must be a positive number/
    ],
    [
      'NaN poll interval',
      { 'poll-interval-seconds': 'NaN' },
      /Input 'poll-interval-seconds' must be a positive number/
    ],
    [
      'zero poll interval',
      { 'poll-interval-seconds': '0' },
      /Input 'poll-interval-seconds' must be a positive number/
    ],
    [
      'resource-spec bad JSON',
      { 'resource-spec': '{min: 1}' },
      /Input 'resource-spec' must be a JSON object/
    ],
    [
      'resource-spec array',
      { 'resource-spec': '[1]' },
      /Input 'resource-spec' must be a JSON object/
    ],
    [
      'resource-spec null',
      { 'resource-spec': 'null' },
      /Input 'resource-spec' must be a JSON object/
    ],
    [
      'repo-url not a URL',
      { 'repo-url': 'acme/agent' },
      /Input 'repo-url' must be the URL of a repository/
    ],
    [
      'custom-url not a URL',
      { 'custom-url': 'agent.example.com' },
      /Input 'custom-url' must be a URL/
    ],
    [
      'max-previews without prune-prefix',
      { 'max-previews': '5' },
      /Input 'max-previews' \(5\) needs 'prune-prefix': .* such as my-agent-pr-/
    ],
    [
      'prune-prefix not a name start',
      { mode: 'prune', 'prune-prefix': 'My_Agent', 'prune-max-age-days': '7' },
      /Input 'prune-prefix' must be the start of deployment names: .* such as my-agent-pr-, got "My_Agent"/
    ],
    [
      'prune-max-age-days not a number',
      { mode: 'prune', 'prune-prefix': 'a-pr-', 'prune-max-age-days': 'a week' },
      /Input 'prune-max-age-days' must be a number of days .* such as 7, got "a week"/
    ],
    [
      'unknown mode',
      { mode: 'destroy' },
      /Input 'mode' must be one of "deploy", "plan", "rollback", "delete", "smoke", "prune", got "destroy"/
    ],
    [
      'secrets line without =',
      { secrets: 'OPENAI_API_KEY' },
      /Input 'secrets' must be one NAME=value per line, such as MY_API_KEY=\$\{\{ secrets\.MY_API_KEY \}\}; line 1 has no "="/
    ],
    [
      'secrets bad name',
      { secrets: 'A=1\n1BAD=x' },
      /Input 'secrets' .*line 2: the name must be letters/
    ],
    [
      'secrets duplicate',
      { secrets: 'A=1\nA=2' },
      /Input 'secrets' .*line 2: the secret A is given twice/
    ],
    ['secrets empty value', { secrets: 'A=' }, /Input 'secrets' .*the secret A has an empty value/],
    [
      'repo-ref with spaces',
      { 'repo-ref': 'my branch' },
      /Input 'repo-ref' must be a branch, tag or commit without spaces/
    ]
  ])('%s', async (_name, extra, expected) => {
    expect(await problemOf(valid(extra))).toMatch(expected)
  })

  it.each<[string, RawInputs, RegExp]>([
    [
      'smoke mode without a target',
      { mode: 'smoke', 'deployment-name': '' },
      /Input 'deployment-url', 'deployment-name' or 'deployment-id' is required with mode 'smoke'/
    ],
    [
      'unknown stream mode',
      { 'smoke-stream-mode': 'updates,tokens' },
      /Input 'smoke-stream-mode' must be one stream mode or a comma-separated list/
    ],
    [
      'empty stream mode list',
      { 'smoke-stream-mode': ' , ' },
      /Input 'smoke-stream-mode' must be one stream mode/
    ],
    [
      'smoke-input not an object',
      { 'smoke-input': '"hi"' },
      /Input 'smoke-input' must be a JSON object/
    ],
    [
      'smoke-input bad JSON',
      { 'smoke-input': '{messages: []}' },
      /Input 'smoke-input' must be a JSON object/
    ],
    [
      'deployment-url plain http remote',
      { 'deployment-url': 'http://agent.example.com' },
      /Input 'deployment-url' must use https:\/\//
    ],
    [
      'deployment-url not a URL',
      { 'deployment-url': 'agent' },
      /Input 'deployment-url' must be the URL of the agent server/
    ],
    ['smoke-test yes', { 'smoke-test': 'yes' }, /Input 'smoke-test' must be true or false/],
    [
      'smoke timeout zero',
      { 'smoke-timeout-seconds': '0' },
      /Input 'smoke-timeout-seconds' must be a positive number/
    ],
    [
      'smoke-stream-subgraphs 2',
      { 'smoke-stream-subgraphs': '2' },
      /Input 'smoke-stream-subgraphs' must be true or false/
    ],
    [
      'smoke-test without waiting',
      { 'smoke-test': 'true', wait: 'false' },
      /Inputs 'smoke-test' \(true\) and 'wait' \(false\) conflict/
    ]
  ])('smoke: %s', async (_name, extra, expected) => {
    expect(await problemOf(valid(extra))).toMatch(expected)
  })

  it('asks for repo-ref when the workflow gives no branch (a GitHub deployment)', async () => {
    expect(await problemOf(valid({ source: 'github' }), {})).toMatch(
      /Input 'repo-ref' is empty and the workflow gives no branch/
    )
  })

  it('lists every invalid input at once', async () => {
    const message = await problemOf(
      valid({ region: 'mars', wait: 'maybe', 'timeout-seconds': 'x' })
    )
    expect(message).toMatch(/region/)
    expect(message).toMatch(/wait/)
    expect(message).toMatch(/timeout-seconds/)
  })

  it('never echoes the api key or a secret value', async () => {
    const secretValue = 'sk-very-secret-value'
    const message = await problemOf(
      valid({ 'api-key': `${KEY} tail`, secrets: `GOOD=${secretValue}\nBROKEN ${secretValue}` })
    )
    expect(message).toMatch(/api-key/)
    expect(message).toMatch(/secrets/)
    expect(message).not.toContain(KEY)
    expect(message).not.toContain(secretValue)
  })
})

describe('what the real service enforces, checked before any request', () => {
  const TAG_PUSH = { ...ENV, GITHUB_REF_NAME: 'v1.2.0', GITHUB_REF_TYPE: 'tag' }

  it.each<[string, RawInputs, Record<string, string>, RegExp]>([
    [
      'a reserved secret name, named with the reason',
      { secrets: 'OPENAI_API_KEY=sk-1\nLANGSMITH_PROJECT=x' },
      ENV,
      /^Input 'secrets' at line 2: LANGSMITH_PROJECT is reserved by the platform/
    ],
    [
      'a name reserved everywhere, on a self-hosted api-url too, as reserved (not as a bad line)',
      { secrets: 'POSTGRES_URI=pg://x', 'api-url': 'https://ls.example.com/api-host' },
      ENV,
      /^Input 'secrets' at line 1: POSTGRES_URI is reserved by the platform \(LangSmith sets it itself\), so the service refuses a secret of that name; rename it or drop it\.$/
    ],
    [
      'names the cloud reserves, on the cloud (no api-url)',
      { secrets: 'OPENAI_API_KEY=sk-1\nLANGSMITH_API_KEY=lsv2-x\nPORT=8080\nLSD_ENV=x' },
      ENV,
      /Input 'secrets' names LANGSMITH_API_KEY, PORT, LSD_ENV, which the LangSmith cloud reserves .*self-hosted installs/
    ],
    [
      'a name the cloud reserves, with api-url a cloud host',
      { secrets: 'MOUNT_PREFIX=/x', 'api-url': 'https://apac.api.host.langchain.com' },
      ENV,
      /Input 'secrets' names MOUNT_PREFIX, which the LangSmith cloud reserves/
    ],
    [
      'a deployment name starting with a digit',
      { 'deployment-name': '9lives' },
      ENV,
      /Input 'deployment-name' must be a deployment name .*starting with a letter/
    ],
    [
      'install-command for an image',
      { 'image-uri': 'r.example.com/a:1', 'install-command': 'npm ci' },
      ENV,
      /'install-command' apply only to a source LangSmith builds/
    ],
    [
      'a bare tag on the run of that tag',
      { source: 'github', 'repo-ref': 'v1.2.0' },
      TAG_PUSH,
      /Input 'repo-ref' names the tag v1\.2\.0 by its bare name: .*repo-ref: refs\/tags\/v1\.2\.0/
    ],
    [
      'build-on-push with a tag',
      { source: 'github', 'repo-ref': 'refs/tags/v1.2.0', 'build-on-push': 'true' },
      ENV,
      /Inputs 'build-on-push' \(true\) and 'repo-ref' \(refs\/tags\/v1\.2\.0, a tag\) conflict/
    ],
    [
      'build-on-push with the tag the workflow runs on',
      { source: 'github', 'build-on-push': 'true' },
      TAG_PUSH,
      /Inputs 'build-on-push' \(true\) and 'repo-ref' \(refs\/tags\/v1\.2\.0, a tag\)/
    ],
    [
      'custom-url on a GitHub deployment',
      { 'custom-url': 'https://agent.example.com' },
      ENV,
      /Input 'custom-url' applies only to a prebuilt image .*Drop it/
    ],
    [
      'resource-spec and listener-id on a GitHub deployment',
      { 'resource-spec': '{"min_scale":1}', 'listener-id': WORKSPACE },
      ENV,
      /Inputs 'resource-spec', 'listener-id' apply only to a prebuilt image/
    ],
    [
      'a deployment name the service refuses, with one it takes',
      { 'deployment-name': 'My_Agent' },
      ENV,
      /Input 'deployment-name' must be a deployment name of lowercase letters, digits and hyphens.* such as "my-agent"/
    ],
    [
      'an integration ID that is no UUID',
      { 'integration-id': 'github-1' },
      ENV,
      /Input 'integration-id' must be the ID of a GitHub integration of the workspace: a UUID/
    ]
  ])('%s', async (_name, extra, env, expected) => {
    expect(await problemOf(valid(extra), env)).toMatch(expected)
  })

  it('deploys the tag the workflow runs on by its full ref', async () => {
    expect((await parseInputs(valid(), TAG_PUSH)).repoRef).toBe('refs/tags/v1.2.0')
  })

  it('takes a full tag ref, and a bare name that is not the pushed tag (a branch)', async () => {
    expect((await parseInputs(valid({ 'repo-ref': 'refs/tags/v1.2.0' }), TAG_PUSH)).repoRef).toBe(
      'refs/tags/v1.2.0'
    )
    expect((await parseInputs(valid({ 'repo-ref': 'release' }), TAG_PUSH)).repoRef).toBe('release')
  })

  it('leaves deployment-type unset unless given, so that an existing one is never compared to a default', async () => {
    expect((await parseInputs(valid(), ENV)).deploymentType).toBeUndefined()
    expect((await parseInputs(valid({ 'deployment-type': 'prod' }), ENV)).deploymentType).toBe(
      'prod'
    )
  })
})
