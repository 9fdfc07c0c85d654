// Owns the checks of the eval gate's inputs taken together: eval-* without 'eval-dataset', the
// gate without the wait or a live revision to compare, more passes asked than runs, where
// LangSmith's API may get the key.
import { parseUrl } from '../base/url-trust.js'
import { platformHosts } from '../control-plane/hosts.js'
import { CLOUD_LANGSMITH_HOSTS } from '../langsmith/hosts.js'
import type { Inputs } from './inputs.js'
import { INPUTS, INPUT_NAMES, type InputName, type InputSpec } from './table.js'

/**
 * Problems of the eval gate's inputs in a deploy (or its plan) or a smoke test; none without them.
 * `given`: the inputs given a value other than their default.
 */
export function evalProblems(inputs: Inputs, given: ReadonlySet<InputName>): string[] {
  if (inputs.evalDataset === undefined) return withoutDataset(given)
  const problems: string[] = []
  if (inputs.mode !== 'smoke' && !inputs.wait) {
    problems.push(
      `Inputs 'eval-dataset' and 'wait' (false) conflict: the eval gate runs once the revision is DEPLOYED, which needs the wait.`
    )
  }
  if (given.has('eval-max-drop') && inputs.evalBaseline === undefined) {
    problems.push(
      `Input 'eval-max-drop' (${inputs.evalMaxDrop}) needs 'eval-baseline: serving': the drop is measured from the score of the revision that served before.`
    )
  }
  if (inputs.evalMinPass !== undefined && inputs.evalMinPass > inputs.evalRepeat) {
    problems.push(
      `Inputs 'eval-min-pass' (${inputs.evalMinPass}) and 'eval-repeat' (${inputs.evalRepeat}) conflict: 'eval-min-pass' counts the runs of an example (of 'eval-repeat') that must pass, a whole number from 1 to ${inputs.evalRepeat}: lower it, or raise 'eval-repeat'.`
    )
  }
  if (inputs.evalMaxRegressions !== undefined && inputs.evalBaseline === undefined) {
    problems.push(
      `Input 'eval-max-regressions' (${inputs.evalMaxRegressions}) needs 'eval-baseline: serving': a regression is an example that passed on the baseline's experiment and fails now.`
    )
  }
  const named = inputs.deploymentName !== undefined || inputs.deploymentId !== undefined
  if (inputs.mode === 'smoke' && inputs.evalBaseline !== undefined && !named) {
    problems.push(
      `Input 'eval-baseline' (serving) in mode 'smoke' needs 'deployment-name' or 'deployment-id': the baseline is the live revision's latest earlier experiment, and 'deployment-url' alone does not say which revision serves.`
    )
  }
  const host = langSmithHostProblem(inputs)
  if (host !== undefined) problems.push(host)
  return problems
}

/** The gate's own inputs given without 'eval-dataset' would be ignored without a word: refused. */
function withoutDataset(given: ReadonlySet<InputName>): string[] {
  const names = INPUT_NAMES.filter(name => {
    const spec: InputSpec = INPUTS[name]
    return spec.evalGate === 'only' && given.has(name)
  })
  if (names.length === 0) return []
  const one = names.length === 1
  return [
    `${one ? 'Input' : 'Inputs'} ${names.map(name => `'${name}'`).join(', ')} ${one ? 'applies' : 'apply'} only to the eval gate, which runs when 'eval-dataset' names a LangSmith dataset: give 'eval-dataset', or drop ${one ? 'it' : 'them'}.`
  ]
}

/**
 * The key goes to 'langsmith-api-url' only on a host the user pointed at: the control plane's
 * ('api-url'), LangSmith's cloud API, or one listed in 'trusted-hosts'.
 */
function langSmithHostProblem(inputs: Inputs): string | undefined {
  const url = inputs.langsmithApiUrl === undefined ? undefined : parseUrl(inputs.langsmithApiUrl)
  if (url === undefined || inputs.apiUrl === '') return undefined
  const host = url.hostname.toLowerCase()
  const allowed = [
    ...platformHosts(inputs).hosts,
    ...CLOUD_LANGSMITH_HOSTS,
    ...(inputs.trustedHosts ?? [])
  ].map(h => h.toLowerCase())
  if (allowed.includes(host)) return undefined
  return `Input 'langsmith-api-url' names host ${host}, which is neither the control plane's ('api-url') nor LangSmith's cloud API, so the API key will not be sent there: if ${host} is your LangSmith, add it to 'trusted-hosts'.`
}
