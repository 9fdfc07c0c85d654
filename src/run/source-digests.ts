// Owns what a run knows of uploaded archives' contents through GitHub (`github-token`): an upload
// run's GitHub Deployment, made once its archive is sent, records the digest; a rollback reads them.
import { errorMessage } from '../base/errors.js'
import { agentUrl } from '../control-plane/deployments.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { UploadRecord } from '../github/deployment-records.js'
import type { StepDeps } from './context.js'
import type { DeployHooks } from './deploy.js'
import { type GitHubRun, announceDeploy } from './github.js'

/**
 * The archive digests GitHub holds for `deployment`'s revisions, by archive path; empty without
 * `github-token` or when GitHub cannot say (a warning): then no archive's contents are known.
 */
export async function knownDigests(
  deps: Pick<StepDeps, 'deadline'>,
  github: GitHubRun | undefined,
  deployment: Pick<Deployment, 'name'>
): Promise<ReadonlyMap<string, string>> {
  if (github === undefined) return new Map()
  // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
  const read = () => github.reporter.sourceDigests(deployment.name)
  return (await deps.deadline.excluding(read)) ?? new Map()
}

/**
 * A deploy's GitHub Deployment (with `github-token`), and what the deploy asks of GitHub: the
 * archive digests it recorded. Announced now, or, with source upload, by `onUploaded`, which the
 * deploy calls once the archive is sent (so that its payload records the archive). No hook
 * without `github-token`.
 */
export async function announceDeployment(
  deps: StepDeps,
  github: GitHubRun | undefined,
  inputs: {
    readonly source: string
    readonly deploymentName?: string
    readonly deploymentId?: string
  },
  existing: Deployment | undefined
): Promise<DeployHooks> {
  if (github === undefined) return {}
  const archiveDigests = (deployment: Deployment) => knownDigests(deps, github, deployment)
  if (inputs.source === 'internal_source') {
    const onUploaded = (deployment: Deployment, upload: UploadRecord) =>
      announceUpload(deps, github, deployment, upload)
    return { onUploaded, archiveDigests }
  }
  const deploymentName = existing?.name ?? inputs.deploymentName ?? inputs.deploymentId ?? ''
  const environmentUrl = existing === undefined ? undefined : agentUrl(existing) || undefined
  // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
  await deps.deadline.excluding(() => announceDeploy(github, { deploymentName, environmentUrl }))
  return { archiveDigests }
}

/**
 * An upload run's GitHub Deployment and in-progress comment, made once the archive is sent so
 * that its payload records the archive (path and digest); first says when the archive is the
 * one the serving revision was built from, as far as GitHub's records tell.
 */
async function announceUpload(
  deps: StepDeps,
  github: GitHubRun,
  deployment: Deployment,
  upload: UploadRecord
): Promise<void> {
  await sayWhenServing(deps, github, deployment, upload)
  const deploymentName = deployment.name
  const environmentUrl = agentUrl(deployment) || undefined
  // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
  await deps.deadline.excluding(() =>
    announceDeploy(github, { deploymentName, environmentUrl, upload })
  )
}

/** The log line of an archive equal to the serving revision's (known by its recorded digest). */
async function sayWhenServing(
  deps: StepDeps,
  github: GitHubRun,
  deployment: Deployment,
  upload: UploadRecord
): Promise<void> {
  const active = deployment.active_revision_id
  if (!active) return
  const digests = await knownDigests(deps, github, deployment)
  if (digests.size === 0) return
  try {
    const serving = await deps.controlPlane.getRevision({
      deploymentId: deployment.id,
      revisionId: active
    })
    const path = serving.source_revision_config?.source_tarball_path?.trim()
    if (path === undefined || digests.get(path) !== upload.sha256) return
    deps.logger.info(
      `The archive is the same as the serving revision's (${serving.id}, sha256:${upload.sha256}): LangSmith builds it again.`
    )
  } catch (error) {
    deps.logger.debug(
      `Whether the serving revision has this archive is not known: ${errorMessage(error)}`
    )
  }
}
