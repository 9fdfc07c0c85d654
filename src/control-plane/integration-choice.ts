// Owns the GitHub integration of a first deploy from GitHub without `integration-id`: the one
// integration whose repositories include this workflow's repository (the same host, owner and
// name: base/repository.ts), and the url it lists.
import { withContext } from '../base/errors.js'
import { gitHubComKey, repositoryKey } from '../base/repository.js'
import type { Runtime } from '../base/runtime.js'
import type { GitHubIntegration, GitHubIntegrations, IntegrationRepo } from './integrations.js'
import type { DeploymentSource } from './rules.js'
import type { Deployment } from './schemas.js'

/** What the search reads of the inputs. */
export interface IntegrationInputs {
  readonly source: DeploymentSource | undefined
  readonly integrationId: string | undefined
  readonly repoUrl: string | undefined
  readonly workspaceId: string
}

/** What the search runs on: the logger and the control plane's integrations API. */
export interface IntegrationDeps extends Pick<Runtime, 'logger'> {
  readonly controlPlane: { readonly integrations: Pick<GitHubIntegrations, 'list' | 'repos'> }
}

/** How many repositories of an integration a refusal names. */
const REPOS_SHOWN = 5

/**
 * The inputs with `integration-id` and `repo-url` filled in from the service when a new
 * deployment from GitHub lacks `integration-id`; else the inputs as they are. Throws, before any
 * write, when not exactly one integration can deploy the repository.
 */
export async function withIntegration<I extends IntegrationInputs>(
  deps: IntegrationDeps,
  inputs: I,
  existing: Deployment | undefined
): Promise<I> {
  if (existing !== undefined || inputs.source !== 'github' || inputs.integrationId !== undefined) {
    return inputs
  }
  const wanted = repositoryKey(inputs.repoUrl)
  if (wanted === undefined) return inputs // the preflight names what is missing
  const what = `finding the GitHub integration that can deploy ${wanted} (input 'integration-id' is empty)`
  const found = await withContext(what, () => integrationsSeeing(deps, wanted))
  const [one, ...more] = found.matches
  if (one === undefined || more.length > 0) throw new Error(refusal(wanted, found, inputs))
  const { integration, repo } = one
  deps.logger.info(
    `GitHub integration ${describe(integration)} can deploy ${wanted}: creating the deployment through it, with repo_url ${repo.url}.`
  )
  return { ...inputs, integrationId: integration.id, repoUrl: repo.url }
}

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

/** Why no integration was chosen: the repository, and every integration looked at. */
function refusal(wanted: string, found: Search, inputs: IntegrationInputs): string {
  const fix = `set input 'integration-id' to the ID of the one to build through`
  if (found.matches.length > 1) {
    const names = found.matches.map(m => describe(m.integration)).join(', ')
    return `${found.matches.length} GitHub integrations of workspace ${inputs.workspaceId} can deploy repository ${wanted}: ${names}. Nothing was created: ${fix}.`
  }
  const looked = found.seen.map(({ integration, repos }) => {
    const shown = repos.slice(0, REPOS_SHOWN).map(r => repositoryKey(r.url) ?? fullName(r) ?? r.url)
    const more = repos.length > REPOS_SHOWN ? ` and ${repos.length - REPOS_SHOWN} more` : ''
    return `${describe(integration)}, which sees ${shown.length === 0 ? 'no repository' : shown.join(', ') + more}`
  })
  const seen =
    looked.length === 0
      ? 'the workspace has no GitHub integration'
      : `looked at ${looked.length}: ${looked.join('; ')}`
  return `no GitHub integration of workspace ${inputs.workspaceId} can deploy repository ${wanted} (${seen}). Nothing was created: give the LangSmith GitHub app access to ${wanted} (LangSmith → Deployments → + New Deployment → your GitHub account), or ${fix}, or deploy without the GitHub app (source: upload).`
}

function describe(integration: GitHubIntegration): string {
  return integration.name ? `"${integration.name}" (${integration.id})` : integration.id
}

/** The key of a listed repository by its owner and name: on github.com, the app's only host. */
function fullName(repo: IntegrationRepo): string | undefined {
  return repo.owner && repo.name ? gitHubComKey(repo.owner, repo.name) : undefined
}
