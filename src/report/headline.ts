// Owns the verdict of a run at a glance: which way it ended (deployed, smoke failed, rolled back,
// build failed, timed out, cancelled...), as one short Markdown line and the detail shown below it.
import { truncate } from '../base/text.js'
import { markdownCode, markdownProse } from './markdown.js'
import type { RollbackReport, RunReport } from './report.js'

/** Which way a run ended. */
export type Outcome =
  | 'deployed'
  | 'smoke-failed'
  | 'untested'
  | 'rolled-back'
  | 'rollback-failed'
  | 'build-failed'
  | 'deploy-failed'
  | 'timed-out'
  | 'cancelled'
  | 'planned'
  | 'submitted'
  | 'failed'
  | 'succeeded'

/** The verdict: the outcome, and how the headline says it (Markdown, server text escaped). */
export interface Verdict {
  readonly outcome: Outcome
  /** The headline: one short line, no server or smoke message in it. */
  readonly text: string
  /**
   * What the headline leaves out that no section of the summary tells (why the smoke test did
   * not run, a failed commit check), if anything. A smoke failure is told by the smoke section
   * (and the comment's smoke row), a rollback by its own: never here too.
   */
  readonly detail?: string
}

/** Longest piece of server or smoke text quoted in a verdict's detail. */
const MAX_QUOTE_CHARS = 200

/** Longest ID (server text) written into a headline. */
const MAX_ID_CHARS = 40

/** The verdict of a run, from what its report holds. */
export function verdictOf(report: RunReport): Verdict {
  if (report.cancelled === true) {
    const interrupted = report.interrupt?.outcome === 'interrupted'
    const text = interrupted
      ? `⏹️ cancelled; revision ${idCode(report.interrupt?.revisionId ?? '')} interrupted (on-cancel: interrupt)`
      : '⏹️ cancelled (the deployment itself goes on)'
    return { outcome: 'cancelled', text }
  }
  if (report.rollback !== undefined) return rollbackVerdict(report)
  const failed = report.failure !== undefined
  const deployed = report.status === 'DEPLOYED'
  const smokeFailure = failingSmoke(report)
  if (smokeFailure !== undefined && deployed) {
    return {
      outcome: 'smoke-failed',
      text: `⚠️ deployed ${revision(report)}, but the smoke test failed`
    }
  }
  const evalFailure = failingEval(report)
  if (evalFailure !== undefined && deployed) {
    return {
      outcome: 'smoke-failed',
      text: `⚠️ deployed ${revision(report)}, but the eval gate failed`
    }
  }
  const refused = report.refusedStep ?? 'smoke test'
  if (report.smokeRefused !== undefined && deployed) {
    return {
      outcome: 'untested',
      text: `⚠️ deployed ${revision(report)}, untested: the ${refused} did not run`,
      detail: `The ${refused} did not run: ${quote(report.smokeRefused)}`
    }
  }
  if (!failed) return success(report)
  if (deployed && report.built?.refused === true) {
    const served = report.built.commit === undefined ? '' : ` serves ${report.built.commit};`
    return {
      outcome: 'failed',
      text: `❌ ${revision(report)} is live, but the commit check failed`,
      detail: `The revision${served} the commit check failed: ${quote(report.built.check ?? '')}`
    }
  }
  if (report.plan !== undefined) {
    return {
      outcome: 'planned',
      text: `📋 plan: deploy would ${report.plan.action} it, and would fail (why: below)`
    }
  }
  if (report.timedOut === true) {
    const where = report.status ? `; last status seen: ${idCode(report.status)}` : ''
    return { outcome: 'timed-out', text: `⌛ timed out${where}` }
  }
  if (report.status?.includes('BUILD_FAILED'))
    return { outcome: 'build-failed', text: '❌ build failed' }
  if (report.status?.includes('DEPLOY_FAILED')) {
    return { outcome: 'deploy-failed', text: '❌ deploy failed' }
  }
  return { outcome: 'failed', text: '❌ failed' }
}

function success(report: RunReport): Verdict {
  if (report.plan !== undefined) {
    return { outcome: 'planned', text: `📋 plan: deploy would ${report.plan.action} it` }
  }
  if (report.status === 'DEPLOYED' && report.action === 'Rollback') {
    return {
      outcome: 'succeeded',
      text: `✅ ${revision(report)} already serves: nothing redeployed`
    }
  }
  if (report.submitted === true) {
    return { outcome: 'submitted', text: `📨 submitted ${revision(report)} (not waited for)` }
  }
  if (report.status === 'DEPLOYED' && report.action !== 'Delete') {
    return { outcome: 'deployed', text: `✅ deployed ${revision(report)}` }
  }
  return { outcome: 'succeeded', text: '✅ succeeded' }
}

function rollbackVerdict(report: RunReport): Verdict {
  const rollback = report.rollback
  if (rollback === undefined) return { outcome: 'failed', text: '❌ failed' }
  if (report.submitted === true && rollback.failure === undefined) {
    return {
      outcome: 'submitted',
      text: `📨 rollback submitted: ${servingRevision(rollback)} (not waited for)`
    }
  }
  if (rollback.failure !== undefined || !rollback.live) {
    return {
      outcome: 'rollback-failed',
      text: `❌ the rollback to revision ${idCode(rollback.to)} failed; what serves now is not known`
    }
  }
  return { outcome: 'rolled-back', text: `↩️ rolled back: ${servingRevision(rollback)} serves` }
}

/**
 * The revision a rollback made serve, as Markdown: `revision Y (a redeploy of X, commit …)`. A
 * redeploy that makes a new revision is never called the one it copies, which never served again.
 */
export function servingRevision(rollback: RollbackReport): string {
  const result = rollback.liveRevisionId ?? rollback.to
  const source = rollback.toSource === undefined ? [] : [quote(rollback.toSource)]
  const copy = result === rollback.to ? [] : [`a redeploy of ${idCode(rollback.to)}`]
  const about = [...copy, ...source]
  return `revision ${idCode(result)}${about.length === 0 ? '' : ` (${about.join(', ')})`}`
}

/**
 * Outcomes whose failure is told already: by the smoke, eval or rollback section, or (untested)
 * by the headline's own detail.
 */
const TOLD_BY_SECTIONS: ReadonlySet<Outcome> = new Set([
  'smoke-failed',
  'untested',
  'rolled-back',
  'rollback-failed'
])

/**
 * The message the step failed with, when no section of the summary (or row of the comment)
 * tells it already: each message is shown once.
 */
export function untoldFailure(report: RunReport): string | undefined {
  if (report.failure === undefined) return undefined
  return TOLD_BY_SECTIONS.has(verdictOf(report).outcome) ? undefined : report.failure
}

/** What failed in the smoke step (the first failing case, or the one smoke's verdict), if any. */
function failingSmoke(report: RunReport): string | undefined {
  const cases = report.smokeCases ?? []
  const failing = cases.filter(c => !c.passed)
  const first = failing[0]
  if (first !== undefined) {
    const more = failing.length > 1 ? ` and ${failing.length - 1} more of ${cases.length}` : ''
    return `case ${idCode(first.name)} (${quote(first.reason)})${more}`
  }
  if (report.smoke !== undefined && !report.smoke.passed) return quote(report.smoke.verdict)
  return undefined
}

/** What failed in the eval gate (below the threshold, or a drop from the baseline), if anything. */
function failingEval(report: RunReport): string | undefined {
  const gate = report.evalGate
  if (gate === undefined) return undefined
  const of = `${gate.passed} of ${gate.examples.length} examples of dataset ${quote(gate.dataset)} passed`
  if (gate.score < gate.threshold) return `${of}, below the threshold of ${gate.threshold}`
  if (gate.baseline?.failed === true) return `${of}, but ${quote(gate.baseline.text)}`
  const comparison = gate.baseline?.comparison
  if (comparison?.failed === true) {
    const n = comparison.regressions.length
    return `${of}, but ${n} example${n === 1 ? '' : 's'} that passed on the baseline fail${n === 1 ? 's' : ''} now (more than ${comparison.maxRegressions ?? 0})`
  }
  return undefined
}

function revision(report: RunReport): string {
  return report.revisionId === undefined ? 'the revision' : `revision ${idCode(report.revisionId)}`
}

/** An ID as code, cut so that the headline stays one short line. */
function idCode(id: string): string {
  return markdownCode(truncate(id, MAX_ID_CHARS))
}

function quote(text: string): string {
  return markdownProse(truncate(text, MAX_QUOTE_CHARS))
}
