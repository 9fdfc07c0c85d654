import { describe, expect, it } from '@jest/globals'
import {
  type CommitCase,
  type CommitVerdict,
  commitVerdict,
  judgeCommit,
  sayVerdict,
  workflowCommit
} from '../../src/github/commit-check.js'
import { recordingLogger } from '../fixtures/logger.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'
const OTHER = 'abcdefabcdefabcdefabcdefabcdefabcdefabcd'

/** A push of main to acme/agent, deploying acme/agent at main, built at `built`. */
const push = (extra: Partial<CommitCase> = {}): CommitCase => ({
  built: SHA,
  repoUrl: 'https://github.com/acme/agent',
  ref: 'main',
  from: 'github',
  workflow: {
    repoUrl: 'https://github.com/acme/agent',
    refs: ['refs/heads/main', 'main'],
    sha: SHA,
    checkedOut: SHA
  },
  ...extra
})

/** The merge commit GITHUB_SHA names on a pull request (its head is `workflow.sha`). */
const MERGE = '9999999999999999999999999999999999999999'

/** An upload on a pull request: packed at `built`, nothing said of repository or ref. */
const upload = (extra: Partial<CommitCase> = {}): CommitCase =>
  push({
    from: 'upload',
    repoUrl: undefined,
    ref: undefined,
    workflow: {
      repoUrl: 'https://github.com/acme/agent',
      refs: ['feature'],
      sha: SHA,
      checkedOut: MERGE
    },
    ...extra
  })

describe('commitVerdict', () => {
  it.each<[string, CommitCase, CommitVerdict['kind']]>([
    ['the workflow’s own commit', push(), 'match'],
    ['an abbreviation of it', push({ built: SHA.slice(0, 7) }), 'match'],
    ['upper case', push({ built: SHA.toUpperCase() }), 'match'],
    ['another commit, not compared on GitHub', push({ built: OTHER }), 'mismatch'],
    [
      'another commit GitHub finds newer',
      push({ built: OTHER, comparison: { status: 'ahead' } }),
      'newer'
    ],
    [
      'another commit GitHub finds older',
      push({ built: OTHER, comparison: { status: 'behind' } }),
      'mismatch'
    ],
    [
      'a commit on another line',
      push({ built: OTHER, comparison: { status: 'diverged' } }),
      'mismatch'
    ],
    [
      'another commit GitHub finds identical',
      push({ built: OTHER, comparison: { status: 'identical' } }),
      'match'
    ],
    [
      'another commit, the compare failed: undecided, never older or newer',
      push({ built: OTHER, comparison: { failed: 'GET /compare returned HTTP 500: boom' } }),
      'undecided'
    ],
    [
      'the workflow’s commit, the compare failed: a match all the same',
      push({ comparison: { failed: 'HTTP 500' } }),
      'match'
    ],
    ['the built commit not reported', push({ built: undefined }), 'unknown'],
    ['the ref as a full ref', push({ ref: 'refs/heads/main' }), 'match'],
    [
      'the repository as .git URL',
      push({ repoUrl: 'https://GitHub.com/acme/agent.git/' }),
      'match'
    ],
    ['another ref', push({ built: OTHER, ref: 'release-2' }), 'not-compared'],
    [
      'another repository',
      push({ built: OTHER, repoUrl: 'https://github.com/acme/other' }),
      'not-compared'
    ],
    ['no repository known', push({ built: OTHER, repoUrl: undefined }), 'not-compared'],
    ['a prebuilt image', push({ built: undefined, from: 'image' }), 'not-compared'],
    [
      'the workflow unknown (no GITHUB_SHA)',
      push({ built: OTHER, workflow: undefined }),
      'not-compared'
    ],
    [
      'a tag pushed and deployed by its full ref',
      push({
        ref: 'refs/tags/v1.0.0',
        workflow: {
          repoUrl: 'https://github.com/acme/agent',
          refs: ['refs/tags/v1.0.0', 'v1.0.0'],
          sha: SHA,
          checkedOut: SHA
        }
      }),
      'match'
    ],
    [
      'a pull request: its head branch against its head commit',
      push({
        ref: 'feature',
        built: OTHER,
        workflow: {
          repoUrl: 'https://github.com/acme/agent',
          refs: ['feature'],
          sha: OTHER,
          checkedOut: MERGE
        }
      }),
      'match'
    ],
    // An upload: the workspace's checked-out HEAD, whatever repository or ref is named.
    ['an upload of the workflow’s commit', upload(), 'match'],
    ['an upload of the merge commit a pull request checks out', upload({ built: MERGE }), 'match'],
    ['an upload of another commit (a tag checked out)', upload({ built: OTHER }), 'mismatch'],
    [
      'an upload of another commit GitHub finds newer',
      upload({ built: OTHER, comparison: { status: 'ahead' } }),
      'newer'
    ],
    ['an upload whose HEAD cannot be read', upload({ built: undefined }), 'unknown'],
    ['an upload outside a workflow', upload({ workflow: undefined }), 'not-compared']
  ])('%s', (_name, c, expected) => {
    expect(commitVerdict(c).kind).toBe(expected)
  })
})

describe('judgeCommit', () => {
  /** A compare that answers `status` and notes each pair it is asked about. */
  const compare = (status: string) => {
    const asked: string[] = []
    return {
      asked,
      compareCommits: (base: string, head: string) => {
        asked.push(`${base}...${head}`)
        return Promise.resolve({ status })
      }
    }
  }

  it('asks GitHub only about a mismatch, and takes ahead as newer', async () => {
    const github = compare('ahead')
    await expect(judgeCommit(push(), github)).resolves.toEqual({ kind: 'match' })
    expect(github.asked).toEqual([])
    await expect(judgeCommit(push({ built: OTHER }), github)).resolves.toEqual({ kind: 'newer' })
    expect(github.asked).toEqual([`${SHA}...${OTHER}`])
  })

  it('keeps the mismatch without github-token, and when GitHub says it is behind', async () => {
    const mismatch = { kind: 'mismatch' }
    await expect(judgeCommit(push({ built: OTHER }), undefined)).resolves.toEqual(mismatch)
    const behind = judgeCommit(push({ built: OTHER }), compare('behind'))
    await expect(behind).resolves.toEqual(mismatch)
  })
})

describe('workflowCommit', () => {
  const PUSH = {
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_SERVER_URL: 'https://ghe.example.com/',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_SHA: SHA
  }

  it('a push: the server, the repository, the ref in both spellings, the commit', () => {
    expect(workflowCommit(PUSH, undefined, recordingLogger())).toEqual({
      repoUrl: 'https://ghe.example.com/acme/agent',
      refs: ['refs/heads/main', 'main'],
      sha: SHA,
      checkedOut: SHA
    })
  })

  it('a context already read wins over the environment; a pull request its head branch', () => {
    const context = {
      apiUrl: 'https://api.github.com',
      serverUrl: 'https://github.com',
      repository: { owner: 'acme', repo: 'agent' },
      eventName: 'pull_request',
      ref: 'refs/pull/7/merge',
      runId: undefined,
      runUrl: undefined,
      sha: OTHER,
      prNumber: 7,
      headRef: 'feature'
    }
    const got = workflowCommit(PUSH, context, recordingLogger())
    expect(got).toEqual({
      repoUrl: 'https://github.com/acme/agent',
      refs: ['feature'],
      sha: OTHER,
      checkedOut: SHA
    })
  })

  it('unknown when the runner does not say, with why in the debug log', () => {
    const logger = recordingLogger()
    expect(workflowCommit({ ...PUSH, GITHUB_SHA: '' }, undefined, logger)).toBeUndefined()
    expect(logger.entries).toEqual([
      { level: 'debug', message: "The workflow's commit is unknown: GITHUB_SHA is not set" }
    ])
  })
})

describe('sayVerdict', () => {
  const workflow = {
    repoUrl: 'https://github.com/acme/agent',
    refs: ['main'],
    sha: SHA,
    checkedOut: SHA
  }
  it.each<[CommitVerdict, boolean, RegExp, boolean]>([
    [{ kind: 'match' }, true, /^Commit abcdef\w+ is this workflow's commit$/, false],
    [{ kind: 'unknown' }, true, /does not say which commit it built/, true],
    [{ kind: 'mismatch' }, false, /nor newer than it \(without github-token/, true],
    [{ kind: 'mismatch' }, true, /nor newer than it$/, true],
    [
      { kind: 'undecided', why: 'GET /compare returned HTTP 500: boom' },
      true,
      /^Could not tell whether commit abcdef\w+, which LangSmith built, is newer than this workflow's commit 0123\w+: comparing them on GitHub failed: GET \/compare returned HTTP 500: boom$/,
      true
    ],
    [
      { kind: 'not-compared', why: 'a prebuilt image was deployed' },
      true,
      /: a prebuilt image/,
      false
    ]
  ])('%j (compared: %s)', (verdict, compared, line, problem) => {
    const said = sayVerdict(verdict, { built: OTHER, workflow, compared })
    expect(said.line).toMatch(line)
    expect(said.problem !== undefined).toBe(problem)
  })
})

describe('sayVerdict of an upload', () => {
  const workflow = {
    repoUrl: 'https://github.com/acme/agent',
    refs: ['f'],
    sha: SHA,
    checkedOut: MERGE
  }
  const facts = { built: OTHER, workflow, from: 'upload' as const }

  it("names the workspace's HEAD and both commits it could have been, with the caveat without a token", () => {
    const said = sayVerdict({ kind: 'mismatch' }, { ...facts, compared: false })
    expect(said.line).toBe(
      `The uploaded tree is commit ${OTHER}, the workspace's checked-out HEAD, which is neither this workflow's commit ${SHA} (nor GITHUB_SHA ${MERGE}, which actions/checkout checks out) nor newer than it (without github-token, any other commit counts as older)`
    )
    expect(said.problem).toBe(said.line)
  })

  it('says why the commit is unknown, as a problem', () => {
    const why = 'no .git was found from the workspace root: the tree is not a git checkout'
    const said = sayVerdict(
      { kind: 'unknown' },
      { ...facts, built: undefined, compared: true, unknownWhy: why }
    )
    expect(said.line).toBe(
      `The commit of the uploaded tree is unknown (${why}), so it cannot be checked against this workflow's commit ${SHA}`
    )
    expect(said.problem).toBe(said.line)
  })
})
