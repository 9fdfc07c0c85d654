/**
 * Owns the types of fault injection: the ways a request can go wrong, the rules that pick the
 * requests, and the handles a test keeps. faults.ts applies them.
 */

/** A way for one request to go wrong. */
export type Fault =
  /** Answer with this status (and body) instead of the real answer; nothing is applied. */
  | {
      readonly kind: 'status'
      readonly status: number
      /** Value of a `Retry-After` header (seconds or an HTTP date). */
      readonly retryAfter?: number | string
      /** JSON body (a string is sent as text/plain). Default `{"detail": <reason phrase>}`. */
      readonly body?: unknown
      readonly headers?: Readonly<Record<string, string>>
    }
  /** Destroy the connection before answering; nothing is applied. */
  | { readonly kind: 'reset' }
  /** Never answer; the socket stays open until the client gives up or the emulator closes. */
  | { readonly kind: 'hang' }
  /** Wait, then handle the request normally. */
  | { readonly kind: 'latency'; readonly ms: number }
  /** Handle the request, send the first `bytes` bytes of the body, then destroy the socket. */
  | { readonly kind: 'truncate'; readonly bytes: number }
  /** Answer 200 with a body that is not valid JSON; nothing is applied. */
  | {
      readonly kind: 'malformed-json'
      /** Default: a JSON document cut in the middle. */
      readonly body?: string
      /** Default `application/json`. */
      readonly contentType?: string
    }
  /** Answer with valid JSON of the wrong shape; nothing is applied. */
  | { readonly kind: 'wrong-shape'; readonly body?: unknown; readonly status?: number }
  /** Apply the request, then destroy the socket without sending anything. */
  | { readonly kind: 'drop-response' }
  /**
   * Apply the request, then never answer: the socket stays open until the client gives up or
   * the emulator closes (a write the service made whose answer a cancelled run never gets).
   */
  | { readonly kind: 'apply-then-hang' }
  /**
   * Another writer: just before this request is handled, the deployment its path names (or
   * `revision.deploymentId`) gets a new revision made from `revision` (over its current config),
   * as another run's update would; then the request is handled normally.
   */
  | { readonly kind: 'second-writer'; readonly revision: SecondWrite }
  /**
   * Handle the request normally (so a write is applied), then send what `rewrite` makes of the
   * control plane's answer: server text in a status, an ID or a log line, a field left out, or
   * a write that was applied and yet answered with an error. Control-plane and LangSmith API
   * routes only. Unlike other faults, every rewrite that matches acts (in order of addition),
   * after any other fault that lets the request through (a stale read, say).
   */
  | { readonly kind: 'rewrite'; readonly rewrite: Rewrite }
  /**
   * Answer a read from the state as it was just before the last write that succeeded, as a
   * lagging replica does: a new deployment or revision is missing, an old one looks current.
   * Applies to GET requests on control-plane routes once a write has succeeded; until then (and
   * for other methods) the rule does not match. `times` says how many reads lag.
   */
  | { readonly kind: 'stale-read' }
  /**
   * Answer 200 `text/event-stream` with these events, in place of the agent server: events a
   * test chooses (a run ID it knows, names or data crafted to inject). Nothing is applied.
   */
  | {
      readonly kind: 'events'
      readonly events: readonly StreamEvent[]
      /** Extra headers, e.g. `content-location: /runs/<run id>`. */
      readonly headers?: Readonly<Record<string, string>>
    }
  /** Answer with a redirect; nothing is applied. */
  | {
      readonly kind: 'redirect'
      /** Absolute URL (another host, say) or a path on this host. */
      readonly location: string
      /** Default 307. */
      readonly status?: 301 | 302 | 303 | 307 | 308
    }

/** A status and a JSON body (none when undefined), as the control plane answers. */
export interface ControlPlaneAnswer {
  readonly status: number
  readonly body?: unknown
  /** Sent as it is in place of `body` (still as `application/json`): '' or text that is no JSON. */
  readonly text?: string
  readonly headers?: Readonly<Record<string, string>>
}

/** The request a rewrite answers: its method and its path with the query. */
export interface RewrittenRequest {
  readonly method: string
  readonly path: string
}

/** Makes the answer sent from the one the control plane gave (which it must not change). */
export type Rewrite = (answer: ControlPlaneAnswer, request: RewrittenRequest) => ControlPlaneAnswer

/** One server-sent event: `event: <event>`, then one `data:` line per line of `data`. */
export interface StreamEvent {
  readonly event: string
  readonly data: string
}

/** What a second writer's revision is built from (the rest stays as the deployment has it). */
export interface SecondWrite {
  readonly repo_ref?: string
  readonly image_uri?: string
  /** An uploaded archive's object path (the mark of an upload deploy, issue 44). */
  readonly source_tarball_path?: string
  /** The deployment written to; default the one the request's path names (`/v2/deployments/{id}`). */
  readonly deploymentId?: string
}

/** The `kind` of a {@link Fault}. */
export type FaultKind = Fault['kind']

/** Which requests a fault applies to, and how often. */
export interface FaultRule {
  /** HTTP method (any case), or a RegExp tested against it in upper case; any when absent. */
  readonly method?: string | RegExp
  /**
   * A string matches the path without its query, exactly, with or without the `/api-host`
   * prefix; a RegExp is tested against the path including its query.
   */
  readonly path: string | RegExp
  /** How many matching requests to affect; unlimited when absent. */
  readonly times?: number
  /** Matching requests to let through untouched before the fault starts. Default 0. */
  readonly skip?: number
  readonly fault: Fault
  /** Runs when the fault fires, before its effect (e.g. to seed a rival deployment). */
  readonly onMatch?: (request: { method: string; path: string }) => void
}

/** A fault that was added; remove it when done. */
export interface FaultHandle {
  /** Requests the fault has affected so far. */
  readonly hits: number
  /** True once `times` is used up or the fault was removed. */
  readonly done: boolean
  remove(): void
}

/**
 * Fault injection, per route. The first matching live rule, in order of addition, applies; and
 * then, on an answer of the control plane, every matching rewrite.
 */
export interface FaultController {
  add(rule: FaultRule): FaultHandle
  /** Removes every fault. */
  clear(): void
}
