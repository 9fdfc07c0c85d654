// Owns reading the deployment list page after page: the exact-name lookup (older installs ignore
// the `name` filter, so names are compared here) and the whole list under a name prefix.
import type { Deployment } from './schemas.js'

/** Deployments per page asked for. */
export const PAGE_SIZE = 100

/** What the paging needs of the client: one page of the list. */
export interface DeploymentLister {
  listDeployments(options: {
    readonly name?: string
    readonly nameContains?: string
    readonly limit?: number
    readonly offset?: number
  }): Promise<Deployment[]>
}

/**
 * The deployment whose name is exactly `name`, or undefined. Newer installs filter by the exact
 * `name`; older ones ignore it and apply only `name_contains`, a substring filter. So names are
 * still compared here, and every page is read until the exact name turns up.
 */
export async function findByName(
  api: DeploymentLister,
  name: string
): Promise<Deployment | undefined> {
  for await (const page of pages(api, { name, nameContains: name })) {
    const match = page.find(deployment => deployment.name === name)
    if (match !== undefined) return match
  }
  return undefined
}

/** Every deployment whose name contains `nameContains`, read page after page. */
export async function listAll(api: DeploymentLister, nameContains: string): Promise<Deployment[]> {
  const all: Deployment[] = []
  for await (const page of pages(api, { nameContains })) all.push(...page)
  return all
}

/**
 * Pages of deployments whose name contains `nameContains` (and is `name`, where the install
 * filters by it), each without those seen before. A short page is the last; so is a page of
 * nothing new (a server that ignores `offset`).
 */
async function* pages(
  api: DeploymentLister,
  filter: { readonly name?: string; readonly nameContains: string }
): AsyncGenerator<Deployment[]> {
  const seen = new Set<string>()
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await api.listDeployments({ ...filter, limit: PAGE_SIZE, offset })
    const fresh = page.filter(deployment => !seen.has(deployment.id))
    for (const deployment of fresh) seen.add(deployment.id)
    if (fresh.length > 0) yield fresh
    if (page.length < PAGE_SIZE || fresh.length === 0) return
  }
}
