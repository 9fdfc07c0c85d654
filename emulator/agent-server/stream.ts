/**
 * Stream modes and the rule that turns a graph's stream parts into the events
 * a client receives, as the real agent server applies it.
 */

/** Every `stream_mode` value the real server accepts (its request schema's enum). */
export const STREAM_MODES = [
  'values',
  'messages',
  'messages-tuple',
  'updates',
  'events',
  'tasks',
  'checkpoints',
  'debug',
  'custom',
  'tools'
] as const

/** One accepted `stream_mode` value. */
export type StreamMode = (typeof STREAM_MODES)[number]

/**
 * Kind of a part a running graph produces. The kinds are the stream modes,
 * plus two the real server derives from them:
 * - `checkpoint-marker`: the short `checkpoints` events it sends, unasked,
 *   when `values` or `messages` is streamed together with subgraphs;
 * - `messages-complete`: the `messages/complete` events of the legacy
 *   `messages` mode, which it derives from root `values` and (a quirk of
 *   the real server) never sends when subgraphs are streamed.
 */
export type PartKind = Exclude<StreamMode, 'tools'> | 'checkpoint-marker' | 'messages-complete'

/** Where a running graph sends its parts; implemented by {@link StreamRouter}. */
export interface PartSink {
  /** Whether a part of this kind from this namespace reaches the client (lets the graph skip building it). */
  wants(kind: PartKind, ns: readonly string[]): boolean
  /** Sends one part; resolves once the client can take more (backpressure). */
  emit(kind: PartKind, event: string, ns: readonly string[], data: unknown): Promise<void>
}

/** Kinds that reach the client from subgraphs even when `stream_subgraphs` is off. */
const ALWAYS_PROPAGATED: ReadonlySet<PartKind> = new Set([
  'messages-tuple',
  'messages',
  'custom',
  'events'
])

/** Kinds whose event name never carries the namespace. */
const NEVER_NAMESPACED: ReadonlySet<PartKind> = new Set(['events', 'messages'])

/**
 * Applies a run's requested modes and `stream_subgraphs` flag:
 * - a part is sent only when its mode was requested (see {@link PartKind}
 *   for the two derived kinds);
 * - parts from inside a subgraph are sent only with `stream_subgraphs`,
 *   except tokens, custom data and `events`, which always propagate;
 * - with `stream_subgraphs` the namespace is appended to the event name
 *   (`updates|sub:<task id>`), except on `events` and legacy `messages`.
 */
export class StreamRouter implements PartSink {
  private readonly modes: ReadonlySet<StreamMode>

  constructor(
    modes: readonly StreamMode[],
    private readonly subgraphs: boolean,
    private readonly publish: (event: string, data: unknown) => Promise<void>
  ) {
    this.modes = new Set(modes)
  }

  wants(kind: PartKind, ns: readonly string[]): boolean {
    if (kind === 'checkpoint-marker') {
      return (
        this.subgraphs &&
        (this.modes.has('values') || this.modes.has('messages')) &&
        !this.modes.has('checkpoints')
      )
    }
    if (kind === 'messages-complete') {
      return this.modes.has('messages') && !this.subgraphs && ns.length === 0
    }
    if (!this.modes.has(kind)) return false
    return ns.length === 0 || this.subgraphs || ALWAYS_PROPAGATED.has(kind)
  }

  emit(kind: PartKind, event: string, ns: readonly string[], data: unknown): Promise<void> {
    if (!this.wants(kind, ns)) return Promise.resolve()
    const name =
      this.subgraphs && ns.length > 0 && !NEVER_NAMESPACED.has(kind)
        ? `${event}|${ns.join('|')}`
        : event
    return this.publish(name, data)
  }
}
