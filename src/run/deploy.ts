// Owns the story of create-or-update: it creates the deployment or updates it through the write
// protocol (control-plane/writes), reports each step, and hands the one revision made forward.
import { deploymentFacts } from '../control-plane/deployments.js'
import type { DeploySpec, UpdateSource } from '../control-plane/requests.js'
import type { Deployment } from '../control-plane/schemas.js'
import { createDeployment } from '../control-plane/writes/create-deployment.js'
import {
  type RevisionBaseline,
  type ServingBefore,
  baselineOf,
  readAgain,
  readBaseline,
  readServingBefore
} from '../control-plane/writes/baseline.js'
import { cutByCancel } from '../control-plane/writes/cut-write.js'
import { identifyRevision } from '../control-plane/writes/identify.js'
import { updateDeployment } from '../control-plane/writes/update.js'
import type { StepDeps } from './context.js'
import type { Inputs } from '../inputs/read.js'
import { type Preflight, type PreflightInputs, preflight } from './preflight.js'
import { reportSecretsChange } from './secrets-change.js'
import { reportUpdateChanges } from './update-changes.js'
import {
  type PackDeps,
  type PackedSource,
  type UploadDeps,
  type UploadInputs,
  packSource,
  uploadSource
} from './upload.js'
import type { TargetInputs } from './target.js'
import type { UploadRecord } from '../github/deployment-records.js'
import type { CheckedOutCommit } from '../source-archive/index.js'

/** What the deploy step reads of the inputs. */
export type DeployInputs = DeploySpec &
  TargetInputs &
  PreflightInputs &
  UploadInputs &
  Pick<Inputs, 'rollbackOnFailure' | 'smokeTest' | 'evalDataset'>

/** The deployment after the write, and the one revision this run made and waits for. */
export interface Deployed {
  readonly deployment: Deployment
  readonly revisionId: string
  readonly created: boolean
  /** The revisions known before the write: none of them is this run's. */
  readonly baseline: RevisionBaseline
  /** With `rollback-on-failure`: the revision serving before the write, read before it. */
  readonly servingBefore?: ServingBefore
  /** Source upload: the commit of the tree packed (the workspace's checked-out HEAD), or unknown. */
  readonly packedCommit?: CheckedOutCommit
}

/** What the deploy step tells GitHub and asks of it, with `github-token` (run/source-digests.ts). */
export interface DeployHooks {
  /** Once an upload's archive is sent: the GitHub Deployment that records it. */
  readonly onUploaded?: (deployment: Deployment, upload: UploadRecord) => Promise<void>
  /** The archive digests GitHub recorded for the deployment, by path. */
  readonly archiveDigests?: (deployment: Deployment) => Promise<ReadonlyMap<string, string>>
}

/** What the deploy step runs on: a step's dependencies, packing's and the upload's, GitHub's hooks. */
export type DeployDeps = StepDeps & PackDeps & UploadDeps & DeployHooks

/**
 * Creates the deployment when `existing` is undefined, else updates it; returns the revision
 * the write created. A create that meets a deployment someone else created meanwhile updates it.
 */
export async function deploy(
  deps: DeployDeps,
  inputs: DeployInputs,
  existing: Deployment | undefined
): Promise<Deployed> {
  // A create needs a name (a deployment named by ID exists, or the Resolve step failed).
  const title =
    existing === undefined
      ? `Create deployment "${inputs.deploymentName ?? ''}"`
      : `Update deployment "${existing.name}" (${existing.id})`
  const checked = preflight(inputs, existing)
  const packed =
    checked.source === 'internal_source'
      ? await packSource(deps, inputs, existing?.name)
      : undefined
  try {
    const step = { deps, inputs }
    const deployed = await deps.logger.group(title, () =>
      write(step, existing, { ...checked, packed })
    )
    deps.progress.created(deployed.created)
    deps.progress.revision(deployed.revisionId)
    return packed === undefined ? deployed : { ...deployed, packedCommit: packed.commit }
  } finally {
    await packed?.archive.remove()
  }
}

/** The deploy step's dependencies and the inputs it reads, passed on together. */
interface Step {
  readonly deps: DeployDeps
  readonly inputs: DeployInputs
}

/** What the write sends: the preflight's source and secrets change, an upload's packed tree. */
interface WriteWhat extends Preflight {
  readonly packed: PackedSource | undefined
}

/** The create or the update itself, and the revision it made. */
async function write(
  step: Step,
  existing: Deployment | undefined,
  what: WriteWhat
): Promise<Deployed> {
  const next = existing === undefined ? await create(step, what) : { existing, what }
  if ('revisionId' in next) return next
  return update(step, next.existing, next.what, next.created)
}

/** What an update writes to after the create: the deployment, and what it sends. */
interface UpdateNext {
  readonly existing: Deployment
  readonly what: WriteWhat
  /** Whether this run just created the deployment (an upload's first revision comes next). */
  readonly created?: boolean
}

/**
 * The create: its first revision, when it makes one; else the update that follows it (an
 * upload's archive, or a deployment someone else created meanwhile, preflighted again).
 */
async function create(step: Step, what: WriteWhat): Promise<Deployed | UpdateNext> {
  const { deps, inputs } = step
  const { deployment, created, revisionId: proven } = await createDeployment(deps, inputs)
  deps.progress.deployment(deploymentFacts(deployment, inputs))
  if (!created) return { existing: deployment, what: { ...what, ...preflight(inputs, deployment) } }
  deps.logger.info(`Created deployment "${deployment.name}" (${deployment.id}).`)
  // An upload deployment is created empty: its first revision comes with the archive.
  if (what.source === 'internal_source') return { existing: deployment, what, created: true }
  const baseline = baselineOf(undefined)
  // A cancel while its first revision is told apart leaves that to run/interrupt.ts.
  const cut = { kind: 'revision', existing: deployment, baseline, sent: undefined } as const
  // A create that got no answer was proven this run's by its first revision: that one.
  const revisionId =
    proven ??
    (await cutByCancel(deps, cut, () =>
      identifyRevision(deps, { deployment, baseline, created: true, sent: undefined })
    ))
  deps.logger.info(`Its first revision is ${revisionId}.`)
  return { deployment, revisionId, created: true, baseline }
}

async function update(
  step: Step,
  before: Deployment,
  what: WriteWhat,
  created = false
): Promise<Deployed> {
  const { deps, inputs } = step
  // The upload first: the revisions known before the write are read as late as can be, so that
  // one another writer makes meanwhile is known as not this run's.
  const target = await updateTarget(deps, before, what)
  if (target.source === 'internal_source' && what.packed !== undefined) {
    const upload = { tarballPath: target.uploaded.objectPath, sha256: what.packed.archive.sha256 }
    await deps.onUploaded?.(before, upload)
  }
  // What the deployment names as latest and serving is read again now, just before the write:
  // packing, the dataset and the upload take minutes, in which another writer may release.
  const now = created ? before : await readAgain(deps, before)
  // A deployment this run just created has no earlier revisions to learn from.
  const baseline = await readBaseline(deps, now, { history: !created })
  // A rollback follows a failed smoke step or eval gate: what serves now is read before the write.
  const rollback =
    inputs.rollbackOnFailure && (inputs.smokeTest || inputs.evalDataset !== undefined)
  const servingBefore = rollback ? await readServingBefore(deps, now, baseline) : undefined
  const spec = { ...inputs, source: target.source }
  if (!created) {
    const digest = what.packed?.archive.sha256
    const upload = target.source === 'internal_source'
    const digests = upload ? await deps.archiveDigests?.(before) : undefined
    await reportUpdateChanges(deps, before, { spec, target, digest, digests })
    reportSecretsChange(deps, what.secrets, before)
  }
  const updated = await updateDeployment(deps, {
    existing: before,
    baseline,
    spec,
    target,
    created
  })
  const { deployment, revisionId } = updated
  deps.progress.deployment(deploymentFacts(deployment, inputs))
  deps.logger.info(
    created
      ? `Uploaded the source of deployment "${before.name}": its first revision is ${revisionId}.`
      : `Updated deployment "${before.name}": new revision ${revisionId} (previous ${baseline.latestId ?? 'none named'}).`
  )
  return { deployment, revisionId, created, baseline, servingBefore }
}

/** What the update names: for an upload, the archive it sends first. */
async function updateTarget(
  deps: UploadDeps,
  before: Deployment,
  what: WriteWhat
): Promise<UpdateSource> {
  if (what.source !== 'internal_source') return { source: what.source }
  if (what.packed === undefined) throw new Error('the source was not packed before the upload')
  return { source: what.source, uploaded: await uploadSource(deps, before, what.packed) }
}
