// Owns recording an experiment in LangSmith through its own SDK (`langsmith` from npm), loaded
// only when the gate runs: the session on the dataset, each run of an example (one, or one per
// repetition) linked to it, a feedback score each.
import { randomUUID } from 'node:crypto'
import type { Client } from 'langsmith'

/** What an experiment is recorded with. */
export interface ExperimentSpec {
  /** The SDK's `apiUrl`, already allowed to carry the key (url-trust.ts). */
  readonly apiUrl: string
  readonly apiKey: string
  readonly workspaceId: string
  readonly datasetId: string
  /** `<prefix>-<8 random hex>`, as the SDK names experiments. */
  readonly prefix: string
  readonly description: string
  /**
   * Shown in the UI beside the experiment: deployment, revision, commit, workflow run; and
   * `num_repetitions`, as the SDK's evaluate() sets it.
   */
  readonly metadata: Readonly<Record<string, string | number>>
  /** Longest time one request may take. */
  readonly requestTimeoutMs: number
}

/** What the SDK's client is made with. */
type SdkSpec = Pick<ExperimentSpec, 'apiUrl' | 'apiKey' | 'workspaceId' | 'requestTimeoutMs'>

/** Where a baseline is looked for: the SDK's client and the dataset. */
export type BaselineSpec = SdkSpec & Pick<ExperimentSpec, 'datasetId'>

/** One example's run, as recorded: what it got and how it was judged. */
export interface RecordedRun {
  readonly exampleId: string
  /** Which run of its example it is, 1 on (in its metadata: the runs share the example). */
  readonly repetition: number
  readonly inputs: Readonly<Record<string, unknown>>
  /** The agent's output text (message contents and state values), when the run finished. */
  readonly output: string | undefined
  /** Why the run failed (an error event, a timeout), when it did. */
  readonly error: string | undefined
  readonly startedAt: number
  readonly endedAt: number
  readonly passed: boolean
  /** What the verdict rests on: the first difference, or how it matched. */
  readonly comment: string
}

/** The feedback key each run is scored under (1 passed, 0 failed). */
export const FEEDBACK_KEY = 'reference_match'

/** The metadata key of an experiment's score (its share of examples passed), set as it ends. */
const SCORE_KEY = 'eval_score'
/**
 * Experiments of one revision on a dataset looked through at most for its latest (the server
 * filters by revision and answers newest first: one gated deploy or smoke run adds one).
 */
const MAX_EXPERIMENTS_READ = 200

/** The latest experiment of a revision on a dataset, and its score. */
export interface BaselineScore {
  readonly experimentId: string
  /** The revision its metadata names (one of those asked for). */
  readonly revisionId: string
  readonly experimentName: string
  readonly score: number
  /** When it started, as the server says (its runs started after). */
  readonly startTime: string
}

/** One run of an experiment on an example, and its `reference_match` feedback, if any. */
export interface ScoredRun {
  readonly exampleId: string
  /** The feedback's score; undefined when the run has none. */
  readonly score: number | undefined
  readonly comment: string | undefined
}

/** A page of the v2 run query, as read here (every field checked: server data). */
interface RunPage {
  getPaginatedItems(): readonly { readonly id?: unknown; readonly reference_example_id?: unknown }[]
}

/** Feedback items on one run read at most before the list is taken for unfiltered. */
const FEEDBACK_PER_RUN = 10
/** Run IDs asked for their feedback in one request (their IDs ride in its URL). */
const FEEDBACK_BATCH = 100
/** A run may have started before its experiment by this much (the runner's clock is not the server's). */
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000

/** The SDK's client, loaded now (the `langsmith` package is imported only when the gate runs). */
async function sdkClient(
  spec: Omit<ExperimentSpec, 'datasetId' | 'prefix' | 'description' | 'metadata'>
): Promise<Client> {
  const { Client } = await import('langsmith')
  // Its fetch, and the zlib it decodes with, load with the SDK: a deploy without the gate loads neither.
  const { sdkFetch } = await import('./fetch.js')
  return new Client({
    apiUrl: spec.apiUrl,
    apiKey: spec.apiKey,
    workspaceId: spec.workspaceId,
    timeout_ms: spec.requestTimeoutMs,
    // One POST per run, each awaited: a refused write fails here, not in a console line later.
    autoBatchTracing: false,
    tracingSamplingRate: 1,
    // The SDK tries a failed call again 4 times, backing off (its own count: `callerOptions`
    // cannot lower it), and a status that cannot change (most 4xx, a refused redirect) not at all.
    // The key goes only to the host the user named: a redirect is an error, never followed (fetch
    // drops only `Authorization` on a cross-origin redirect, not the SDK's `x-api-key`).
    fetchImplementation: sdkFetch()
  })
}

/** An experiment being recorded; {@link close} ends it once every run was sent. */
export class Experiment {
  private constructor(
    private readonly client: Client,
    readonly id: string,
    readonly name: string,
    private readonly metadata: Readonly<Record<string, string | number>>
  ) {}

  /** Loads the SDK and creates the experiment (a session on the dataset). */
  static async open(spec: ExperimentSpec): Promise<Experiment> {
    const client = await sdkClient(spec)
    const name = `${spec.prefix}-${randomUUID().slice(0, 8)}`
    const session = await client.createProject({
      projectName: name,
      description: spec.description,
      metadata: { ...spec.metadata },
      referenceDatasetId: spec.datasetId
    })
    return new Experiment(client, session.id, name, spec.metadata)
  }

  /** Sends one example's run, linked to its example, and its score as feedback. */
  async record(run: RecordedRun): Promise<void> {
    const id = randomUUID()
    await this.client.createRun({
      id,
      name: 'agent',
      run_type: 'chain',
      project_name: this.name,
      reference_example_id: run.exampleId,
      extra: { metadata: { repetition: run.repetition } },
      inputs: { ...run.inputs },
      outputs: run.output === undefined ? undefined : { output: run.output },
      error: run.error,
      start_time: run.startedAt,
      end_time: run.endedAt
    })
    await this.client.createFeedback({
      runId: id,
      key: FEEDBACK_KEY,
      score: run.passed ? 1 : 0,
      comment: run.comment,
      sessionId: this.id
    })
  }

  /** Ends the experiment once every run is in: its end time, and its score in its metadata. */
  async close(endedAt: number, score: number): Promise<void> {
    await this.client.awaitPendingTraceBatches()
    await this.client.updateProject(this.id, {
      endTime: new Date(endedAt).toISOString(),
      metadata: { ...this.metadata, [SCORE_KEY]: score }
    })
  }

  /**
   * The latest experiment on the dataset whose metadata names one of `revisionIds` and holds a
   * score (one this gate recorded), other than `excluded` (the run's own), or undefined when none.
   * LangSmith is asked for each revision's experiments (`metadata` filter, newest first).
   */
  static async baseline(
    spec: BaselineSpec,
    revisionIds: readonly string[],
    excluded?: string
  ): Promise<BaselineScore | undefined> {
    const client = await sdkClient(spec)
    let latest: { at: string; found: BaselineScore } | undefined
    for (const revisionId of revisionIds) {
      const found = await latestOf(client, spec.datasetId, revisionId, excluded)
      if (found !== undefined && (latest === undefined || found.at > latest.at)) latest = found
    }
    return latest?.found
  }

  /**
   * The root runs of experiment `experimentId` that name an example, each with its
   * `reference_match` feedback: the runs through the v2 query (paged as the server pages, only
   * the fields read), then their feedback by run, a batch of IDs a request. More than `atMost`
   * runs is an error: an experiment read in part would be compared wrongly.
   */
  static async scoredRuns(
    spec: SdkSpec,
    baseline: { readonly experimentId: string; readonly startTime: string; readonly atMost: number }
  ): Promise<ScoredRun[]> {
    const client = await sdkClient(spec)
    const started = Date.parse(baseline.startTime)
    const since = Number.isNaN(started)
      ? Date.now() - 365 * CLOCK_SLACK_MS
      : started - CLOCK_SLACK_MS
    const runs = new Map<string, string>()
    // The SDK's page type does not resolve for the linter: the little read of it, named here.
    const query: { iterPages(): AsyncIterable<RunPage> } = await client.runs.query({
      project_ids: [baseline.experimentId],
      is_root: true,
      selects: ['REFERENCE_EXAMPLE_ID'],
      min_start_time: new Date(since).toISOString(),
      page_size: FEEDBACK_BATCH
    })
    let pages = 0
    // Page by page: a server that answers empty pages with a next cursor is not asked for ever.
    for await (const page of query.iterPages()) {
      if (++pages > Math.ceil(baseline.atMost / FEEDBACK_BATCH) + 1) {
        throw new Error(
          `the runs of experiment ${baseline.experimentId} did not end in ${pages - 1} pages`
        )
      }
      for (const run of page.getPaginatedItems()) {
        const example: unknown = run.reference_example_id
        if (typeof run.id !== 'string' || typeof example !== 'string') continue
        if (runs.size >= baseline.atMost) {
          throw new Error(
            `experiment ${baseline.experimentId} holds more than ${baseline.atMost} runs`
          )
        }
        runs.set(run.id, example)
      }
    }
    const feedback = await feedbackOf(client, [...runs.keys()])
    return [...runs].map(([runId, exampleId]) => {
      const found = feedback.get(runId)
      return { exampleId, score: found?.score, comment: found?.comment }
    })
  }
}

/** The `reference_match` feedback of each run, read a batch of run IDs at a time. */
async function feedbackOf(
  client: Client,
  runIds: readonly string[]
): Promise<Map<string, { score: number | undefined; comment: string | undefined }>> {
  const found = new Map<string, { score: number | undefined; comment: string | undefined }>()
  for (let at = 0; at < runIds.length; at += FEEDBACK_BATCH) {
    const batch = runIds.slice(at, at + FEEDBACK_BATCH)
    let read = 0
    for await (const one of client.listFeedback({ runIds: batch, feedbackKeys: [FEEDBACK_KEY] })) {
      // One each, a few more if scored again: far more is a server that ignored the filter.
      if (++read > batch.length * FEEDBACK_PER_RUN) {
        throw new Error(`more than ${FEEDBACK_PER_RUN} feedback items a run were listed`)
      }
      // The server filtered; checked again, as a server that ignores the filter would mislead.
      const runId: unknown = one.run_id
      if (one.key !== FEEDBACK_KEY || typeof runId !== 'string' || !batch.includes(runId)) continue
      const score =
        typeof one.score === 'number'
          ? one.score
          : typeof one.score === 'boolean'
            ? Number(one.score)
            : undefined
      const comment = typeof one.comment === 'string' ? one.comment : undefined
      found.set(runId, { score, comment })
    }
  }
  return found
}

/** The latest scored experiment of one revision on the dataset, asked of the server. */
async function latestOf(
  client: Client,
  datasetId: string,
  revisionId: string,
  excluded: string | undefined
): Promise<{ at: string; found: BaselineScore } | undefined> {
  let latest: { at: string; found: BaselineScore } | undefined
  let read = 0
  const filter = { referenceDatasetId: datasetId, metadata: { revision_id: revisionId } }
  for await (const project of client.listProjects(filter)) {
    if (++read > MAX_EXPERIMENTS_READ) break
    const metadata = (project.extra as { metadata?: Record<string, unknown> } | undefined)?.metadata
    const score = metadata?.[SCORE_KEY]
    // The server filtered; checked again, as a server that ignores the filter would mislead.
    if (metadata?.revision_id !== revisionId || typeof score !== 'number') continue
    if (project.id === excluded) continue
    const at = String(project.start_time)
    if (latest !== undefined && latest.at >= at) continue
    const experimentName = project.name ?? project.id
    const found = { experimentId: project.id, experimentName, revisionId, score, startTime: at }
    latest = { at, found }
  }
  return latest
}
