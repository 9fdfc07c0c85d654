// Owns what a seed decides of the runner and the hosts a run reaches: the workflow's repository
// beside the deployment's (GitHub Enterprise, a fork), an upload's checked-out workspace, the
// control plane's host (loopback, or a cloud region's), the eval gate and commit inputs.
import type { CloudRegion } from './net.js'
import type { Rng } from './random.js'
import { GITHUB_SHA, type WorkspaceKind } from './workspace.js'

/** The runner of a seed's workflow and where its requests go. */
export interface Runner {
  /**
   * The workflow's repository beside the deployment's (github.com/acme/agent): the same, the same
   * name on a GitHub Enterprise server, or another repository (a fork).
   */
  readonly repository: 'same' | 'ghes' | 'other'
  /** Where the control plane is: the emulator's loopback URL, or a cloud region's host. */
  readonly host: 'loopback' | CloudRegion
  /** Source upload: what the workspace has checked out; undefined for github and image. */
  readonly workspace: WorkspaceKind | undefined
  /**
   * A github world: whether `integration-id` is given (else the source follows an existing
   * deployment's, as a workflow that only names the deployment has it).
   */
  readonly integrationInput: boolean
}

/** GITHUB_SERVER_URL and GITHUB_REPOSITORY of each kind of runner, beside `owner/name` deployed. */
const WORKFLOW: Readonly<Record<Runner['repository'], (deployed: string) => [string, string]>> = {
  same: deployed => ['https://github.com', deployed],
  ghes: deployed => ['https://ghe.corp.test', deployed],
  other: () => ['https://github.com', 'someone/agent-fork']
}

/** The eval gate's dataset, which every world's LangSmith holds. */
export const EVAL_DATASET = 'sim-gate'

/**
 * Draws the runner: `upload` is whether a github deploy of this seed packs its workspace instead;
 * `updates` whether it updates a github deployment (which may then go without `integration-id`).
 */
export function drawRunner(rng: Rng, upload: boolean, updates: boolean): Runner {
  const repository = rng.weighted<Runner['repository']>([
    ['same', 84],
    ['ghes', 8],
    ['other', 8]
  ])
  if (upload) {
    const workspace = rng.weighted<WorkspaceKind>([
      ['at-sha', 35],
      ['tag', 45],
      ['no-git', 20]
    ])
    return { repository, host: 'loopback', workspace, integrationInput: false }
  }
  const integrationInput = !updates || rng.chance(0.6)
  const host = rng.weighted<Runner['host']>([
    ['loopback', 75],
    ['us', 8],
    ['eu', 9],
    ['apac', 8]
  ])
  return { repository, host, workspace: undefined, integrationInput }
}

/**
 * The inputs the runner adds: `source: upload` for an upload (no `repo-ref`), an eval gate on some
 * deploys that wait (more often against a cloud host), `region` beside a cloud `api-url`, and
 * `require-commit-match` (mostly on uploads, whose commit is the workspace's).
 */
export function runnerInputs(
  rng: Rng,
  runner: Runner,
  deploys: boolean,
  drawn: Readonly<Record<string, string>>
): Record<string, string> {
  const inputs: Record<string, string> = { ...drawn }
  if (runner.workspace !== undefined) {
    delete inputs['repo-ref']
    inputs.source = 'upload'
  }
  const cloud = runner.host !== 'loopback'
  if (deploys && inputs.wait !== 'false' && rng.chance(cloud ? 0.35 : 0.08)) {
    inputs['eval-dataset'] = EVAL_DATASET
    inputs['eval-threshold'] = rng.pick(['0', '0', '1'])
  }
  if (cloud) {
    const region = rng.weighted<string | undefined>([
      [undefined, 70],
      ['us', 15],
      [runner.host, 15]
    ])
    if (region !== undefined) inputs.region = region
  }
  if (rng.chance(runner.workspace === undefined ? 0.04 : 0.5)) {
    inputs['require-commit-match'] = 'true'
  }
  return inputs
}

/**
 * The runner's environment: a push to `main` of the workflow's repository, at GITHUB_SHA, beside
 * the deployments' repository on github.com (`https://github.com/owner/name`).
 */
export function runnerEnv(
  runner: Runner,
  deployedUrl: string,
  workspace: string
): Record<string, string> {
  const [server, repository] = WORKFLOW[runner.repository](
    deployedUrl.replace(/^https:\/\/github\.com\//, '')
  )
  return {
    GITHUB_SERVER_URL: server,
    GITHUB_REPOSITORY: repository,
    GITHUB_REF_NAME: 'main',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_SHA,
    GITHUB_WORKSPACE: workspace
  }
}
