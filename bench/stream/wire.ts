// Owns the bytes of the replayed stream, shared by the replay server and the readers: a stateless
// `messages-tuple` run as the real agent server writes it (agent-server-wire-format.md).

/** The tokens the replayed model streams, in turn; event `i` carries `TOKENS[i % 8]`. */
export const TOKENS = [' Hello', ' wörld', ',', ' the', ' deploy', ' is', ' live', ' 👋'] as const

/** The run the replay pretends to be. */
export const RUN_ID = '01a1fd0f-ffba-70b6-bbc8-b3a260a9be32'
const THREAD_ID = '01a1fd0f-ffba-70b6-bbc8-b62d5065f857'
const MESSAGE_ID = 'run-01a1fd0f-ffce-7609-bbb2-306402b59ba1'

/** The graph the readers ask for, and the input they send. */
export const ASSISTANT_ID = 'agent'
export const STREAM_MODE = 'messages-tuple'
export const INPUT = { messages: [{ role: 'user', content: 'hi' }] } as const

/** The first event of every run. */
export function metadataFrame(): string {
  return `event: metadata\ndata: ${JSON.stringify({ run_id: RUN_ID, attempt: 1 })}\n\n`
}

/**
 * One token of the model as a `messages` event: `[message chunk, metadata]`, with the fields
 * and key order of the real server's frames (recorded in __tests__/agent-server/fixtures.ts).
 */
export function messageFrame(index: number): string {
  const chunk = {
    content: TOKENS[index % TOKENS.length],
    tool_calls: [],
    invalid_tool_calls: [],
    tool_call_chunks: [],
    additional_kwargs: {},
    response_metadata: {},
    id: MESSAGE_ID,
    type: 'ai'
  }
  const metadata = {
    tags: [],
    ls_integration: 'langchain_chat_model',
    created_by: 'system',
    run_attempt: 1,
    langgraph_version: '1.4.18',
    langgraph_plan: 'developer',
    langgraph_host: 'self-hosted',
    langgraph_api_url: 'http://127.0.0.1:48561',
    thread_id: THREAD_ID,
    run_id: RUN_ID,
    assistant_id: 'fe096781-5601-53d2-b2f6-0d3403f7e9ca',
    graph_id: ASSISTANT_ID,
    langgraph_step: 1,
    langgraph_node: 'call_model',
    langgraph_triggers: ['branch:to:call_model'],
    langgraph_path: ['__pregel_pull', 'call_model'],
    langgraph_checkpoint_ns: 'call_model:2a91bd27-ae19-54dd-804b-a1760e1dfa33',
    checkpoint_ns: 'call_model:2a91bd27-ae19-54dd-804b-a1760e1dfa33',
    ls_model_type: 'chat',
    ls_provider: 'FakeListChatModel',
    versions: { '@langchain/core': '1.2.13' }
  }
  return `event: messages\ndata: ${JSON.stringify([chunk, metadata])}\n\n`
}

/** The last event: the node's update with the whole reply. */
export function updatesFrame(): string {
  const reply = {
    content: 'Hello wörld, the deploy is live 👋',
    additional_kwargs: {},
    response_metadata: {},
    tool_call_chunks: [],
    tool_calls: [],
    id: MESSAGE_ID,
    invalid_tool_calls: [],
    type: 'ai'
  }
  return `event: updates\ndata: ${JSON.stringify({ call_model: { messages: [reply] } })}\n\n`
}

/** Frames in a stream of `events` token events: metadata, the tokens, the update. */
export function framesIn(events: number): number {
  return events + 2
}

/**
 * Counts the event ends (`\n\n`) in one chunk of a body, given whether the previous chunk ended
 * on a newline not yet counted: the plain reader's whole work. The replayed data holds no raw
 * newline, so a blank line never runs longer than two.
 */
export function countEventEnds(
  chunk: Uint8Array,
  carry: boolean
): { readonly ends: number; readonly carry: boolean } {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  let ends = 0
  let from = 0
  if (carry && bytes[0] === 0x0a) {
    ends++
    from = 1
  }
  for (;;) {
    const at = bytes.indexOf(BLANK_LINE, from)
    if (at === -1) break
    ends++
    from = at + 2
  }
  return { ends, carry: bytes.length > from && bytes[bytes.length - 1] === 0x0a }
}

const BLANK_LINE = Buffer.from('\n\n')
