// Owns the checks of the inputs taken together (what one input's parser cannot tell): the
// deployment named, rollback, the smoke step's inputs, prune, the source and the ref. Each problem
// names the inputs and the fix.
import { GITHUB_COM, repositoryHost } from '../base/repository.js'
import { nonEmpty } from '../base/text.js'
import { TAG_REF_PREFIX, isTagRef, reservedEnvName } from '../control-plane/rules.js'
import { sourceOfInputs } from '../control-plane/source-choice.js'
import { pullRequestFork } from '../github/context.js'
import type { GitHubEnv, Inputs } from './inputs.js'
import { evalProblems } from './eval-checks.js'
import { guardsRelease } from './unknown.js'
import { INPUTS, INPUT_NAMES, type InputName, type InputSpec, type Mode } from './table.js'

/**
 * Every problem of the inputs taken together; none when they make sense as a whole. `given`: the
 * inputs the workflow gave a value other than their default.
 */
export function inputProblems(
  inputs: Inputs,
  env: GitHubEnv,
  given: ReadonlySet<InputName> = new Set()
): string[] {
  return [
    ...targetProblems(inputs),
    ...rollbackProblems(inputs),
    ...smokeOffProblems(inputs, given),
    ...unreadTestProblems(inputs, given),
    ...(GATED.includes(checkedAs(inputs.mode)) ? evalProblems(inputs, given) : []),
    ...pruneProblems(inputs),
    ...sourceProblems(inputs, env),
    ...cloudSecretProblems(inputs)
  ]
}

/** The modes that run the eval gate (plan says what deploy would do): eval-checks.ts checks them. */
const GATED: readonly Mode[] = ['deploy', 'smoke']

/**
 * The inputs of a test of the release (the smoke step's, the eval gate's, and what acts on their
 * verdict), refused in a mode that runs no such test rather than ignored: the table's `modes`.
 */
const TEST_INPUTS: readonly InputName[] = INPUT_NAMES.filter(name => {
  const spec: InputSpec = INPUTS[name]
  return guardsRelease(name) || spec.smokeStep === true || spec.evalGate !== undefined
})

/**
 * The mode whose checks a run's inputs get: `plan` says what deploy would do with the same
 * inputs, so it refuses what deploy refuses (the smoke-cases file read and checked too), and
 * every check below asks this, never the mode itself.
 */
export function checkedAs(mode: Mode): Mode {
  return mode === 'plan' ? 'deploy' : mode
}

/** Problems of the inputs that name the deployment and what to do with it. */
function targetProblems(inputs: Inputs): string[] {
  const problems: string[] = []
  const { deploymentName, deploymentId, deploymentUrl } = inputs
  const mode = checkedAs(inputs.mode)
  if (inputs.smokeTest && !inputs.wait && (mode === 'deploy' || mode === 'rollback')) {
    const smoke = inputs.smokeCases === undefined ? `'smoke-test' (true)` : `'smoke-cases'`
    problems.push(
      `Inputs ${smoke} and 'wait' (false) conflict: the smoke step runs once the revision is DEPLOYED, which needs the wait.`
    )
  }
  if (deploymentName !== undefined && deploymentId !== undefined) {
    problems.push(
      `Inputs 'deployment-name' and 'deployment-id' both given: give one of them (the name to find or create the deployment, or the ID to update it directly).`
    )
  } else if (deploymentName === undefined && deploymentId === undefined) {
    // The prune's dry run names no deployment: plan is checked as deploy except there.
    const pruning =
      inputs.mode === 'prune' || (inputs.mode === 'plan' && inputs.prunePrefix !== undefined)
    if (pruning) return problems
    if (mode === 'smoke' && deploymentUrl === undefined) {
      problems.push(
        `Input 'deployment-url', 'deployment-name' or 'deployment-id' is required with mode 'smoke': the agent server to test, or the deployment whose URL to use.`
      )
    } else if (mode !== 'smoke') {
      problems.push(
        `Input 'deployment-name' or 'deployment-id' is required: the name of the deployment to create or update, or the ID of an existing one.`
      )
    }
  }
  return problems
}

/** `rollback-on-failure` acts on the smoke step's failure: without the smoke step it never could. */
function rollbackProblems(inputs: Inputs): string[] {
  if (checkedAs(inputs.mode) !== 'deploy' || !inputs.rollbackOnFailure) return []
  if (inputs.smokeTest || inputs.evalDataset !== undefined) return []
  return [
    `Input 'rollback-on-failure' (true) needs the smoke step ('smoke-test: true' or 'smoke-cases') or the eval gate ('eval-dataset'): the rollback follows a failed test of the new revision.`
  ]
}

/**
 * The smoke step's inputs given while the step is off (deploy or rollback without 'smoke-test' or
 * 'smoke-cases') would be ignored without a word: refused, as 'rollback-on-failure' is.
 */
function smokeOffProblems(inputs: Inputs, given: ReadonlySet<InputName>): string[] {
  const mode = checkedAs(inputs.mode)
  if ((mode !== 'deploy' && mode !== 'rollback') || inputs.smokeTest) return []
  const gate = inputs.evalDataset !== undefined
  const names = INPUT_NAMES.filter(name => {
    const spec: InputSpec = INPUTS[name]
    return spec.smokeStep === true && given.has(name) && !(gate && spec.evalGate === 'also')
  })
  if (names.length === 0) return []
  const one = names.length === 1
  return [
    `${one ? 'Input' : 'Inputs'} ${names.map(name => `'${name}'`).join(', ')} ${one ? 'applies' : 'apply'} only to the smoke test, which is off in mode '${inputs.mode}': set 'smoke-test: true' to run it (or give 'smoke-cases'), or drop ${one ? 'it' : 'them'}.`
  ]
}

/**
 * A test's inputs given in a mode that does not read them (`eval-dataset` in mode delete, the
 * smoke step's in mode prune) would be ignored without a word: refused, naming where they apply.
 */
function unreadTestProblems(inputs: Inputs, given: ReadonlySet<InputName>): string[] {
  const mode = checkedAs(inputs.mode)
  const unread = TEST_INPUTS.filter(name => {
    const modes: readonly Mode[] = INPUTS[name].modes
    return given.has(name) && !modes.includes(mode)
  })
  if (unread.length === 0) return []
  const each = unread.map(name => `'${name}' (read in ${modeList(INPUTS[name].modes)})`)
  const one = unread.length === 1
  return [
    `${one ? 'Input' : 'Inputs'} ${each.join(', ')} ${one ? 'is' : 'are'} not read in mode '${inputs.mode}', so ${one ? 'it' : 'they'} would be ignored: drop ${one ? 'it' : 'them'}, or run a mode that reads ${one ? 'it' : 'them'}.`
  ]
}

/** Modes as a sentence says them: "modes deploy, plan and smoke". */
function modeList(modes: readonly Mode[]): string {
  if (modes.length === 1) return `mode ${modes[0] ?? ''}`
  return `modes ${modes.slice(0, -1).join(', ')} and ${modes[modes.length - 1] ?? ''}`
}

/** Prune needs a prefix and a way to tell a preview is done; `max-previews` counts by prefix. */
function pruneProblems(inputs: Inputs): string[] {
  const problems: string[] = []
  const { mode, prunePrefix } = inputs
  if (mode === 'prune' && prunePrefix === undefined) {
    problems.push(
      `Input 'prune-prefix' is required with mode 'prune': the start of the preview deployments' names, such as my-agent-pr- (examples/pr-preview.yml names them my-agent-pr-<number>).`
    )
  }
  const pruning = mode === 'prune' || (mode === 'plan' && prunePrefix !== undefined)
  if (pruning && inputs.githubToken === undefined && inputs.pruneMaxAgeDays === undefined) {
    problems.push(
      `Input 'github-token' or 'prune-max-age-days' is required with 'prune-prefix' in mode '${mode}': prune deletes a preview whose pull request is closed (which GitHub tells, with github-token: \${{ secrets.GITHUB_TOKEN }}) or whose newest revision is older than prune-max-age-days (such as 7).`
    )
  }
  if (mode === 'deploy' && inputs.maxPreviews !== undefined && prunePrefix === undefined) {
    problems.push(
      `Input 'max-previews' (${inputs.maxPreviews}) needs 'prune-prefix': the start of the names of the previews it counts, such as my-agent-pr-.`
    )
  }
  return problems
}

/** Problems of what to deploy: the source, the ref, and inputs that only one source takes. */
function sourceProblems(inputs: Inputs, env: GitHubEnv): string[] {
  if (checkedAs(inputs.mode) !== 'deploy') return []
  const source = sourceOfInputs(inputs)
  // A source still to be chosen (the deployment's own, or an integration's) may be github.
  const fork = source === undefined || source === 'github' ? forkProblems(inputs, env) : []
  // A source found through the service's integrations is checked when found (its create).
  if (source !== 'github') return [...imageProblems(inputs), ...fork]
  return [
    ...imageProblems(inputs),
    ...hostProblems(inputs, env),
    ...refProblems(inputs, env),
    ...fork
  ]
}

/**
 * A pull request from a fork gives no ref of this repository: its head branch is the fork's (see
 * {@link pushedRef}), and a branch of that name here is another tree, or none. Without
 * `repo-ref`, a source that may be github is refused before any request.
 */
function forkProblems(inputs: Inputs, env: GitHubEnv): string[] {
  if (inputs.repoRef !== undefined) return []
  const fork = pullRequestFork(env)
  if (fork === undefined) return []
  const here = nonEmpty(env.GITHUB_REPOSITORY) ?? 'this repository'
  const branch = nonEmpty(env.GITHUB_HEAD_REF)
  return [
    `This run is for a pull request from the fork ${fork} (event ${env.GITHUB_EVENT_NAME ?? ''}): its branch${branch === undefined ? '' : ` ${branch}`} is in the fork, and LangSmith builds from ${here}, where a branch of that name is another tree (or none), so 'repo-ref' has no default. Nothing was sent: skip pull requests from forks with \`if: github.event.pull_request.head.repo.full_name == github.repository\` (as examples/pr-preview.yml does), or set 'repo-ref' to a branch, tag or commit of ${here}.`
  ]
}

/**
 * LangSmith builds a GitHub source through its GitHub app, which reaches github.com only: a
 * repository on any other host (GitHub Enterprise Server) is refused before any request.
 */
function hostProblems(inputs: Inputs, env: GitHubEnv): string[] {
  const host = repositoryHost(inputs.repoUrl)
  if (inputs.repoUrl === undefined || host === GITHUB_COM) return []
  const why = `with source github, LangSmith builds through its GitHub app, which reaches ${GITHUB_COM} only`
  const upload = `deploy with 'source: upload' (the action uploads the checked-out tree)`
  if (inputs.repoUrlGiven) {
    return [
      `Input 'repo-url' (${inputs.repoUrl}) is ${host === undefined ? 'not a repository URL of the form https://github.com/owner/name' : `on ${host}, not ${GITHUB_COM}`}: ${why}. Give the https://github.com/owner/name URL of a repository there, or ${upload}.`
    ]
  }
  return [
    `This workflow runs on ${env.GITHUB_SERVER_URL ?? 'another GitHub host'} (GITHUB_SERVER_URL), not https://${GITHUB_COM}: ${why}, so it cannot build ${inputs.repoUrl}. Nothing was sent: ${upload}, or set 'repo-url' to a copy of the repository on ${GITHUB_COM}.`
  ]
}

/**
 * Secrets the cloud refuses and self-hosted installs accept: refused here only when `api-url` is a
 * cloud host (or not given).
 */
function cloudSecretProblems(inputs: Inputs): string[] {
  if (inputs.customApiUrl) return []
  const names = inputs.secrets.map(s => s.name).filter(name => reservedEnvName(name) === 'cloud')
  if (names.length === 0) return []
  return [
    `Input 'secrets' names ${names.join(', ')}, which the LangSmith cloud reserves for itself and refuses (only self-hosted installs, whose 'api-url' is not a cloud host, accept ${names.length === 1 ? 'it' : 'them'}): rename or drop ${names.length === 1 ? 'it' : 'them'}.`
  ]
}

/** An image needs `image-uri`; `image-uri` and the image-only inputs need an image. */
function imageProblems(inputs: Inputs): string[] {
  const image = sourceOfInputs(inputs) === 'external_docker'
  if (image && inputs.imageUri === undefined) {
    return [`Input 'source' is image, which needs 'image-uri': the prebuilt image to deploy.`]
  }
  if (!image && inputs.imageUri !== undefined) {
    return [
      `Inputs 'source' (${inputs.source === 'github' ? 'github' : 'upload'}) and 'image-uri' conflict: an image is deployed with source image; drop one of them.`
    ]
  }
  if (image) return builtOnlyProblems(inputs)
  const imageOnly = (['custom-url', 'resource-spec', 'listener-id'] as const).filter(
    name => inputs[INPUTS[name].key] !== undefined
  )
  if (imageOnly.length === 0) return []
  const one = imageOnly.length === 1
  return [
    `${one ? 'Input' : 'Inputs'} ${imageOnly.map(name => `'${name}'`).join(', ')} ${one ? 'applies' : 'apply'} only to a prebuilt image ('image-uri', source external_docker); LangSmith sets the URL of a deployment it builds itself (source_config.custom_url). Drop ${one ? 'it' : 'them'}, or deploy an image.`
  ]
}

/** The build's commands apply only to a source LangSmith builds. */
function builtOnlyProblems(inputs: Inputs): string[] {
  const given = (['install-command', 'build-command'] as const).filter(
    name => inputs[INPUTS[name].key] !== undefined
  )
  if (given.length === 0) return []
  return [
    `${given.map(name => `'${name}'`).join(' and ')} apply only to a source LangSmith builds (github or upload), not to a prebuilt image ('image-uri', source external_docker): drop ${given.length === 1 ? 'it' : 'them'}.`
  ]
}

/** A GitHub ref: one is needed, a tag only by its full ref, and never built on push. */
function refProblems(inputs: Inputs, env: GitHubEnv): string[] {
  const problems: string[] = []
  // A fork's pull request without a ref is forkProblems' to say.
  if (inputs.repoRef === undefined && pullRequestFork(env) === undefined) {
    problems.push(
      `Input 'repo-ref' is empty and the workflow gives no branch (GITHUB_HEAD_REF and GITHUB_REF_NAME are unset): set 'repo-ref' to the branch, tag or commit to deploy.`
    )
  }
  const bareTag = bareTagOf(inputs.repoRef, env)
  if (bareTag !== undefined) {
    problems.push(
      `Input 'repo-ref' names the tag ${bareTag} by its bare name: LangSmith takes a tag only as its full ref, repo-ref: ${TAG_REF_PREFIX}${bareTag}.`
    )
  }
  if (inputs.buildOnPush === true && isTagRef(inputs.repoRef)) {
    problems.push(
      `Inputs 'build-on-push' (true) and 'repo-ref' (${inputs.repoRef ?? ''}, a tag) conflict: LangSmith rebuilds on push only from a branch; drop 'build-on-push' or deploy a branch.`
    )
  }
  return problems
}

/**
 * The ref the workflow runs on, as the service takes it: a tag as `refs/tags/<tag>`. None for a
 * pull request from a fork (pull_request_target runs there with this repository's secrets): its
 * head branch is the fork's, and the branch of that name here (often `main`) is another tree.
 */
export function pushedRef(env: GitHubEnv): string | undefined {
  const head = nonEmpty(env.GITHUB_HEAD_REF)
  const name = nonEmpty(env.GITHUB_REF_NAME)
  if (head !== undefined) return pullRequestFork(env) === undefined ? head : undefined
  if (name === undefined) return undefined
  return env.GITHUB_REF_TYPE === 'tag' ? `${TAG_REF_PREFIX}${name}` : name
}

/** The tag `ref` names by its bare name, when the workflow runs on that very tag. */
function bareTagOf(ref: string | undefined, env: GitHubEnv): string | undefined {
  if (ref === undefined || isTagRef(ref) || env.GITHUB_REF_TYPE !== 'tag') return undefined
  return ref === nonEmpty(env.GITHUB_REF_NAME) ? ref : undefined
}
