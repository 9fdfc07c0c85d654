// Owns `mode: plan`: what deploy would do, found by reading only (GETs, no upload URL): the
// bodies deploy would send (requests.ts) against the deployment as read, and every preflight.
import { errorMessage } from '../base/errors.js'
import { formatBytes } from '../base/text.js'
import {
  type FieldDiff,
  diffBuiltFrom,
  diffCreate,
  diffUpdate
} from '../control-plane/plan-diff.js'
import {
  type DeploySpec,
  type UpdateSource,
  createBody,
  updateBody
} from '../control-plane/requests.js'
import { specOverRead } from '../control-plane/resource-spec.js'
import { deploymentTypeOf } from '../control-plane/deployments.js'
import {
  DEFAULT_DEPLOYMENT_TYPE,
  PREVIOUS_DEFAULT_TYPE,
  describeDeploymentType
} from '../control-plane/deployment-types.js'
import type { DeploymentSource, FixedFieldChange } from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { SecretsChange } from '../control-plane/secrets-diff.js'
import type { PlanCheck, PlanReport, PlanRow } from '../report/report.js'
import type { Logger } from '../base/log.js'
import type { StepDeps } from './context.js'
import type { DeployInputs } from './deploy.js'
import type { Inputs } from '../inputs/read.js'
import { type EvalPlanInputs, evalPlanCheck } from '../eval/eval-step.js'
import { type ConfigCheckInputs, checkConfig } from '../inputs/config-check.js'
import { preflightChecks } from './preflight.js'
import { logSecretsChange } from './secrets-change.js'
import { type ServingNow, readServingNow } from './serving.js'
import { describeTarget } from './target.js'
import { logChanges, planRow } from './update-changes.js'
import { type PackDeps, packTree } from './upload.js'

/** What the plan reads of the inputs: all that deploy reads, and what a cancel would do. */
export type PlanInputs = DeployInputs &
  EvalPlanInputs &
  Omit<ConfigCheckInputs, 'source'> &
  Pick<Inputs, 'onCancel'>

/** Where the plan names the archive deploy would upload: its object path is known only then. */
const UPLOAD_PENDING = '(the archive deploy uploads)'

/**
 * `mode: plan` on `existing` (the deployment found, undefined when deploy would create it): says
 * what deploy would send and change, and runs every preflight check. Fails the step, once the
 * plan is reported, when deploy would fail.
 */
export async function planStep(
  deps: StepDeps & PackDeps,
  inputs: PlanInputs,
  existing: Deployment | undefined
): Promise<void> {
  const title = `Plan: what deploy would do to ${describeTarget(inputs)}`
  const plan = await deps.logger.group(title, async () => {
    const found = await planOf(deps, inputs, existing)
    logPlan(deps.logger, found.report)
    // The warnings deploy gives before its write, from the same owner.
    if (existing !== undefined && found.secrets !== 'no update') {
      logSecretsChange(deps.logger, found.secrets, existing)
    }
    return found.report
  })
  deps.progress.plan(plan)
  const failed = plan.preflight.filter(check => !check.passed)
  if (failed.length > 0) {
    throw new Error(`deploy would fail: ${failed.map(check => check.text).join('; ')}`)
  }
}

/** The plan, and the secrets change deploy would log ('no update': no update is planned). */
interface Planned {
  readonly report: PlanReport
  readonly secrets: SecretsChange | undefined | 'no update'
}

/** The plan: the preflight's checks, then the bodies deploy would send, compared. */
async function planOf(
  deps: StepDeps & PackDeps,
  inputs: PlanInputs,
  existing: Deployment | undefined
): Promise<Planned> {
  const action = existing === undefined ? 'create' : 'update'
  const result = preflightChecks(inputs, existing)
  const checks: PlanCheck[] = [...result.checks]
  if (result.source === undefined) {
    return { report: { action, rows: [], preflight: checks }, secrets: 'no update' }
  }
  // The config in hand: its graphs, and the assistants the smoke step and the gate would run.
  const config = await checkConfig(deps.env, { ...inputs, source: result.source })
  checks.push(...config.checks)
  const packed =
    result.source === 'internal_source'
      ? await packForPlan(deps, inputs, checks, existing?.name)
      : undefined
  const spec = specOver(existing, { ...inputs, source: result.source }, checks)
  const now = existing === undefined ? undefined : await readServingNow(deps, existing)
  const compared = existing === undefined ? undefined : servingView(existing, now)
  const rows = diffOf(spec, compared, result.source, packed?.configPath).map(planRow)
  if (existing !== undefined && now !== undefined) {
    rows.unshift(...revisionRows(now, spec, result.source, packed))
  }
  checks.push(typeCheck(inputs, existing))
  checks.push(onCancelCheck(inputs.onCancel))
  const gate = await evalPlanCheck(deps, config.inputs)
  if (gate !== undefined) checks.push(gate)
  const report: PlanReport = {
    action,
    rows: [...rows, ...result.fixed.map(fixedRow)],
    preflight: checks
  }
  return { report, secrets: existing === undefined ? 'no update' : result.secrets }
}

/**
 * The rows on revisions: the one serving now (what it was built from, against what deploy would
 * send) and, when the latest is another (a failed or pending build), the latest and its status.
 */
function revisionRows(
  { serving, latest }: ServingNow,
  spec: DeploySpec,
  source: DeploymentSource,
  packed: PackedForPlan | undefined
): PlanRow[] {
  const sent = updateBody(spec, targetOf(source, spec, packed?.configPath)).source_revision_config
  const rows: PlanRow[] = [
    {
      field: 'revision',
      current: serving === undefined ? 'none serves' : `${serving.id} (serving)`,
      next: 'a new revision',
      verdict: 'add'
    },
    planRow(diffBuiltFrom(serving, sent, packed?.sha256))
  ]
  if (latest !== undefined) {
    const status = latest.status ?? 'status not read'
    rows.push({
      field: 'latest_revision',
      current: `${latest.id} (${status})`,
      next: '',
      verdict: 'not serving'
    })
  }
  return rows
}

/**
 * The deployment as the plan compares with it: "now" is what serves, so when the latest revision
 * is another (a failed build), the revision fields are the serving revision's, when read.
 */
function servingView(existing: Deployment, now: ServingNow | undefined): Deployment {
  const revision = now?.serving?.revision
  if (now?.latest === undefined || revision === undefined) return existing
  return { ...existing, source_revision_config: revision.source_revision_config }
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
  if (existing === undefined) return spec
  const over = specOverRead(existing, spec)
  if ('spec' in over) return over.spec
  checks.push({ passed: false, text: over.problem })
  return spec
}

/**
 * The deployment type: on create, the one asked for (and, when none was chosen, the fallback a
 * service of the previous pricing leads to); on update, the one the service reports, kept.
 */
function typeCheck(inputs: PlanInputs, existing: Deployment | undefined): PlanCheck {
  if (existing !== undefined) {
    const type = deploymentTypeOf(existing)
    const reported = type === undefined ? 'not reported' : describeDeploymentType(type)
    return { passed: true, text: `deployment type: ${reported}, fixed at creation` }
  }
  if (inputs.deploymentType !== undefined) {
    return {
      passed: true,
      text: `deployment type: ${describeDeploymentType(inputs.deploymentType)}, as 'deployment-type' asks`
    }
  }
  return {
    passed: true,
    text: `deployment type: ${DEFAULT_DEPLOYMENT_TYPE} (no 'deployment-type': the default of langgraph deploy); a service that knows only the previous pricing's types refuses it, and deploy then creates with ${PREVIOUS_DEFAULT_TYPE}, said in the log`
  }
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

/** What packing for the plan found: the config's path in the archive, and its digest. */
interface PackedForPlan {
  readonly configPath: string
  readonly sha256: string
}

/**
 * Packs the tree as deploy would, to check that it packs and to name its digest (the same tree
 * gives the same archive), then removes it. Local only: no upload URL is asked for. Returns the
 * config's path inside the archive, or undefined when the tree does not pack (a failed check).
 */
async function packForPlan(
  deps: PackDeps,
  inputs: PlanInputs,
  checks: PlanCheck[],
  updating: string | undefined
): Promise<PackedForPlan | undefined> {
  try {
    const { plan, archive } = await packTree(deps, inputs, updating)
    await archive.remove()
    checks.push({
      passed: true,
      text: `the tree packs: ${archive.files} files, ${formatBytes(archive.bytes)}, sha256 ${archive.sha256} (deploy would upload it; the plan uploads nothing)`
    })
    return { configPath: plan.configPath, sha256: archive.sha256 }
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
  const target = targetOf(source, spec, configPath)
  if (existing !== undefined) return diffUpdate(updateBody(spec, target), existing)
  const body = createBody(spec)
  // An upload deployment is created empty; its first revision comes with the update after it.
  if (source !== 'internal_source') return diffCreate(body)
  const revision = updateBody(spec, target).source_revision_config
  return diffCreate({ ...body, source_revision_config: revision })
}

/** What deploy's update would name: for an upload, the archive it uploads then. */
function targetOf(
  source: DeploymentSource,
  spec: DeploySpec,
  configPath: string | undefined
): UpdateSource {
  if (source !== 'internal_source') return { source }
  const uploaded = { objectPath: UPLOAD_PENDING, configPath: configPath ?? spec.graphConfigPath }
  return { source, uploaded }
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
  logChanges(logger, plan.rows)
  logger.info('Preflight:')
  for (const check of plan.preflight) {
    logger.info(`  ${check.passed ? 'ok' : 'FAILS'}: ${check.text}`)
  }
}
