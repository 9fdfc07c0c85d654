// Owns the story of previews that clean up (`mode: prune`): say which go and why (the choice is
// control-plane/prune-choice.ts), delete them, its dry run in `mode: plan`, the `max-previews` check.
import { errorMessage } from '../base/errors.js'
import { judgePreview, previewCapProblem, previews } from '../control-plane/prune-choice.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { PruneEntry } from '../report/report.js'
import type { PreviewCap } from '../control-plane/prune-choice.js'
import type { StepDeps } from './context.js'
import type { GitHubRun } from './github.js'
import { deleteDeployment } from './delete.js'
import type { Inputs } from '../inputs/read.js'
import type { TargetInputs } from './target.js'

/** What prune reads of the inputs. */
export type PruneInputs = TargetInputs &
  Pick<
    Inputs,
    'prunePrefix' | 'pruneMaxAgeDays' | 'maxPreviews' | 'githubToken' | 'deleteTracingProject'
  >

/** What prune runs on: a step's dependencies, and GitHub when `github-token` is given. */
export interface PruneDeps extends StepDeps {
  readonly github: GitHubRun | undefined
}

/**
 * `mode: prune` (or, with `dryRun`, its dry run in `mode: plan`): finds every deployment whose
 * name starts with `prune-prefix`, says which go and why, and deletes those (not in a dry run).
 * A failed delete does not stop the others; the step fails after, naming each.
 */
export async function pruneStep(
  deps: PruneDeps,
  inputs: PruneInputs,
  options: { readonly dryRun: boolean }
): Promise<void> {
  const { logger, progress } = deps
  const prefix = inputs.prunePrefix ?? ''
  const title = `${options.dryRun ? 'Plan: what prune would delete of' : 'Prune'} deployments named "${prefix}…"`
  await logger.group(title, async () => {
    const found = await previews(deps, prefix)
    const rule = { prefix, maxAgeDays: inputs.pruneMaxAgeDays, pullRequestState: prState(deps) }
    const entries: PruneEntry[] = []
    for (const deployment of found) entries.push(await judgePreview(deps, rule, deployment))
    const report = { prefix, dryRun: options.dryRun, entries }
    progress.prune(report)
    for (const entry of entries) {
      const verb = entry.delete ? (options.dryRun ? 'would delete' : 'deletes') : 'keeps'
      logger.info(`Prune ${verb} "${entry.name}" (${entry.id}): ${entry.reason}.`)
    }
    if (options.dryRun) return
    try {
      await deleteAll(deps, inputs.deleteTracingProject, { found, entries })
    } finally {
      progress.prune(report) // the `pruned` output: what was deleted, even when one failed
    }
  })
}

/** The previews found, and what was judged of each (the same order). */
interface Judged {
  readonly found: readonly Deployment[]
  readonly entries: PruneEntry[]
}

/** Deletes each entry judged to go; throws at the end when any delete failed. */
async function deleteAll(
  deps: StepDeps,
  deleteTracingProject: boolean,
  { found, entries }: Judged
): Promise<void> {
  const failures: string[] = []
  for (const [index, entry] of entries.entries()) {
    const deployment = found[index]
    if (!entry.delete || deployment === undefined) continue
    try {
      entry.deleted = await deleteDeployment(deps, deployment, deleteTracingProject)
      if (entry.deleted) deps.logger.info(`Deleted deployment "${entry.name}" (${entry.id}).`)
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
  deps: Pick<StepDeps, 'clock' | 'controlPlane'>,
  cap: PreviewCap,
  existing: Deployment | undefined
): Promise<void> {
  const problem = await previewCapProblem(deps, cap, existing)
  if (problem !== undefined) throw new Error(problem)
}

/** With `github-token`: a pull request's state, read outside the run's `timeout-seconds`. */
function prState(
  deps: PruneDeps
): ((number: number) => Promise<'open' | 'closed' | undefined>) | undefined {
  const { github, deadline } = deps
  if (github === undefined) return undefined
  // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
  return number => deadline.excluding(() => github.reporter.pullRequestState(number))
}
