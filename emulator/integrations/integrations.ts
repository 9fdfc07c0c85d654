/**
 * Owns the workspace's GitHub integrations (control-plane-notes.md, "GitHub integrations"):
 * `GET /v1/integrations/github/install` lists them, `GET /v1/integrations/github/{id}/repos`
 * the repositories each can deploy; a malformed id is a 422, an unknown one a 404.
 */
import { createHash } from 'node:crypto'

import { ApiError, unprocessable, type ApiResponse } from '../base/api-error.js'
import { DEFAULT_INTEGRATION_ID } from '../base/defaults.js'
import { canonicalUuid, isUuid, uuidIssue } from '../base/validation.js'

/** A GitHub integration of the emulated workspace, and the repositories it can deploy. */
export interface EmulatedIntegration {
  readonly id: string
  /** The GitHub account it is installed on. */
  readonly name: string
  readonly installationId: number
  /** Repository URLs, `https://github.com/<owner>/<name>`. */
  readonly repos: readonly string[]
}

/** The default: one integration, on the account `example`, which every seed is built through. */
export const DEFAULT_INTEGRATIONS: readonly EmulatedIntegration[] = [
  {
    id: DEFAULT_INTEGRATION_ID,
    name: 'example',
    installationId: 1001,
    repos: ['https://github.com/example/agent']
  }
]

/**
 * The default integration plus the repositories `owner/repo` given (`--integration`): each
 * owner's repositories are seen by one integration installed on that account (the default one
 * for `example`), whose id is derived from the account, so a restart keeps it.
 */
export function integrationsWith(repos: readonly string[]): EmulatedIntegration[] {
  const byOwner = new Map<string, string[]>()
  for (const [owner = '', repo = ''] of repos.map(full => full.split('/'))) {
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), `https://github.com/${owner}/${repo}`])
  }
  const [example] = DEFAULT_INTEGRATIONS
  const integrations: EmulatedIntegration[] = []
  if (example !== undefined) {
    const more = byOwner.get(example.name) ?? []
    integrations.push({ ...example, repos: [...new Set([...example.repos, ...more])] })
    byOwner.delete(example.name)
  }
  let installationId = 2001
  for (const [owner, urls] of byOwner) {
    const hex = createHash('sha1').update(`integration:${owner}`).digest('hex')
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    integrations.push({ id, name: owner, installationId, repos: [...new Set(urls)] })
    installationId += 1
  }
  return integrations
}

/** Whether `id` (any UUID form) is one of the workspace's integrations. */
export function knowsIntegration(
  integrations: readonly EmulatedIntegration[],
  id: string
): boolean {
  return isUuid(id) && integrations.some(i => canonicalUuid(i.id) === canonicalUuid(id))
}

/** A route as control-plane/router.ts takes it: path segments (null for a parameter) and handlers. */
interface IntegrationRoute {
  readonly pattern: readonly (string | null)[]
  readonly methods: Readonly<
    Record<string, (request: unknown, params: readonly (string | undefined)[]) => ApiResponse>
  >
}

/** The two routes, answering from `integrations` as they are when asked. */
export function integrationRoutes(
  integrations: () => readonly EmulatedIntegration[]
): IntegrationRoute[] {
  return [
    {
      pattern: ['v1', 'integrations', 'github', 'install'],
      methods: {
        GET: () => ({
          status: 200,
          body: integrations().map(i => ({
            id: i.id,
            installation_id: i.installationId,
            name: i.name
          }))
        })
      }
    },
    {
      pattern: ['v1', 'integrations', 'github', null, 'repos'],
      methods: { GET: (_, [id]) => ({ status: 200, body: reposOf(integrations(), id ?? '') }) }
    }
  ]
}

function reposOf(integrations: readonly EmulatedIntegration[], raw: string): unknown[] {
  if (!isUuid(raw)) throw unprocessable([uuidIssue('integration_id', raw)])
  const id = canonicalUuid(raw)
  const found = integrations.find(i => canonicalUuid(i.id) === id)
  if (found === undefined) throw new ApiError(404, `Integration ${raw} not found.`)
  return found.repos.map((url, index) => {
    const [owner = '', name = ''] = new URL(url).pathname.split('/').filter(Boolean)
    return {
      host_integration_id: found.id,
      id: found.installationId * 1000 + index,
      name,
      owner,
      url,
      default_branch: 'main'
    }
  })
}
