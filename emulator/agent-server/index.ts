// Owns the agent server's public entry: its options and `createAgentServer` (overview below).
import type { IncomingMessage, ServerResponse } from 'node:http'

import { DEFAULT_BODY_LIMIT, type BodyLimit } from './protocol.js'
import { EmulatedAgentServer } from './server.js'

export type { BodyLimit } from './protocol.js'

/**
 * The agent-server half of the emulator: what one deployment's URL serves.
 * It speaks the real LangGraph agent server's HTTP and SSE wire format
 * (see `agent-server-wire-format.md`) for threads, stateful and stateless
 * streaming runs, background runs and joins, and runs three built-in graphs:
 *
 * - `agent`: echoes the last message through a fake model (one token per
 *   character), then runs a subgraph that writes custom data
 *   (`{"progress":50}`, `{"progress":100}`) around a second model call.
 *   Input: `{"messages":[{"role":"user","content":"hi"}]}`.
 * - `failing`: raises `Error("boom")`; the stream ends with an `error` event.
 * - `firehose`: input `{"events": N, "size": S}`; streams N `custom` events
 *   of S bytes of JSON each as fast as the client reads them.
 *
 * Each graph of the deployed `langgraph.json` (option `graphs`, or {@link AgentServer.offer})
 * is an assistant too, named after its graph, answering as `agent` does (the echo graph). An
 * assistant is named in a run by its graph name or its UUID (uuid5 of the name), as on the real
 * server.
 *
 * Routes (below the deployment prefix): `GET /ok`; threads: `POST /threads`,
 * `POST /threads/search`, `POST /threads/count`, `GET`, `PATCH` and `DELETE /threads/{id}`, `GET` and
 * `POST /threads/{id}/state` (read; update as a node), `GET /threads/{id}/state/{checkpoint_id}`,
 * `GET` and `POST /threads/{id}/history` (newest first); thread runs: `GET /threads/{id}/runs`,
 * `POST /threads/{id}/runs`, `POST /threads/{id}/runs/stream`, `POST /threads/{id}/runs/wait`,
 * `GET /threads/{id}/runs/{run_id}`, `POST .../runs/{run_id}/cancel`, `GET .../stream` (join its
 * stream), `GET /threads/{id}/runs/{run_id}/join` (wait, then the thread's values); stateless:
 * `POST /runs` (in the background), `POST /runs/stream`, `POST /runs/wait` (the final values);
 * assistants: `POST /assistants` (for a deployed graph), `POST /assistants/search`,
 * `POST /assistants/count`, `GET /assistants/{id}`, `GET /assistants/{id}/graph`,
 * `GET /assistants/{id}/schemas`; the store: `PUT`, `GET` and `DELETE /store/items`,
 * `POST /store/items/search`, `POST /store/namespaces`; crons: `POST /runs/crons`,
 * `POST /threads/{id}/runs/crons`, `POST /runs/crons/search`, `POST /runs/crons/count`,
 * `DELETE /runs/crons/{id}` (recorded with their `next_run_date`, never fired). Anything else,
 * an unknown assistant, thread or run is a 404 as the deployed server answers it: JSON
 * `{"detail": "..."}` naming what is missing. Threads, the store and crons live in memory,
 * one set per deployment.
 *
 * Every `stream_mode` of the real request schema is accepted: the contract's
 * six (`values`, `updates`, `messages-tuple`, `debug`, `custom`, `events`)
 * plus `messages` (legacy partial/complete messages), `tasks`, `checkpoints`
 * (stateless runs too, as the deployed server sends them) and `tools` (silent: the graphs
 * call no tools). Events, ids and payloads follow the real server's order
 * and key order; only ids and timestamps differ.
 *
 * As on the real server, a streaming run goes on when its client disconnects
 * (`on_disconnect` defaults to `continue`) unless the request asks for
 * `"on_disconnect": "cancel"`; a join cancels only with `cancel_on_disconnect=1`.
 *
 * Where the emulator differs from the JS dev server on purpose:
 * - a join receives only events produced after it joins (the contract's
 *   rule), while the dev server replays events nobody has read yet;
 * - a stateless run streams `checkpoints` events (the dev server sends none there); crons are
 *   recorded (the dev server answers 500 "Not implemented"); `POST /assistants` refuses a graph
 *   the deployment does not serve (404), where the dev server records it; an update `as_node`
 *   of no node is a 400, where the dev server fails with a 500;
 * - with `apiKey` set, `x-api-key` is required as on a cloud deployment.
 */

/** Options of {@link createAgentServer}. */
export interface AgentServerOptions {
  /**
   * When set, every request except `GET /ok` must carry `x-api-key` equal to
   * it: a missing header is answered 403 `{"detail":"Missing authentication
   * headers"}`, a wrong one 401 `{"detail":"Invalid API key"}`.
   */
  apiKey?: string
  /** Pause before each graph step and each model token, in milliseconds (default 5). */
  tickMs?: number
  /**
   * Graphs of the deployed `langgraph.json`, each offered as an assistant named after it that
   * runs the echo graph, besides the built-ins (default none).
   */
  graphs?: readonly string[]
  /**
   * The largest request body a route reads; past it, a JSON 413 `{"detail": <detail>}`. Default
   * 64 MiB, "Request body too large" (the emulator gives a Cloud deployment its 25 MB).
   */
  bodyLimit?: BodyLimit
}

/** One deployment's agent server, mounted by the emulator's HTTP server. */
export interface AgentServer {
  /**
   * Answers one request. `subPath` is the path below the deployment prefix
   * with its query string, e.g. `/runs/stream`. Resolves when the response
   * has been sent completely (for a stream: when its body has ended).
   */
  handle(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void>
  /**
   * Offers these graphs of the deployed `langgraph.json` instead of those offered before, and the
   * built-in graphs too unless `withBuiltins` is false (default true).
   */
  offer(graphs: readonly string[], withBuiltins?: boolean): void
  /** Cancels every run, ends every open stream and stops all timers. */
  close(): void
}

const DEFAULT_TICK_MS = 5

/** Creates the agent server of one deployment, with empty in-memory storage. */
export function createAgentServer(options: AgentServerOptions = {}): AgentServer {
  return new EmulatedAgentServer(
    options.apiKey,
    options.tickMs ?? DEFAULT_TICK_MS,
    options.graphs ?? [],
    options.bodyLimit ?? DEFAULT_BODY_LIMIT
  )
}
