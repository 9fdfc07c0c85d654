// Owns the story of what was built: the revision's repository, ref, commit and config path in the
// log and the report, checked against this workflow's commit (the rule: github/commit-check.ts).
import { builtFrom } from '../control-plane/revisions.js'
import {
  type CommitCase,
  commitVerdict,
  sayVerdict,
  workflowCommit
} from '../github/commit-check.js'
import type { StepDeps } from './context.js'
import type { GitHubRun } from './github.js'
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
  readonly github: GitHubRun | undefined
}

/**
 * Logs and reports what the live revision was built from and publishes `commit-sha`; warns, or
 * with `require-commit-match` fails naming both commits and the revision that serves, when the
 * rule finds a mismatch or GitHub's compare failed (undecided: never said older or newer).
 */
export async function checkBuiltCommit(
  deps: BuiltCommitDeps,
  inputs: BuiltCommitInputs,
  live: Live
): Promise<void> {
  const { logger, github } = deps
  if (live.deployment.source === 'internal_source') {
    reportUploaded(deps)
    return
  }
  const from = live.revision === undefined ? undefined : builtFrom(live.revision)
  const repoUrl = live.deployment.source_config?.repo_url || inputs.repoUrl
  const facts = { repo: repoUrl, ref: from?.ref ?? inputs.repoRef, commit: from?.commitSha }
  logger.info(
    `Built from ${facts.repo ?? 'an unknown repository'} at ${facts.ref ?? 'an unknown ref'}: commit ${facts.commit ?? '(not reported)'}, config ${from?.configPath ?? '(not reported)'}.`
  )
  const workflow = workflowCommit(deps.env, github?.reporter.context, logger)
  const base: CommitCase = {
    built: facts.commit,
    repoUrl,
    ref: inputs.repoRef,
    image: inputs.imageUri !== undefined,
    workflow
  }
  let verdict = commitVerdict(base)
  if (verdict.kind === 'mismatch' && github !== undefined && workflow && facts.commit) {
    const comparison = await github.reporter.compareCommits(workflow.sha, facts.commit)
    verdict = commitVerdict({ ...base, comparison })
  }
  const said = sayVerdict(verdict, { built: facts.commit, workflow, compared: !!github })
  const refused = said.problem !== undefined && inputs.requireCommitMatch
  deps.progress.built({ ...facts, configPath: from?.configPath, check: said.line, refused })
  if (refused) {
    const serving = `revision ${live.revision?.id ?? '(unknown)'} is live and serves commit ${facts.commit ?? '(not reported)'}`
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

/**
 * An upload builds exactly the tree this workflow checked out: its commit is `GITHUB_SHA` (the
 * upload step published it), and there is nothing to compare.
 */
function reportUploaded(deps: BuiltCommitDeps): void {
  const commit = deps.env.GITHUB_SHA || undefined
  const line = `Built from the archive of this workflow's checked-out tree${commit ? ` at commit ${commit}` : ''}: what was built is what the workflow has`
  deps.logger.info(`${line}.`)
  deps.progress.built({ commit, check: line })
}
