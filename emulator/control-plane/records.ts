/**
 * Owns the shapes of the control plane's stored data (deployments, revisions) and of the
 * validated requests that change them; state.ts keeps them.
 */
import type { SecretReference } from './deployment-fields.js'
import { builtPlan, type BuildProgress, type RevisionPlan } from './lifecycle.js'
import type { RevisionConfig } from './plans.js'
import type { Secret } from './request-body.js'
import type { DeploymentSource, WireSourceConfig } from './wire-types.js'

/** A validated create request. */
export interface NewDeployment {
  readonly id?: string
  readonly name: string
  readonly source: DeploymentSource
  readonly sourceConfig: WireSourceConfig
  /** What the first revision is made from; undefined creates no revision (`internal_source`). */
  readonly revisionConfig: RevisionConfig | undefined
  readonly secrets: readonly Secret[]
  readonly displayName?: string
  readonly secretReferences?: readonly SecretReference[]
}

/** A validated update request; absent parts stay as they are. */
export interface DeploymentChange {
  readonly sourceConfig?: Partial<
    Pick<
      WireSourceConfig,
      'build_on_push' | 'custom_url' | 'resource_spec' | 'install_command' | 'build_command'
    >
  >
  readonly revisionConfig?: Partial<RevisionConfig>
  /** Whether the update creates a revision. */
  readonly newRevision: boolean
  readonly secrets?: readonly Secret[]
  readonly displayName?: string
  /** `[]` removes them all. */
  readonly secretReferences?: readonly SecretReference[]
}

/** A revision as stored. */
export interface RevisionRecord {
  readonly id: string
  readonly seq: number
  /** Clock time it was made at: its statuses follow from it. */
  readonly createdAt: number
  /** The time its write was stamped with (`created_at`): two writes never tie (state.ts). */
  readonly stampedAt: number
  readonly plan: RevisionPlan
  readonly source: DeploymentSource
  readonly config: RevisionConfig
  /** The commit built: `github` revisions only. */
  readonly commitSha: string | null
  /** Clock time at which a newer revision superseded this one while it was in flight. */
  skippedAt?: number
  /** Clock time at which it was interrupted (`POST .../interrupt`) while in flight. */
  interruptedAt?: number
  /** Its real build, when the emulator builds it (builds/): it holds BUILDING until it ends. */
  build?: BuildProgress
}

/** The plan a revision follows: as scripted, made real by its build if it has one. */
export function planOf(revision: RevisionRecord): RevisionPlan {
  return builtPlan(revision.plan, revision.build)
}

/** A deployment as stored. */
export interface DeploymentRecord {
  readonly id: string
  readonly seq: number
  readonly name: string
  readonly source: DeploymentSource
  readonly createdAt: number
  updatedAt: number
  sourceConfig: WireSourceConfig
  /** What its latest revision was made from. */
  sourceRevisionConfig: RevisionConfig
  secrets: readonly Secret[]
  displayName?: string
  secretReferences?: readonly SecretReference[]
  /** Clock time of the DELETE: from then on it is AWAITING_DELETE, until it is gone. */
  deletedAt?: number
  /** Oldest first. */
  readonly revisions: RevisionRecord[]
}

/** A create that collides with an existing name (or with a deployment still being deleted). */
export class NameTakenError extends Error {
  constructor(
    readonly deploymentName: string,
    readonly beingDeleted = false
  ) {
    super(
      beingDeleted
        ? `Deployment name '${deploymentName}' is in use by a deployment being deleted (status AWAITING_DELETE); create it again once that deployment is gone (GET answers 404).`
        : `Deployment with name '${deploymentName}' already exists.`
    )
    this.name = 'NameTakenError'
  }
}
