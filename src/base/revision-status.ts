// Owns what a revision status means: the statuses of a revision on its way in the order it passes
// them (the API reference's), which one is success, which end it, and which the action knows.

/** What a revision status means for the wait. */
export type StatusClass = 'deployed' | 'failed' | 'superseded' | 'in-progress'

/** The statuses of a revision on its way to `DEPLOYED`, in the order it passes them, and that. */
export const LIFECYCLE = [
  'CREATING',
  'QUEUED',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING',
  'DEPLOYED'
] as const

/** Statuses of a revision still on its way: the lifecycle's before `DEPLOYED`, and `UNKNOWN`. */
const ON_ITS_WAY: ReadonlySet<string> = new Set([
  ...LIFECYCLE.filter(status => status !== 'DEPLOYED'),
  'UNKNOWN'
])

/**
 * Classifies a revision status, matched exactly (case-sensitive): only `DEPLOYED` is success;
 * any status containing `FAILED` is a failure (the contract's rule, so new failure kinds are
 * caught too); `SKIPPED` and `INTERRUPTED` mean the revision will never go live; everything else
 * is still on its way, a status the action does not know ({@link isKnownStatus}) included.
 */
export function classifyStatus(status: string): StatusClass {
  if (status === 'DEPLOYED') return 'deployed'
  if (status.includes('FAILED')) return 'failed'
  if (status === 'SKIPPED' || status === 'INTERRUPTED') return 'superseded'
  return 'in-progress'
}

/**
 * Whether the action knows what `status` means; an unknown one (`deployed`, `LIVE`) is reported
 * as unknown, never guessed at: it is not terminal, and certainly not live.
 */
export function isKnownStatus(status: string): boolean {
  return classifyStatus(status) !== 'in-progress' || ON_ITS_WAY.has(status)
}

/** Whether nothing more happens to a revision in this status: polling stops at it. */
export function isTerminal(status: string): boolean {
  return classifyStatus(status) !== 'in-progress'
}
