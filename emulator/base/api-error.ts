/**
 * Owns what an emulated API (the control plane, LangSmith's) is asked ({@link ApiRequest}) and
 * answers ({@link ApiResponse}), and its refusals: 422 for a body or query the schema rejects
 * (FastAPI-style issues), 400 for a request that breaks a service rule.
 */
import type { IncomingHttpHeaders } from 'node:http'

import type { ValidationIssue } from './validation.js'

/** A request as an API sees it (path already stripped of its prefix, body read). */
export interface ApiRequest {
  readonly method: string
  readonly pathname: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/** What to send back. A body of `undefined` means no body. */
export interface ApiResponse {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** A response to send instead of continuing, raised from deep inside a handler. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown
  ) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}`)
    this.name = 'ApiError'
  }
}

/** 422 with the issues found. */
export function unprocessable(issues: readonly ValidationIssue[]): ApiError {
  return new ApiError(422, issues)
}

/** 400: the request is well formed but the service refuses it; `message` says why. */
export function refused(message: string): ApiError {
  return new ApiError(400, message)
}

/** Throws a 422 when any issue was found. */
export function throwIfIssues(issues: readonly ValidationIssue[]): void {
  if (issues.length > 0) throw unprocessable(issues)
}
