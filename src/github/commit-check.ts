// Owns the rule that a deploy of this workflow's own ref built its commit or a newer one (an
// upload: the workspace's checked-out commit), the workflow's commit as the runner tells it, the
// verdict, and the verdict said in one line.
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import { sameRepository } from '../base/repository.js'
import { type GitHubContext, githubContextFromEnv } from './context.js'

/** The repository, ref and commit this workflow run is about. */
export interface WorkflowCommit {
  readonly repoUrl: string
  /** The pushed ref, in the forms a deploy may name it (`main`, `refs/heads/main`, `refs/tags/v1`). */
  readonly refs: readonly string[]
  /** `GITHUB_SHA`; the head commit on pull requests. */
  readonly sha: string
  /**
   * `GITHUB_SHA` itself: what actions/checkout checks out by default (on a pull request the merge
   * commit, not the head): an upload of it is this workflow's tree too.
   */
  readonly checkedOut: string
}

/**
 * Where the commit checked comes from: what LangSmith built from GitHub (`repo_commit_sha`), the
 * workspace's checked-out HEAD that an upload packed, or nothing (a prebuilt image).
 */
export type BuiltFrom = 'github' | 'upload' | 'image'

/** Everything the commit rule looks at. */
export interface CommitCase {
  /**
   * The commit built (`repo_commit_sha`; an upload's checked-out HEAD); undefined when the
   * control plane does not say (or the workspace's HEAD cannot be read).
   */
  readonly built: string | undefined
  /** The repository and the ref deployed (github source only: an upload has neither). */
  readonly repoUrl: string | undefined
  readonly ref: string | undefined
  readonly from: BuiltFrom
  readonly workflow: WorkflowCommit | undefined
  /** GitHub's compare of `built` against the workflow's commit, when asked. */
  readonly comparison?: CommitComparison
}

/** GitHub's answer to a compare: how the head stands to the base (`ahead`, ...), or its failure. */
export type CommitComparison = { readonly status: string } | { readonly failed: string }

/** What the commit rule says. */
export type CommitVerdict =
  | { readonly kind: 'not-compared'; readonly why: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'match' }
  | { readonly kind: 'newer' }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'undecided'; readonly why: string }

/** What can ask GitHub whether the built commit is newer: the run's reporter, with `github-token`. */
export interface CommitCompare {
  compareCommits(base: string, head: string): Promise<CommitComparison>
}

/**
 * The rule's verdict, with GitHub's compare asked (undefined without `github-token`) only when
 * it would turn a mismatch into newer.
 */
export async function judgeCommit(
  c: CommitCase,
  github: CommitCompare | undefined
): Promise<CommitVerdict> {
  const verdict = commitVerdict(c)
  const { workflow, built } = c
  if (verdict.kind !== 'mismatch' || github === undefined || !workflow || !built) return verdict
  return commitVerdict({ ...c, comparison: await github.compareCommits(workflow.sha, built) })
}

/**
 * The commit rule, pure. Only a deploy of this workflow's repository at the pushed ref is
 * compared, and every upload (the tree is the workspace's); then the built commit must be the
 * workflow's (an upload's may be `GITHUB_SHA`, which actions/checkout checks out), or newer than
 * it as GitHub's compare says (`ahead`). Without a compare, any other commit is a mismatch; when
 * the compare failed, whether it is newer is undecided (never taken as older or newer).
 */
export function commitVerdict(c: CommitCase): CommitVerdict {
  const { workflow } = c
  if (c.from === 'image') return { kind: 'not-compared', why: 'a prebuilt image was deployed' }
  if (workflow === undefined) {
    return { kind: 'not-compared', why: "the workflow's repository and commit are unknown" }
  }
  if (c.from === 'github') {
    const other = otherSource(c, workflow)
    if (other !== undefined) return other
  }
  if (c.built === undefined) return { kind: 'unknown' }
  if (sameCommit(c.built, workflow.sha)) return { kind: 'match' }
  if (c.from === 'upload' && sameCommit(c.built, workflow.checkedOut)) return { kind: 'match' }
  const compared = c.comparison
  if (compared !== undefined && 'failed' in compared) {
    return { kind: 'undecided', why: compared.failed }
  }
  if (compared?.status === 'identical') return { kind: 'match' }
  if (compared?.status === 'ahead') return { kind: 'newer' }
  return { kind: 'mismatch' }
}

/** Why a github deploy is not compared: another repository, or another ref than the pushed one. */
function otherSource(c: CommitCase, workflow: WorkflowCommit): CommitVerdict | undefined {
  if (!sameRepository(c.repoUrl, workflow.repoUrl)) {
    return {
      kind: 'not-compared',
      why: `it deploys ${c.repoUrl ?? 'an unknown repository'}, not this workflow's ${workflow.repoUrl}`
    }
  }
  if (c.ref === undefined || !workflow.refs.some(ref => refKey(ref) === refKey(c.ref ?? ''))) {
    return {
      kind: 'not-compared',
      why: `it deploys ${c.ref ?? 'an unknown ref'}, not the pushed ref`
    }
  }
  return undefined
}

/** What the verdict is said with: the commits, and whether GitHub's compare was asked. */
interface VerdictFacts {
  readonly built: string | undefined
  readonly workflow: WorkflowCommit | undefined
  readonly compared: boolean
  /** Where `built` comes from (github unless told). */
  readonly from?: BuiltFrom
  /** Why an upload's commit is unknown (the workspace's HEAD could not be read). */
  readonly unknownWhy?: string
}

/** The verdict said in one line (no final stop), and as a problem when it fails the check. */
export function sayVerdict(
  verdict: CommitVerdict,
  known: VerdictFacts
): { readonly line: string; readonly problem?: string } {
  const built = known.built ?? '(not reported)'
  const sha = known.workflow?.sha ?? '(unknown)'
  const upload = known.from === 'upload'
  switch (verdict.kind) {
    case 'not-compared':
      return { line: `Commit ${built} not compared with the workflow's: ${verdict.why}` }
    case 'match':
      return { line: `Commit ${built} is this workflow's commit` }
    case 'newer':
      return { line: `Commit ${built} is newer than this workflow's commit ${sha}` }
    case 'unknown': {
      const what = upload
        ? `The commit of the uploaded tree is unknown (${known.unknownWhy ?? 'not read'})`
        : 'The control plane does not say which commit it built (no repo_commit_sha)'
      const line = `${what}, so it cannot be checked against this workflow's commit ${sha}`
      return { line, problem: line }
    }
    case 'undecided': {
      const line = `Could not tell whether commit ${built}, which ${upload ? 'was uploaded' : 'LangSmith built'}, is newer than this workflow's commit ${sha}: comparing them on GitHub failed: ${verdict.why}`
      return { line, problem: line }
    }
    case 'mismatch':
      return mismatch(known, built, sha)
  }
}

/** The mismatch said: what was built, and the workflow's commit (or commits, for an upload). */
function mismatch(
  known: VerdictFacts,
  built: string,
  sha: string
): { line: string; problem: string } {
  const without = known.compared ? '' : ' (without github-token, any other commit counts as older)'
  const checkedOut = known.workflow?.checkedOut
  const also =
    known.from === 'upload' && checkedOut !== undefined && !sameCommit(checkedOut, sha)
      ? ` (nor GITHUB_SHA ${checkedOut}, which actions/checkout checks out)`
      : ''
  const what =
    known.from === 'upload'
      ? `The uploaded tree is commit ${built}, the workspace's checked-out HEAD,`
      : `LangSmith built commit ${built},`
  const line = `${what} which is neither this workflow's commit ${sha}${also} nor newer than it${without}`
  return { line, problem: line }
}

/** The workflow run's repository, pushed ref and commit; undefined when the runner does not say. */
export function workflowCommit(
  env: Readonly<Record<string, string | undefined>>,
  known: GitHubContext | undefined,
  logger: Pick<Logger, 'debug'>
): WorkflowCommit | undefined {
  let context: GitHubContext
  try {
    context = known ?? githubContextFromEnv(env)
  } catch (error) {
    logger.debug(`The workflow's commit is unknown: ${errorMessage(error)}`)
    return undefined
  }
  const { serverUrl, repository, ref, headRef, sha } = context
  const refs = headRef === undefined ? [ref, env.GITHUB_REF_NAME ?? ''] : [headRef]
  return {
    repoUrl: `${serverUrl}/${repository.owner}/${repository.repo}`,
    refs: refs.filter(r => r !== ''),
    sha,
    checkedOut: env.GITHUB_SHA?.trim() || sha
  }
}

function refKey(ref: string): string {
  return ref.trim().replace(/^refs\/heads\//, '')
}

/** Whether two SHAs name one commit: equal, or one an abbreviation (7+ digits) of the other. */
function sameCommit(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()]
  if (x === y) return true
  const [short, long] = x.length < y.length ? [x, y] : [y, x]
  return short.length >= 7 && long.startsWith(short)
}
