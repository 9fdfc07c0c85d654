// Owns the action's inputs, each declared once: name, key, parser, default (as action.yml has
// it), required or secret, the modes that read it. Parsing and the docs test derive from it.
import type { z } from 'zod'
import { STREAM_MODES } from '../agent-server/stream-modes.js'
import { REGIONS } from '../control-plane/hosts.js'
import { DEPLOYMENT_TYPES } from '../control-plane/deployment-types.js'
import {
  boolean,
  deploymentName,
  count,
  days,
  hostNames,
  httpUrl,
  jsonObject,
  keyedBaseUrl,
  line,
  namePrefix,
  listOf,
  oneOf,
  oneOfOrKeep,
  patternLines,
  seconds,
  text,
  token,
  uuid
} from './parsers.js'
import { EVAL_INPUTS } from './eval-inputs.js'
import { secretValuesOf, secrets } from './secrets.js'
import { type InputSpec, MODES } from './spec.js'

/** The action never polls more often than ten times a second. */
const MIN_POLL_INTERVAL_SECONDS = 0.1

export { MODES, type InputSpec, type Mode } from './spec.js'

const ALL = MODES
const DEPLOY = ['deploy', 'plan'] as const
const SMOKE = ['deploy', 'rollback', 'smoke'] as const
const GITHUB = ['deploy', 'plan', 'rollback', 'delete', 'prune'] as const
const PRUNE = ['deploy', 'plan', 'prune'] as const
const PRUNE_DRY_RUN = ['plan', 'prune'] as const
const ROLLBACK = ['rollback'] as const
const WAITS = ['deploy', 'rollback'] as const

/** Every input, in the order of `action.yml`. */
export const INPUTS = {
  'api-key': {
    key: 'apiKey',
    parse: token(
      'a LangSmith API key',
      'lsv2_pt_… (from the secret: ${{ secrets.LANGSMITH_API_KEY }})'
    ),
    required: 'a LangSmith API key',
    secret: true,
    modes: ALL
  },
  'workspace-id': {
    key: 'workspaceId',
    parse: uuid('a workspace ID'),
    required: 'a workspace ID (a UUID)',
    modes: ALL
  },
  region: {
    key: 'region',
    parse: oneOf(REGIONS, { caseInsensitive: true }),
    default: 'us',
    modes: ALL
  },
  'api-url': {
    key: 'apiUrl',
    parse: keyedBaseUrl(
      'the base URL of the control plane, such as https://langsmith.example.com/api-host'
    ),
    modes: ALL
  },
  'deployment-name': { key: 'deploymentName', parse: deploymentName, modes: ALL },
  'deployment-id': { key: 'deploymentId', parse: uuid('a deployment ID'), modes: ALL },
  'integration-id': {
    key: 'integrationId',
    parse: uuid('the ID of a GitHub integration of the workspace'),
    modes: DEPLOY
  },
  'repo-url': {
    key: 'repoUrl',
    parse: httpUrl('the URL of a repository', 'https://github.com/acme/agent'),
    modes: DEPLOY
  },
  'repo-ref': {
    key: 'repoRef',
    parse: token('a branch, tag or commit', 'main or refs/tags/v1.2.0'),
    modes: DEPLOY
  },
  source: { key: 'source', parse: oneOf(['github', 'upload', 'image'] as const), modes: DEPLOY },
  'graph-config-path': {
    key: 'graphConfigPath',
    parse: token('the path of the graph configuration file', 'langgraph.json'),
    default: 'langgraph.json',
    modes: DEPLOY
  },
  'deployment-type': {
    key: 'deploymentType',
    parse: oneOfOrKeep(DEPLOYMENT_TYPES),
    modes: DEPLOY
  },
  'build-on-push': { key: 'buildOnPush', parse: boolean, modes: DEPLOY },
  'install-command': {
    key: 'installCommand',
    parse: line('a shell command', 1000, 'pnpm install --frozen-lockfile'),
    modes: DEPLOY
  },
  'build-command': {
    key: 'buildCommand',
    parse: line('a shell command', 1000, 'pnpm build'),
    modes: DEPLOY
  },
  secrets: {
    key: 'secrets',
    parse: secrets,
    secret: secretValuesOf,
    modes: DEPLOY,
    blankIsGiven: true
  },
  'secrets-keep-existing': {
    key: 'secretsKeepExisting',
    parse: boolean,
    default: 'false',
    modes: DEPLOY
  },
  'custom-url': {
    key: 'customUrl',
    parse: httpUrl('a URL', 'https://agent.example.com'),
    modes: DEPLOY
  },
  'image-uri': {
    key: 'imageUri',
    parse: token('an image reference', 'docker.io/acme/agent:1.2.0'),
    modes: DEPLOY
  },
  'listener-id': { key: 'listenerId', parse: uuid('a listener ID'), modes: DEPLOY },
  'resource-spec': {
    key: 'resourceSpec',
    parse: jsonObject('{"min_scale": 1}'),
    modes: DEPLOY
  },
  'upload-max-mb': { key: 'uploadMaxMb', parse: count(200), default: '200', modes: DEPLOY },
  'upload-include': { key: 'uploadInclude', parse: patternLines, modes: DEPLOY },
  wait: { key: 'wait', parse: boolean, default: 'true', modes: WAITS },
  'on-cancel': {
    key: 'onCancel',
    parse: oneOf(['leave', 'interrupt'] as const),
    default: 'leave',
    modes: WAITS
  },
  'timeout-seconds': {
    key: 'timeoutSeconds',
    parse: seconds(86_400, 1800),
    default: '1800',
    modes: ALL
  },
  'poll-interval-seconds': {
    key: 'pollIntervalSeconds',
    parse: seconds(3600, 5, MIN_POLL_INTERVAL_SECONDS),
    modes: WAITS
  },
  mode: { key: 'mode', parse: oneOf(MODES), default: 'deploy', modes: ALL },
  'delete-tracing-project': {
    key: 'deleteTracingProject',
    parse: boolean,
    default: 'false',
    modes: ['delete', 'prune']
  },
  'revision-id': { key: 'revisionId', parse: uuid('a revision ID'), modes: ROLLBACK },
  'rollback-on-failure': {
    key: 'rollbackOnFailure',
    parse: boolean,
    default: 'false',
    modes: DEPLOY
  },
  // Mode smoke takes it too: its smoke test runs either way.
  'smoke-test': { key: 'smokeTest', parse: boolean, default: 'false', modes: SMOKE },
  'deployment-url': {
    key: 'deploymentUrl',
    parse: keyedBaseUrl('the URL of the agent server, such as https://my-agent.example.com'),
    modes: SMOKE
  },
  'trusted-hosts': {
    key: 'trustedHosts',
    parse: hostNames,
    modes: SMOKE,
    smokeStep: true,
    evalGate: 'also'
  },
  'smoke-assistant-id': {
    key: 'smokeAssistantId',
    parse: token('an assistant ID or graph name', 'support_bot'),
    modes: SMOKE,
    smokeStep: true,
    evalGate: 'also'
  },
  'smoke-input': {
    key: 'smokeInput',
    parse: jsonObject('{"messages": [{"role": "user", "content": "ping"}]}'),
    default: '{}',
    modes: SMOKE,
    smokeStep: true
  },
  'smoke-stream-mode': {
    key: 'smokeStreamMode',
    parse: listOf(STREAM_MODES, 'stream mode'),
    default: 'updates',
    modes: SMOKE,
    smokeStep: true
  },
  'smoke-stream-subgraphs': {
    key: 'smokeStreamSubgraphs',
    parse: boolean,
    default: 'false',
    modes: SMOKE,
    smokeStep: true
  },
  'smoke-timeout-seconds': {
    key: 'smokeTimeoutSeconds',
    parse: seconds(3600, 120),
    default: '120',
    modes: SMOKE,
    smokeStep: true,
    evalGate: 'also'
  },
  'smoke-cases': {
    key: 'smokeCases',
    parse: token('the path of a YAML or JSON file of smoke cases', '.github/smoke-cases.yml'),
    modes: SMOKE
  },
  'smoke-expect': { key: 'smokeExpect', parse: text, modes: SMOKE, smokeStep: true },
  ...EVAL_INPUTS,
  'require-commit-match': {
    key: 'requireCommitMatch',
    parse: boolean,
    default: 'false',
    modes: DEPLOY
  },
  'log-lines': { key: 'logLines', parse: count(1000), default: '50', modes: WAITS },
  'follow-logs': { key: 'followLogs', parse: boolean, default: 'false', modes: WAITS },
  'github-token': {
    key: 'githubToken',
    parse: token('a GitHub token', '${{ secrets.GITHUB_TOKEN }}'),
    secret: true,
    modes: GITHUB
  },
  environment: {
    key: 'environment',
    parse: line('a GitHub environment name', 255, 'preview'),
    modes: GITHUB
  },
  'prune-prefix': {
    key: 'prunePrefix',
    parse: namePrefix,
    modes: PRUNE
  },
  'prune-max-age-days': { key: 'pruneMaxAgeDays', parse: days(3650), modes: PRUNE_DRY_RUN },
  'max-previews': { key: 'maxPreviews', parse: count(1000), modes: ['deploy'] },
  'request-timeout-seconds': {
    key: 'requestTimeoutSeconds',
    parse: seconds(600, 30),
    default: '30',
    modes: ALL
  }
} as const satisfies Record<string, InputSpec>

/** The name of an input, as `action.yml` declares it. */
export type InputName = keyof typeof INPUTS

/** The names of the inputs, in the table's order. */
export const INPUT_NAMES = Object.keys(INPUTS) as InputName[]

/** Raw input strings, as GitHub passes them (absent = empty). */
export type RawInputs = Partial<Record<InputName, string>>

type Spec<N extends InputName> = (typeof INPUTS)[N]
type ValueOf<S> = S extends { readonly parse: z.ZodType<infer T, string> }
  ? S extends { readonly default: string } | { readonly required: string }
    ? T
    : T | undefined
  : never

/** Every input, parsed: one property per input, named by its `key`. */
export type ParsedInputs = {
  readonly [N in InputName as Spec<N>['key']]: ValueOf<Spec<N>>
}
