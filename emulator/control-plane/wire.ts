/**
 * Owns how the control plane shows its stored data: a deployment and a revision in the API's wire
 * shape (state.ts keeps the records; statuses come from its clock).
 */
import type { TimedStatus } from './lifecycle.js'
import type { RevisionConfig } from './plans.js'
import { planOf, type DeploymentRecord, type RevisionRecord } from './records.js'
import type {
  EmulatorQuirks,
  DeploymentSource,
  DeploymentStatus,
  WireDeployment,
  WireRevision,
  WireSourceRevisionConfig
} from './wire-types.js'

/** What the wire shape reads of the store (state.ts): which revision serves, and its status now. */
export interface WireReader {
  activeRevision(record: DeploymentRecord): RevisionRecord | undefined
  status(revision: RevisionRecord): TimedStatus
}

/** The settings of the store that the wire shape reads. */
export interface WireSettings {
  readonly workspaceId: string
  readonly agentUrlField: 'custom_url' | 'none'
  readonly agentUrl: (deploymentId: string) => string
  readonly quirks: () => EmulatorQuirks
}

/** Sources the service hosts at an address it chooses (it builds the first two). */
const BUILT_SOURCES: readonly DeploymentSource[] = ['github', 'internal_source', 'internal_docker']

export function iso(ms: number): string {
  return new Date(ms).toISOString()
}

function revisionConfigToWire(
  source: DeploymentSource,
  config: RevisionConfig
): WireSourceRevisionConfig {
  const { repo_ref, langgraph_config_path, image_uri, source_tarball_path } = config
  const wire: WireSourceRevisionConfig = { repo_ref, langgraph_config_path, image_uri }
  if (source === 'internal_source') wire.source_tarball_path = source_tarball_path
  return wire
}

/** The deployment's `status`: being deleted, serving, or waiting for its first live revision. */
function deploymentStatus(record: DeploymentRecord, live: boolean): DeploymentStatus {
  if (record.deletedAt !== undefined) return 'AWAITING_DELETE'
  return live ? 'READY' : 'AWAITING_DATABASE'
}

export function deploymentToWire(
  store: WireReader,
  settings: WireSettings,
  record: DeploymentRecord
): WireDeployment {
  const { agentUrlField, agentUrl, workspaceId } = settings
  const active = store.activeRevision(record)
  const latest = record.revisions[record.revisions.length - 1]
  const sourceConfig = { ...record.sourceConfig }
  const publishes = agentUrlField === 'custom_url'
  if (publishes && BUILT_SOURCES.includes(record.source)) {
    sourceConfig.custom_url = agentUrl(record.id)
  }
  const wire: WireDeployment = {
    id: record.id,
    name: record.name,
    source: record.source,
    source_config: sourceConfig,
    source_revision_config: revisionConfigToWire(record.source, record.sourceRevisionConfig),
    secrets: record.secrets.map(secret => ({ name: secret.name })),
    secret_references: (record.secretReferences ?? []).map(reference => ({ ...reference })),
    display_name: record.displayName ?? null,
    tenant_id: workspaceId,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    status: deploymentStatus(record, active !== undefined),
    latest_revision_id: latest?.id ?? null,
    active_revision_id: active?.id ?? null,
    image_version: active === undefined ? null : 'emulator'
  }
  if (publishes && settings.quirks().topLevelUrl) wire.url = agentUrl(record.id)
  return wire
}

export function revisionToWire(
  store: WireReader,
  record: DeploymentRecord,
  revision: RevisionRecord
): WireRevision {
  const { status, since } = store.status(revision)
  let statusMessage: string | null = null
  if (status === 'SKIPPED') statusMessage = 'Superseded by a newer revision.'
  else if (status === 'INTERRUPTED') statusMessage = 'Interrupted on request.'
  else if (status.includes('FAILED')) statusMessage = planOf(revision).failureMessage
  const config = revisionConfigToWire(revision.source, revision.config)
  return {
    id: revision.id,
    deployment_id: record.id,
    created_at: iso(revision.stampedAt),
    updated_at: iso(revision.stampedAt + since),
    status,
    status_message: statusMessage,
    source: revision.source,
    source_revision_config: { ...config, repo_commit_sha: revision.commitSha }
  }
}
