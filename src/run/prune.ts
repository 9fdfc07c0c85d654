// Owns the story of previews that clean up (`mode: prune`): say which go and why (the choice is
// control-plane/prune-choice.ts), delete them, its dry run in `mode: plan`, the `max-previews` check.
import { errorMessage } from '../base/errors.js'
import { judgePreview, previewCapProblem, previews } from '../control-plane/prune-choice.js'
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
    const deps = { clock: ctx.runtime.clock, controlPlane: ctx.controlPlane }
    const found = await previews(deps, prefix)
    const rule = { prefix, maxAgeDays: ctx.inputs.pruneMaxAgeDays, pullRequestState: prState(ctx) }
    const entries: PruneEntry[] = []
    for (const deployment of found) entries.push(await judgePreview(deps, rule, deployment))
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

/**
 * `max-previews`: refuses, before any write, to create a preview (a new deployment whose name
 * starts with `prune-prefix`) when that many previews exist already.
 */
export async function checkPreviewCap(
  ctx: StepContext<PruneInputs>,
  existing: Deployment | undefined
): Promise<void> {
  const deps = { clock: ctx.runtime.clock, controlPlane: ctx.controlPlane }
  const problem = await previewCapProblem(deps, ctx.inputs, existing)
  if (problem !== undefined) throw new Error(problem)
}

/** With `github-token`: a pull request's state, read outside the run's `timeout-seconds`. */
function prState(
  ctx: StepContext<PruneInputs>
): ((number: number) => Promise<'open' | 'closed' | undefined>) | undefined {
  const github = ctx.github
  if (github === undefined) return undefined
  // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
  return number => ctx.runtime.deadline.excluding(() => github.reporter.pullRequestState(number))
}
