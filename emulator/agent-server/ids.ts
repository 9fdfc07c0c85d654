// Owns the ids the agent server hands out (UUID v4, v5, v7) and their checks.
import { createHash, randomBytes, randomUUID } from 'node:crypto'

/**
 * Identifier formats the real agent server uses, so that ids in emulated
 * responses have the same version and layout as the real ones:
 * runs, threads and model runs are UUIDv7, graph-derived ids (assistants,
 * tasks) are UUIDv5, user messages are UUIDv4 and checkpoints are UUIDv6
 * whose clock-sequence field carries the step number.
 */

/** Namespace the real server derives assistant ids from (`uuid5(graph_id, NS)`). */
export const GRAPH_NAMESPACE = '6ba7b821-9dad-11d1-80b4-00c04fd430c8'

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True when the value is a UUID in canonical text form (any version). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value)
}

function format(bytes: Uint8Array): string {
  const hex = Buffer.from(bytes).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A random UUIDv4. */
export function uuid4(): string {
  return randomUUID()
}

/** A name-based UUIDv5 (SHA-1) in the given namespace. */
export function uuid5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  return format(bytes)
}

let lastMillis = 0
let sequence = 0

/**
 * A time-ordered UUIDv7. Ids minted in the same millisecond stay ordered
 * through a counter in the random field, as the real server's ids do.
 */
export function uuid7(): string {
  const now = Date.now()
  if (now === lastMillis) {
    sequence = (sequence + 1) & 0xfff
  } else {
    lastMillis = now
    sequence = randomBytes(2).readUInt16BE() & 0x7ff
  }
  const bytes = randomBytes(16)
  bytes.writeUIntBE(now, 0, 6)
  bytes[6] = 0x70 | (sequence >> 8)
  bytes[7] = sequence & 0xff
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  return format(bytes)
}

/** 100 ns intervals between the Gregorian epoch (1582-10-15) and the Unix epoch. */
const GREGORIAN_OFFSET = 0x01b21dd213814000n
let lastTicks = 0n

/**
 * A checkpoint id: UUIDv6 whose clock sequence is `0x8000 | step`, which is
 * how LangGraph stamps the step into checkpoint ids (`-8000-` for step 0,
 * `-ffff-` for the input checkpoint at step -1).
 */
export function checkpointId(step: number): string {
  let ticks = BigInt(Date.now()) * 10000n + GREGORIAN_OFFSET
  if (ticks <= lastTicks) ticks = lastTicks + 1n
  lastTicks = ticks
  const high = ticks >> 12n
  const low = Number(ticks & 0xfffn)
  const bytes = Buffer.alloc(16)
  bytes.writeUIntBE(Number(high >> 16n), 0, 4)
  bytes.writeUInt16BE(Number(high & 0xffffn), 4)
  bytes.writeUInt16BE(0x6000 | low, 6)
  bytes.writeUInt16BE((0x8000 | step) & 0xffff, 8)
  randomBytes(6).copy(bytes, 10)
  return format(bytes)
}
