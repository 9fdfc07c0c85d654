/**
 * Owns who may call the emulator's APIs (the control plane and LangSmith's): the `X-Api-Key`
 * (401 without it or with another) and the `X-Tenant-Id` workspace it names (403 for another).
 */
import type { IncomingHttpHeaders } from 'node:http'

import type { ApiResponse } from './api-error.js'
import { headerValue } from './http-util.js'
import { canonicalUuid, isUuid } from './validation.js'

/** The credentials an emulator accepts. */
export interface Credentials {
  readonly apiKey: string
  readonly workspaceId: string
  /** `organization`: a request without `X-Tenant-Id` is refused (403). */
  readonly keyScope: 'workspace' | 'organization'
}

const refusal = (status: number, detail: string): ApiResponse => ({ status, body: { detail } })

/** The refusal of a request whose headers do not reach the workspace, else undefined. */
export function authenticate(
  headers: IncomingHttpHeaders,
  credentials: Credentials
): ApiResponse | undefined {
  const key = headerValue(headers['x-api-key'])
  if (key === undefined || key === '') {
    return refusal(401, 'Not authenticated: the X-Api-Key header is missing.')
  }
  if (key !== credentials.apiKey) return refusal(401, 'Invalid API key.')
  const tenant = headerValue(headers['x-tenant-id'])?.trim()
  if (tenant === undefined || tenant === '') {
    if (credentials.keyScope === 'organization') {
      return refusal(
        403,
        'This API key is scoped to an organization and requires workspace specification: set the X-Tenant-Id header to a workspace ID.'
      )
    }
    return undefined
  }
  const sameWorkspace =
    isUuid(tenant) && canonicalUuid(tenant) === canonicalUuid(credentials.workspaceId)
  if (!sameWorkspace) {
    return refusal(403, `Forbidden: this API key has no access to workspace ${tenant}.`)
  }
  return undefined
}

/**
 * The refusal of a request to a deployment's agent server without the API key (403) or with
 * another (401), as a cloud deployment answers it; `GET /ok` is the caller's to exempt.
 */
export function agentKeyRefusal(
  headers: IncomingHttpHeaders,
  apiKey: string
): { readonly status: number; readonly detail: string } | undefined {
  const given = headers['x-api-key']
  if (given === undefined) return { status: 403, detail: 'Missing authentication headers' }
  if (given !== apiKey) return { status: 401, detail: 'Invalid API key' }
  return undefined
}
