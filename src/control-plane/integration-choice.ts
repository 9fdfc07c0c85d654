// Owns the search for the GitHub integration of a first deploy without `integration-id`: the one
// integration whose repositories include this workflow's repository (the same host, owner and
// name: base/repository.ts), and the url it lists; or why none does.
import { withContext } from '../base/errors.js'
import { gitHubComKey, repositoryKey } from '../base/repository.js'
import type { Runtime } from '../base/runtime.js'
import type { GitHubIntegration, GitHubIntegrations, IntegrationRepo } from './integrations.js'

/** What the search reads of the inputs. */
export interface IntegrationInputs {
  readonly workspaceId: string
}

/** What the search runs on: the logger and the control plane's integrations API. */
export interface IntegrationDeps extends Pick<Runtime, 'logger'> {
  readonly controlPlane: { readonly integrations: Pick<GitHubIntegrations, 'list' | 'repos'> }
}

/** How many repositories of an integration a refusal names. */
const REPOS_SHOWN = 5

/** The one integration that sees the repository, or why none does (the refusal's words). */
export type IntegrationFound =
  | {
      readonly integration: GitHubIntegration
      readonly repo: IntegrationRepo
      readonly said: string
    }
  | { readonly none: string }

/**
 * The one GitHub integration of the workspace that can deploy repository `wanted` (a key of
 * base/repository.ts), with the url it lists; or, when none can, why, naming every integration
 * looked at. Throws, before any write, when more than one can.
 */
export async function findIntegration(
  deps: IntegrationDeps,
  inputs: IntegrationInputs,
  wanted: string
): Promise<IntegrationFound> {
  const what = `finding the GitHub integration that can deploy ${wanted} (input 'integration-id' is empty)`
  const found = await withContext(what, () => integrationsSeeing(deps, wanted))
  const [one, ...more] = found.matches
  if (more.length > 0) throw new Error(tooMany(wanted, found, inputs))
  if (one === undefined) return { none: noneSees(wanted, found, inputs) }
  return { ...one, said: describe(one.integration) }
}

/** The fix when the search cannot choose. */
export const SET_INTEGRATION_ID = `set input 'integration-id' to the ID of the one to build through`

/** What the search saw: every integration with its repositories, and those that match. */
interface Search {
  readonly seen: readonly { integration: GitHubIntegration; repos: readonly IntegrationRepo[] }[]
  readonly matches: readonly { integration: GitHubIntegration; repo: IntegrationRepo }[]
}

async function integrationsSeeing(deps: IntegrationDeps, wanted: string): Promise<Search> {
  const { integrations: api } = deps.controlPlane
  const integrations = await api.list()
  const seen: Search['seen'][number][] = []
  const matches: Search['matches'][number][] = []
  for (const integration of integrations) {
    const repos = await api.repos({ id: integration.id })
    seen.push({ integration, repos })
    const repo = repos.find(r => repositoryKey(r.url) === wanted || fullName(r) === wanted)
    if (repo !== undefined) matches.push({ integration, repo })
  }
  return { seen, matches }
}

function tooMany(wanted: string, found: Search, inputs: IntegrationInputs): string {
  const names = found.matches.map(m => describe(m.integration)).join(', ')
  return `${found.matches.length} GitHub integrations of workspace ${inputs.workspaceId} can deploy repository ${wanted}: ${names}. Nothing was created: ${SET_INTEGRATION_ID}.`
}

/** Why no integration sees the repository: every integration looked at, and what each sees. */
function noneSees(wanted: string, found: Search, inputs: IntegrationInputs): string {
  const looked = found.seen.map(({ integration, repos }) => {
    const shown = repos.slice(0, REPOS_SHOWN).map(r => repositoryKey(r.url) ?? fullName(r) ?? r.url)
    const more = repos.length > REPOS_SHOWN ? ` and ${repos.length - REPOS_SHOWN} more` : ''
    return `${describe(integration)}, which sees ${shown.length === 0 ? 'no repository' : shown.join(', ') + more}`
  })
  const seen =
    looked.length === 0
      ? 'the workspace has no GitHub integration'
      : `looked at ${looked.length}: ${looked.join('; ')}`
  return `no GitHub integration of workspace ${inputs.workspaceId} can deploy repository ${wanted} (${seen})`
}

function describe(integration: GitHubIntegration): string {
  return integration.name ? `"${integration.name}" (${integration.id})` : integration.id
}

/** The key of a listed repository by its owner and name: on github.com, the app's only host. */
function fullName(repo: IntegrationRepo): string | undefined {
  return repo.owner && repo.name ? gitHubComKey(repo.owner, repo.name) : undefined
}
