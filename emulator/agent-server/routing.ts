// Owns what every route of an agent server shares: the request being answered, the route
// shape, and the path checks and 404 answers of the deployed server.
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  detailError,
  uuidIssues,
  validationError,
  type BodyLimit,
  type HttpError
} from './protocol.js'

/** One request being answered. */
export interface Exchange {
  readonly req: IncomingMessage
  readonly res: ServerResponse
  /** Path below the deployment prefix, with the query string. */
  readonly subPath: string
  readonly query: URLSearchParams
  /** The largest body the route may read (`readJsonBody`). */
  readonly bodyLimit: BodyLimit
}

/** A route: method, path pattern (its groups are the path parameters) and handler. */
export interface Route {
  readonly method: string
  readonly path: RegExp
  readonly handle: (exchange: Exchange, params: readonly string[]) => Promise<void> | void
}

/** A 404 as the deployed server answers it: JSON `{"detail": ...}`. */
export function notFound(detail: string): HttpError {
  return detailError(404, detail)
}

/** Throws the real server's 400 when a path parameter that must be a UUID is not one. */
export function requireUuids(params: Readonly<Record<string, string>>): void {
  const issues = uuidIssues(params)
  if (issues.length > 0) throw validationError(issues)
}

/** The base URL of this deployment as the client reached it, reported in run metadata. */
export function apiUrl(exchange: Exchange): string {
  const fullPath = (exchange.req.url ?? '').split('?')[0] ?? ''
  const ownPath = exchange.subPath.split('?')[0] ?? ''
  const prefix = fullPath.endsWith(ownPath)
    ? fullPath.slice(0, fullPath.length - ownPath.length)
    : ''
  return `http://${exchange.req.headers.host ?? '127.0.0.1'}${prefix}`
}

/** The request's User-Agent, which the real server copies into the run config. */
export function userAgent(req: IncomingMessage): string | undefined {
  const agent = req.headers['user-agent']
  return agent === undefined || agent === '' ? undefined : agent
}

/** A path segment decoded; kept as sent when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
