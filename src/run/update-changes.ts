// Owns telling, before an update, what it changes (the log and the summary): each setting sent,
// old -> new, and what the serving revision was built from -> what this run sends. From plan-diff.
import type { Logger } from '../base/log.js'
import {
  type FieldDiff,
  type ServingRevision,
  diffBuiltFrom,
  diffSettings
} from '../control-plane/plan-diff.js'
import { type DeploySpec, type UpdateSource, updateBody } from '../control-plane/requests.js'
import { specOverRead } from '../control-plane/resource-spec.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { PlanRow } from '../report/report.js'
import type { StepDeps } from './context.js'
import { readServingNow } from './serving.js'

/**
 * What an update of `before` (as read before the write) changes: what it is built from, then
 * each setting it sends, as plan-diff compares them for `mode: plan` too.
 */
export function updateChanges(
  before: Deployment,
  spec: DeploySpec,
  target: UpdateSource,
  serving: ServingRevision | undefined,
  digest: string | undefined
): FieldDiff[] {
  const over = specOverRead(before, spec)
  const body = updateBody('spec' in over ? over.spec : spec, target)
  return [
    diffBuiltFrom(serving, body.source_revision_config, digest),
    ...diffSettings(body, before)
  ]
}

/** What the update sends, and what is known of the archives its deployment was built from. */
export interface UpdateWhat {
  readonly spec: DeploySpec
  readonly target: UpdateSource
  /** The archive this run uploads: its SHA-256. */
  readonly digest?: string
  /** Archive digests recorded on GitHub (with `github-token`), by archive path. */
  readonly digests?: ReadonlyMap<string, string>
}

/**
 * Logs and reports what the update changes, read just before the write: the serving revision is
 * read for what it was built from (unknown, and said so, when the read fails).
 */
export async function reportUpdateChanges(
  deps: Pick<StepDeps, 'controlPlane' | 'logger' | 'progress' | 'signal'>,
  before: Deployment,
  what: UpdateWhat
): Promise<void> {
  const { serving } = await readServingNow(deps, before)
  const path = serving?.revision?.source_revision_config?.source_tarball_path?.trim()
  const known = path === undefined ? undefined : what.digests?.get(path)
  const digest = known === undefined ? {} : { digest: known }
  const read = serving === undefined ? undefined : { ...serving, ...digest }
  const rows = updateChanges(before, what.spec, what.target, read, what.digest).map(planRow)
  deps.logger.info(`What the update changes in deployment "${before.name}" (as read before it):`)
  logChanges(deps.logger, rows)
  deps.progress.changes(rows)
}

/** A compared field as the report takes it ('' for none). */
export function planRow(diff: FieldDiff): PlanRow {
  return {
    field: diff.field,
    current: diff.current ?? '',
    next: diff.next ?? '',
    verdict: diff.verdict
  }
}

/** One compared field in the log: `  field: old -> new [verdict]`; a secret's value never shown. */
export function changeLine(row: PlanRow): string {
  const change = row.field.startsWith('secrets.')
    ? ''
    : `: ${row.current || '(none)'} -> ${row.next || '(none)'}`
  return `  ${row.field}${change} [${row.verdict}]`
}

/** Lines of a log block listing `rows`, for the plan and the update alike. */
export function logChanges(logger: Logger, rows: readonly PlanRow[]): void {
  for (const row of rows) logger.info(changeLine(row))
}
