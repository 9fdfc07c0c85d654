// Owns the agent server's stream mode names, apart from its client: the inputs check them with
// the table, and a run without the smoke step never loads the client (its schemas, its streams).

/** Stream modes of the agent server: the contract's, and those the real server adds. */
export const STREAM_MODES = [
  'values',
  'updates',
  'messages-tuple',
  'debug',
  'custom',
  'events',
  'messages',
  'tasks',
  'checkpoints'
] as const

/**
 * A stream mode of the agent server: `values`, `updates`, `messages-tuple`, `debug`, `custom`,
 * `events`, or one a newer server adds.
 */
export type StreamMode = string
