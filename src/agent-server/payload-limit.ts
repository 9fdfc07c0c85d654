// Owns "a run request's payload fits the 25 MB limit": the limit, the size of a run request's
// body as the client sends it, and the refusal that names what would not fit.
import { type RunOptions, runBody } from './client.js'

/**
 * LangSmith Cloud's documented limit: "The maximum payload size for all requests sent to Cloud
 * deployments is 25 MB. A request with a payload larger than 25 MB returns a 413." Read in decimal
 * megabytes, the stricter reading, and applied on every host: a self-hosted ingress is commonly
 * stricter still. Only eval examples are checked against it: a smoke-cases file is bounded at
 * 256 KB (src/inputs/smoke-cases.ts), so no smoke run can come near it.
 */
export const PAYLOAD_LIMIT_BYTES = 25_000_000

/**
 * The bytes of the body of a run request (`POST /runs/stream`, `POST /threads/{id}/runs`...):
 * client.ts's own body, serialized as Http sends it, counted in UTF-8.
 */
export function runRequestBytes(options: RunOptions): number {
  return Buffer.byteLength(JSON.stringify(runBody(options)))
}

/**
 * Why a request of `bytes` would be refused, naming it by `label` ("example 3f2… of dataset
 * "big""); undefined when it fits.
 */
export function payloadRefusal(bytes: number, label: string): string | undefined {
  if (bytes <= PAYLOAD_LIMIT_BYTES) return undefined
  const megabytes = (bytes / 1_000_000).toFixed(1)
  return `${label} would send a run request of ${megabytes} MB (${bytes.toLocaleString('en-US')} bytes); LangSmith Cloud refuses requests over ${PAYLOAD_LIMIT_BYTES / 1_000_000} MB (413)`
}
