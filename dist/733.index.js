export const id = 733;
export const ids = [733];
export const modules = {

/***/ 5733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalGate: () => (/* binding */ evalGate)
});

// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/langsmith/experiment.ts
// Owns recording an experiment in LangSmith through its own SDK (`langsmith` from npm), loaded
// only when the gate runs: the session on the dataset, each run of an example (one, or one per
// repetition) linked to it, a feedback score each.

/** The feedback key each run is scored under (1 passed, 0 failed). */
const FEEDBACK_KEY = 'reference_match';
/** The metadata key of an experiment's score (its share of examples passed), set as it ends. */
const SCORE_KEY = 'eval_score';
/**
 * Experiments of one revision on a dataset looked through at most for its latest (the server
 * filters by revision and answers newest first: one gated deploy or smoke run adds one).
 */
const MAX_EXPERIMENTS_READ = 200;
/** Feedback items on one run read at most before the list is taken for unfiltered. */
const FEEDBACK_PER_RUN = 10;
/** Run IDs asked for their feedback in one request (their IDs ride in its URL). */
const FEEDBACK_BATCH = 100;
/** A run may have started before its experiment by this much (the runner's clock is not the server's). */
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;
/** The SDK's client, loaded now (the `langsmith` package is imported only when the gate runs). */
async function sdkClient(spec) {
    const { Client } = await __webpack_require__.e(/* import() */ 888).then(__webpack_require__.bind(__webpack_require__, 2888));
    // Its fetch, and the zlib it decodes with, load with the SDK: a deploy without the gate loads neither.
    const { sdkFetch } = await __webpack_require__.e(/* import() */ 879).then(__webpack_require__.bind(__webpack_require__, 3879));
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
    });
}
/** An experiment being recorded; {@link close} ends it once every run was sent. */
class Experiment {
    client;
    id;
    name;
    metadata;
    constructor(client, id, name, metadata) {
        this.client = client;
        this.id = id;
        this.name = name;
        this.metadata = metadata;
    }
    /** Loads the SDK and creates the experiment (a session on the dataset). */
    static async open(spec) {
        const client = await sdkClient(spec);
        const name = `${spec.prefix}-${(0,external_node_crypto_.randomUUID)().slice(0, 8)}`;
        const session = await client.createProject({
            projectName: name,
            description: spec.description,
            metadata: { ...spec.metadata },
            referenceDatasetId: spec.datasetId
        });
        return new Experiment(client, session.id, name, spec.metadata);
    }
    /** Sends one example's run, linked to its example, and its score as feedback. */
    async record(run) {
        const id = (0,external_node_crypto_.randomUUID)();
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
        });
        await this.client.createFeedback({
            runId: id,
            key: FEEDBACK_KEY,
            score: run.passed ? 1 : 0,
            comment: run.comment,
            sessionId: this.id
        });
    }
    /** Ends the experiment once every run is in: its end time, and its score in its metadata. */
    async close(endedAt, score) {
        await this.client.awaitPendingTraceBatches();
        await this.client.updateProject(this.id, {
            endTime: new Date(endedAt).toISOString(),
            metadata: { ...this.metadata, [SCORE_KEY]: score }
        });
    }
    /**
     * The latest experiment on the dataset whose metadata names one of `revisionIds` and holds a
     * score (one this gate recorded), other than `excluded` (the run's own), or undefined when none.
     * LangSmith is asked for each revision's experiments (`metadata` filter, newest first).
     */
    static async baseline(spec, revisionIds, excluded) {
        const client = await sdkClient(spec);
        let latest;
        for (const revisionId of revisionIds) {
            const found = await latestOf(client, spec.datasetId, revisionId, excluded);
            if (found !== undefined && (latest === undefined || found.at > latest.at))
                latest = found;
        }
        return latest?.found;
    }
    /**
     * The root runs of experiment `experimentId` that name an example, each with its
     * `reference_match` feedback: the runs through the v2 query (paged as the server pages, only
     * the fields read), then their feedback by run, a batch of IDs a request. More than `atMost`
     * runs is an error: an experiment read in part would be compared wrongly.
     */
    static async scoredRuns(spec, baseline) {
        const client = await sdkClient(spec);
        const started = Date.parse(baseline.startTime);
        const since = Number.isNaN(started)
            ? Date.now() - 365 * CLOCK_SLACK_MS
            : started - CLOCK_SLACK_MS;
        const runs = new Map();
        // The SDK's page type does not resolve for the linter: the little read of it, named here.
        const query = await client.runs.query({
            project_ids: [baseline.experimentId],
            is_root: true,
            selects: ['REFERENCE_EXAMPLE_ID'],
            min_start_time: new Date(since).toISOString(),
            page_size: FEEDBACK_BATCH
        });
        let pages = 0;
        // Page by page: a server that answers empty pages with a next cursor is not asked for ever.
        for await (const page of query.iterPages()) {
            if (++pages > Math.ceil(baseline.atMost / FEEDBACK_BATCH) + 1) {
                throw new Error(`the runs of experiment ${baseline.experimentId} did not end in ${pages - 1} pages`);
            }
            for (const run of page.getPaginatedItems()) {
                const example = run.reference_example_id;
                if (typeof run.id !== 'string' || typeof example !== 'string')
                    continue;
                if (runs.size >= baseline.atMost) {
                    throw new Error(`experiment ${baseline.experimentId} holds more than ${baseline.atMost} runs`);
                }
                runs.set(run.id, example);
            }
        }
        const feedback = await feedbackOf(client, [...runs.keys()]);
        return [...runs].map(([runId, exampleId]) => {
            const found = feedback.get(runId);
            return { exampleId, score: found?.score, comment: found?.comment };
        });
    }
}
/** The `reference_match` feedback of each run, read a batch of run IDs at a time. */
async function feedbackOf(client, runIds) {
    const found = new Map();
    for (let at = 0; at < runIds.length; at += FEEDBACK_BATCH) {
        const batch = runIds.slice(at, at + FEEDBACK_BATCH);
        let read = 0;
        for await (const one of client.listFeedback({ runIds: batch, feedbackKeys: [FEEDBACK_KEY] })) {
            // One each, a few more if scored again: far more is a server that ignored the filter.
            if (++read > batch.length * FEEDBACK_PER_RUN) {
                throw new Error(`more than ${FEEDBACK_PER_RUN} feedback items a run were listed`);
            }
            // The server filtered; checked again, as a server that ignores the filter would mislead.
            const runId = one.run_id;
            if (one.key !== FEEDBACK_KEY || typeof runId !== 'string' || !batch.includes(runId))
                continue;
            const score = typeof one.score === 'number'
                ? one.score
                : typeof one.score === 'boolean'
                    ? Number(one.score)
                    : undefined;
            const comment = typeof one.comment === 'string' ? one.comment : undefined;
            found.set(runId, { score, comment });
        }
    }
    return found;
}
/** The latest scored experiment of one revision on the dataset, asked of the server. */
async function latestOf(client, datasetId, revisionId, excluded) {
    let latest;
    let read = 0;
    const filter = { referenceDatasetId: datasetId, metadata: { revision_id: revisionId } };
    for await (const project of client.listProjects(filter)) {
        if (++read > MAX_EXPERIMENTS_READ)
            break;
        const metadata = project.extra?.metadata;
        const score = metadata?.[SCORE_KEY];
        // The server filtered; checked again, as a server that ignores the filter would mislead.
        if (metadata?.revision_id !== revisionId || typeof score !== 'number')
            continue;
        if (project.id === excluded)
            continue;
        const at = String(project.start_time);
        if (latest !== undefined && latest.at >= at)
            continue;
        const experimentName = project.name ?? project.id;
        const found = { experimentId: project.id, experimentName, revisionId, score, startTime: at };
        latest = { at, found };
    }
    return latest;
}

// EXTERNAL MODULE: ./src/langsmith/hosts.ts
var hosts = __webpack_require__(9484);
// EXTERNAL MODULE: ./src/live/agent-ready.ts
var agent_ready = __webpack_require__(217);
// EXTERNAL MODULE: ./src/live/smoke.ts
var smoke = __webpack_require__(3951);
// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
// EXTERNAL MODULE: ./src/eval/eval-repeat.ts
var eval_repeat = __webpack_require__(4);
;// CONCATENATED MODULE: ./src/eval/regressions.ts
// Owns comparing a release with its baseline example by example: what regressed (passed on the
// baseline, fails now), what improved, what could not be compared, and each input's first words.


/**
 * Whether an example passed on the baseline, from all of its runs there, by this run's rule
 * (eval-repeat.ts `examplePassed`) at this run's share: of its n runs there, n \u00d7 'eval-min-pass' \u00f7
 * 'eval-repeat' (rounded up) must have passed \u2014 every run with the defaults, whatever number of
 * repetitions the baseline ran. Undefined when a run holds no score (then it is not compared).
 */
function passedOnBaseline(runs, { repeat, minPass }) {
    if (runs.length === 0 || runs.some(run => run.passed === undefined))
        return undefined;
    const passes = runs.filter(run => run.passed === true).length;
    const needed = Math.min(runs.length, Math.max(1, Math.ceil((runs.length * minPass) / repeat)));
    return (0,eval_repeat/* examplePassed */.zb)(passes, runs.length, needed);
}
/** Compares the verdicts of now with the baseline's runs, grouped by example. */
function compareExamples(now, baselineRuns, repetition) {
    const byExample = new Map();
    for (const run of baselineRuns) {
        const runs = byExample.get(run.exampleId) ?? [];
        runs.push(run);
        byExample.set(run.exampleId, runs);
    }
    const regressions = [];
    const improvements = [];
    let compared = 0;
    const seen = new Set();
    for (const example of now) {
        seen.add(example.exampleId);
        const runs = byExample.get(example.exampleId) ?? [];
        const before = passedOnBaseline(runs, repetition);
        if (before === undefined)
            continue;
        compared += 1;
        if (before && !example.passed) {
            regressions.push({ exampleId: example.exampleId, comment: example.comment });
        }
        else if (!before && example.passed) {
            const failed = runs.find(run => run.passed === false);
            improvements.push({ exampleId: example.exampleId, comment: failed?.comment ?? '' });
        }
    }
    const onlyBefore = [...byExample.keys()].filter(id => !seen.has(id)).length;
    return { regressions, improvements, compared, notCompared: now.length - compared + onlyBefore };
}
/** Words of an input shown at most. */
const INPUT_WORDS = 8;
const INPUT_CHARS = 80;
/**
 * The first words of an example's inputs, as people recognise it: the text of the last human
 * message (`messages`: role user or human, or type human; content a string or text parts), else
 * the first string value found; empty when there is none.
 */
function inputFirstWords(inputs) {
    const text = lastHumanText(inputs.messages) ?? firstString(inputs, 0) ?? '';
    const words = (0,base_text/* oneLine */.TN)(text.slice(0, INPUT_CHARS * 4))
        .split(/\s+/)
        .filter(word => word !== '');
    const shown = words.slice(0, INPUT_WORDS).join(' ');
    return (0,base_text/* truncate */.xv)(words.length > INPUT_WORDS ? `${shown} \u2026` : shown, INPUT_CHARS);
}
function lastHumanText(messages) {
    if (!Array.isArray(messages))
        return undefined;
    for (const message of [...messages].reverse()) {
        if (typeof message !== 'object' || message === null)
            continue;
        const { role, type, content } = message;
        if (role !== 'user' && role !== 'human' && type !== 'human')
            continue;
        const text = contentText(content);
        if (text !== undefined)
            return text;
    }
    return undefined;
}
/** A message content's text: the string, or its text parts joined. */
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return undefined;
    const parts = content.flatMap(part => typeof part === 'string'
        ? [part]
        : typeof part?.text === 'string'
            ? [part.text]
            : []);
    return parts.length === 0 ? undefined : parts.join(' ');
}
/** Deeper values are not looked into for a string. */
const MAX_DEPTH = 8;
function firstString(value, depth) {
    if (typeof value === 'string')
        return value.trim() === '' ? undefined : value;
    if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH)
        return undefined;
    for (const item of Array.isArray(value) ? value : Object.values(value)) {
        const found = firstString(item, depth + 1);
        if (found !== undefined)
            return found;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/eval/eval-baseline.ts
// Owns `eval-baseline: serving`: the score of the revision that served before this run (or of the
// original its redeploy copies), read from its latest experiment on the dataset; the drop allowed.





/**
 * Runs of the baseline's experiment read at most, per example of the dataset (repeats), beyond
 * which it is not compared example by example (one request a page of 100, and one of feedback).
 */
const RUNS_READ_PER_EXAMPLE = 10;
/** Revisions of the serving one's source searched at most (newest first), one request each. */
const MAX_SAME_SOURCE = 10;
/**
 * With 'eval-baseline: serving': the comparison of the `share` of examples passed with the
 * latest score of `servingRevisionId` on the dataset (or, when it has none, of a revision of
 * the same source: a rollback's copy has the score of the original it redeploys); undefined
 * without the input. No revision before (a first deploy), one that cannot be told, or no
 * experiment of it is said, not failed: nothing to compare with.
 */
async function compareWithBaseline(deps, inputs, loaded, measured) {
    if (inputs.evalBaseline === undefined)
        return undefined;
    const { share: score } = measured;
    const maxDrop = inputs.evalMaxDrop;
    const revisionId = measured.servingRevisionId;
    if (revisionId === undefined)
        return { maxDrop, text: noneBefore(measured), failed: false };
    const { dataset } = loaded;
    let search;
    try {
        search = await findBaseline(deps, inputs, loaded, {
            ...measured,
            servingRevisionId: revisionId
        });
    }
    catch (error) {
        // Nothing was judged against it: the threshold's verdict stands alone.
        const text = `the experiments of dataset "${dataset.name}" could not be read for the baseline (${(0,errors/* errorMessage */.gJ)(error)}): no baseline to compare with, the threshold's verdict stands`;
        return { revisionId, maxDrop, text, failed: false, unread: true };
    }
    const { found, copies } = search;
    if (found === undefined) {
        const also = copies === 0 ? '' : ` nor of the ${copies} other revisions of its source`;
        const text = `no experiment of revision ${revisionId} (which served before)${also} on dataset "${dataset.name}" holds a score: no baseline to compare with`;
        return { revisionId, maxDrop, text, failed: false };
    }
    const drop = found.score - score;
    const failed = drop > maxDrop + 1e-9;
    const of = found.revisionId === revisionId
        ? `revision ${revisionId} (experiment ${found.experimentName})`
        : `revision ${found.revisionId} (experiment ${found.experimentName}), whose source revision ${revisionId} (which served before) redeploys`;
    const text = `score ${score.toFixed(3)} against ${found.score.toFixed(3)} of ${of}: ${drop > 0 ? `a drop of ${drop.toFixed(3)}` : 'no drop'}, ${failed ? 'more than' : 'within'} 'eval-max-drop' (${maxDrop})`;
    const url = (0,hosts/* experimentUrl */.dL)({
        apiUrl: loaded.apiUrl,
        tenantId: dataset.tenant_id ?? inputs.workspaceId,
        datasetId: dataset.id,
        experimentId: found.experimentId
    });
    const { experimentName } = found;
    const examples = await compareRuns(deps, inputs, loaded, { measured, found });
    return {
        revisionId,
        experimentName,
        experimentUrl: url,
        score: found.score,
        maxDrop,
        text,
        failed,
        ...examples
    };
}
/**
 * This run's examples against the runs of the baseline's experiment, example by example; why
 * they could not be read instead, when they could not (then nothing is judged on them).
 */
async function compareRuns(deps, inputs, loaded, { measured, found }) {
    const spec = sdkSpec(deps, inputs, loaded);
    let runs;
    try {
        runs = await Experiment.scoredRuns(spec, {
            experimentId: found.experimentId,
            startTime: found.startTime,
            atMost: RUNS_READ_PER_EXAMPLE * Math.max(loaded.examples.length, 100)
        });
    }
    catch (error) {
        return {
            runsUnread: `the runs of experiment ${found.experimentName} could not be read (${(0,errors/* errorMessage */.gJ)(error)})`
        };
    }
    const verdicts = runs.map(run => ({
        exampleId: run.exampleId,
        passed: run.score === undefined ? undefined : run.score >= 1,
        comment: run.comment
    }));
    const { regressions, improvements, compared, notCompared } = compareExamples(measured.outcomes, verdicts, (0,eval_repeat/* repetitionOf */.ht)(inputs));
    const inputsOf = new Map(loaded.examples.map(example => [example.id, example.inputs]));
    const shown = (change) => ({
        ...change,
        input: inputFirstWords(inputsOf.get(change.exampleId) ?? {})
    });
    const max = inputs.evalMaxRegressions;
    const comparison = {
        regressions: regressions.map(shown),
        improvements: improvements.map(shown),
        compared,
        notCompared,
        ...(max === undefined ? {} : { maxRegressions: max }),
        failed: max !== undefined && regressions.length > max
    };
    return { comparison };
}
/** What the SDK's client is made with, for the dataset's LangSmith. */
function sdkSpec(deps, inputs, loaded) {
    return {
        apiUrl: loaded.apiUrl,
        apiKey: inputs.apiKey,
        workspaceId: inputs.workspaceId,
        datasetId: loaded.dataset.id,
        requestTimeoutMs: deps.requestTimeoutMs
    };
}
/**
 * The serving revision's latest scored experiment; when it has none, the latest of the other
 * revisions of its source (`copies`: how many were asked about).
 */
async function findBaseline(deps, inputs, loaded, measured) {
    const spec = sdkSpec(deps, inputs, loaded);
    const { servingRevisionId, experimentId } = measured;
    const own = await Experiment.baseline(spec, [servingRevisionId], experimentId);
    if (own !== undefined || measured.sameSource === undefined)
        return { found: own, copies: 0 };
    const others = (await measured.sameSource()).slice(0, MAX_SAME_SOURCE);
    if (others.length === 0)
        return { found: undefined, copies: 0 };
    return { found: await Experiment.baseline(spec, others, experimentId), copies: others.length };
}
/** Why there is no revision to compare with: a first deploy, or what served cannot be told. */
function noneBefore(measured) {
    const unknown = measured.servedBeforeUnknown;
    return unknown === undefined
        ? 'no revision served before this run: no baseline to compare with'
        : `what served before this run cannot be told (${unknown}): no baseline to compare with`;
}

// EXTERNAL MODULE: ./src/agent-server/smoke.ts + 1 modules
var agent_server_smoke = __webpack_require__(6728);
// EXTERNAL MODULE: ./src/agent-server/output-text.ts
var output_text = __webpack_require__(2600);
;// CONCATENATED MODULE: ./src/agent-server/produced.ts
// Owns what a run produced: its final state less what its input already held (the messages it
// added after the input's, the values it wrote that differ from the input's), never the input.

/** Deeper objects are compared as wholes: a real state is far shallower. */
const produced_MAX_DEPTH = 64;
/**
 * The part of `final` (a run's final state) that its `input` did not hold, or undefined when the
 * run wrote nothing new. Key by key: a value the input had unchanged is left out, an object is
 * compared key by key, and a list keeps only the items the input's list did not have, counted
 * (a message by its author and text, as the server adds IDs and types; other items by value), so
 * an answer that repeats an earlier turn of the input still counts once for each time it was said.
 */
function producedState(final, input, depth = 0) {
    if (input === undefined)
        return final;
    if (Array.isArray(final))
        return Array.isArray(input) ? newItems(final, input) : final;
    if (isRecord(final) && isRecord(input) && (0,output_text/* asMessage */.OI)(final) === undefined && depth < produced_MAX_DEPTH) {
        const out = {};
        for (const [key, value] of Object.entries(final)) {
            const rest = producedState(value, input[key], depth + 1);
            if (rest !== undefined)
                out[key] = rest;
        }
        return Object.keys(out).length === 0 ? undefined : out;
    }
    return identity(final) === identity(input) ? undefined : final;
}
/** The items of `final` beyond those of `input`, each of the input's taken away once. */
function newItems(final, input) {
    const held = new Map();
    for (const item of input) {
        const key = identity(item);
        held.set(key, (held.get(key) ?? 0) + 1);
    }
    const added = final.filter(item => {
        const key = identity(item);
        const left = held.get(key) ?? 0;
        if (left === 0)
            return true;
        held.set(key, left - 1);
        return false;
    });
    return added.length === 0 ? undefined : added;
}
/** Roles of a message given as a `[role, content]` pair, as LangGraph takes them in input. */
const PAIR_ROLES = new Set(['human', 'user', 'ai', 'assistant', 'system', 'tool', 'developer']);
/**
 * What an item is, for telling the input's from the run's: a message by whether the user wrote
 * it and its text (in any of the forms LangGraph takes: `{role, content}`, `{type, content}`,
 * LangChain's constructor form, a `[role, content]` pair); anything else by its value.
 */
function identity(value) {
    if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string') {
        const role = typeof value[0] === 'string' ? value[0].toLowerCase() : '';
        if (PAIR_ROLES.has(role))
            return messageKey(role === 'human' || role === 'user', value[1]);
    }
    if (isRecord(value)) {
        const message = (0,output_text/* asMessage */.OI)(value);
        if (message !== undefined)
            return messageKey(message.fromUser, (0,output_text/* contentText */.Tf)(message.content));
    }
    return value === undefined ? 'nothing' : `value ${canonical(value)}`;
}
function messageKey(fromUser, text) {
    return `${fromUser ? 'user' : 'other'} message ${text}`;
}
/** JSON with every object's keys in order: equal values, equal texts. */
function canonical(value) {
    const sorted = (_key, item) => isRecord(item)
        ? Object.fromEntries(Object.keys(item)
            .sort()
            .map(key => [key, item[key]]))
        : item;
    return JSON.stringify(value, sorted);
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/agent-server/final-output.ts
// Owns the agent's final answer in a `values` stream: the output texts (output-text.ts) of what the
// run produced (produced.ts: its last root `values` event less its input), each piece apart.


/** Keeps the last root `values` event seen (the run's final state) and tells what it produced. */
class FinalOutput {
    input;
    last = undefined;
    texts = undefined;
    /** `input`: the run's input, whose messages and values are not the run's output. */
    constructor(input) {
        this.input = input;
    }
    observe(event) {
        if (event.event !== 'values' || event.namespace.length > 0)
            return;
        this.last = event.data;
        this.texts = undefined;
    }
    /**
     * Each message content and state value the run produced, in order: the messages it added
     * after the input's and the values it wrote that differ from the input's; none when it
     * produced nothing (a graph that streams its input back).
     */
    get pieces() {
        this.texts ??= this.read();
        return this.texts;
    }
    read() {
        const produced = producedState(this.last, this.input);
        return produced === undefined ? [] : (0,output_text/* stateTexts */.oC)(produced);
    }
}

// EXTERNAL MODULE: ./src/base/version.ts + 1 modules
var version = __webpack_require__(852);
// EXTERNAL MODULE: ./src/live/pool.ts
var pool = __webpack_require__(6234);
// EXTERNAL MODULE: ./src/report/eval-table.ts
var eval_table = __webpack_require__(7427);
// EXTERNAL MODULE: ./src/eval/eval-dataset.ts + 2 modules
var eval_dataset = __webpack_require__(5275);
// EXTERNAL MODULE: ./src/eval/scoring.ts + 2 modules
var scoring = __webpack_require__(2754);
;// CONCATENATED MODULE: ./src/eval/eval-runs.ts
// Owns the gate's runs: every run of every example ('eval-repeat' of each) in one pool of
// 'eval-concurrency' through the live revision (the smoke step's client and rules), each scored
// without a model and recorded in the experiment, and each example's outcome over its runs.










const COMMENT_CHARS = 300;
/**
 * Every run of every example, 'eval-concurrency' at a time in one pool: each example's outcome,
 * in the dataset's order, logged as its last run ends.
 */
async function runExamples(gate, examples) {
    const { repeat } = (0,eval_repeat/* repetitionOf */.ht)(gate.inputs);
    const tally = new eval_repeat/* RunTally */.U3(repeat);
    const done = [];
    await (0,pool/* inPool */.Q)((0,eval_repeat/* unitsOf */.$J)(examples, repeat), gate.inputs.evalConcurrency, async (unit) => {
        const runs = tally.add(unit.index, unit.repetition, await runOnce(gate, unit));
        if (runs !== undefined)
            done[unit.index] = exampleOutcome(gate, unit.item, runs);
    });
    return done;
}
/** One run of an example: its score, its record in the experiment (its repetition named). */
async function runOnce(gate, { item: example, repetition }) {
    const { deps, inputs, target, experiment } = gate;
    const output = new FinalOutput(example.inputs);
    const startedAt = deps.clock.now();
    const result = await (0,agent_server_smoke/* runSmoke */.L)({
        url: target,
        apiKey: inputs.apiKey,
        // The request the dataset's check measured (eval-dataset.ts), field for field.
        ...(0,eval_dataset/* exampleRun */.e)(inputs.smokeAssistantId, example.inputs),
        timeoutMs: inputs.smokeTimeoutSeconds * 1000,
        signal: deps.signal,
        userAgent: (0,version/* userAgent */.N1)(),
        wakeRetry: gate.wakeRetry,
        onEvent: event => {
            output.observe(event);
        }
    }, 
    // Each event of each example would drown the log: they are debug lines here.
    { clock: deps.clock, logger: quiet(deps.logger), requestTimeoutMs: deps.requestTimeoutMs });
    const endedAt = deps.clock.now();
    // An error or a timeout fails the run, which is not run again.
    const verdict = result.passed
        ? (0,scoring/* score */.fN)(output.pieces, example.references, example.rule)
        : { passed: false, comment: `the run failed: ${result.reason ?? result.verdict}` };
    const comment = (0,base_text/* truncate */.xv)(verdict.comment, COMMENT_CHARS);
    const run = {
        exampleId: example.id,
        repetition,
        inputs: example.inputs,
        output: result.passed ? output.pieces.join('\n') : undefined,
        error: result.passed ? undefined : comment,
        startedAt,
        endedAt,
        passed: verdict.passed,
        comment
    };
    const outcome = { passed: verdict.passed, comment, durationMs: endedAt - startedAt };
    try {
        await experiment.record(run);
        return outcome;
    }
    catch (error) {
        return { ...outcome, recordError: (0,errors/* errorMessage */.gJ)(error) };
    }
}
/** An example whose runs all ended: its verdict over them, and a line in the log. */
function exampleOutcome(gate, example, runs) {
    const { repeat, minPass } = (0,eval_repeat/* repetitionOf */.ht)(gate.inputs);
    const verdict = (0,eval_repeat/* verdictOf */.Vj)(runs, minPass);
    const counted = repeat === 1 ? '' : `${(0,eval_table/* runsPassed */.x)(verdict)}, `;
    const shown = verdict.passed && verdict.passes === verdict.runs ? '' : `: ${verdict.comment}`;
    gate.deps.logger.info(`${verdict.passed ? '\u2705' : '\u274c'} example ${example.id} (${counted}${verdict.durationMs} ms)${shown}`);
    const unrecorded = runs.filter(r => r.recordError !== undefined);
    const row = { exampleId: example.id, ...verdict };
    const first = unrecorded[0];
    if (first === undefined)
        return row;
    return { ...row, recordError: first.recordError, unrecorded: unrecorded.length };
}
/** The logger with its info lines turned into debug lines. */
function quiet(logger) {
    return {
        ...logger,
        info: message => {
            logger.debug(message);
        }
    };
}

// EXTERNAL MODULE: ./src/eval/eval-verdict.ts
var eval_verdict = __webpack_require__(2053);
;// CONCATENATED MODULE: ./src/eval/eval-gate.ts
// Owns the story of the eval gate: the experiment opened in LangSmith, the dataset's runs through
// the new revision (eval-runs.ts), the experiment closed, the baseline compared (eval-baseline.ts), the
// report told, and the verdict (eval-verdict.ts: a failure rolls back like a smoke test's).









/**
 * Runs the dataset through the revision at `agentUrl`, records the experiment and fails the step
 * when the share of examples that passed is below 'eval-threshold'. A gate that could not start
 * (an untrusted URL, the experiment not created) throws a {@link SmokeRefusedError}: nothing was
 * judged, so nothing is rolled back.
 */
async function evalGate(deps, inputs, loaded, release) {
    const target = inputs.deploymentUrl ?? (0,smoke/* trustedAgentUrl */.ce)(release.agentUrl, inputs);
    deps.progress.agentUrl(target);
    const { dataset, examples } = loaded;
    const name = inputs.evalDataset ?? dataset.name;
    const { repeat, minPass } = (0,eval_repeat/* repetitionOf */.ht)(inputs);
    const at = Math.min(inputs.evalConcurrency, examples.length * repeat);
    const each = repeat === 1 ? '' : `, each ${repeat} times (${minPass} must pass)`;
    const experiment = await openExperiment(deps, inputs, loaded, release);
    const outcomes = await deps.logger.group(`Eval gate: ${examples.length} examples of dataset "${name}"${each} at ${target}, ${at} at a time; experiment ${experiment.name}`, async () => {
        const { wakeRetry } = await (0,agent_ready/* waitForAgent */.C)(deps, {
            url: target,
            timeoutSeconds: inputs.smokeTimeoutSeconds,
            deploymentType: deps.progress.report.deploymentType
        });
        return runExamples({ deps, inputs, target, experiment, wakeRetry }, examples);
    });
    const passed = outcomes.filter(o => o.passed).length;
    const share = passed / outcomes.length;
    const recordError = await closeExperiment(experiment, outcomes, { deps, share });
    const { servingRevisionId, servedBeforeUnknown, sameSource } = release;
    const before = { servingRevisionId, servedBeforeUnknown, sameSource };
    const measured = { ...before, share, experimentId: experiment.id, outcomes };
    const baseline = await compareWithBaseline(deps, inputs, loaded, measured);
    const url = (0,hosts/* experimentUrl */.dL)({
        apiUrl: loaded.apiUrl,
        tenantId: dataset.tenant_id ?? inputs.workspaceId,
        datasetId: dataset.id,
        experimentId: experiment.id
    });
    deps.progress.evalGate({
        dataset: name,
        datasetId: dataset.id,
        passed,
        failed: outcomes.length - passed,
        score: share,
        threshold: inputs.evalThreshold,
        experimentId: experiment.id,
        experimentName: experiment.name,
        experimentUrl: url,
        examples: outcomes.map(({ recordError: _, unrecorded: __, ...row }) => row),
        repeat,
        minPass,
        baseline
    });
    const verdict = `${passed} of ${outcomes.length} examples of dataset "${name}" passed${each} (score ${share.toFixed(3)}, threshold ${inputs.evalThreshold})`;
    deps.logger.info(`Eval gate: ${verdict}. Experiment: ${url}`);
    if (baseline?.unread === true)
        deps.logger.warning(`Eval gate baseline: ${baseline.text}.`);
    else if (baseline !== undefined)
        deps.logger.info(`Eval gate baseline: ${baseline.text}.`);
    (0,eval_verdict/* logComparison */.E7)(deps.logger, baseline);
    (0,eval_verdict/* judge */.S4)({ verdict, share, threshold: inputs.evalThreshold, baseline, outcomes, recordError });
}
/** The experiment on the dataset, its metadata the release; a refusal when it cannot be made. */
async function openExperiment(deps, inputs, loaded, release) {
    const metadata = {
        deployment: release.deploymentName,
        // As the SDK's evaluate() says it, which the UI reads to group an example's runs.
        num_repetitions: inputs.evalRepeat
    };
    if (release.revisionId !== undefined)
        metadata.revision_id = release.revisionId;
    if (release.commit !== undefined)
        metadata.commit = release.commit;
    if (release.archiveDigest !== undefined)
        metadata.archive_digest = release.archiveDigest;
    if (release.workflowRunUrl !== undefined)
        metadata.workflow_run_url = release.workflowRunUrl;
    try {
        return await Experiment.open({
            apiUrl: loaded.apiUrl,
            apiKey: inputs.apiKey,
            workspaceId: inputs.workspaceId,
            datasetId: loaded.dataset.id,
            prefix: inputs.evalExperimentPrefix ?? release.deploymentName,
            description: `${release.live === true ? 'Eval of live' : 'Release gate of'} revision ${release.revisionId ?? '(unknown)'} of deployment "${release.deploymentName}"`,
            metadata,
            requestTimeoutMs: deps.requestTimeoutMs
        });
    }
    catch (error) {
        throw new smoke/* SmokeRefusedError */.aC(`eval gate not run: the experiment could not be created in LangSmith at ${new URL(loaded.apiUrl).host}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}
/** Ends the experiment; the first failure to record, if any, in words. */
async function closeExperiment(experiment, outcomes, { deps, share }) {
    const failed = outcomes.filter(o => o.recordError !== undefined);
    const runs = failed.reduce((sum, o) => sum + (o.unrecorded ?? 0), 0);
    try {
        await experiment.close(deps.clock.now(), share);
    }
    catch (error) {
        return `ending the experiment failed: ${(0,errors/* errorMessage */.gJ)(error)}`;
    }
    const first = failed[0];
    if (first === undefined)
        return undefined;
    return `${runs} run${runs === 1 ? '' : 's'} not recorded; the first (example ${first.exampleId}): ${first.recordError ?? ''}`;
}


/***/ }),

/***/ 2053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E7: () => (/* binding */ logComparison),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   yJ: () => (/* binding */ EvalGateError)
/* harmony export */ });
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(766);
/* harmony import */ var _live_smoke_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3951);
/* harmony import */ var _report_eval_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7427);



/** Failures of examples named in the step's message at most. */
const NAMED_FAILURES = 5;
/** The gate judged the revision and it failed: below the threshold, or dropped from the baseline. */
class EvalGateError extends Error {
    name = 'EvalGateError';
}
/** Throws when the gate failed the revision, or passed it without recording it all. */
function judge(result) {
    const { verdict, baseline, outcomes, recordError } = result;
    if (result.share < result.threshold) {
        throw new EvalGateError(`eval gate failed: ${verdict}; ${failures(outcomes)}`);
    }
    if (baseline?.failed === true) {
        throw new EvalGateError(`eval gate failed: ${verdict}, but ${baseline.text}; ${failures(outcomes)}`);
    }
    const comparison = baseline?.comparison;
    if (comparison?.failed === true) {
        throw new EvalGateError(`eval gate failed: ${verdict}, but ${regressed(comparison)}; ${failures(outcomes)}`);
    }
    if (recordError !== undefined) {
        throw new _live_smoke_js__WEBPACK_IMPORTED_MODULE_0__/* .SmokeRefusedError */ .aC(`eval gate passed (${verdict}), but the experiment could not be recorded in full: ${recordError}`);
    }
}
/** The failed examples, the first few named with their first difference. */
function failures(outcomes) {
    const failed = outcomes.filter(o => !o.passed);
    const named = failed
        .slice(0, NAMED_FAILURES)
        .map(o => `example ${o.exampleId} (${o.runs === 1 ? '' : `${(0,_report_eval_table_js__WEBPACK_IMPORTED_MODULE_1__/* .runsPassed */ .x)(o)}: `}${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(o.comment, 200)})`);
    const more = failed.length > NAMED_FAILURES ? `; and ${failed.length - NAMED_FAILURES} more` : '';
    return `failed: ${named.join('; ')}${more}`;
}
/** The regressions, more than 'eval-max-regressions', the first few named with their input. */
function regressed(comparison) {
    const { regressions } = comparison;
    const named = regressions
        .slice(0, NAMED_FAILURES)
        .map(r => `example ${r.exampleId} ("${r.input}")`);
    const more = regressions.length > NAMED_FAILURES ? `, and ${regressions.length - NAMED_FAILURES} more` : '';
    return `${regressions.length} example${regressions.length === 1 ? '' : 's'} that passed on the baseline fail${regressions.length === 1 ? 's' : ''} now, more than 'eval-max-regressions' (${comparison.maxRegressions ?? 0}): ${named.join(', ')}${more}`;
}
/** The comparison with the baseline example by example, or why its runs could not be read. */
function logComparison(logger, baseline) {
    if (baseline?.runsUnread !== undefined) {
        logger.warning(`Eval gate baseline: ${baseline.runsUnread}: examples not compared one by one; 'eval-max-regressions' not applied.`);
    }
    const comparison = baseline?.comparison;
    if (comparison === undefined)
        return;
    const { regressions, improvements, compared, notCompared } = comparison;
    logger.info(`Eval gate baseline, example by example: ${regressions.length} regressed, ${improvements.length} improved of ${compared} compared${notCompared === 0 ? '' : ` (${notCompared} not compared: on one side only, or unscored on the baseline)`}.`);
}


/***/ })

};
