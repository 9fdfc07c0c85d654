/**
 * Owns what is decided when a revision is created: its plan (schedule, outcome, stall, log
 * lines) from the deployment's scenario, and the commit a `github` revision builds.
 */
import { createHash } from 'node:crypto'

import { failedBuildLines, failedDeployLines } from './failure-logs.js'
import {
  makeSchedule,
  type InFlightStatus,
  type LogPhase,
  type RevisionOutcome,
  type RevisionPlan,
  type RevisionSchedule
} from './lifecycle.js'
import type { DeploymentScenario, DeploymentSource } from './wire-types.js'

/** What a revision is made from (the stored form of `source_revision_config`). */
export interface RevisionConfig {
  readonly repo_ref: string | null
  readonly langgraph_config_path: string | null
  readonly image_uri: string | null
  readonly source_tarball_path: string | null
}

/** The revision a plan is made for. */
export interface PlanSubject {
  readonly revisionId: string
  readonly source: DeploymentSource
  readonly config: RevisionConfig
  readonly repoUrl: string | null
  /** Which of the deployment's revisions it is: 1 for the first. */
  readonly number?: number
}

/** The emulator-wide pace and the per-name scenarios. */
export interface PlanSettings {
  readonly stepMs: number
  readonly schedule: Partial<RevisionSchedule>
  readonly scenarios: ReadonlyMap<string, DeploymentScenario>
}

const NO_SCHEDULE = makeSchedule(0)

/** The default commit of a `github` revision: the ref itself when it is a commit, else a fake. */
export function fakeCommitSha(repoUrl: string, ref: string): string {
  if (/^[0-9a-f]{40}$/i.test(ref)) return ref.toLowerCase()
  return createHash('sha1').update(`${repoUrl}\n${ref}`).digest('hex')
}

function fetchLine(subject: PlanSubject): string {
  const { config } = subject
  switch (subject.source) {
    case 'github':
      return `Cloning ${subject.repoUrl ?? 'repository'} at ${config.repo_ref ?? 'default branch'}`
    case 'internal_source':
      return `Unpacking uploaded source ${config.source_tarball_path ?? ''}`.trimEnd()
    default:
      return `Pulling ${config.image_uri ?? 'image'}`
  }
}

/**
 * The log lines a revision writes when no scenario names its own: a failed phase writes what the
 * service's would (failure-logs.ts), so a client's root-cause reading can be seen locally.
 */
export function defaultLogs(
  subject: PlanSubject,
  outcome: RevisionOutcome
): Record<LogPhase, string[]> {
  const configPath = subject.config.langgraph_config_path ?? 'langgraph.json'
  const start = [fetchLine(subject), `Reading graph configuration ${configPath}`]
  return {
    build:
      outcome === 'BUILD_FAILED'
        ? [...start, 'Building image', ...failedBuildLines(configPath)]
        : [
            ...start,
            'Installing dependencies',
            'Building image',
            `Built image for revision ${subject.revisionId}`
          ],
    deploy: [
      'Provisioning resources',
      'Starting agent server',
      ...(outcome === 'DEPLOY_FAILED' ? failedDeployLines() : ['Agent server is ready'])
    ]
  }
}

function lastOfFailingPhase(logs: Record<LogPhase, string[]>, outcome: RevisionOutcome): string {
  const failing = outcome === 'DEPLOY_FAILED' ? logs.deploy : logs.build
  return failing[failing.length - 1] ?? outcome
}

/** The plan of a new revision of the deployment named `name`, from its scenario. */
export function scenarioPlan(
  settings: PlanSettings,
  name: string,
  subject: PlanSubject
): RevisionPlan {
  const scenario = settings.scenarios.get(name) ?? {}
  const nth = subject.number === undefined ? undefined : scenario.outcomes?.[subject.number]
  const outcome = nth ?? scenario.outcome ?? 'DEPLOYED'
  const schedule =
    scenario.stepMs === undefined
      ? makeSchedule(settings.stepMs, { ...settings.schedule, ...scenario.schedule })
      : makeSchedule(scenario.stepMs, scenario.schedule)
  const defaults = defaultLogs(subject, outcome)
  const logs = {
    build: scenario.buildLogs === undefined ? defaults.build : [...scenario.buildLogs],
    deploy: scenario.deployLogs === undefined ? defaults.deploy : [...scenario.deployLogs]
  }
  return {
    schedule,
    outcome,
    stallAt: scenario.stallAt,
    logs,
    failureMessage: scenario.statusMessage ?? lastOfFailingPhase(logs, outcome)
  }
}

const BUILD_STEPS: readonly InFlightStatus[] = ['AWAITING_BUILD', 'BUILDING']

/**
 * The plan of a redeploy of `sourceId`, whose image was already built: the build phase takes no
 * time and writes one line, and nothing in it can fail or stall (a scenario's `BUILD_FAILED`
 * becomes `DEPLOYED`); the deploy phase follows the scenario as any revision's does.
 */
export function redeployPlan(plan: RevisionPlan, sourceId: string): RevisionPlan {
  const stallAt = plan.stallAt !== undefined && BUILD_STEPS.includes(plan.stallAt)
  return {
    ...plan,
    schedule: { ...plan.schedule, AWAITING_BUILD: 0, BUILDING: 0 },
    outcome: plan.outcome === 'BUILD_FAILED' ? 'DEPLOYED' : plan.outcome,
    stallAt: stallAt ? undefined : plan.stallAt,
    logs: { ...plan.logs, build: [`Reusing the image built for revision ${sourceId}`] }
  }
}

/** The plan of a seeded revision: already in `wanted`, where it stays. */
export function seededPlan(
  subject: PlanSubject,
  wanted: RevisionOutcome | InFlightStatus
): RevisionPlan {
  const outcome: RevisionOutcome =
    wanted === 'BUILD_FAILED' || wanted === 'DEPLOY_FAILED' ? wanted : 'DEPLOYED'
  const stallAt = wanted === outcome ? undefined : (wanted as InFlightStatus)
  const logs = defaultLogs(subject, outcome)
  return {
    schedule: NO_SCHEDULE,
    outcome,
    stallAt,
    logs,
    failureMessage: lastOfFailingPhase(logs, outcome)
  }
}
