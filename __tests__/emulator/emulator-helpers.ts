/**
 * Shared helpers of the emulator tests: a manual clock, a small JSON client over fetch, valid
 * request bodies for each source, and source archives to upload.
 */
import { gzipSync } from 'node:zlib'

import { afterEach, expect } from '@jest/globals'
import { pack } from 'tar-stream'

import {
  type EmulatorOptions,
  type RunningEmulator,
  type WireDeployment,
  startEmulator
} from '../../emulator/index.js'

/** A fixed start time, so timestamps in assertions are predictable. */
export const T0 = Date.parse('2030-01-01T00:00:00.000Z')

/** A clock that moves only when told to. */
export class ManualClock {
  time = T0

  readonly now = (): number => this.time

  advance(ms: number): void {
    this.time += ms
  }
}

/** A response with its body read and parsed when it is JSON. */
export interface Reply<T = unknown> {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  readonly body: T
}

/** Options of one call. */
export interface CallOptions {
  readonly body?: unknown
  /** Sent as is instead of JSON-encoding `body`. */
  readonly rawBody?: string
  /** Extra headers; a value of null removes a default header. */
  readonly headers?: Readonly<Record<string, string | null>>
  readonly signal?: AbortSignal
  readonly redirect?: 'follow' | 'manual' | 'error'
}

/** Calls the emulator with its credentials (unless overridden) and parses JSON replies. */
export async function call<T = unknown>(
  emulator: RunningEmulator,
  method: string,
  path: string,
  options: CallOptions = {}
): Promise<Reply<T>> {
  const headers: Record<string, string> = {
    'x-api-key': emulator.apiKey,
    'x-tenant-id': emulator.workspaceId
  }
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) Reflect.deleteProperty(headers, name)
    else headers[name] = value
  }
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.redirect === undefined ? {} : { redirect: options.redirect })
  })
  const text = await response.text()
  const isJson = (response.headers.get('content-type') ?? '').includes('json')
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (isJson && text !== '' ? JSON.parse(text) : text) as T
  }
}

/** The integration every GitHub create body names. */
export const INTEGRATION_ID = '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6'

/** A valid create body for a GitHub deployment, in the shape the action sends. */
export function createBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    source: 'github',
    source_config: {
      integration_id: INTEGRATION_ID,
      repo_url: 'https://github.com/acme/agent',
      deployment_type: 'serverless',
      build_on_push: false
    },
    source_revision_config: {
      repo_ref: 'main',
      langgraph_config_path: 'langgraph.json',
      graph_config_path: 'langgraph.json'
    },
    secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-very-secret' }],
    ...overrides
  }
}

/** A valid create body for a deployment of a prebuilt image on the emulator's listener. */
export function dockerBody(
  emulator: Pick<RunningEmulator, 'listenerId'>,
  name: string,
  overrides: Record<string, unknown> = {}
) {
  return {
    name,
    source: 'external_docker',
    source_config: { deployment_type: 'serverless', listener_id: emulator.listenerId },
    source_revision_config: { image_uri: 'docker.io/acme/agent:1.0.0' },
    secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-very-secret' }],
    ...overrides
  }
}

/** A valid create body for a deployment built from uploaded source, as the official CLI sends. */
export function sourceBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    source: 'internal_source',
    source_config: { deployment_type: 'serverless' },
    source_revision_config: {},
    secrets: [],
    ...overrides
  }
}

/** A gzip-compressed tar holding the given files (path to content). */
export async function tarball(files: Readonly<Record<string, string>>): Promise<Buffer> {
  const archive = pack()
  for (const [name, content] of Object.entries(files)) archive.entry({ name }, content)
  archive.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of archive) chunks.push(chunk as Buffer)
  return gzipSync(Buffer.concat(chunks))
}

/** The headers a correct upload to a signed URL sends. */
export function uploadHeaders(archive: Buffer): Record<string, string> {
  return {
    'content-type': 'application/gzip',
    'content-length': String(archive.length),
    'x-goog-content-length-range': '0,209715200'
  }
}

/** Asks for an upload URL and PUTs the archive there; resolves to the object path. */
export async function upload(
  emulator: RunningEmulator,
  deploymentId: string,
  archive: Buffer
): Promise<string> {
  const granted = await call<{ upload_url: string; object_path: string }>(
    emulator,
    'POST',
    `/v2/deployments/${deploymentId}/upload-url`
  )
  if (granted.status !== 200)
    throw new Error(`upload-url answered ${granted.status}: ${granted.text}`)
  const put = await fetch(granted.body.upload_url, {
    method: 'PUT',
    headers: uploadHeaders(archive),
    body: archive
  })
  if (put.status !== 200) throw new Error(`the upload answered ${put.status}: ${await put.text()}`)
  return granted.body.object_path
}

/** What a refusal must look like: a 422 names the field, any other status says why. */
export type Refusal =
  | { readonly status: 422; readonly loc: readonly (string | number)[]; readonly type?: string }
  | { readonly status: 400 | 403 | 404 | 409; readonly says: string }

/** Checks a reply against a {@link Refusal}, in the service's body shapes. */
export function expectRefusal(reply: Reply, refusal: Refusal): void {
  expect(reply.status).toBe(refusal.status)
  if (refusal.status === 422) {
    const issues = (reply.body as { detail: { loc: unknown; type: string; msg: string }[] }).detail
    expect(Array.isArray(issues)).toBe(true)
    const issue = issues.find(item => JSON.stringify(item.loc) === JSON.stringify(refusal.loc))
    expect(issue).toBeDefined()
    expect(typeof issue?.msg).toBe('string')
    if (refusal.type !== undefined) expect(issue?.type).toBe(refusal.type)
    return
  }
  const detail = (reply.body as { detail: unknown }).detail
  expect(typeof detail).toBe('string')
  expect(detail).toContain(refusal.says)
}

/**
 * Starts emulators for the tests of one file and closes each after the test that started it.
 * Call once at the top of the file: `const start = emulatorPerTest()`.
 */
export function emulatorPerTest(): (options?: EmulatorOptions) => Promise<RunningEmulator> {
  const started: RunningEmulator[] = []
  afterEach(async () => {
    await Promise.all(started.splice(0).map(emulator => emulator.close()))
  })
  return async (options = {}) => {
    const emulator = await startEmulator(options)
    started.push(emulator)
    return emulator
  }
}

/** Creates a deployment with `body` and expects the 201; returns it as the emulator answered. */
export async function createDeployment(
  emu: RunningEmulator,
  body: unknown
): Promise<WireDeployment> {
  const reply = await call<WireDeployment>(emu, 'POST', '/v2/deployments', { body })
  expect(reply.status).toBe(201)
  return reply.body
}
