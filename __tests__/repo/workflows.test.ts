/**
 * The ready-made workflows (examples/) and the repository's own (.github/workflows/): actionlint
 * finds nothing in them, every step of this action passes only inputs that action.yml declares,
 * each example does what the README says it does, and the CI job that runs `uses: ./` against
 * the emulator passes when its steps are run here, one by one, as the runner would run them.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { runAction } from '../../emulator/runner.js'
import { unusedPort } from '../fixtures/ports.js'

const root = fileURLToPath(new URL('../../', import.meta.url))

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string
  repository: { url: string }
}

/**
 * The repository that publishes the action, `owner/name`, from package.json's `repository`: the
 * one owner of it. Changing it is one edit there, then a search and replace that the test of
 * the published references below guides.
 */
const REPOSITORY = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(pkg.repository.url)?.[1] ?? ''

/** How the examples refer to the action: the published repository, pinned by major version. */
const EXAMPLE_REF = `${REPOSITORY}@v${pkg.version.split('.')[0] ?? ''}`

/** `uses:` of a step that runs this action: the checkout itself, or the published repository. */
const THIS_ACTION = /^(?:\.\/?|[\w.-]+\/langgraph-deploy-action@[\w./-]+)$/

interface Step {
  readonly name?: string
  readonly id?: string
  readonly uses?: string
  readonly run?: string
  readonly if?: string
  readonly with?: Readonly<Record<string, unknown>>
  readonly env?: Readonly<Record<string, unknown>>
  readonly 'continue-on-error'?: boolean
}

interface Job {
  readonly if?: string
  readonly env?: Readonly<Record<string, unknown>>
  readonly concurrency?: { readonly group: string; readonly 'cancel-in-progress'?: unknown }
  readonly strategy?: { readonly matrix?: { readonly include?: readonly Record<string, string>[] } }
  readonly steps: readonly Step[]
}

interface Workflow {
  readonly on: Readonly<Record<string, unknown>>
  readonly env?: Readonly<Record<string, unknown>>
  readonly concurrency?: { readonly group: string; readonly 'cancel-in-progress'?: unknown }
  readonly permissions?: Readonly<Record<string, string>>
  readonly jobs: Readonly<Record<string, Job>>
}

interface ActionInput {
  readonly required?: boolean
  readonly default?: unknown
}

interface Finding {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly kind: string
  readonly message: string
}

/** Every workflow file, relative to the root, as scripts/lint-workflows.js finds them. */
const lintScript = path.join(root, 'scripts', 'lint-workflows.js')
const { workflowFiles } = (await import(lintScript)) as { workflowFiles: () => string[] }
const files = workflowFiles()
const examples = files.filter(file => file.startsWith('examples/'))
/** The pages that show workflow steps: the README and docs/. */
const pages = ['README.md', ...readdirSync(path.join(root, 'docs')).map(name => `docs/${name}`)]

function readWorkflow(file: string): Workflow {
  return parse(readFileSync(path.join(root, file), 'utf8')) as Workflow
}

/** The inputs action.yml declares, read now, so the check follows action.yml as it changes. */
function actionInputs(): Readonly<Record<string, ActionInput>> {
  const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
    inputs: Record<string, ActionInput>
  }
  return action.inputs
}

/** Each step of the workflow that runs this action, with where it is. */
function actionSteps(workflow: Workflow): { where: string; step: Step }[] {
  return Object.entries(workflow.jobs).flatMap(([jobId, job]) =>
    job.steps.flatMap((step, index) =>
      step.uses !== undefined && THIS_ACTION.test(step.uses)
        ? [{ where: `jobs.${jobId}.steps[${index}] (${step.name ?? step.uses})`, step }]
        : []
    )
  )
}

/**
 * What is wrong with the `with:` of each step of this action: a key that is not an input of
 * action.yml, a required input left out, or a value that is not a scalar (the runner passes
 * strings).
 */
function inputProblems(
  workflow: Workflow,
  inputs: Readonly<Record<string, ActionInput>>
): string[] {
  const required = Object.entries(inputs)
    .filter(([, input]) => input.required === true && input.default === undefined)
    .map(([name]) => name)
  return actionSteps(workflow).flatMap(({ where, step }) => {
    const given = step.with ?? {}
    return [
      ...Object.keys(given)
        .filter(key => !(key in inputs))
        .map(key => `${where}: '${key}' is not an input of action.yml`),
      ...required
        .filter(name => !(name in given))
        .map(name => `${where}: required input '${name}' is missing`),
      ...Object.entries(given)
        .filter(([, value]) => typeof value === 'object' && value !== null)
        .map(([key]) => `${where}: '${key}' must be a string, number or boolean`)
    ]
  })
}

/** Runs scripts/lint-workflows.js (actionlint, offline) on the files and returns its findings. */
async function actionlint(paths: readonly string[]): Promise<Finding[]> {
  const { code, stdout, stderr } = await exec(process.execPath, [lintScript, '--json', ...paths])
  const findings = JSON.parse(stdout) as Finding[]
  // Exit 1 exactly when something was found; anything else is the linter failing to run.
  expect({ code, stderr }).toEqual({ code: findings.length > 0 ? 1 : 0, stderr: '' })
  return findings
}

/** Runs a command to its end and collects what it printed. */
function exec(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', code => {
      resolve({ code, stdout, stderr })
    })
  })
}

describe('the workflow files', () => {
  it('examples/ holds the ready-made workflows', () => {
    expect(examples).toEqual([
      'examples/deploy-on-push.yml',
      'examples/deploy-upload.yml',
      'examples/deploy-with-rollback.yml',
      'examples/eval-gated-release.yml',
      'examples/manual-dispatch.yml',
      'examples/matrix.yml',
      'examples/plan-on-pr.yml',
      'examples/pr-preview.yml',
      'examples/self-hosted.yml'
    ])
    expect(files).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/check-dist.yml',
        '.github/workflows/codeql.yml'
      ])
    )
  })

  // actionlint runs as WebAssembly in a child process: its start alone can take seconds on a
  // busy machine.
  const LINT_MS = 90_000

  it(
    'actionlint finds nothing in any of them',
    async () => {
      expect(await actionlint(files)).toEqual([])
    },
    LINT_MS
  )

  it(
    'actionlint does report a broken workflow (the linter really runs)',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'workflows-test-'))
      try {
        const broken = path.join(dir, 'broken.yml')
        await writeFile(
          broken,
          [
            'on: push',
            'jobs:',
            '  deploy:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - run: echo "${{ steps.nowhere.outputs.url }}"',
            '      - uses: actions/checkout@v7',
            '        run: echo both',
            ''
          ].join('\n')
        )
        const findings = await actionlint([broken])
        expect(findings.map(f => [f.line, f.kind])).toEqual(
          expect.arrayContaining([
            [6, 'expression'],
            [8, 'syntax-check']
          ])
        )
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    LINT_MS
  )

  it.each(files)('%s passes this action only inputs of action.yml, and the required ones', file => {
    expect(inputProblems(readWorkflow(file), actionInputs())).toEqual([])
  })

  it('the input check catches an unknown input and a missing required one', () => {
    const workflow = parse(
      [
        'on: push',
        'jobs:',
        '  deploy:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        `      - uses: ${EXAMPLE_REF}`,
        '        with:',
        '          workspace-id: ${{ vars.LANGSMITH_WORKSPACE_ID }}',
        '          deployment_name: my-agent',
        '      - uses: ./',
        '        with:',
        '          api-key: k',
        '          workspace-id: w',
        '          secrets: { A: b }',
        '      - uses: actions/checkout@v7',
        '        with:',
        '          fetch-depth: 0'
      ].join('\n')
    ) as Workflow
    expect(inputProblems(workflow, actionInputs())).toEqual([
      `jobs.deploy.steps[0] (${EXAMPLE_REF}): 'deployment_name' is not an input of action.yml`,
      `jobs.deploy.steps[0] (${EXAMPLE_REF}): required input 'api-key' is missing`,
      "jobs.deploy.steps[1] (./): 'secrets' must be a string, number or boolean"
    ])
  })

  it.each(examples)(
    '%s uses the published action by major version, with secrets from secrets',
    file => {
      const steps = actionSteps(readWorkflow(file))
      expect(steps.length).toBeGreaterThan(0)
      for (const { step } of steps) {
        expect(step.uses).toBe(EXAMPLE_REF)
        // matrix.yml names each entry's secret (secrets[matrix.key-secret]): no fallback.
        expect(String(step.with?.['api-key'])).toMatch(
          /^\$\{\{ *secrets(\.LANGSMITH_API_KEY|\[matrix\.key-secret\]) *\}\}$/
        )
      }
    }
  )

  it('the workflows of this repository pin third-party actions by major version', () => {
    const uses = files
      .filter(file => file.startsWith('.github/'))
      .flatMap(file => Object.values(readWorkflow(file).jobs))
      .flatMap(job => job.steps.map(step => step.uses))
      .filter((ref): ref is string => ref !== undefined && ref !== './')
    expect(uses.length).toBeGreaterThan(0)
    for (const ref of uses) expect(ref).toMatch(/^[\w.-]+\/[\w./-]+@v\d+$/)
  })
})

/**
 * What is wrong with the references to published actions in `text` (a README or a workflow): a
 * `uses:` of anything but a local action, GitHub's own `actions/*`, or REPOSITORY at the major
 * version or a full commit SHA; and any `owner/name@ref` of a repository named like this action
 * that is not REPOSITORY. Whoever registers another owner would run code with the users' keys.
 */
function foreignReferences(file: string, text: string): string[] {
  const major = EXAMPLE_REF.slice(EXAMPLE_REF.indexOf('@') + 1)
  const problems = new Set<string>()
  for (const [, ref = ''] of text.matchAll(/\buses:\s*([^\s#'"`]+)/g)) {
    if (ref === '.' || ref.startsWith('./') || /^actions\/[\w.-]+@v\d+$/.test(ref)) continue
    const [repository, version = ''] = ref.split('@')
    const pinned = version === major || /^[0-9a-f]{40}$/.test(version) || version === '<commit-sha>'
    if (repository === REPOSITORY && pinned) continue
    problems.add(`${file}: uses: ${ref}, not ${EXAMPLE_REF} (package.json's repository)`)
  }
  for (const [, repository = ''] of text.matchAll(
    /([\w.<>-]+\/[\w.<>-]*langgraph-deploy[\w.<>-]*)@/g
  )) {
    if (repository !== REPOSITORY) {
      problems.add(`${file}: ${repository}, not ${REPOSITORY} (package.json's repository)`)
    }
  }
  return [...problems]
}

describe("the published action is named only by package.json's repository", () => {
  it("package.json names the repository after the project, owned by action.yml's author", () => {
    const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as { author: string }
    expect(REPOSITORY).toBe(`${action.author}/langgraph-deploy-action`)
    expect(EXAMPLE_REF).toBe(`${action.author}/langgraph-deploy-action@v1`)
  })

  it.each([...pages, ...examples])('%s uses no other owner or repository', file => {
    expect(foreignReferences(file, readFileSync(path.join(root, file), 'utf8'))).toEqual([])
  })

  it('the check catches another owner, a placeholder, another major and foreign actions', () => {
    const text = [
      `- uses: ${EXAMPLE_REF}`,
      `- uses: ${REPOSITORY}@${'0123456789'.repeat(4)} # v1.0.0`,
      '- uses: ./',
      '- uses: actions/checkout@v5',
      '- uses: langgraph-deploy/langgraph-deploy-action@v1',
      '- uses: <owner>/langgraph-deploy-action@v1',
      `- uses: ${REPOSITORY}@v0`,
      '- uses: someone/setup-tool@v2',
      'Pin it as `somebody/langgraph-deploy-action@v1` in prose.'
    ].join('\n')
    expect(foreignReferences('t.md', text)).toEqual([
      `t.md: uses: langgraph-deploy/langgraph-deploy-action@v1, not ${EXAMPLE_REF} (package.json's repository)`,
      `t.md: uses: <owner>/langgraph-deploy-action@v1, not ${EXAMPLE_REF} (package.json's repository)`,
      `t.md: uses: ${REPOSITORY}@v0, not ${EXAMPLE_REF} (package.json's repository)`,
      `t.md: uses: someone/setup-tool@v2, not ${EXAMPLE_REF} (package.json's repository)`,
      `t.md: langgraph-deploy/langgraph-deploy-action, not ${REPOSITORY} (package.json's repository)`,
      `t.md: <owner>/langgraph-deploy-action, not ${REPOSITORY} (package.json's repository)`,
      `t.md: somebody/langgraph-deploy-action, not ${REPOSITORY} (package.json's repository)`
    ])
  })
})

describe('each example does what the README says', () => {
  /** The single step of this action in the job. */
  function deployStep(job: Job | undefined): Step {
    const steps = (job?.steps ?? []).filter(
      step => step.uses !== undefined && THIS_ACTION.test(step.uses)
    )
    expect(steps).toHaveLength(1)
    return steps[0] as Step
  }

  it('deploy-on-push: deploys on push to main and smoke-tests, one deploy at a time', () => {
    const workflow = readWorkflow('examples/deploy-on-push.yml')
    expect(workflow.on).toEqual({ push: { branches: ['main'] } })
    expect(workflow.concurrency?.['cancel-in-progress']).toBe(false)
    const step = deployStep(workflow.jobs.deploy)
    // Two values to collect: the integration is found from the repository.
    expect(step.with?.['integration-id']).toBeUndefined()
    expect(step.with).toMatchObject({
      'deployment-name': 'my-agent',
      source: 'github',
      'workspace-id': '${{ vars.LANGSMITH_WORKSPACE_ID }}',
      'smoke-test': true
    })
  })

  it('deploy-upload: checks out the tree, uploads it and gates the deploy on its smoke cases', () => {
    const workflow = readWorkflow('examples/deploy-upload.yml')
    const steps = workflow.jobs.deploy?.steps ?? []
    expect(steps[0]?.uses).toMatch(/^actions\/checkout@/)
    const step = deployStep(workflow.jobs.deploy)
    expect(step.with).toMatchObject({
      source: 'upload',
      'smoke-cases': '.github/smoke-cases.yml'
    })
    expect(step.with).not.toHaveProperty('smoke-test')
  })

  it('manual-dispatch: takes the ref and the deployment name as inputs of the dispatch', () => {
    const workflow = readWorkflow('examples/manual-dispatch.yml')
    const dispatch = workflow.on.workflow_dispatch as { inputs: Record<string, unknown> }
    expect(Object.keys(dispatch.inputs)).toEqual(expect.arrayContaining(['ref', 'deployment-name']))
    expect(deployStep(workflow.jobs.deploy).with).toMatchObject({
      'repo-ref': '${{ inputs.ref }}',
      'deployment-name': '${{ inputs.deployment-name }}'
    })
    expect(workflow.concurrency?.group).toContain('${{ inputs.deployment-name }}')
  })

  it('pr-preview: deploys <name>-pr-<number>, deletes it on close, one run per pull request', () => {
    const workflow = readWorkflow('examples/pr-preview.yml')
    expect(workflow.on).toEqual({
      pull_request: { types: ['opened', 'reopened', 'synchronize', 'closed'] },
      schedule: [{ cron: expect.stringMatching(/^\S+ \S+ \* \* \*$/) }],
      // By hand: the prune's plan.
      workflow_dispatch: null
    })
    expect(workflow.concurrency?.group).toContain('${{ github.event.pull_request.number ||')
    expect(workflow.env?.PREVIEW_NAME).toBe('my-agent-pr-${{ github.event.pull_request.number }}')
    expect(workflow.permissions).toEqual({
      contents: 'read',
      deployments: 'write',
      'pull-requests': 'write'
    })
    const deploy = workflow.jobs.deploy
    const remove = workflow.jobs.delete
    expect(deploy?.if).toContain("github.event.action != 'closed'")
    expect(remove?.if).toContain("github.event.action == 'closed'")
    expect(deployStep(deploy).with).toMatchObject({
      'deployment-name': '${{ env.PREVIEW_NAME }}',
      'smoke-test': true,
      'github-token': '${{ secrets.GITHUB_TOKEN }}'
    })
    expect(deployStep(deploy).with?.mode).toBeUndefined()
    expect(deployStep(remove).with).toMatchObject({
      'deployment-name': '${{ env.PREVIEW_NAME }}',
      mode: 'delete'
    })
    // Only pull requests deploy and delete; the schedule only prunes.
    expect(deploy?.if).toContain("github.event_name == 'pull_request'")
    expect(remove?.if).toContain("github.event_name == 'pull_request'")
    expect(deployStep(deploy).with).toMatchObject({ 'prune-prefix': 'my-agent-pr-' })
  })

  it('pr-preview: a nightly prune deletes previews left behind by a failed or skipped clean-up; by hand it plans', () => {
    const workflow = readWorkflow('examples/pr-preview.yml')
    const prune = workflow.jobs.prune
    expect(prune?.if).toBe(
      "github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'"
    )
    // The names prune matches are the names the deploy job gives (PREVIEW_NAME without its number).
    const prefix = String(workflow.env?.PREVIEW_NAME).replace(/\$\{\{.*\}\}$/, '')
    expect(deployStep(prune).with).toMatchObject({
      mode: "${{ github.event_name == 'workflow_dispatch' && 'plan' || 'prune' }}",
      'prune-prefix': prefix,
      'prune-max-age-days': expect.anything(),
      'github-token': '${{ secrets.GITHUB_TOKEN }}'
    })
  })

  it('pr-preview: pull requests from forks and Dependabot (no secrets) skip with a notice', async () => {
    const workflow = readWorkflow('examples/pr-preview.yml')
    // NO_SECRETS is 'true' for a head in another repository, or a run Dependabot started.
    const noSecrets = String(workflow.env?.NO_SECRETS).replace(/\s+/g, ' ')
    expect(noSecrets).toContain(
      'github.event.pull_request.head.repo.full_name != github.repository'
    )
    expect(noSecrets).toContain("github.actor == 'dependabot[bot]'")
    for (const job of [workflow.jobs.deploy, workflow.jobs.delete]) {
      // Not a job-level if: a skipped job says nothing; a step prints why.
      expect(job?.if).not.toContain('NO_SECRETS')
      const notice = job?.steps[0]
      expect(notice?.if).toBe("env.NO_SECRETS == 'true'")
      const { ok, log } = await runShell(notice?.run ?? '', {})
      expect(ok).toBe(true)
      expect(log).toMatch(/^::notice title=No preview::\S.*\n$/)
      // Every step that runs the action is skipped on those runs, so none fails red.
      expect(deployStep(job).if).toBe("env.NO_SECRETS != 'true'")
    }
    expect(String(workflow.jobs.deploy?.steps[0]?.run).replace(/\s+/g, ' ')).toContain(
      'no secrets to pull requests from forks or from Dependabot'
    )
  })

  it('matrix: one deployment per entry, each with its own graph file and region', () => {
    const workflow = readWorkflow('examples/matrix.yml')
    const job = workflow.jobs.deploy
    const entries = job?.strategy?.matrix?.include ?? []
    expect(entries.length).toBeGreaterThanOrEqual(2)
    expect(new Set(entries.map(entry => entry.deployment)).size).toBe(entries.length)
    expect(new Set(entries.map(entry => entry.region))).toEqual(new Set(['us', 'eu']))
    expect(job?.concurrency?.group).toContain('${{ matrix.deployment }}')
    expect(deployStep(job).with).toMatchObject({
      'deployment-name': '${{ matrix.deployment }}',
      'graph-config-path': '${{ matrix.config }}',
      region: '${{ matrix.region }}'
    })
  })

  it('self-hosted: points api-url at the installation, whose API is under /api-host', () => {
    const text = readFileSync(path.join(root, 'examples/self-hosted.yml'), 'utf8')
    expect(text).toContain('https://langsmith.example.com/api-host')
    expect(deployStep(readWorkflow('examples/self-hosted.yml').jobs.deploy).with).toMatchObject({
      'api-url': '${{ vars.LANGSMITH_API_URL }}'
    })
  })
})

// ---------------------------------------------------------------------------------------------
// The CI job that runs `uses: ./` against the emulator, run here the way the runner runs it.

interface StepRun {
  readonly name: string
  readonly outcome: 'success' | 'failure' | 'skipped'
  readonly conclusion: 'success' | 'failure' | 'skipped'
  readonly outputs: Readonly<Record<string, string>>
  readonly log: string
}

interface StepContext {
  readonly outputs: Readonly<Record<string, string>>
  readonly outcome: string
  readonly conclusion: string
}

/**
 * Evaluates the `${{ }}` expressions the job uses: env.X, steps.ID.outputs.X, steps.ID.outcome
 * and steps.ID.conclusion. Any other expression throws, so the test cannot pass by reading an
 * expression it does not understand as empty.
 */
function evaluate(
  text: string,
  env: Readonly<Record<string, string>>,
  steps: ReadonlyMap<string, StepContext>
): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    const envRef = /^env\.(\w+)$/.exec(expression)
    if (envRef?.[1] !== undefined) return env[envRef[1]] ?? ''
    const stepRef = /^steps\.([\w-]+)\.(?:outputs\.([\w-]+)|(outcome|conclusion))$/.exec(expression)
    if (stepRef?.[1] !== undefined) {
      const step = steps.get(stepRef[1])
      if (stepRef[2] !== undefined) return step?.outputs[stepRef[2]] ?? ''
      return stepRef[3] === 'outcome' ? (step?.outcome ?? '') : (step?.conclusion ?? '')
    }
    throw new Error(`this test's runner does not evaluate \${{ ${expression} }}`)
  })
}

function evaluateAll(
  values: Readonly<Record<string, unknown>> | undefined,
  env: Readonly<Record<string, string>>,
  steps: ReadonlyMap<string, StepContext>
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([key, value]) => [key, evaluate(String(value), env, steps)])
  )
}

/** Whether a step runs, from its `if:` (only the status functions this job uses). */
function shouldRun(condition: string | undefined, jobFailed: boolean): boolean {
  switch ((condition ?? 'success()').trim()) {
    case 'success()':
      return !jobFailed
    case 'failure()':
      return jobFailed
    case 'always()':
      return true
    default:
      throw new Error(`this test's runner does not evaluate if: ${String(condition)}`)
  }
}

/** Runs a `run:` step as the runner does on Linux: bash -eo pipefail, in the workspace. */
async function runShell(
  script: string,
  env: Readonly<Record<string, string>>
): Promise<{ ok: boolean; log: string }> {
  const { code, stdout, stderr } = await exec(
    'bash',
    ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script],
    { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } }
  )
  return { ok: code === 0, log: stdout + stderr }
}

/**
 * Runs the job's steps in order. Steps that set up the machine (other actions, `npm ci`) are
 * skipped: this checkout is already installed. `uses: ./` runs the bundled action as the runner
 * does (runAction); `run:` steps run in bash with the job's environment and RUNNER_TEMP.
 */
async function runJob(
  job: Job,
  envOverrides: Readonly<Record<string, string>>,
  runnerTemp: string
): Promise<StepRun[]> {
  const jobEnv = { ...evaluateAll(job.env, {}, new Map()), ...envOverrides }
  const contexts = new Map<string, StepContext>()
  const runs: StepRun[] = []
  let jobFailed = false
  for (const step of job.steps) {
    const name = step.name ?? step.uses ?? step.run ?? '?'
    let outcome: StepRun['outcome'] = 'skipped'
    let outputs: Record<string, string> = {}
    let log = ''
    const setup = (step.uses !== undefined && step.uses !== './') || step.run === 'npm ci'
    if (!setup && shouldRun(step.if, jobFailed)) {
      if (step.uses === './') {
        const run = await runAction({
          inputs: evaluateAll(step.with, jobEnv, contexts),
          env: { RUNNER_TEMP: runnerTemp },
          timeoutMs: 60_000
        })
        outcome = run.exitCode === 0 ? 'success' : 'failure'
        outputs = run.outputs
        log = run.stdout + run.stderr
      } else if (step.run !== undefined) {
        const env = {
          ...jobEnv,
          RUNNER_TEMP: runnerTemp,
          ...evaluateAll(step.env, jobEnv, contexts)
        }
        const shell = await runShell(step.run, env)
        outcome = shell.ok ? 'success' : 'failure'
        log = shell.log
      }
    }
    const conclusion =
      outcome === 'failure' && step['continue-on-error'] === true ? 'success' : outcome
    if (conclusion === 'failure') jobFailed = true
    if (step.id !== undefined) contexts.set(step.id, { outputs, outcome, conclusion })
    runs.push({ name, outcome, conclusion, outputs, log })
  }
  return runs
}

describe("CI's job that runs uses: ./ against the emulator", () => {
  const job = readWorkflow('.github/workflows/ci.yml').jobs.action as Job
  const temps: string[] = []

  afterAll(async () => {
    // The job stops its emulator in its last step; make sure of it even when the job broke off.
    for (const dir of temps) {
      const pid = Number(await readFile(path.join(dir, 'emulator.pid'), 'utf8').catch(() => ''))
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGTERM')
        } catch {
          // Already gone: the job's last step stopped it.
        }
      }
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('passes here, every step, the expected build failure included', async () => {
    const runnerTemp = await mkdtemp(path.join(tmpdir(), 'ci-action-job-'))
    temps.push(runnerTemp)
    const port = await unusedPort()
    const runs = await runJob(
      job,
      { EMULATOR_PORT: String(port), EMULATOR_URL: `http://127.0.0.1:${port}` },
      runnerTemp
    )
    const expectedFailure = (run: StepRun) => run.name.includes('expected to fail')
    // A step that went wrong shows its log in the diff.
    const seen = runs.map(run =>
      run.outcome === 'failure' && !expectedFailure(run)
        ? `${run.name}: failure\n${run.log}`
        : `${run.name}: ${run.outcome}`
    )
    expect(seen).toEqual(
      runs.map(run => {
        if (run.name.startsWith('actions/') || run.name === 'npm ci') return `${run.name}: skipped`
        return `${run.name}: ${expectedFailure(run) ? 'failure' : 'success'}`
      })
    )
    expect(runs.filter(run => run.name.includes('(uses ./')).length).toBeGreaterThanOrEqual(4)
    const broken = runs.find(expectedFailure)
    expect(broken?.outputs.status).toBe('BUILD_FAILED')
    expect(broken?.conclusion).toBe('success')
  }, 90_000)

  it("its checks fail when the action's outputs are wrong", async () => {
    const check = job.steps.find(step => step.name === 'Check the outputs of the create')
    expect(check?.run).toBeDefined()
    const steps = new Map<string, StepContext>([
      [
        'create',
        {
          outcome: 'success',
          conclusion: 'success',
          outputs: {
            'deployment-id': '6f1c1bbf-6a3f-4a53-9d7e-0d6f4cc0e8a1',
            'revision-id': '0c0f6f1e-4b8e-4f2c-8a52-2b2a4b1e9d11',
            status: 'BUILD_FAILED',
            created: 'true'
          }
        }
      ]
    ])
    const jobEnv = evaluateAll(job.env, {}, new Map())
    const env = { ...jobEnv, ...evaluateAll(check?.env, jobEnv, steps) }
    const result = await runShell(check?.run ?? '', env)
    expect(result).toEqual({
      ok: false,
      log: "::error::status is 'BUILD_FAILED', expected DEPLOYED\n"
    })
  })
})
