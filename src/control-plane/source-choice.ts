// Owns which source a deploy or plan uses, and why, in one rule: `source` when given; else an
// image when `image-uri` is; else an existing deployment's own; else github when `integration-id`
// is given or an integration of the workspace sees the repository; else an upload.
import { HttpStatusError } from '../base/errors.js'
import { repositoryKey } from '../base/repository.js'
import {
  type IntegrationDeps,
  type IntegrationInputs,
  SET_INTEGRATION_ID,
  findIntegration
} from './integration-choice.js'
import { DEPLOYMENT_SOURCES, type DeploymentSource } from './rules.js'
import type { Deployment } from './schemas.js'

/** What the choice reads of the inputs: each is undefined when its input is empty. */
export interface SourceInputs extends IntegrationInputs {
  /** The `source` input, undefined when empty. */
  readonly source: DeploymentSource | undefined
  readonly imageUri: string | undefined
  readonly integrationId: string | undefined
  readonly repoUrl: string | undefined
}

/** The inputs with the source chosen, whether the `source` input chose it, and why. */
export type Sourced<I extends SourceInputs> = Omit<I, 'source'> & {
  readonly source: DeploymentSource
  /** Whether the `source` input gave it (else an update follows the deployment's). */
  readonly sourceGiven: boolean
  /** Why this source, for the log and for an error of the source's own (a missing config). */
  readonly sourceWhy: string
}

/** The `source` input's word for each source. */
export const SOURCE_WORDS: Readonly<Record<DeploymentSource, string>> = {
  github: 'github',
  internal_source: 'upload',
  external_docker: 'image'
}

/**
 * The source the inputs decide alone: `source`, else an image for `image-uri`, else github for
 * `integration-id`; undefined when what the control plane holds decides (checks made before any
 * request use this).
 */
export function sourceOfInputs(
  inputs: Pick<SourceInputs, 'source' | 'imageUri' | 'integrationId'>
): DeploymentSource | undefined {
  if (inputs.source !== undefined) return inputs.source
  if (inputs.imageUri !== undefined) return 'external_docker'
  return inputs.integrationId !== undefined ? 'github' : undefined
}

/**
 * Chooses the source of the deploy (or plan) of `existing` (undefined: a create), logs which and
 * why, and, for a create from GitHub without `integration-id`, fills it and `repo-url` from the
 * integration found. Throws, before any write, when `source: github` finds no integration or
 * when more than one integration sees the repository.
 */
export async function chooseSource<I extends SourceInputs>(
  deps: IntegrationDeps,
  inputs: I,
  existing: Pick<Deployment, 'name' | 'source'> | undefined
): Promise<Sourced<I>> {
  const chosen = await choice(deps, inputs, existing)
  const sourced = { ...inputs, ...chosen, sourceGiven: inputs.source !== undefined }
  deps.logger.info(`Source: ${SOURCE_WORDS[sourced.source]} (${sourced.sourceWhy}).`)
  return sourced
}

type Choice = Pick<Sourced<SourceInputs>, 'source' | 'sourceWhy'> &
  Partial<Pick<SourceInputs, 'integrationId' | 'repoUrl'>>

async function choice(
  deps: IntegrationDeps,
  inputs: SourceInputs,
  existing: Pick<Deployment, 'name' | 'source'> | undefined
): Promise<Choice> {
  if (inputs.source !== undefined) {
    const why = `input 'source' is ${SOURCE_WORDS[inputs.source]}`
    const create = existing === undefined && inputs.source === 'github'
    if (!create || inputs.integrationId !== undefined)
      return { source: inputs.source, sourceWhy: why }
    return throughIntegration(deps, inputs, why)
  }
  if (inputs.imageUri !== undefined) {
    return { source: 'external_docker', sourceWhy: "input 'image-uri' names a prebuilt image" }
  }
  if (existing !== undefined) {
    // An unknown source is refused by the preflight, which names it.
    const own = DEPLOYMENT_SOURCES.find(s => s === (existing.source ?? 'github')) ?? 'github'
    const why = `deployment "${existing.name}" has source ${SOURCE_WORDS[own]}, which an update keeps`
    return { source: own, sourceWhy: why }
  }
  if (inputs.integrationId !== undefined) {
    return { source: 'github', sourceWhy: `input 'integration-id' is ${inputs.integrationId}` }
  }
  return throughIntegration(deps, inputs, undefined)
}

/** Why a create with nothing given is an upload or builds from GitHub, before the reason. */
const NOTHING_GIVEN = "no 'source', 'image-uri' or 'integration-id' given"

/**
 * A create from GitHub without `integration-id`: through the one integration of the workspace
 * that sees the repository. With `source: github` (`asked` says so) none is a refusal; with
 * nothing given, none (or a LangSmith that lists no integrations) means an upload.
 */
async function throughIntegration(
  deps: IntegrationDeps,
  inputs: SourceInputs,
  asked: string | undefined
): Promise<Choice> {
  const wanted = repositoryKey(inputs.repoUrl)
  const upload = (why: string): Choice => ({
    source: 'internal_source',
    sourceWhy: `${NOTHING_GIVEN}, and ${why}`
  })
  if (wanted === undefined) {
    // With `source: github`, the preflight names what is missing.
    return asked === undefined
      ? upload("the repository is unknown (GITHUB_REPOSITORY and 'repo-url' are empty)")
      : { source: 'github', sourceWhy: asked }
  }
  const found = await findIntegration(deps, inputs, wanted).catch((error: unknown) => {
    const status = statusOf(error)
    if (asked !== undefined || (status !== 404 && status !== 405)) throw error
    return { none: `this LangSmith does not list GitHub integrations (HTTP ${status})` }
  })
  if ('none' in found) {
    if (asked === undefined) return upload(found.none)
    throw new Error(
      `${found.none}. Nothing was created: give the LangSmith GitHub app access to ${wanted} (LangSmith → Deployments → + New Deployment → your GitHub account), or ${SET_INTEGRATION_ID}, or deploy without the GitHub app (source: upload).`
    )
  }
  const { repo, said } = found
  const through = {
    source: 'github',
    integrationId: found.integration.id,
    repoUrl: repo.url
  } as const
  const sees = `the workspace's GitHub integration ${said} sees ${wanted}`
  if (asked === undefined) {
    const why = `${NOTHING_GIVEN}; ${sees}, and it builds through it with repo_url ${repo.url}`
    return { ...through, sourceWhy: why }
  }
  deps.logger.info(
    `GitHub integration ${said} can deploy ${wanted}: creating the deployment through it, with repo_url ${repo.url}.`
  )
  return { ...through, sourceWhy: `${asked}; ${sees}` }
}

/** The HTTP status under an error's context, if a status answered. */
function statusOf(error: unknown): number | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof HttpStatusError) return e.status
  }
  return undefined
}
