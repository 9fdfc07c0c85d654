// Owns sending the checked-out tree for LangSmith to build (source `upload`): pack the config's
// directory and its local dependencies, say what was packed and at which commit, upload it to the
// signed URL the control plane hands out (a credential: masked first), and remove the archive.
import path from 'node:path'
import { withContext } from '../base/errors.js'
import { userAgent } from '../base/version.js'
import type { UploadedSource } from '../control-plane/requests.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { ArchivePlan, CheckedOutCommit, WrittenArchive } from '../source-archive/index.js'
import type { Logger } from '../base/log.js'
import type { Redactor } from '../base/redact.js'
import type { WriteDeps } from '../control-plane/writes/settle.js'
import type { StepDeps } from './context.js'
import type { SourceInputs, Sourced } from '../control-plane/source-choice.js'
import { SourceArchiveError } from '../source-archive/archive-errors.js'
import { type MissingConfigContext, configMissingError } from '../source-archive/config-missing.js'
import type { Inputs } from '../inputs/read.js'

/** What the upload reads of the inputs. */
export type UploadInputs = Pick<Inputs, 'graphConfigPath' | 'uploadMaxMb' | 'uploadInclude'> &
  Partial<Pick<Sourced<SourceInputs>, 'sourceWhy' | 'sourceGiven'>>

/** The archive writer and uploader, loaded only by a run that uploads (it costs start-up). */
const sourceArchive = () => import('../source-archive/index.js')

/** What packing runs on: the logger, and the runner's environment (workspace, temp folder). */
export interface PackDeps {
  readonly logger: Logger
  readonly env: Readonly<Record<string, string | undefined>>
}

/** What uploading runs on: the control plane (the signed URL), the runtime, the run's secrets. */
export interface UploadDeps extends WriteDeps {
  readonly redactor: Redactor
}

/** The workflow's tree, packed and waiting to be uploaded. */
export interface PackedSource {
  readonly plan: ArchivePlan
  readonly archive: WrittenArchive
  /** The commit the workspace has checked out where the config is, or why it is unknown. */
  readonly commit: CheckedOutCommit
}

/**
 * Packs the workflow's tree into an archive before anything is written, so that a tree that
 * cannot be packed (a missing config, an archive over `upload-max-mb`, files over the bound on
 * the bytes read) leaves no deployment behind. The caller removes the archive once it is sent.
 */
export async function packSource(
  deps: PackDeps & Pick<StepDeps, 'progress'>,
  inputs: UploadInputs,
  updating: string | undefined
): Promise<PackedSource> {
  const packed = await packTree(deps, inputs, updating)
  const { archive, commit } = packed
  deps.progress.source({ digest: archive.sha256, files: archive.files, bytes: archive.bytes })
  // The commit is the checked-out HEAD, never GITHUB_SHA by assumption: unknown, it is unset.
  if ('sha' in commit) deps.progress.commit(commit.sha)
  return packed
}

/**
 * Packs the tree as {@link packSource} does, and says so in the log only: nothing is sent and no
 * output is set (what `mode: plan` uses). `updating` names the deployment an update packs for
 * (undefined: a create). The caller removes the archive.
 */
export async function packTree(
  deps: PackDeps,
  inputs: UploadInputs,
  updating: string | undefined
): Promise<PackedSource> {
  const { env, logger } = deps
  const workspace = env.GITHUB_WORKSPACE || process.cwd()
  const configPath = inputs.graphConfigPath
  const maxBytes = Math.min(inputs.uploadMaxMb * 1024 * 1024, 209_715_200)
  const what = `packing the workflow's tree for source upload ('graph-config-path' is ${configPath}, in ${workspace})`
  return logger.group('Pack the source', () =>
    withContext(what, async () => {
      const { checkedOutCommit, logArchive, planArchive, writeArchive } = await sourceArchive()
      const limits = { maxBytes, warnBytes: Math.min(52_428_800, maxBytes) }
      const include = inputs.uploadInclude ?? []
      const plan = await planArchive({ workspace, configPath, limits, include }).catch(
        async (error: unknown) => {
          throw await whyUpload(error, inputs, { workspace, configPath, updating })
        }
      )
      const archive = await writeArchive(plan, { directory: env.RUNNER_TEMP || undefined })
      logArchive(logger, plan, archive)
      const commit = await checkedOutCommit(plan.workspace, configDirectory(plan))
      logger.info(
        'sha' in commit
          ? `The tree packed is at commit ${commit.sha}: the workspace's checked-out HEAD.`
          : `The commit of the tree packed is unknown: ${commit.unknown}.`
      )
      return { plan, archive, commit }
    })
  )
}

/** The config's directory in the workspace: where the repository that holds it is looked for. */
function configDirectory(plan: ArchivePlan): string {
  const config = path.posix.join(plan.root, plan.configPath)
  return path.posix.dirname(config) === '.' ? '' : path.posix.dirname(config)
}

/**
 * A missing config with its cause and fix: the path read, what was found nearby, why upload was
 * chosen and what it needs (source-archive/config-missing.ts says it).
 */
async function whyUpload(
  error: unknown,
  inputs: UploadInputs,
  context: Pick<MissingConfigContext, 'workspace' | 'configPath' | 'updating'>
): Promise<unknown> {
  const missing = error instanceof SourceArchiveError && error.code === 'config-missing'
  if (!missing || inputs.sourceWhy === undefined) return error
  const { sourceWhy, sourceGiven = false } = inputs
  return configMissingError(error, { ...context, sourceWhy, sourceGiven })
}

/** Uploads the packed tree for `deployment`, and says where it is for the PATCH. */
export async function uploadSource(
  deps: UploadDeps,
  deployment: Deployment,
  packed: PackedSource
): Promise<UploadedSource> {
  const signed = await deps.controlPlane.requestUploadUrl({ id: deployment.id })
  maskSignedUrl(deps.redactor, signed.upload_url)
  await send(deps, signed.upload_url, packed.archive)
  deps.logger.info(`Uploaded the archive as ${signed.object_path}.`)
  return { objectPath: signed.object_path, configPath: packed.plan.configPath }
}

/**
 * The signed URL is a bearer credential: masked whole, in the form the HTTP layer prints it and
 * its query (the signature) alone, before anything can log it.
 */
function maskSignedUrl(redactor: Redactor, url: string): void {
  redactor.add(url)
  if (!URL.canParse(url)) return
  const parsed = new URL(url)
  redactor.add(parsed.href)
  if (parsed.search.length > 1) redactor.add(parsed.search.slice(1))
}

async function send(deps: UploadDeps, url: string, archive: WrittenArchive): Promise<void> {
  const { clock, logger, deadline, signal, random, requestTimeoutMs } = deps
  const { uploadArchive, uploadProgress } = await sourceArchive()
  // The run's per-request timeout, as every other request has it (request-timeout-seconds).
  await uploadArchive({
    clock,
    logger,
    deadline,
    signal,
    random,
    requestTimeoutMs,
    url,
    path: archive.path,
    bytes: archive.bytes,
    userAgent: userAgent(),
    onProgress: uploadProgress({ clock, logger }, archive.bytes)
  })
}
