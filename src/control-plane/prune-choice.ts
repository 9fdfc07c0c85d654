// Owns which previews prune deletes: the deployments named with the prefix, each judged by the
// age of its newest revision and by its pull request's state; and the `max-previews` cap.
import { withContext } from '../base/errors.js'
import type { Runtime } from '../base/runtime.js'
import type { ControlPlane } from './client.js'
import type { Deployment } from './schemas.js'

/** What choosing reads: the clock (for ages) and the control plane's lists. */
export interface PruneDeps extends Pick<Runtime, 'clock'> {
  readonly controlPlane: Pick<ControlPlane, 'listAllDeployments' | 'listRevisions'>
}

/** One deployment judged: deleted (in a plan: would be) or kept, and why on one line. */
export interface PruneVerdict {
  readonly name: string
  readonly id: string
  readonly delete: boolean
  readonly reason: string
}

/** What a preview is judged by: its prefix, `prune-max-age-days`, its pull request's state. */
export interface PruneRule {
  readonly prefix: string
  readonly maxAgeDays: number | undefined
  /** The state of pull request `number` (undefined: GitHub could not say); absent: not asked. */
  readonly pullRequestState?: (number: number) => Promise<'open' | 'closed' | undefined>
}

/** What the `max-previews` cap reads of the inputs. */
export interface PreviewCap {
  readonly maxPreviews: number | undefined
  readonly prunePrefix: string | undefined
  readonly deploymentName: string | undefined
}

const DAY_MS = 86_400_000

/** How many names a refusal of `max-previews` lists. */
const NAMES_SHOWN = 10

/** The deployments whose name starts with `prefix`, by name. */
export async function previews(deps: PruneDeps, prefix: string): Promise<Deployment[]> {
  const listed = await withContext(`listing the deployments named "${prefix}…"`, () =>
    deps.controlPlane.listAllDeployments({ nameContains: prefix })
  )
  return listed
    .filter(deployment => deployment.name.startsWith(prefix))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Whether `deployment` goes: its newest revision older than `maxAgeDays`, or its pull request
 * (the number its name ends with) closed. Kept otherwise, with every reason found.
 */
export async function judgePreview(
  deps: PruneDeps,
  rule: PruneRule,
  deployment: Deployment
): Promise<PruneVerdict> {
  const { name, id } = deployment
  const reasons: string[] = []
  const maxDays = rule.maxAgeDays
  if (maxDays !== undefined) {
    const age = await ageDays(deps, deployment)
    if (age === undefined) reasons.push('its age is not known (no revision date)')
    else if (age > maxDays) {
      const reason = `newest revision ${days(age)} old (more than ${days(maxDays)})`
      return { name, id, delete: true, reason }
    } else reasons.push(`newest revision ${days(age)} old`)
  }
  if (rule.pullRequestState !== undefined) {
    const number = pullRequestOf(name, rule.prefix)
    if (number === undefined) reasons.push('its name ends with no pull request number')
    else {
      const state = await rule.pullRequestState(number)
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

/** The pull request number a preview's name ends with (`pr-12`, `agent-pr12`), if any. */
export function pullRequestOf(name: string, prefix: string): number | undefined {
  const match = /(?:^|\D)(\d{1,9})$/.exec(name.slice(prefix.length))
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** Days since the newest revision was created (else the deployment was updated), if told. */
async function ageDays(deps: PruneDeps, deployment: Deployment): Promise<number | undefined> {
  const revisions = await withContext(`reading the revisions of "${deployment.name}"`, () =>
    deps.controlPlane.listRevisions({ deploymentId: deployment.id, until: () => true })
  )
  const newest = Date.parse(revisions[0]?.created_at ?? deployment.updated_at ?? '')
  if (!Number.isFinite(newest)) return undefined
  return Math.max(0, deps.clock.now() - newest) / DAY_MS
}

/** "3 days", "1.5 days", "1 day": tenths below ten. */
function days(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  return `${rounded} day${rounded === 1 ? '' : 's'}`
}

/**
 * Why creating `deploymentName` would pass `max-previews` (a new deployment named with the
 * prefix while as many exist already), or undefined when it would not.
 */
export async function previewCapProblem(
  deps: PruneDeps,
  cap: PreviewCap,
  existing: Deployment | undefined
): Promise<string | undefined> {
  const { maxPreviews, prunePrefix, deploymentName } = cap
  if (existing !== undefined || maxPreviews === undefined || prunePrefix === undefined) return
  if (deploymentName === undefined || !deploymentName.startsWith(prunePrefix)) return
  const others = await previews(deps, prunePrefix)
  if (others.length < maxPreviews) return
  const names = others.slice(0, NAMES_SHOWN).map(d => `"${d.name}"`)
  const more = others.length > NAMES_SHOWN ? ` and ${others.length - NAMES_SHOWN} more` : ''
  return `refusing to create preview "${deploymentName}": ${others.length} deployments named "${prunePrefix}…" exist already (${names.join(', ')}${more}) and input 'max-previews' is ${maxPreviews}. Delete previews no longer needed (mode: prune, or mode: delete), or raise 'max-previews'. Nothing was created.`
}
