import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAgentServer, type AgentServerOptions } from '../../emulator/agent-server/index.js'

/**
 * Streams recorded byte for byte from the real server (`@langchain/langgraph-cli@1.5.1 dev`,
 * in memory; see agent-server-wire-format.md), with fake chat models so they need no network.
 * Long `messages` streams are cut down to whole events.
 */
export const recorded = {
  statelessUpdates: [
    'event: metadata\ndata: {"run_id":"01a1fd0f-fd5d-7548-9109-456884206b36","attempt":1}\n\n',
    'event: updates\ndata: {"call_model":{"messages":[{"content":"Héllo wörld 👋 from “agent”","additional_kwargs":{},"response_metadata":{},"tool_call_chunks":[],"tool_calls":[],"id":"run-01a1fd0f-fd99-720e-a674-479f41779d06","invalid_tool_calls":[],"type":"ai"}]}}\n\n'
  ].join(''),
  threadRun: [
    'event: metadata\ndata: {"run_id":"01a1fd10-113a-71fb-98fa-7f3cb00ec23e","attempt":1}\nid: 0\n\n',
    'event: updates\ndata: {"call_model":{"messages":[{"content":"Héllo wörld 👋 from “agent”","additional_kwargs":{},"response_metadata":{},"tool_call_chunks":[],"tool_calls":[],"id":"run-01a1fd10-115b-7247-9457-da54c63e92ce","invalid_tool_calls":[],"type":"ai"}]}}\nid: 1\n\n'
  ].join(''),
  graphError: [
    'event: metadata\ndata: {"run_id":"01a1fd10-01ed-713d-86c2-5ba4a97fce9f","attempt":1}\n\n',
    'event: error\ndata: {"error":"Error","message":"boom: the node failed"}\n\n'
  ].join(''),
  joinUnknownRun: ['event: error\ndata: "Run not found"\n\n'].join(''),
  valuesWithSubgraphs: [
    'event: metadata\ndata: {"run_id":"01a1fd10-1e44-765b-b6a5-f9b762de20e6","attempt":1}\n\n',
    'event: checkpoints\ndata: {"id":"1f1e57f5-923c-6600-8000-b212af0d2a17","step":0,"source":"loop"}\n\n',
    'event: values\ndata: {"messages":[{"content":"hi","additional_kwargs":{},"response_metadata":{},"id":"6a458658-87c6-4ebd-83a6-f7a32403e43d","type":"human"}]}\n\n',
    'event: checkpoints|sub:9239a8b1-bd46-5e8e-9559-dbcd9fd431f4\ndata: {"id":"1f1e57f5-9248-6950-8000-b460b98e5313","step":0,"source":"loop"}\n\n',
    'event: values|sub:9239a8b1-bd46-5e8e-9559-dbcd9fd431f4\ndata: {"messages":[{"content":"hi","additional_kwargs":{},"response_metadata":{},"id":"6a458658-87c6-4ebd-83a6-f7a32403e43d","type":"human"}]}\n\n',
    'event: checkpoints|sub:9239a8b1-bd46-5e8e-9559-dbcd9fd431f4\ndata: {"id":"1f1e57f5-9254-6ca0-8001-c51c210b5cdb","step":1,"source":"loop"}\n\n',
    'event: values|sub:9239a8b1-bd46-5e8e-9559-dbcd9fd431f4\ndata: {"messages":[{"content":"hi","additional_kwargs":{},"response_metadata":{},"id":"6a458658-87c6-4ebd-83a6-f7a32403e43d","type":"human"},{"content":"inner ✓","additional_kwargs":{},"response_metadata":{},"tool_call_chunks":[],"tool_calls":[],"id":"run-01a1fd10-1e67-77fa-b1e4-e1063440ca25","invalid_tool_calls":[],"type":"ai"}]}\n\n',
    'event: checkpoints\ndata: {"id":"1f1e57f5-925c-61d0-8001-db3a9eed20cd","step":1,"source":"loop"}\n\n',
    'event: values\ndata: {"messages":[{"content":"hi","additional_kwargs":{},"response_metadata":{},"id":"6a458658-87c6-4ebd-83a6-f7a32403e43d","type":"human"},{"content":"inner ✓","additional_kwargs":{},"response_metadata":{},"tool_call_chunks":[],"tool_calls":[],"id":"run-01a1fd10-1e67-77fa-b1e4-e1063440ca25","invalid_tool_calls":[],"type":"ai"}]}\n\n'
  ].join(''),
  subgraphMessages: [
    'event: metadata\ndata: {"run_id":"01a1fd10-0489-7549-8987-6d4fa7b41c89","attempt":1}\n\n',
    'event: messages|sub:5c562343-33a1-5be5-ad08-b22218377752|inner_node:3acff4db-fb80-5c28-8949-c55e4d90803b\ndata: [{"content":"✓","tool_calls":[],"invalid_tool_calls":[],"tool_call_chunks":[],"additional_kwargs":{},"response_metadata":{},"id":"run-01a1fd10-04a8-771f-a8ad-f848b3a762fd","type":"ai"},{"tags":[],"ls_integration":"langchain_chat_model","created_by":"system","run_attempt":1,"langgraph_version":"1.4.18","langgraph_plan":"developer","langgraph_host":"self-hosted","langgraph_api_url":"http://127.0.0.1:48561","thread_id":"01a1fd10-0489-7549-8987-72f597652213","run_id":"01a1fd10-0489-7549-8987-6d4fa7b41c89","assistant_id":"0813419b-f0e6-579e-bdee-18d9fdf48632","graph_id":"nested","langgraph_step":1,"langgraph_node":"inner_node","langgraph_triggers":["branch:to:inner_node"],"langgraph_path":["__pregel_pull","inner_node"],"langgraph_checkpoint_ns":"sub:5c562343-33a1-5be5-ad08-b22218377752|inner_node:3acff4db-fb80-5c28-8949-c55e4d90803b","checkpoint_ns":"sub:5c562343-33a1-5be5-ad08-b22218377752|inner_node:3acff4db-fb80-5c28-8949-c55e4d90803b","ls_model_type":"chat","ls_provider":"FakeListChatModel","versions":{"@langchain/core":"1.2.13"}}]\n\n',
    'event: updates|sub:5c562343-33a1-5be5-ad08-b22218377752\ndata: {"inner_node":{"messages":[{"content":"inner ✓","additional_kwargs":{},"response_metadata":{},"tool_call_chunks":[],"tool_calls":[],"id":"run-01a1fd10-04a8-771f-a8ad-f848b3a762fd","invalid_tool_calls":[],"type":"ai"}]}}\n\n',
    'event: updates\ndata: {"sub":{"messages":[{"content":"hi","additional_kwargs":{},"response_metadata":{},"id":"6ab97132-03e4-4101-85d2-7d0906e22a2d","type":"human"},{"content":"inner ✓","additional_kwargs":{},"response_metadata":{},"tool_call_chunks":[],"tool_calls":[],"id":"run-01a1fd10-04a8-771f-a8ad-f848b3a762fd","invalid_tool_calls":[],"type":"ai"}]}}\n\n'
  ].join(''),
  messagesTuple: [
    'event: metadata\ndata: {"run_id":"01a1fd0f-ffba-70b6-bbc8-b3a260a9be32","attempt":1}\n\n',
    'event: messages\ndata: [{"content":"é","tool_calls":[],"invalid_tool_calls":[],"tool_call_chunks":[],"additional_kwargs":{},"response_metadata":{},"id":"run-01a1fd0f-ffce-7609-bbb2-306402b59ba1","type":"ai"},{"tags":[],"ls_integration":"langchain_chat_model","created_by":"system","run_attempt":1,"langgraph_version":"1.4.18","langgraph_plan":"developer","langgraph_host":"self-hosted","langgraph_api_url":"http://127.0.0.1:48561","thread_id":"01a1fd0f-ffba-70b6-bbc8-b62d5065f857","run_id":"01a1fd0f-ffba-70b6-bbc8-b3a260a9be32","assistant_id":"fe096781-5601-53d2-b2f6-0d3403f7e9ca","graph_id":"agent","langgraph_step":1,"langgraph_node":"call_model","langgraph_triggers":["branch:to:call_model"],"langgraph_path":["__pregel_pull","call_model"],"langgraph_checkpoint_ns":"call_model:2a91bd27-ae19-54dd-804b-a1760e1dfa33","checkpoint_ns":"call_model:2a91bd27-ae19-54dd-804b-a1760e1dfa33","ls_model_type":"chat","ls_provider":"FakeListChatModel","versions":{"@langchain/core":"1.2.13"}}]\n\n'
  ].join('')
} as const

/**
 * An event as `langgraph-cli` 2.0 writes it: the JSON pretty-printed over several `data:` lines.
 */
export function prettyEvent(event: string, data: unknown, id?: string): string {
  const lines = JSON.stringify(data, null, 2)
    .split('\n')
    .map(line => `data: ${line}\n`)
    .join('')
  return `event: ${event}\n${lines}${id === undefined ? '' : `id: ${id}\n`}\n`
}

/** A request a test server received. */
export interface ReceivedRequest {
  readonly method: string
  readonly url: string
  readonly headers: http.IncomingHttpHeaders
  readonly body: string
}

/** A loopback server for one test. */
export interface TestServer {
  readonly url: string
  readonly port: number
  readonly requests: ReceivedRequest[]
  /** Drops every connection and stops listening. */
  close(): Promise<void>
}

/** What a test server does with a request whose body has been read. */
export type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: string,
  index: number
) => void | Promise<void>

/** Starts a server on 127.0.0.1 at a free port. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: ReceivedRequest[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const index = requests.length
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      Promise.resolve(handler(req, res, body, index)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)))
      })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      })
  }
}

/**
 * Serves the emulated agent server (`emulator/agent-server`) on 127.0.0.1, as the emulator's own
 * HTTP server mounts it. Closing the server also closes the emulated one.
 */
export async function startEmulator(
  options: AgentServerOptions = {}
): Promise<{ url: string; close(): Promise<void> }> {
  const agent = createAgentServer(options)
  const server = http.createServer((req, res) => {
    void agent.handle(req, res, req.url ?? '/')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>(resolve => {
        agent.close()
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      })
  }
}

/** Answers 200 `text/event-stream` and writes `chunks` one by one, then ends. */
export function writeStream(
  res: http.ServerResponse,
  chunks: readonly (string | Uint8Array)[]
): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  for (const chunk of chunks) res.write(chunk)
  res.end()
}

/**
 * A {@link Handler} that accepts the request and never answers, as a server still starting, a
 * deployment waking or a hung run does: the request stays open until the server closes.
 */
export function neverAnswer(): void {
  // No status, no body: the client's own timeout is what ends the request.
}

/** Servers a test started, closed after it by {@link closeServers}. */
const openServers: { close(): Promise<void> }[] = []

/** Closes it after the test (register `afterEach(closeServers)`); returns it. */
export function closeLater<T extends { close(): Promise<void> }>(server: T): T {
  openServers.push(server)
  return server
}

/** A {@link startServer} server closed after the test. */
export async function serve(handler: Handler): Promise<TestServer> {
  return closeLater(await startServer(handler))
}

/** Closes every server the test started; for `afterEach`. */
export async function closeServers(): Promise<void> {
  await Promise.all(openServers.splice(0).map(server => server.close()))
}
