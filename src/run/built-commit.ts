// Owns the story of what was built: the revision's repository, ref, commit and config path (an
// upload's: the workspace's checked-out commit) in the log and the report, checked against this
// workflow's commit (the rule: github/commit-check.ts).
import { builtFrom } from '../control-plane/revisions.js'
import {
  type BuiltFrom,
  type CommitCase,
  judgeCommit,
  sayVerdict,
  workflowCommit
} from '../github/commit-check.js'
import type { GitHubReporter } from '../github/reporter.js'
import type { CheckedOutCommit } from '../source-archive/checked-out-commit.js'
import type { StepDeps } from './context.js'
import type { Inputs } from '../inputs/read.js'
import type { Live } from './wait.js'

/** What the commit check reads of the inputs. */
export type BuiltCommitInputs = Pick<
  Inputs,
  'repoUrl' | 'repoRef' | 'imageUri' | 'requireCommitMatch'
>

/** What the check runs on: the logger, the report, the runner's environment, GitHub if given. */
export interface BuiltCommitDeps extends Pick<StepDeps, 'logger' | 'progress'> {
  readonly env: Readonly<Record<string, string | undefined>>
  /** With `github-token`: the run's context and GitHub's compare of two commits. */
  readonly github:
    { readonly reporter: Pick<GitHubReporter, 'context' | 'compareCommits'> } | undefined
}

/** What the revision was built from, as far as it is known, and the line that says it. */
interface BuiltFacts {
  readonly from: BuiltFrom
  readonly repo?: string
  readonly ref?: string
  readonly commit: string | undefined
  readonly configPath?: string
  /** Why an upload's commit is unknown. */
  readonly unknownWhy?: string
  readonly said: string
}

/**
 * Logs and reports what the live revision was built from and publishes `commit-sha`; warns, or
 * with `require-commit-match` fails naming both commits and the revision that serves, when the
 * rule finds a mismatch or GitHub's compare failed (undecided: never said older or newer), or
 * cannot tell the commit. `uploaded`: the commit of the tree this run packed (source upload).
 */
export async function checkBuiltCommit(
  deps: BuiltCommitDeps,
  inputs: BuiltCommitInputs,
  live: Live,
  uploaded?: CheckedOutCommit
): Promise<void> {
  const { logger, github } = deps
  const facts =
    live.deployment.source === 'internal_source' ? uploadFacts(uploaded) : githubFacts(inputs, live)
  logger.info(facts.said)
  const workflow = workflowCommit(deps.env, github?.reporter.context, logger)
  const base: CommitCase = {
    built: facts.commit,
    repoUrl: facts.repo,
    ref: inputs.repoRef,
    from: facts.from,
    workflow
  }
  const verdict = await judgeCommit(base, github?.reporter)
  const known = { built: facts.commit, workflow, compared: !!github, from: facts.from }
  const said = sayVerdict(verdict, { ...known, unknownWhy: facts.unknownWhy })
  const refused = said.problem !== undefined && inputs.requireCommitMatch
  const { repo, ref, commit, configPath } = facts
  deps.progress.built({ repo, ref, commit, configPath, check: said.line, refused })
  if (refused) {
    const serving = `revision ${live.revision?.id ?? '(unknown)'} is live and serves ${facts.from === 'upload' ? 'the uploaded tree, ' : ''}commit ${commit ?? '(not known)'}`
    throw new Error(
      `${said.problem}; require-commit-match is true (the deploy went through: ${serving})`
    )
  }
  if (verdict.kind !== 'mismatch' && verdict.kind !== 'undecided') {
    logger.info(`${said.line}.`)
    return
  }
  logger.warning(`${said.line}. Set require-commit-match: true to make this a failure.`)
}

/** A github (or image) revision: its repository, ref, commit and config as the service says. */
function githubFacts(inputs: BuiltCommitInputs, live: Live): BuiltFacts {
  const from = live.revision === undefined ? undefined : builtFrom(live.revision)
  const repo = live.deployment.source_config?.repo_url || inputs.repoUrl
  const ref = from?.ref ?? inputs.repoRef
  const commit = from?.commitSha
  return {
    from: inputs.imageUri !== undefined ? 'image' : 'github',
    repo,
    ref,
    commit,
    configPath: from?.configPath,
    said: `Built from ${repo ?? 'an unknown repository'} at ${ref ?? 'an unknown ref'}: commit ${commit ?? '(not reported)'}, config ${from?.configPath ?? '(not reported)'}.`
  }
}

/**
 * An upload builds the tree this run packed: its commit is the workspace's checked-out HEAD, read
 * when it was packed, or unknown (never `GITHUB_SHA` by assumption: another commit, a tag, may
 * be checked out).
 */
function uploadFacts(uploaded: CheckedOutCommit | undefined): BuiltFacts {
  const known = uploaded ?? { unknown: 'this run packed no tree' }
  if ('sha' in known) {
    return {
      from: 'upload',
      commit: known.sha,
      said: `Built from the archive of the workspace's checked-out tree, at commit ${known.sha} (its HEAD).`
    }
  }
  return {
    from: 'upload',
    commit: undefined,
    unknownWhy: known.unknown,
    said: `Built from the archive of the workspace's checked-out tree, whose commit is unknown: ${known.unknown}.`
  }
}
