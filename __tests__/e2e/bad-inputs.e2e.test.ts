/**
 * The bad-input corpus: each case runs the whole action and must fail before any request is
 * sent, with a message that names the offending input; every refusal of deploy, in plan mode too.
 * The control plane is the emulator on loopback: "no request" is its empty request log.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { type RunningEmulator, startEmulator } from '../../emulator/index.js'
import { FakeClock } from '../fixtures/clock.js'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { run } = await import('../../src/main.js')

const KEY = 'lsv2_pt_corpus_key_0001'
const WORKSPACE = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
/** The checked-out tree, holding the smoke-cases files of the corpus. */
const WORKSPACE_DIR = mkdtempSync(path.join(tmpdir(), 'bad-inputs-'))
const CASE = '- name: hello\n  input: {"messages": []}\n'
writeFileSync(path.join(WORKSPACE_DIR, 'ok.yml'), CASE)
writeFileSync(path.join(WORKSPACE_DIR, 'twice.yml'), CASE + CASE)
writeFileSync(path.join(WORKSPACE_DIR, 'cases.txt'), CASE)
writeFileSync(
  path.join(WORKSPACE_DIR, 'unknown-field.json'),
  '[{"name": "a", "input": {}, "x": 1}]'
)
const ENV = {
  GITHUB_WORKSPACE: WORKSPACE_DIR,
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_REF_NAME: 'main'
}
let emu: RunningEmulator
/** Valid inputs, against the emulator: each case makes one of them invalid. */
let VALID: Record<string, string>

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE })
  VALID = {
    'api-url': emu.url,
    'api-key': KEY,
    'workspace-id': WORKSPACE,
    'deployment-name': 'my-agent',
    'integration-id': '22222222-2222-4222-8222-222222222222'
  }
})

afterAll(async () => {
  await emu.close()
})

beforeEach(() => {
  core.reset()
  emu.clearRequests()
})

/** [case, inputs over the valid set, the input the message must name]. */
const corpus: [string, Record<string, string>, string][] = [
  ['empty api-key', { 'api-key': '' }, 'api-key'],
  ['whitespace api-key', { 'api-key': ' \t ' }, 'api-key'],
  ['api-key on two lines', { 'api-key': 'lsv2_a\nlsv2_b' }, 'api-key'],
  ['empty workspace-id', { 'workspace-id': '' }, 'workspace-id'],
  ['workspace-id not a UUID', { 'workspace-id': 'my-workspace' }, 'workspace-id'],
  ['workspace-id with a trailing dash', { 'workspace-id': `${WORKSPACE}-` }, 'workspace-id'],
  ['unknown region', { region: 'ap-southeast' }, 'region'],
  ['api-url not a URL', { 'api-url': 'langsmith.example.com' }, 'api-url'],
  [
    'api-url plain http to a remote host',
    { 'api-url': 'http://langsmith.example.com/api-host' },
    'api-url'
  ],
  ['api-url with a query', { 'api-url': 'https://ls.example.com/api-host?x=1' }, 'api-url'],
  ['api-url with credentials', { 'api-url': 'https://admin:pw@ls.example.com' }, 'api-url'],
  ['api-url javascript scheme', { 'api-url': 'javascript:alert(1)' }, 'api-url'],
  ['deployment-id not a UUID', { 'deployment-name': '', 'deployment-id': '42' }, 'deployment-id'],
  [
    'deployment-id path traversal',
    { 'deployment-name': '', 'deployment-id': '../../admin' },
    'deployment-id'
  ],
  ['name and id together', { 'deployment-id': WORKSPACE }, 'deployment-name'],
  ['neither name nor id', { 'deployment-name': '' }, 'deployment-name'],
  ['name with a newline', { 'deployment-name': 'my\nagent' }, 'deployment-name'],
  ['huge name', { 'deployment-name': 'x'.repeat(10_000) }, 'deployment-name'],
  ['repo-url not a URL', { 'repo-url': 'git@github.com:acme/agent.git' }, 'repo-url'],
  ['repo-ref with a space', { 'repo-ref': 'main branch' }, 'repo-ref'],
  ['unknown deployment-type', { 'deployment-type': 'staging' }, 'deployment-type'],
  ['build-on-push yes', { 'build-on-push': 'yes' }, 'build-on-push'],
  ['wait on', { wait: 'on' }, 'wait'],
  ['negative timeout', { 'timeout-seconds': '-5' }, 'timeout-seconds'],
  ['zero timeout', { 'timeout-seconds': '0' }, 'timeout-seconds'],
  ['huge timeout', { 'timeout-seconds': '99999999999999999999' }, 'timeout-seconds'],
  ['timeout in minutes', { 'timeout-seconds': '30m' }, 'timeout-seconds'],
  ['timeout in exponent form', { 'timeout-seconds': '1e3' }, 'timeout-seconds'],
  ['negative poll interval', { 'poll-interval-seconds': '-1' }, 'poll-interval-seconds'],
  ['poll interval NaN', { 'poll-interval-seconds': 'NaN' }, 'poll-interval-seconds'],
  ['poll interval Infinity', { 'poll-interval-seconds': 'Infinity' }, 'poll-interval-seconds'],
  ['poll interval of 1 ms', { 'poll-interval-seconds': '0.001' }, 'poll-interval-seconds'],
  ['trusted-hosts with a scheme', { 'trusted-hosts': 'https://a.example' }, 'trusted-hosts'],
  ['trusted-hosts with a port', { 'trusted-hosts': 'a.example:8443' }, 'trusted-hosts'],
  ['resource-spec not JSON', { 'resource-spec': 'cpu=1' }, 'resource-spec'],
  ['resource-spec a JSON array', { 'resource-spec': '[]' }, 'resource-spec'],
  ['resource-spec a JSON string', { 'resource-spec': '"big"' }, 'resource-spec'],
  ['custom-url without scheme', { 'custom-url': 'agent.example.com' }, 'custom-url'],
  ['unknown mode', { mode: 'upgrade' }, 'mode'],
  ['mode in capitals', { mode: 'DEPLOY' }, 'mode'],
  ['secrets line without =', { secrets: 'OPENAI_API_KEY sk-123' }, 'secrets'],
  ['secrets name starting with a digit', { secrets: '1KEY=x' }, 'secrets'],
  ['secrets name with a dash', { secrets: 'MY-KEY=x' }, 'secrets'],
  ['secrets given twice', { secrets: 'A=1\nA=2' }, 'secrets'],
  ['secrets empty value', { secrets: 'A=' }, 'secrets'],
  ['secrets with a quote never closed', { secrets: 'TLS_KEY="-----BEGIN\nabc' }, 'secrets'],
  ['upload-include with a negation', { 'upload-include': '!*.pem' }, 'upload-include'],
  ['upload-include above the workspace', { 'upload-include': '../.env' }, 'upload-include'],
  ['smoke-input not an object', { 'smoke-input': '[1,2]' }, 'smoke-input'],
  ['smoke-input bad JSON', { 'smoke-input': '{"a":' }, 'smoke-input'],
  ['unknown smoke-stream-mode', { 'smoke-stream-mode': 'tokens' }, 'smoke-stream-mode'],
  ['smoke-timeout-seconds negative', { 'smoke-timeout-seconds': '-1' }, 'smoke-timeout-seconds'],
  [
    'deployment-url plain http remote',
    { 'deployment-url': 'http://agent.example.com' },
    'deployment-url'
  ],
  ['smoke-test with wait false', { 'smoke-test': 'true', wait: 'false' }, 'smoke-test'],
  [
    'rollback-on-failure without smoke-test',
    { 'rollback-on-failure': 'true' },
    'rollback-on-failure'
  ],
  ['smoke-cases with wait false', { 'smoke-cases': 'ok.yml', wait: 'false' }, 'smoke-cases'],
  ['smoke-cases with two cases of one name', { 'smoke-cases': 'twice.yml' }, 'smoke-cases'],
  ['smoke-cases file missing', { 'smoke-cases': 'none.yml' }, 'smoke-cases'],
  ['smoke-cases not YAML or JSON', { 'smoke-cases': 'cases.txt' }, 'smoke-cases'],
  ['smoke-cases outside the workspace', { 'smoke-cases': '../x.yml' }, 'smoke-cases'],
  ['smoke-cases with an unknown field', { 'smoke-cases': 'unknown-field.json' }, 'smoke-cases'],
  [
    'mode rollback, smoke-test with wait false',
    { mode: 'rollback', 'smoke-test': 'true', wait: 'false' },
    'smoke-test'
  ],
  [
    'mode rollback, revision-id not a UUID',
    { mode: 'rollback', 'revision-id': 'rev-1' },
    'revision-id'
  ],
  ['log-lines zero', { 'log-lines': '0' }, 'log-lines'],
  ['log-lines fractional', { 'log-lines': '2.5' }, 'log-lines'],
  [
    'request-timeout-seconds huge',
    { 'request-timeout-seconds': '100000' },
    'request-timeout-seconds'
  ],
  ['smoke mode without a target', { mode: 'smoke', 'deployment-name': '' }, 'deployment-url'],
  ['a reserved secret name', { secrets: 'POSTGRES_URI=postgres://x' }, 'secrets'],
  ['custom-url for a GitHub deployment', { 'custom-url': 'https://a.example.com' }, 'custom-url'],
  [
    'resource-spec for a GitHub deployment',
    { 'resource-spec': '{"min_scale":1}' },
    'resource-spec'
  ],
  ['listener-id for a GitHub deployment', { 'listener-id': WORKSPACE }, 'listener-id'],
  [
    'build-on-push with a tag',
    { 'repo-ref': 'refs/tags/v1', 'build-on-push': 'true' },
    'build-on-push'
  ],
  ['deployment name starting with a digit', { 'deployment-name': '1agent' }, 'deployment-name'],
  ['deployment name starting with a hyphen', { 'deployment-name': '-agent' }, 'deployment-name'],
  ['unknown deployment-type dev_one', { 'deployment-type': 'dev_one' }, 'deployment-type'],
  ['unknown region us-east', { region: 'us-east' }, 'region'],
  [
    'a cloud-reserved secret name on the cloud',
    { 'api-url': 'https://api.host.langchain.com', secrets: 'POSTGRES_URI_CUSTOM=pg://x' },
    'secrets'
  ],
  [
    'an LSD_ secret name on an EU cloud api-url',
    { 'api-url': 'https://eu.api.host.langchain.com', secrets: 'LSD_ANYTHING=1' },
    'secrets'
  ],
  [
    'a secret reserved everywhere, on a self-hosted api-url',
    { 'api-url': 'https://ls.example.com/api-host', secrets: 'LANGSMITH_PROJECT=x' },
    'secrets'
  ],
  ['on-cancel unknown', { 'on-cancel': 'stop' }, 'on-cancel'],
  [
    'delete-tracing-project yes',
    { mode: 'delete', 'delete-tracing-project': 'yes' },
    'delete-tracing-project'
  ],
  ['install-command on two lines', { 'install-command': 'npm ci\nnpm test' }, 'install-command'],
  [
    'build-command for an image',
    {
      'integration-id': '',
      'image-uri': 'r.example.com/a:1',
      'listener-id': WORKSPACE,
      'build-command': 'npm run build'
    },
    'build-command'
  ],
  ['deployment name in capitals', { 'deployment-name': 'My-Agent' }, 'deployment-name'],
  ['deployment name ending in a hyphen', { 'deployment-name': 'agent-' }, 'deployment-name'],
  ['integration-id not a UUID', { 'integration-id': 'int-1' }, 'integration-id'],
  [
    'listener-id not a UUID',
    { 'image-uri': 'r.example.com/a:1', 'listener-id': 'l1' },
    'listener-id'
  ]
]

describe('bad-input corpus', () => {
  it('has at least 30 cases', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30)
  })

  it('the valid set alone gets through to the emulator, so its empty log means something', async () => {
    core.inputs = { ...VALID, mode: 'plan' }
    await run({ clock: new FakeClock(), env: ENV })
    expect(core.failed).toBeUndefined()
    expect(emu.requests.map(r => `${r.method} ${r.path}`)).toContainEqual(
      expect.stringMatching(/^GET \/v2\/deployments\?/)
    )
  })

  it.each(corpus)('%s: fails before any request, naming the input', async (_name, extra, input) => {
    await expectRefused({ ...VALID, ...extra }, input)
  })
})

/** Runs the action on `inputs`: it must fail before any request, naming `input`. */
async function expectRefused(inputs: Record<string, string>, input: string): Promise<void> {
  core.inputs = inputs
  await run({ clock: new FakeClock(), env: ENV })
  expect(core.failed).toContain(`'${input}'`)
  expect(emu.requests).toEqual([])
  expect(core.outputs).toEqual({})
  expect(core.text()).not.toContain(KEY)
}

describe('plan refuses what deploy refuses', () => {
  /** The corpus's refusals of deploy (the default mode): every case that sets no mode. */
  const ofDeploy = corpus.filter(([, extra]) => extra.mode === undefined)

  it('covers the refusals of deploy, the smoke-cases file and rollback-on-failure among them', () => {
    const inputs = ofDeploy.map(([, , input]) => input)
    expect(inputs).toEqual(
      expect.arrayContaining(['smoke-cases', 'rollback-on-failure', 'smoke-test'])
    )
    expect(ofDeploy.length).toBeGreaterThanOrEqual(corpus.length - 6)
  })

  it.each(ofDeploy)('%s: in plan mode too, before any request', async (_name, extra, input) => {
    await expectRefused({ ...VALID, ...extra, mode: 'plan' }, input)
    // The same message as deploy's: one validation, whatever the mode.
    const planned = core.failed
    await expectRefused({ ...VALID, ...extra }, input)
    expect(planned).toBe(core.failed)
  })
})
