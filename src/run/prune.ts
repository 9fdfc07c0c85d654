// Owns previews that clean up (`mode: prune`): which deployments named with `prune-prefix` go
// (pull request closed, or newest revision too old), deleting them, its dry run in `mode: plan`,
// and `max-previews`, the cap a deploy checks before it creates one more.
import { errorMessage, withContext } from '../base/errors.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { PruneEntry } from '../report/report.js'
import type { StepContext } from './context.js'
import { deleteDeployment } from './delete.js'
import type { Inputs } from '../inputs/read.js'
import type { TargetInputs } from './target.js'

/** What prune reads of the inputs. */
export type PruneInputs = TargetInputs &
  Pick<
    Inputs,
    'prunePrefix' | 'pruneMaxAgeDays' | 'maxPreviews' | 'githubToken' | 'deleteTracingProject'
  >

const DAY_MS = 86_400_000

/** How many names a refusal of `max-previews` lists. */
const NAMES_SHOWN = 10

/**
 * `mode: prune` (or, with `dryRun`, its dry run in `mode: plan`): finds every deployment whose
 * name starts with `prune-prefix`, says which go and why, and deletes those (not in a dry run).
 * A failed delete does not stop the others; the step fails after, naming each.
 */
export async function pruneStep(
  ctx: StepContext<PruneInputs>,
  options: { readonly dryRun: boolean }
): Promise<void> {
  const prefix = ctx.inputs.prunePrefix ?? ''
  const title = `${options.dryRun ? 'Plan: what prune would delete of' : 'Prune'} deployments named "${prefix}…"`
  await ctx.runtime.logger.group(title, async () => {
    const found = await previews(ctx, prefix)
    const entries: PruneEntry[] = []
    for (const deployment of found) entries.push(await judge(ctx, deployment))
    const report = { prefix, dryRun: options.dryRun, entries }
    ctx.progress.prune(report)
    for (const entry of entries) {
      const verb = entry.delete ? (options.dryRun ? 'would delete' : 'deletes') : 'keeps'
      ctx.runtime.logger.info(`Prune ${verb} "${entry.name}" (${entry.id}): ${entry.reason}.`)
    }
    if (options.dryRun) return
    try {
      await deleteAll(ctx, found, entries)
    } finally {
      ctx.progress.prune(report) // the `pruned` output: what was deleted, even when one failed
    }
  })
}

/** Deletes each entry judged to go; throws at the end when any delete failed. */
async function deleteAll(
  ctx: StepContext<PruneInputs>,
  found: readonly Deployment[],
  entries: PruneEntry[]
): Promise<void> {
  const failures: string[] = []
  for (const [index, entry] of entries.entries()) {
    const deployment = found[index]
    if (!entry.delete || deployment === undefined) continue
    try {
      entry.deleted = await deleteDeployment(ctx, deployment)
      if (entry.deleted)
        ctx.runtime.logger.info(`Deleted deployment "${entry.name}" (${entry.id}).`)
    } catch (error) {
      failures.push(errorMessage(error))
    }
  }
  if (failures.length > 0) {
    throw new Error(
      `prune could not delete ${failures.length} deployment(s): ${failures.join('; ')}`
    )
  }
}

/** The deployments whose name starts with `prefix`, oldest name first. */
async function previews(ctx: StepContext<PruneInputs>, prefix: string): Promise<Deployment[]> {
  const listed = await withContext(`listing the deployments named "${prefix}…"`, () =>
    ctx.controlPlane.listAllDeployments({ nameContains: prefix })
  )
  return listed
    .filter(deployment => deployment.name.startsWith(prefix))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Whether a deployment goes: its newest revision is older than `prune-max-age-days`, or the pull
 * request its name ends with is closed. What cannot be told keeps it: prune never guesses.
 */
async function judge(ctx: StepContext<PruneInputs>, deployment: Deployment): Promise<PruneEntry> {
  const { name, id } = deployment
  const reasons: string[] = []
  const maxDays = ctx.inputs.pruneMaxAgeDays
  if (maxDays !== undefined) {
    const age = await ageDays(ctx, deployment)
    if (age === undefined) reasons.push('its age is not known (no revision date)')
    else if (age > maxDays) {
      return {
        name,
        id,
        delete: true,
        reason: `newest revision ${days(age)} old (more than ${days(maxDays)})`
      }
    } else reasons.push(`newest revision ${days(age)} old`)
  }
  const github = ctx.github
  if (github !== undefined) {
    const number = pullRequestOf(name, ctx.inputs.prunePrefix ?? '')
    if (number === undefined) reasons.push('its name ends with no pull request number')
    else {
      const state = await ctx.runtime.deadline.excluding(() =>
        github.reporter.pullRequestState(number)
      )
      if (state === 'closed')
        return { name, id, delete: true, reason: `pull request #${number} is closed` }
      reasons.push(
        state === 'open'
          ? `pull request #${number} is open`
          : `GitHub could not say whether pull request #${number} is closed`
      )
    }
  }
  return { name, id, delete: false, reason: reasons.join('; ') }
}

/**
 * The pull request a preview is named for: the number its name ends with after the prefix, as
 * examples/pr-preview.yml names them (`my-agent-pr-<number>`).
 */
export function pullRequestOf(name: string, prefix: string): number | undefined {
  const match = /(?:^|\D)(\d{1,9})$/.exec(name.slice(prefix.length))
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** Days since the newest revision was created; undefined when no date says. */
async function ageDays(
  ctx: StepContext<PruneInputs>,
  deployment: Deployment
): Promise<number | undefined> {
  const revisions = await withContext(`reading the revisions of "${deployment.name}"`, () =>
    ctx.controlPlane.listRevisions({ deploymentId: deployment.id, until: () => true })
  )
  // Newest first; a deployment without revisions is dated by its own last change.
  const newest = Date.parse(revisions[0]?.created_at ?? deployment.updated_at ?? '')
  if (!Number.isFinite(newest)) return undefined
  return Math.max(0, ctx.runtime.clock.now() - newest) / DAY_MS
}

function days(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  return `${rounded} day${rounded === 1 ? '' : 's'}`
}

/**
 * `max-previews`: refuses, before any write, to create a preview (a new deployment whose name
 * starts with `prune-prefix`) when that many previews exist already.
 */
export async function checkPreviewCap(
  ctx: StepContext<PruneInputs>,
  existing: Deployment | undefined
): Promise<void> {
  const problem = await previewCapProblem(ctx, existing)
  if (problem !== undefined) throw new Error(problem)
}

/** Why creating this deployment would exceed `max-previews`, or undefined when it would not. */
export async function previewCapProblem(
  ctx: StepContext<PruneInputs>,
  existing: Deployment | undefined
): Promise<string | undefined> {
  const { maxPreviews, prunePrefix, deploymentName } = ctx.inputs
  if (existing !== undefined || maxPreviews === undefined || prunePrefix === undefined) return
  if (deploymentName === undefined || !deploymentName.startsWith(prunePrefix)) return
  const others = await previews(ctx, prunePrefix)
  if (others.length < maxPreviews) return
  const names = others.slice(0, NAMES_SHOWN).map(d => `"${d.name}"`)
  const more = others.length > NAMES_SHOWN ? ` and ${others.length - NAMES_SHOWN} more` : ''
  return `refusing to create preview "${deploymentName}": ${others.length} deployments named "${prunePrefix}…" exist already (${names.join(', ')}${more}) and input 'max-previews' is ${maxPreviews}. Delete previews no longer needed (mode: prune, or mode: delete), or raise 'max-previews'. Nothing was created.`
}
