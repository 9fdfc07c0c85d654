import * as core from '@actions/core'
import type { Deployment } from '../control-plane/client.js'
import { errorMessage } from '../base/errors.js'
import type { Inputs } from '../run/inputs.js'
import { Outputs } from './outputs.js'
import type { Redactor } from '../base/redact.js'
import { deploymentUrl } from '../control-plane/revisions.js'
import type { SmokeResult } from '../agent-server/smoke.js'
import {
  type FailureLogs,
  type RunReport,
  dashboardUrl,
  newReport,
  renderSummary
} from './summary.js'

/**
 * What the run has learned so far. Each fact is published as an output the moment it is known
 * and kept for the job summary, so a run that fails or is cancelled halfway still tells the
 * next steps, and the person reading the run's page, how far it got.
 */
export class Progress {
  readonly report: RunReport
  private readonly outputs: Outputs

  constructor(
    private readonly inputs: Pick<
      Inputs,
      | 'mode'
      | 'region'
      | 'customApiUrl'
      | 'workspaceId'
      | 'deploymentName'
      | 'deploymentId'
      | 'deploymentUrl'
    >,
    target: string,
    private readonly redactor: Redactor
  ) {
    this.outputs = new Outputs(redactor)
    this.report = newReport(inputs.mode, target)
  }

  /** The deployment this run works on, as last read. */
  deployment(deployment: Deployment): void {
    this.report.deploymentName = deployment.name
    this.report.deploymentId = deployment.id
    this.report.dashboardUrl = dashboardUrl({
      region: this.inputs.region,
      customApiUrl: this.inputs.customApiUrl,
      tenantId: deployment.tenant_id ?? this.inputs.workspaceId,
      deploymentId: deployment.id
    })
    const url = this.inputs.deploymentUrl ?? deploymentUrl(deployment)
    this.report.agentUrl = url || undefined
    this.outputs.set('deployment-id', deployment.id)
    this.outputs.set('deployment-url', deploymentUrl(deployment))
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
    if (this.report.status !== status) this.report.timeline.push({ status, at })
    this.report.status = status
    this.outputs.set('status', status)
  }

  /** The agent URL the smoke step used. */
  agentUrl(url: string): void {
    this.report.agentUrl = url
  }

  smoke(result: SmokeResult): void {
    this.report.smoke = result
    if (result.runId !== undefined) this.outputs.set('smoke-run-id', result.runId)
    this.outputs.set('smoke-events', String(result.events))
  }

  logs(logs: FailureLogs): void {
    this.report.logs = logs
  }

  /** The run failed (or was cancelled) with this message. */
  fail(message: string, cancelled: boolean): void {
    this.report.failure = message
    this.report.cancelled = cancelled
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
   * Writes the job summary. Outside a runner (no GITHUB_STEP_SUMMARY) there is nowhere to write
   * it; that is not a failure of the deploy.
   */
  async writeSummary(now: number): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return
    try {
      await core.summary.addRaw(this.redactor.redact(renderSummary(this.report, now)), true).write()
    } catch (error) {
      core.warning(this.redactor.redact(`Could not write the job summary: ${errorMessage(error)}`))
    }
  }
}
