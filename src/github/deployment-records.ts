// Owns what later runs do with the environment's GitHub Deployments: the archive an upload run
// records in its payload, read back (bounded) for a rollback's choice; marking them inactive.
import type { Octokit } from './octokit.js'

/** The environment of a repository whose GitHub Deployments are read. */
export interface Environment {
  readonly owner: string
  readonly repo: string
  readonly environment: string
}

/** An uploaded archive: where the control plane keeps it (as revisions name it), its digest. */
export interface UploadRecord {
  readonly tarballPath: string
  /** The SHA-256 of the archive's tar, 64 lowercase hex digits (output `source-digest`). */
  readonly sha256: string
}

/**
 * The payload field of the digest: the tar's. Records of older versions held the gzip file's in
 * `source_sha256`, which another zlib changes for one tree: they are not read (not known).
 */
const DIGEST_FIELD = 'source_tar_sha256'

/** Pages of the environment's deployments read back, newest first, and their size. */
const PAGES = 2
const PER_PAGE = 100

/** A digest as recorded; anything else in a payload is ignored (payloads are anyone's to write). */
const SHA256 = /^[0-9a-f]{64}$/

/** The payload of a GitHub Deployment of `deploymentName`, naming its archive when it uploads one. */
export function deploymentPayload(
  deploymentName: string,
  upload: UploadRecord | undefined
): Record<string, string> {
  if (upload === undefined) return { langsmith_deployment: deploymentName }
  return {
    langsmith_deployment: deploymentName,
    source_tarball_path: upload.tarballPath,
    [DIGEST_FIELD]: upload.sha256
  }
}

/**
 * The digests recorded for `deploymentName`'s archives, by archive path, from the newest
 * {@link PAGES} pages of the environment's GitHub Deployments. A path recorded with two digests
 * is left out: which one is true cannot be told.
 */
export async function readSourceDigests(
  octokit: Octokit,
  where: Environment,
  deploymentName: string
): Promise<Map<string, string>> {
  const digests = new Map<string, string>()
  const clashing = new Set<string>()
  for (let page = 1; page <= PAGES; page++) {
    const { data } = await octokit.rest.repos.listDeployments({
      ...where,
      per_page: PER_PAGE,
      page
    })
    for (const { payload } of data) {
      const record = uploadRecordOf(payload, deploymentName)
      if (record === undefined) continue
      const known = digests.get(record.tarballPath)
      if (known !== undefined && known !== record.sha256) clashing.add(record.tarballPath)
      digests.set(record.tarballPath, record.sha256)
    }
    if (data.length < PER_PAGE) break
  }
  for (const path of clashing) digests.delete(path)
  return digests
}

/** The archive a deployment's payload records for `deploymentName`, when it is well formed. */
function uploadRecordOf(payload: unknown, deploymentName: string): UploadRecord | undefined {
  const fields = typeof payload === 'string' ? parsed(payload) : payload
  if (typeof fields !== 'object' || fields === null) return undefined
  const {
    langsmith_deployment: name,
    source_tarball_path: path,
    [DIGEST_FIELD]: sha
  } = fields as Record<string, unknown>
  if (name !== deploymentName || typeof path !== 'string' || path.trim() === '') return undefined
  if (typeof sha !== 'string' || !SHA256.test(sha)) return undefined
  return { tarballPath: path.trim(), sha256: sha }
}

/** A payload GitHub hands back as text, parsed; undefined when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Marks every deployment of the environment that is not inactive yet as `inactive`, among its
 * latest 100; returns how many it marked.
 */
export async function markInactive(octokit: Octokit, where: Environment): Promise<number> {
  const repo = { owner: where.owner, repo: where.repo }
  const { data: deployments } = await octokit.rest.repos.listDeployments({
    ...where,
    per_page: 100
  })
  let marked = 0
  for (const deployment of deployments) {
    const { data: statuses } = await octokit.rest.repos.listDeploymentStatuses({
      ...repo,
      deployment_id: deployment.id,
      per_page: 1
    })
    if (statuses[0]?.state === 'inactive') continue
    await octokit.rest.repos.createDeploymentStatus({
      ...repo,
      deployment_id: deployment.id,
      state: 'inactive',
      description: 'The LangSmith deployment was deleted'
    })
    marked++
  }
  return marked
}
