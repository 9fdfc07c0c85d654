// Owns the names of the agent server's stream modes: read by the inputs, sent by the client. It
// imports nothing, so that checking the inputs does not load the client.
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
