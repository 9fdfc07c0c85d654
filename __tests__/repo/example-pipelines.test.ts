/**
 * The examples as a team would copy them (issue 45, item 8), as rules over every workflow of
 * examples/: a job granted `deployments: write` passes `github-token` to each step of this
 * action; a deploy that rolls back runs in a concurrency group that never cancels it; a preview
 * named per pull request is deleted when the pull request closes, one run per pull request. And
 * eval-gated-release.yml gates the preview and production on the same values. Each rule is shown
 * to catch the example as it was before.
 */
import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** `uses:` of a step that runs this action: the checkout itself, or the published repository. */
const THIS_ACTION = /^(?:\.\/?|[\w.-]+\/langgraph-deploy-action@[\w./-]+)$/

interface Step {
  readonly name?: string
  readonly uses?: string
  readonly with?: Readonly<Record<string, unknown>>
}

interface Concurrency {
  readonly group: string
  readonly 'cancel-in-progress'?: unknown
}

interface Job {
  readonly if?: string
  readonly permissions?: Readonly<Record<string, string>>
  readonly concurrency?: Concurrency
  readonly steps: readonly Step[]
}

interface Workflow {
  readonly on: Readonly<Record<string, unknown>>
  readonly env?: Readonly<Record<string, string | number | boolean>>
  readonly permissions?: Readonly<Record<string, string>>
  readonly concurrency?: Concurrency
  readonly jobs: Readonly<Record<string, Job>>
}

/** Each step of this action: its job, where it is, and its `with:` as text. */
interface ActionStep {
  readonly jobId: string
  readonly job: Job
  readonly where: string
  readonly with: Readonly<Record<string, string>>
}

function actionSteps(workflow: Workflow): ActionStep[] {
  return Object.entries(workflow.jobs).flatMap(([jobId, job]) =>
    job.steps.flatMap((step, index) => {
      if (step.uses === undefined || !THIS_ACTION.test(step.uses)) return []
      const given = Object.entries(step.with ?? {}).map(([k, v]): [string, string] => [
        k,
        String(v)
      ])
      const where = `jobs.${jobId}.steps[${index}] (${step.name ?? step.uses})`
      return [{ jobId, job, where, with: Object.fromEntries(given) }]
    })
  )
}

/** A value with the workflow's `${{ env.X }}` written out, as the runner evaluates it. */
function withEnv(value: string, workflow: Workflow): string {
  return value.replace(/\$\{\{\s*env\.(\w+)\s*\}\}/g, (_, name: string) =>
    String(workflow.env?.[name] ?? '')
  )
}

/** Each rule broken, in words; none for a workflow a team may copy as it is. */
function pipelineProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const steps = actionSteps(workflow)
  for (const step of steps) {
    const permissions = step.job.permissions ?? workflow.permissions ?? {}
    if (permissions.deployments === 'write' && step.with['github-token'] === undefined) {
      problems.push(`${step.where}: deployments: write is granted, but no github-token is passed`)
    }
    const concurrency = step.job.concurrency ?? workflow.concurrency
    if (step.with['rollback-on-failure'] === 'true') {
      if (concurrency === undefined) {
        problems.push(`${step.where}: rolls back, but runs in no concurrency group`)
      } else if (String(concurrency['cancel-in-progress']) === 'true') {
        problems.push(`${step.where}: rolls back, but a later run may cancel it halfway`)
      }
    }
    const name = withEnv(step.with['deployment-name'] ?? '', workflow)
    const deploys = (step.with.mode ?? 'deploy') === 'deploy'
    if (deploys && name.includes('github.event.pull_request.number')) {
      problems.push(...previewProblems(workflow, steps, step, concurrency))
    }
  }
  return problems
}

/** A preview per pull request: one run per pull request, deleted when it closes. */
function previewProblems(
  workflow: Workflow,
  steps: readonly ActionStep[],
  preview: ActionStep,
  concurrency: Concurrency | undefined
): string[] {
  const problems: string[] = []
  if (!(concurrency?.group ?? '').includes('github.event.pull_request.number')) {
    problems.push(`${preview.where}: a preview per pull request, but no concurrency group per one`)
  }
  const types = (workflow.on.pull_request as { types?: readonly string[] } | null)?.types ?? []
  const name = withEnv(preview.with['deployment-name'] ?? '', workflow)
  const deletes = steps.some(
    step =>
      step.with.mode === 'delete' &&
      withEnv(step.with['deployment-name'] ?? '', workflow) === name &&
      (step.job.if ?? '').includes("github.event.action == 'closed'")
  )
  if (!types.includes('closed') || !deletes) {
    problems.push(`${preview.where}: a preview per pull request, never deleted when it closes`)
  }
  if (!(preview.job.if ?? '').includes("github.event.action != 'closed'")) {
    problems.push(`${preview.where}: deploys the preview again when the pull request closes`)
  }
  return problems
}

function readExample(file: string): Workflow {
  return parse(readFileSync(path.join(root, 'examples', file), 'utf8')) as Workflow
}

const examples = readdirSync(path.join(root, 'examples')).filter(f => f.endsWith('.yml'))

describe('every example, as a team would copy it', () => {
  it.each(examples)('%s breaks none of the rules', file => {
    expect(pipelineProblems(readExample(file))).toEqual([])
  })

  it('the rules catch eval-gated-release.yml as it was (issue 45, item 7)', () => {
    // Its shape before: no closed handler, no concurrency, deployments: write without the token.
    const before = parse(
      [
        'on:',
        '  pull_request:',
        '  push: { branches: [main] }',
        'permissions: { contents: read, deployments: write }',
        'jobs:',
        '  preview:',
        "    if: github.event_name == 'pull_request'",
        '    steps:',
        '      - uses: langgraph-deploy-action/langgraph-deploy-action@v1',
        '        with:',
        '          deployment-name: my-agent-pr-${{ github.event.pull_request.number }}',
        '          eval-dataset: agent-smoke',
        '  production:',
        "    if: github.event_name == 'push'",
        '    steps:',
        '      - uses: langgraph-deploy-action/langgraph-deploy-action@v1',
        '        with: { deployment-name: my-agent, rollback-on-failure: true }'
      ].join('\n')
    ) as Workflow
    const preview = 'jobs.preview.steps[0] (langgraph-deploy-action/langgraph-deploy-action@v1)'
    const production =
      'jobs.production.steps[0] (langgraph-deploy-action/langgraph-deploy-action@v1)'
    expect(pipelineProblems(before)).toEqual([
      `${preview}: deployments: write is granted, but no github-token is passed`,
      `${preview}: a preview per pull request, but no concurrency group per one`,
      `${preview}: a preview per pull request, never deleted when it closes`,
      `${preview}: deploys the preview again when the pull request closes`,
      `${production}: deployments: write is granted, but no github-token is passed`,
      `${production}: rolls back, but runs in no concurrency group`
    ])
  })

  it('a production group that cancels in progress is caught too', () => {
    const workflow = parse(
      [
        'on: { push: { branches: [main] } }',
        'concurrency: { group: prod, cancel-in-progress: true }',
        'jobs:',
        '  deploy:',
        '    steps:',
        '      - uses: ./',
        '        with: { deployment-name: my-agent, rollback-on-failure: true }'
      ].join('\n')
    ) as Workflow
    expect(pipelineProblems(workflow)).toEqual([
      'jobs.deploy.steps[0] (./): rolls back, but a later run may cancel it halfway'
    ])
  })
})

describe('eval-gated-release.yml', () => {
  const workflow = readExample('eval-gated-release.yml')
  const steps = actionSteps(workflow)
  const stepOf = (jobId: string): ActionStep | undefined => steps.find(s => s.jobId === jobId)

  it('gates the preview and production on the same dataset, threshold and drop', () => {
    const gate = (step: ActionStep | undefined) =>
      Object.entries(step?.with ?? {})
        .filter(([name]) => name.startsWith('eval-'))
        .map(([name, value]) => [name, withEnv(value, workflow)])
    expect(gate(stepOf('preview'))).toEqual(gate(stepOf('production')))
    expect(gate(stepOf('production'))).toEqual(
      expect.arrayContaining([
        ['eval-dataset', 'agent-smoke'],
        ['eval-threshold', '0.9']
      ])
    )
  })

  it('rolls back in production only, after the environment approves, one release at a time', () => {
    expect(stepOf('production')?.with['rollback-on-failure']).toBe('true')
    expect(stepOf('preview')?.with['rollback-on-failure']).toBeUndefined()
    const production = workflow.jobs.production as Job & { environment?: string }
    expect(production.environment).toBe('production')
    expect(production.concurrency?.['cancel-in-progress']).toBe(false)
    expect(production.concurrency?.group).not.toContain('pull_request')
  })

  it('deletes the preview in the group of its deploy, so closing cancels a deploy in flight', () => {
    const remove = workflow.jobs['delete-preview']
    expect(remove?.concurrency?.group).toBe(workflow.jobs.preview?.concurrency?.group)
    expect(stepOf('delete-preview')?.with).toMatchObject({ mode: 'delete' })
  })
})
