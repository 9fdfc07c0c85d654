// Owns the payload limit in front of each agent server on Cloud: "The maximum payload size for all
// requests sent to Cloud deployments is 25 MB" (self-hosted, only the agent server's own cap).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { finished } from 'node:stream/promises'

import type { BodyLimit } from './agent-server/index.js'
import { sendTooLarge, tooLargeDetail } from './base/http-util.js'

/**
 * The largest request body a Cloud deployment takes: 25 MB, read as decimal megabytes (the
 * stricter reading). A larger one is answered 413 Payload Too Large.
 */
export const CLOUD_PAYLOAD_LIMIT_BYTES = 25_000_000

/**
 * The limit in front of the agent routes of an install that plays `plays`: 25 MB on Cloud; none
 * self-hosted, where the agent server's own cap (64 MiB) is all there is.
 */
export function ingressLimit(plays: 'cloud' | 'self-hosted'): BodyLimit | undefined {
  if (plays !== 'cloud') return undefined
  return { bytes: CLOUD_PAYLOAD_LIMIT_BYTES, detail: tooLargeDetail(CLOUD_PAYLOAD_LIMIT_BYTES) }
}

/**
 * Answers 413 for a request whose `Content-Length` is over the limit, as the ingress in front of
 * the agent server does (before it reaches, or wakes, the deployment), and says whether it did.
 * The body is read to its end and dropped first, so that the client gets to read the answer.
 */
export async function refuseOverLimit(
  req: IncomingMessage,
  res: ServerResponse,
  limit: BodyLimit
): Promise<boolean> {
  const declared = Number(req.headers['content-length'] ?? '0')
  if (!(declared > limit.bytes)) return false
  req.resume()
  await finished(req).catch(() => undefined)
  sendTooLarge(res, limit.detail)
  return true
}
