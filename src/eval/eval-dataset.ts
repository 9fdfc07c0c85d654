// Owns the eval gate's refusals before any write: finding the dataset, checking its size against
// 'eval-max-examples', reading its examples and refusing one the gate cannot run, send or score.
import type { RunOptions } from '../agent-server/client.js'
import { payloadRefusal, runRequestBytes } from '../agent-server/payload-limit.js'
import {
  HttpStatusError,
  ResponseFormatError,
  TransportError,
  errorMessage
} from '../base/errors.js'
import type { Runtime } from '../base/runtime.js'
import { userAgent } from '../base/version.js'
import { type Dataset, LangSmithDatasets } from '../langsmith/datasets.js'
import { defaultLangSmithApiUrl } from '../langsmith/hosts.js'
import { type MatchRule, exampleRule, referenceStrings, regexRefusal } from './scoring.js'
import { loadRe2 } from './re2.js'
import type { Inputs } from '../inputs/read.js'

/** What the gate reads of the inputs to find its dataset. */
export type EvalDatasetInputs = Pick<
  Inputs,
  | 'apiKey'
  | 'workspaceId'
  | 'region'
  | 'apiUrl'
  | 'customApiUrl'
  | 'langsmithApiUrl'
  | 'evalDataset'
  | 'evalSplit'
  | 'evalMaxExamples'
  | 'evalMatch'
  | 'smokeAssistantId'
>

/** One example, checked and ready to run: its inputs, its references and the rule that scores it. */
export interface EvalExample {
  readonly id: string
  readonly inputs: Readonly<Record<string, unknown>>
  readonly references: readonly string[]
  readonly rule: MatchRule
}

/** The dataset the gate runs, read and checked before any write. */
export interface EvalDataset {
  /** The API base the SDK and the reads use. */
  readonly apiUrl: string
  readonly dataset: Dataset
  readonly examples: readonly EvalExample[]
}

/** What shapes the request of an example's stateless run (`POST /runs/stream`). */
export interface ExampleRun extends RunOptions {
  readonly input: Readonly<Record<string, unknown>>
  readonly streamMode: 'values'
  readonly streamSubgraphs: false
}

/** The run the gate starts for an example: what its request is measured by here, and sent as. */
export function exampleRun(
  assistantId: string,
  inputs: Readonly<Record<string, unknown>>
): ExampleRun {
  return { assistantId, input: inputs, streamMode: 'values', streamSubgraphs: false }
}

/** The LangSmith API base of the run: 'langsmith-api-url', else by region or from 'api-url'. */
export function langSmithApiUrl(inputs: EvalDatasetInputs): string {
  return inputs.langsmithApiUrl ?? defaultLangSmithApiUrl(inputs)
}

/**
 * Finds the dataset and reads its examples, refusing (with the input to fix) a dataset that is
 * missing, empty, larger than 'eval-max-examples', or holds an example the gate cannot run (its
 * inputs not an object, a regular expression it cannot run, or its run request over the 25 MB a
 * deployment takes); and
 * naming LangSmith unreachable, or refusing the key, with its host and what to check.
 */
export async function loadEvalDataset(
  runtime: Runtime,
  inputs: EvalDatasetInputs & { readonly evalDataset: string }
): Promise<EvalDataset> {
  // Its regex references compile with RE2's port, loaded here: a run without the gate never does.
  await loadRe2()
  const apiUrl = langSmithApiUrl(inputs)
  const client = new LangSmithDatasets({
    ...runtime,
    apiUrl,
    apiKey: inputs.apiKey,
    workspaceId: inputs.workspaceId,
    userAgent: userAgent()
  })
  const name = inputs.evalDataset
  try {
    const dataset = await client.findDataset(name)
    if (dataset === undefined) {
      throw new Error(
        `eval gate: LangSmith at ${new URL(apiUrl).host} has no dataset named "${name}" in workspace ${inputs.workspaceId}: check 'eval-dataset' (a dataset name or ID) and 'workspace-id'`
      )
    }
    const bound = inputs.evalMaxExamples
    const count = dataset.example_count ?? undefined
    if (count !== undefined && inputs.evalSplit === undefined && count > bound) {
      throw tooLarge(name, `${count} examples`, bound)
    }
    const raw = await client.listExamples({
      datasetId: dataset.id,
      split: inputs.evalSplit,
      atMost: bound
    })
    if (raw.length > bound) throw tooLarge(name, `more than ${bound} examples`, bound)
    if (raw.length === 0) {
      const split = inputs.evalSplit === undefined ? '' : ` in split "${inputs.evalSplit}"`
      throw new Error(
        `eval gate: dataset "${name}" has no examples${split}: a gate on nothing proves nothing; add examples, or check 'eval-split'`
      )
    }
    const examples = raw.map(example => checked(example, name, inputs.evalMatch))
    for (const example of examples) fitsOneRequest(example, name, inputs.smokeAssistantId)
    return { apiUrl, dataset, examples }
  } catch (error) {
    throw unreachable(error, apiUrl)
  }
}

function tooLarge(name: string, size: string, bound: number): Error {
  return new Error(
    `eval gate: dataset "${name}" has ${size}, more than 'eval-max-examples' (${bound}): raise the bound, or choose a split with 'eval-split'`
  )
}

/** An example as the gate runs it, or an error naming it and what is wrong. */
function checked(
  example: { id: string; inputs: unknown; outputs?: unknown; metadata?: unknown },
  name: string,
  match: MatchRule
): EvalExample {
  const { inputs } = example
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    const kind = inputs === null ? 'null' : Array.isArray(inputs) ? 'a list' : typeof inputs
    throw new Error(
      `eval gate: example ${example.id} of dataset "${name}" has inputs that are ${kind}, not an object: each example's inputs are the graph's input, such as {"messages": [{"role": "user", "content": "hi"}]}`
    )
  }
  const rule = exampleRule(example.metadata)
  if (typeof rule === 'object') {
    throw new Error(`eval gate: example ${example.id} of dataset "${name}": ${rule.bad}`)
  }
  const references = referenceStrings(example.outputs)
  const chosen = rule ?? match
  if (chosen === 'regex') {
    const refusal = references.map(regexRefusal).find(text => text !== undefined)
    if (refusal !== undefined) {
      throw new Error(`eval gate: example ${example.id} of dataset "${name}": ${refusal}`)
    }
  }
  return { id: example.id, inputs: inputs as Record<string, unknown>, references, rule: chosen }
}

/** Refuses an example whose run request would be larger than a deployment accepts. */
function fitsOneRequest(example: EvalExample, name: string, assistantId: string): void {
  const run = exampleRun(assistantId, example.inputs)
  const bytes = runRequestBytes(run)
  const refusal = payloadRefusal(bytes, `eval gate: example ${example.id} of dataset "${name}"`)
  if (refusal !== undefined) {
    throw new Error(`${refusal}: make its inputs smaller, or remove it from the dataset`)
  }
}

/** A failure to reach LangSmith, or a refusal of the key, said as such; other errors unchanged. */
function unreachable(error: unknown, apiUrl: string): unknown {
  const host = new URL(apiUrl).host
  if (error instanceof TransportError) {
    return new Error(
      `eval gate: LangSmith's API at ${host} could not be reached (${errorMessage(error)}): check 'langsmith-api-url' (now ${apiUrl}), or the runner's network`,
      { cause: error }
    )
  }
  if (error instanceof HttpStatusError && (error.status === 401 || error.status === 403)) {
    const what = error.status === 401 ? 'did not accept the API key' : 'refused the API key'
    return new Error(`eval gate: LangSmith's API at ${host} ${what}: ${errorMessage(error)}`, {
      cause: error
    })
  }
  if (error instanceof HttpStatusError || error instanceof ResponseFormatError) {
    return new Error(
      `eval gate: reading the dataset from LangSmith's API at ${apiUrl} failed: ${errorMessage(error)}`,
      { cause: error }
    )
  }
  return error
}
