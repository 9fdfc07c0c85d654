// Owns `mode: plan`: what deploy would do, found by reading only (GETs, no upload URL): the
// bodies deploy would send (requests.ts) against the deployment as read, and every preflight.
import { errorMessage } from '../base/errors.js'
import { formatBytes } from '../base/text.js'
import { type FieldDiff, diffCreate, diffUpdate } from '../control-plane/plan-diff.js'
import {
  type DeploySpec,
  type UpdateSource,
  createBody,
  updateBody
} from '../control-plane/requests.js'
import { resourceSpecOver } from '../control-plane/resource-spec.js'
import type { DeploymentSource, FixedFieldChange } from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { PlanCheck, PlanReport, PlanRow } from '../report/report.js'
import type { Logger } from '../base/log.js'
import type { StepDeps } from './context.js'
import type { DeployInputs } from './deploy.js'
import type { Inputs } from '../inputs/read.js'
import { preflightChecks } from './preflight.js'
import { describeTarget, resolveTarget } from './target.js'
import { type PackDeps, packTree } from './upload.js'

/** What the plan reads of the inputs: all that deploy reads, and what a cancel would do. */
export type PlanInputs = DeployInputs & Pick<Inputs, 'onCancel'>

/** Where the plan names the archive deploy would upload: its object path is known only then. */
const UPLOAD_PENDING = '(the archive deploy uploads)'

/**
 * `mode: plan`: finds the deployment, says what deploy would send and change, and runs every
 * preflight check. Fails the step, once the plan is reported, when deploy would fail.
 */
export async function planStep(deps: StepDeps & PackDeps, inputs: PlanInputs): Promise<void> {
  const existing = await resolveTarget(deps, inputs, 'deploy would create it')
  const title = `Plan: what deploy would do to ${describeTarget(inputs)}`
  const plan = await deps.logger.group(title, async () => {
    const found = await planOf(deps, inputs, existing)
    logPlan(deps.logger, found)
    return found
  })
  deps.progress.plan(plan)
  const failed = plan.preflight.filter(check => !check.passed)
  if (failed.length > 0) {
    throw new Error(`deploy would fail: ${failed.map(check => check.text).join('; ')}`)
  }
}

/** The plan: the preflight's checks, then the bodies deploy would send, compared. */
async function planOf(
  deps: PackDeps,
  inputs: PlanInputs,
  existing: Deployment | undefined
): Promise<PlanReport> {
  const action = existing === undefined ? 'create' : 'update'
  const result = preflightChecks(inputs, existing)
  const checks: PlanCheck[] = [...result.checks]
  if (result.source === undefined) return { action, rows: [], preflight: checks }
  const configPath =
    result.source === 'internal_source' ? await packForPlan(deps, inputs, checks) : undefined
  const spec = specOver(existing, { ...inputs, source: result.source }, checks)
  const rows = diffOf(spec, existing, result.source, configPath).map(toRow)
  if (existing !== undefined) {
    const latest = existing.latest_revision_id ?? ''
    rows.unshift({ field: 'revision', current: latest, next: 'a new revision', verdict: 'add' })
  }
  checks.push(onCancelCheck(inputs.onCancel))
  return { action, rows: [...rows, ...result.fixed.map(fixedRow)], preflight: checks }
}

/**
 * The spec deploy would send to `existing`: `resource-spec` over the image deployment's current
 * spec, as the update merges it; when the answer cannot tell it, a failed check and the input as
 * given.
 */
function specOver(
  existing: Deployment | undefined,
  spec: DeploySpec,
  checks: PlanCheck[]
): DeploySpec {
  const given = spec.resourceSpec
  if (existing === undefined || given === undefined || spec.source !== 'external_docker') {
    return spec
  }
  const over = resourceSpecOver(existing, given)
  if ('problem' in over) {
    checks.push({ passed: false, text: over.problem })
    return spec
  }
  return { ...spec, resourceSpec: over.spec }
}

/** What a cancelled deploy would do to its revision (`on-cancel`): said, never a failure. */
function onCancelCheck(onCancel: Inputs['onCancel']): PlanCheck {
  return {
    passed: true,
    text:
      onCancel === 'interrupt'
        ? 'on-cancel: interrupt: a cancelled deploy would interrupt its revision if not final yet'
        : 'on-cancel: leave: a cancelled deploy would leave its revision to LangSmith'
  }
}

/**
 * Packs the tree as deploy would, to check that it packs and to name its digest (the same tree
 * gives the same archive), then removes it. Local only: no upload URL is asked for. Returns the
 * config's path inside the archive, or undefined when the tree does not pack (a failed check).
 */
async function packForPlan(
  deps: PackDeps,
  inputs: PlanInputs,
  checks: PlanCheck[]
): Promise<string | undefined> {
  try {
    const { plan, archive } = await packTree(deps, inputs)
    await archive.remove()
    checks.push({
      passed: true,
      text: `the tree packs: ${archive.files} files, ${formatBytes(archive.bytes)}, sha256 ${archive.sha256} (deploy would upload it; the plan uploads nothing)`
    })
    return plan.configPath
  } catch (error) {
    checks.push({ passed: false, text: errorMessage(error) })
    return undefined
  }
}

/** The bodies deploy would send, built by requests.ts as deploy builds them, compared. */
function diffOf(
  spec: DeploySpec,
  existing: Deployment | undefined,
  source: DeploymentSource,
  configPath: string | undefined
): FieldDiff[] {
  const target: UpdateSource =
    source === 'internal_source'
      ? {
          source,
          uploaded: { objectPath: UPLOAD_PENDING, configPath: configPath ?? spec.graphConfigPath }
        }
      : { source }
  if (existing !== undefined) return diffUpdate(updateBody(spec, target), existing)
  const body = createBody(spec)
  // An upload deployment is created empty; its first revision comes with the update after it.
  if (source !== 'internal_source') return diffCreate(body)
  const revision = updateBody(spec, target).source_revision_config
  return diffCreate({ ...body, source_revision_config: revision })
}

function toRow(diff: FieldDiff): PlanRow {
  return {
    field: diff.field,
    current: diff.current ?? '',
    next: diff.next ?? '',
    verdict: diff.verdict
  }
}

function fixedRow(change: FixedFieldChange): PlanRow {
  return {
    field: `source_config.${change.field}`,
    current: change.current ?? '',
    next: change.wanted,
    verdict: 'cannot change'
  }
}

/** The plan in the log, one line per field and per check (the logger redacts every line). */
function logPlan(logger: Logger, plan: PlanReport): void {
  logger.info(`Deploy would ${plan.action} the deployment:`)
  for (const row of plan.rows) {
    const change = row.field.startsWith('secrets.')
      ? ''
      : `: ${row.current || '(none)'} -> ${row.next || '(none)'}`
    logger.info(`  ${row.field}${change} [${row.verdict}]`)
  }
  logger.info('Preflight:')
  for (const check of plan.preflight) {
    logger.info(`  ${check.passed ? 'ok' : 'FAILS'}: ${check.text}`)
  }
}
