/**
 * What the run says it built: a github revision's commit against the workflow's (the caveat of a
 * run without github-token), and an upload's commit as the workspace's checked-out HEAD, never
 * GITHUB_SHA by assumption: a HEAD that is another commit is a mismatch, an unknown one unset.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { Progress } = await import('../../src/report/progress.js')
const { Redactor } = await import('../../src/base/redact.js')
const { checkBuiltCommit } = await import('../../src/run/built-commit.js')
const { recordingLogger } = await import('../fixtures/logger.js')
type BuiltCommitDeps = import('../../src/run/built-commit.js').BuiltCommitDeps
type BuiltCommitInputs = import('../../src/run/built-commit.js').BuiltCommitInputs
type CheckedOutCommit = import('../../src/source-archive/index.js').CheckedOutCommit
type Live = import('../../src/run/wait.js').Live

const WORKFLOW_SHA = '0123456789abcdef0123456789abcdef01234567'
const OTHER = 'abcdefabcdefabcdefabcdefabcdefabcdefabcd'
const REPO = 'https://github.com/acme/agent'
const ENV = {
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_REF_NAME: 'main',
  GITHUB_SHA: WORKFLOW_SHA
}
const INPUTS: BuiltCommitInputs = {
  repoUrl: REPO,
  repoRef: 'main',
  imageUri: undefined,
  requireCommitMatch: false
}

beforeEach(() => {
  core.reset()
})

function deps(github?: BuiltCommitDeps['github']) {
  const logger = recordingLogger()
  const subject = { action: 'Deploy', target: 'deployment "a"', deploymentUrl: undefined }
  const progress = new Progress({ ...subject, startedAt: 0 }, new Redactor(), logger)
  return { logger, progress, env: ENV, github }
}

/** The live revision of a github deployment built at `commit`, or of an upload. */
function live(source: 'github' | 'internal_source', commit?: string): Live {
  const config = { repo_ref: 'main', repo_commit_sha: commit }
  return {
    deployment: { id: 'd1', name: 'a', source, source_config: { repo_url: REPO } },
    url: '',
    revision: { id: 'r1', status: 'DEPLOYED', source_revision_config: config }
  }
}

const CAVEAT = '(without github-token, any other commit counts as older)'

describe('checkBuiltCommit of a github revision', () => {
  it('says, without github-token, that any other commit counts as older', async () => {
    const run = deps()
    await checkBuiltCommit(run, INPUTS, live('github', OTHER))
    const [warning] = run.logger.warnings()
    expect(warning).toContain(`LangSmith built commit ${OTHER}, which is neither`)
    expect(warning).toContain(CAVEAT)
    expect(core.outputs['commit-sha']).toBe(OTHER)
  })

  it('drops the caveat once GitHub compared the commits (github-token)', async () => {
    const compared: string[] = []
    const github: BuiltCommitDeps['github'] = {
      reporter: {
        context: {
          apiUrl: 'https://api.github.com',
          serverUrl: 'https://github.com',
          repository: { owner: 'acme', repo: 'agent' },
          eventName: 'push',
          ref: 'refs/heads/main',
          sha: WORKFLOW_SHA
        },
        compareCommits: (base: string, head: string) => {
          compared.push(`${base}...${head}`)
          return Promise.resolve({ status: 'behind' })
        }
      }
    }
    const run = deps(github)
    await checkBuiltCommit(run, INPUTS, live('github', OTHER))
    expect(compared).toEqual([`${WORKFLOW_SHA}...${OTHER}`])
    const [warning] = run.logger.warnings()
    expect(warning).toContain('nor newer than it.')
    expect(warning).not.toContain(CAVEAT)
  })
})

describe("checkBuiltCommit of an upload: the workspace's checked-out HEAD", () => {
  async function upload(commit: CheckedOutCommit | undefined, requireCommitMatch = false) {
    const run = deps()
    const failure = await checkBuiltCommit(
      run,
      { ...INPUTS, requireCommitMatch },
      live('internal_source'),
      commit
    ).then(
      () => undefined,
      (error: unknown) => (error as Error).message
    )
    return { run, failure }
  }

  it("is this workflow's commit when HEAD is GITHUB_SHA", async () => {
    const { run, failure } = await upload({ sha: WORKFLOW_SHA }, true)
    expect(failure).toBeUndefined()
    expect(run.logger.warnings()).toEqual([])
    expect(run.logger.lines).toContain(`Commit ${WORKFLOW_SHA} is this workflow's commit.`)
    expect(core.outputs['commit-sha']).toBe(WORKFLOW_SHA)
  })

  it('is a mismatch when another commit (a tag) is checked out; a failure with require-commit-match', async () => {
    const warned = await upload({ sha: OTHER })
    expect(warned.failure).toBeUndefined()
    expect(warned.run.logger.warnings()).toEqual([
      `The uploaded tree is commit ${OTHER}, the workspace's checked-out HEAD, which is neither this workflow's commit ${WORKFLOW_SHA} nor newer than it ${CAVEAT}. Set require-commit-match: true to make this a failure.`
    ])
    expect(core.outputs['commit-sha']).toBe(OTHER)
    const refused = await upload({ sha: OTHER }, true)
    expect(refused.failure).toMatch(
      /^The uploaded tree is commit abcdef\w+, .*; require-commit-match is true \(the deploy went through: revision r1 is live and serves the uploaded tree, commit abcdef\w+\)$/
    )
  })

  it('is unknown, never GITHUB_SHA, without a readable checkout: commit-sha unset', async () => {
    const why = 'no .git was found from the workspace root: the tree is not a git checkout'
    const { run, failure } = await upload({ unknown: why })
    expect(failure).toBeUndefined()
    expect(core.outputs['commit-sha']).toBeUndefined()
    expect(run.progress.report.built?.commit).toBeUndefined()
    expect(run.progress.report.built?.check).toBe(
      `The commit of the uploaded tree is unknown (${why}), so it cannot be checked against this workflow's commit ${WORKFLOW_SHA}`
    )
    expect(run.logger.lines).toContain(
      `Built from the archive of the workspace's checked-out tree, whose commit is unknown: ${why}.`
    )
    const refused = await upload({ unknown: why }, true)
    expect(refused.failure).toContain(
      `The commit of the uploaded tree is unknown (${why}), so it cannot be checked against this workflow's commit ${WORKFLOW_SHA}; require-commit-match is true`
    )
  })
})
