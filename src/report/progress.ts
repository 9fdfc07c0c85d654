// Owns what the run has learned so far: each fact published as an output the moment it is
// known, and kept in the RunReport for the summary, so a run that stops halfway still tells.
import * as core from '@actions/core'
import { errorMessage } from '../base/errors.js'
import { mapStrings } from '../base/objects.js'
import { httpUrlText } from '../base/url-trust.js'
import type { Logger } from '../base/log.js'
import type { Redactor } from '../base/redact.js'
import { Outputs } from './outputs.js'
import type {
  BuiltReport,
  DeploymentFacts,
  FailureLogs,
  InterruptReport,
  PlanReport,
  PlanRow,
  PruneReport,
  RollbackReport,
  RunReport,
  SmokeCaseReport,
  SecretsReport,
  SmokeReport,
  SourceReport
} from './report.js'
import type { EvalReport } from './eval-report.js'
import { renderSummary } from './summary.js'

/** What a Progress is about. */
export interface ProgressSubject {
  /** What the run does, for the headline: `Deploy`, `Delete`, `Smoke test`. */
  readonly action: string
  /** How the deployment is named in messages. */
  readonly target: string
  /** The user's `deployment-url`, which wins over the deployment's own URL in the summary. */
  readonly deploymentUrl: string | undefined
  /** Clock milliseconds when the run started. */
  readonly startedAt: number
}

/** The run's facts, as outputs and as the report. */
export class Progress {
  readonly report: RunReport
  private readonly outputs: Outputs
  /** When a status was last seen: the next change happened after it. */
  private lastSeenAt: number | undefined

  constructor(
    private readonly subject: ProgressSubject,
    private readonly redactor: Redactor,
    private readonly logger: Logger
  ) {
    this.outputs = new Outputs(redactor, logger)
    const { action, target, startedAt } = subject
    this.report = { action, target, startedAt, timeline: [] }
  }

  /** The deployment this run works on, as last read. */
  deployment(deployment: DeploymentFacts): void {
    this.report.deploymentName = deployment.name
    this.report.deploymentId = deployment.id
    this.report.dashboardUrl = deployment.dashboardUrl
    if (deployment.type !== undefined) {
      this.report.deploymentType = deployment.type
      this.outputs.set('deployment-type', deployment.type)
    }
    const given = this.subject.deploymentUrl
    this.report.agentUrl = (given ?? deployment.url) || undefined
    this.report.agentUrlFrom = given !== undefined ? "input 'deployment-url'" : deployment.urlField
    this.outputs.set('deployment-id', deployment.id)
    // A URL the next step can use, or none: a server's text that is no URL is not passed on.
    this.outputs.set('deployment-url', httpUrlText(deployment.url) ?? '')
  }

  /** The deployment was deleted (or is being deleted): its page and agent URL lead nowhere. */
  deleted(): void {
    this.report.dashboardUrl = undefined
    this.report.agentUrl = undefined
    this.report.agentUrlFrom = undefined
  }

  created(created: boolean): void {
    this.report.created = created
    this.outputs.set('created', created)
  }

  revision(revisionId: string): void {
    this.report.revisionId = revisionId
    this.outputs.set('revision-id', revisionId)
  }

  /** A revision status seen at `at` (clock ms); a change adds a timeline entry. */
  status(status: string, at: number): void {
    if (this.report.status !== status) {
      const after = this.lastSeenAt
      this.report.timeline.push(after === undefined ? { status, at } : { status, at, after })
    }
    this.lastSeenAt = at
    this.report.status = status
    this.outputs.set('status', status)
  }

  /** The commit the revision built, as soon as it is known. */
  commit(sha: string | undefined): void {
    if (sha === undefined) return
    this.report.built = { ...this.report.built, commit: sha }
    this.outputs.set('commit-sha', sha)
  }

  /** What the revision was built from, and the commit check's verdict. */
  built(built: BuiltReport): void {
    this.report.built = { ...this.report.built, ...built }
    this.commit(built.commit)
  }

  /** The archive that was uploaded (source `upload`). */
  source(source: SourceReport): void {
    this.report.source = source
    this.outputs.set('source-digest', source.digest)
  }

  /** What an update changes: what it builds from, and each setting, old -> new. */
  changes(rows: readonly PlanRow[]): void {
    this.report.changes = rows
  }

  /** What an update's `secrets` list does to the deployment's secrets (names only). */
  secrets(secrets: SecretsReport): void {
    this.report.secrets = secrets
  }

  /** The agent URL the smoke step used. */
  agentUrl(url: string): void {
    this.report.agentUrl = url
  }

  smoke(result: SmokeReport): void {
    this.report.smoke = result
    if (result.runId !== undefined) this.outputs.set('smoke-run-id', result.runId)
    this.outputs.set('smoke-events', String(result.events))
  }

  /** The smoke test or the eval gate was refused before it reached the agent: live untested. */
  smokeRefused(reason: string, step: 'smoke test' | 'eval gate' = 'smoke test'): void {
    this.report.smokeRefused = reason
    this.report.refusedStep = step
  }

  /** With `smoke-cases`: every case as run; the output is the JSON list. */
  smokeCases(cases: readonly SmokeCaseReport[]): void {
    this.report.smokeCases = cases
    this.outputs.set(
      'smoke-results',
      JSON.stringify(
        cases.map(c => ({
          name: c.name,
          passed: c.passed,
          run_id: c.runId ?? null,
          events: c.events,
          duration_ms: c.durationMs,
          reason: c.reason
        }))
      )
    )
  }

  /** The eval gate's result; the outputs are its JSON and the experiment's link. */
  evalGate(result: EvalReport): void {
    this.report.evalGate = result
    if (result.experimentUrl !== undefined) this.outputs.set('experiment-url', result.experimentUrl)
    this.outputs.set(
      'eval-results',
      JSON.stringify({
        total: result.examples.length,
        passed: result.passed,
        failed: result.failed,
        score: result.score,
        threshold: result.threshold,
        repeat: result.repeat,
        min_pass: result.minPass,
        dataset_id: result.datasetId,
        experiment_id: result.experimentId ?? null,
        experiment_url: result.experimentUrl ?? null,
        failing_example_ids: result.examples.filter(e => !e.passed).map(e => e.exampleId),
        baseline_score: result.baseline?.score ?? null,
        baseline_experiment_url: result.baseline?.experimentUrl ?? null,
        regressions: result.baseline?.comparison?.regressions.map(e => e.exampleId) ?? null,
        improvements: result.baseline?.comparison?.improvements.map(e => e.exampleId) ?? null
      })
    )
  }

  /** A rollback redeployed `rollback.to`; the output names it as soon as the redeploy is sent. */
  rollback(rollback: RollbackReport): void {
    this.report.rollback = rollback
    this.outputs.set('rolled-back-to', rollback.to)
  }

  /** After a failed smoke test: why nothing was rolled back (it is not a rollback). */
  noRollback(why: string): void {
    this.report.noRollback = why
  }

  /** After a failed smoke test: a rollback sent whose outcome the answers cannot tell, and why. */
  rollbackUnknown(why: string): void {
    this.report.rollbackUnknown = why
  }

  /** What `mode: plan` found. */
  plan(plan: PlanReport): void {
    this.report.plan = plan
    this.outputs.set('plan', plan.action)
  }

  /** What `mode: prune` found (and, outside a plan, deletes); `pruned` lists the deleted names. */
  prune(prune: PruneReport): void {
    this.report.prune = prune
    if (prune.dryRun) return
    const deleted = prune.entries.filter(entry => entry.deleted !== undefined)
    this.outputs.set('pruned', JSON.stringify(deleted.map(entry => entry.name)))
  }

  logs(logs: FailureLogs): void {
    this.report.logs = logs
  }

  /** `wait: false`: the revision was submitted, and the run does not wait for it. */
  submitted(): void {
    this.report.submitted = true
  }

  /** The wait ran out of time before the revision's status was terminal. */
  timedOut(): void {
    this.report.timedOut = true
  }

  /** The run failed (or was cancelled) with this message. */
  fail(message: string, cancelled: boolean): void {
    this.report.failure = message
    this.report.cancelled = cancelled
  }

  /** What `on-cancel: interrupt` did to the run's revision. */
  interrupted(interrupt: InterruptReport): void {
    this.report.interrupt = interrupt
  }

  /** The run's revision and its last status seen, when it has one. */
  ownRevision():
    | {
        readonly deploymentId: string
        readonly revisionId: string
        readonly status: string | undefined
      }
    | undefined {
    const { deploymentId, revisionId, status } = this.report
    if (deploymentId === undefined || revisionId === undefined) return undefined
    return { deploymentId, revisionId, status }
  }

  /** Where the run had got to, for a cancellation message. */
  whereabouts(): string {
    const { deploymentId, revisionId, status } = this.report
    return [
      deploymentId ? `deployment ${deploymentId}` : undefined,
      revisionId ? `revision ${revisionId}` : undefined,
      status ? `last status ${status}` : undefined
    ]
      .filter(Boolean)
      .join(', ')
  }

  /**
   * The report with every secret removed from its text: what is rendered for people. Removed
   * before rendering, since escaping for Markdown would change a secret beyond recognition.
   */
  redactedReport(): RunReport {
    return mapStrings(this.report, text => this.redactor.redact(text))
  }

  /**
   * Writes the job summary. Outside a runner (no GITHUB_STEP_SUMMARY) there is nowhere to write
   * it; that is not a failure of the deploy.
   */
  async writeSummary(now: number): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return
    try {
      await core.summary.addRaw(renderSummary(this.redactedReport(), now), true).write()
    } catch (error) {
      this.logger.warning(`Could not write the job summary: ${errorMessage(error)}`)
    }
  }
}
