/** Shared helpers of the emulator tests: a manual clock and a small JSON client over fetch. */
import type { RunningEmulator } from '../../emulator/index.js'

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

/** A valid create body for a GitHub deployment. */
export function createBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    source: 'github',
    source_config: {
      integration_id: '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      repo_url: 'https://github.com/acme/agent',
      deployment_type: 'dev',
      build_on_push: false
    },
    source_revision_config: { repo_ref: 'main', graph_config_path: 'langgraph.json' },
    secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-very-secret' }],
    ...overrides
  }
}
