export const id = 951;
export const ids = [951,416];
export const modules = {

/***/ 2600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ asMessage),
/* harmony export */   Tf: () => (/* binding */ contentText),
/* harmony export */   im: () => (/* binding */ outputTexts),
/* harmony export */   oC: () => (/* binding */ stateTexts)
/* harmony export */ });
/** Deeper state is not searched: a real state is far shallower. */
const MAX_DEPTH = 64;
/** The agent's output in one event, in the order the event holds it. */
function outputTexts(event) {
    const out = [];
    const mode = event.event;
    const data = event.data;
    switch (mode) {
        case 'metadata':
        case 'error':
        case 'messages/metadata':
        case 'feedback':
            return out;
        case 'messages':
            messageTuple(data, out);
            return out;
        case 'checkpoints':
            walk(field(data, 'values'), top(`${mode} values`, out));
            return out;
        case 'debug':
            debugOutput(data, out);
            return out;
        case 'tasks':
            taskWrites(field(data, 'result'), top(`${mode} result`, out));
            return out;
        case 'events':
            eventsOutput(data, out);
            return out;
        default:
            // values, updates, custom, messages/partial, messages/complete and modes yet to come.
            walk(data, top(mode, out));
            return out;
    }
}
/** The agent's output in a graph's state (a root `values` event's data), in order. */
function stateTexts(state) {
    const out = [];
    walk(state, top('values', out));
    return out.map(output => output.text);
}
function top(mode, out) {
    return { mode, path: '', depth: 0, out };
}
function whereOf(at, last = '') {
    const path = at.path === '' ? last.replace(/^\./, '') : `${at.path}${last}`;
    return path === '' ? at.mode : `${at.mode} ${path}`;
}
/** Every string, number and boolean of a value, but for IDs, metadata and the user's messages. */
function walk(value, at) {
    if (typeof value === 'string') {
        if (value !== '')
            at.out.push({ where: whereOf(at), text: value });
        return;
    }
    if (typeof value === 'number' || typeof value === 'boolean') {
        at.out.push({ where: whereOf(at), text: String(value) });
        return;
    }
    if (typeof value !== 'object' || value === null || at.depth >= MAX_DEPTH)
        return;
    const depth = at.depth + 1;
    if (Array.isArray(value)) {
        value.forEach((item, index) => {
            walk(item, { ...at, path: `${at.path}[${index}]`, depth });
        });
        return;
    }
    const message = asMessage(value);
    if (message !== undefined) {
        const text = message.fromUser ? '' : contentText(message.content);
        if (text !== '')
            at.out.push({ where: whereOf(at, '.content'), text });
        return;
    }
    for (const [key, item] of Object.entries(value)) {
        if (isIdOrMetadata(key))
            continue;
        walk(item, { ...at, path: at.path === '' ? key : `${at.path}.${key}`, depth });
    }
}
/** Keys that name or describe rather than say: `id`, `run_id`, `threadId`, `response_metadata`. */
function isIdOrMetadata(key) {
    return (/(^|_)ids?$/i.test(key) ||
        /[a-z]Ids?$/.test(key) ||
        /metadata/i.test(key) ||
        key === 'lc' ||
        key === 'tags');
}
const USER_TYPES = new Set(['human', 'user', 'humanmessage', 'humanmessagechunk']);
/**
 * The record as a chat message, if it is one: `{content, type|role, ...}` as the server
 * serialises it, or LangChain's `{lc: 1, type: 'constructor', id: [..., 'AIMessage'], kwargs}`.
 */
function asMessage(record) {
    if (record.lc === 1 && record.type === 'constructor' && isRecord(record.kwargs)) {
        const path = Array.isArray(record.id) ? record.id : [];
        const kind = path.at(-1);
        return {
            content: record.kwargs.content,
            fromUser: typeof kind === 'string' && USER_TYPES.has(kind.toLowerCase())
        };
    }
    if (!('content' in record))
        return undefined;
    const kind = typeof record.type === 'string' ? record.type : record.role;
    if (typeof kind !== 'string')
        return undefined;
    return { content: record.content, fromUser: USER_TYPES.has(kind.toLowerCase()) };
}
/** `messages` (messages-tuple): `[<message chunk>, <metadata>]`, one token per event. */
function messageTuple(data, out) {
    const chunk = Array.isArray(data) ? data[0] : undefined;
    if (!isRecord(chunk))
        return;
    const message = asMessage(chunk) ?? { content: chunk.content, fromUser: false };
    if (message.fromUser)
        return;
    const text = contentText(message.content);
    if (text === '')
        return;
    const id = typeof chunk.id === 'string' ? chunk.id : '';
    out.push({ where: 'messages content', text, tokenOf: id });
}
/** `debug`: a checkpoint's values and a task's result; the rest is bookkeeping. */
function debugOutput(data, out) {
    if (!isRecord(data) || !isRecord(data.payload))
        return;
    if (data.type === 'checkpoint') {
        walk(data.payload.values, top('debug values', out));
    }
    else if (data.type === 'task_result') {
        taskWrites(data.payload.result, top('debug result', out));
    }
}
/** A task's result: the `[channel, value]` pairs it wrote; the values, not the channel names. */
function taskWrites(result, at) {
    if (!Array.isArray(result)) {
        walk(result, at);
        return;
    }
    result.forEach((write, index) => {
        const pair = Array.isArray(write) && write.length === 2 && typeof write[0] === 'string';
        const path = pair ? `${at.path}${String(write[0])}` : `${at.path}[${index}]`;
        walk(pair ? write[1] : write, { ...at, path, depth: at.depth + 1 });
    });
}
/** `events` (LangChain's stream events): what a step streamed or returned, not its names. */
function eventsOutput(data, out) {
    const inner = isRecord(data) ? data.data : undefined;
    if (!isRecord(inner))
        return;
    walk(inner.chunk, top('events chunk', out));
    walk(inner.output, top('events output', out));
}
/** The text of a message's `content`: a string, or the text parts of a list of content blocks. */
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    let text = '';
    for (const part of content) {
        if (typeof part === 'string')
            text += part;
        else if (isRecord(part)) {
            const value = part.text;
            if (typeof value === 'string')
                text += value;
        }
    }
    return text;
}
function field(data, key) {
    return isRecord(data) ? data[key] : undefined;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 6728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ runSmoke)
});

// EXTERNAL MODULE: ./src/base/clock.ts
var clock = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/base/duration.ts
var duration = __webpack_require__(5937);
// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
// EXTERNAL MODULE: ./src/agent-server/client.ts + 2 modules
var client = __webpack_require__(4935);
// EXTERNAL MODULE: ./src/agent-server/output-text.ts
var output_text = __webpack_require__(2600);
// EXTERNAL MODULE: ./src/agent-server/sse.ts + 1 modules
var sse = __webpack_require__(7267);
;// CONCATENATED MODULE: ./src/agent-server/stream-observer.ts



/** Events logged one per line; after them only a count. */
const LOGGED_EVENTS = 20;
const PREVIEW_CHARS = 100;
/** Watches the events of the run: logs them and tells what is wrong with the stream. */
class StreamObserver {
    logger;
    count = 0;
    bytes = 0;
    runId;
    firstEvents = [];
    expectation;
    constructor(logger, expect) {
        this.logger = logger;
        this.expectation = expect ? new Expectation(expect) : undefined;
    }
    /** Takes the next event; returns why the run failed when this event says so. */
    observe(event) {
        this.count++;
        const bytes = Buffer.byteLength(event.raw, 'utf8');
        this.bytes += bytes;
        if (this.count <= LOGGED_EVENTS) {
            const preview = previewOf(event.raw);
            this.firstEvents.push({ event: event.event, namespace: event.namespace, bytes, preview });
            this.logger.info(`  #${this.count} ${(0,sse/* eventName */.eq)(event)} (${(0,base_text/* formatBytes */.z3)(bytes)}) ${preview}`);
        }
        if (event.event === 'error') {
            const where = event.namespace.length > 0 ? ` from ${event.namespace.join('|')}` : '';
            return `the run sent an error event${where}: ${(0,base_text/* oneLine */.TN)(errorText(event.data))}`;
        }
        if (event.event === 'metadata' && this.runId === undefined) {
            const runId = event.data?.run_id;
            if (typeof runId === 'string' && runId !== '')
                this.runId = runId;
        }
        this.expectation?.observe(event);
        return undefined;
    }
    /** Called when the body ended: what is missing, if anything. */
    finish() {
        if (this.runId === undefined) {
            return `the stream ended without a metadata event carrying run_id (${this.describeCount()} received)`;
        }
        if (this.expectation !== undefined && this.expectation.match === undefined) {
            return `"${this.expectation.text}" did not appear in the agent's output (message contents and state values) in the ${this.describeCount()} of run ${this.runId}`;
        }
        return undefined;
    }
    /** Where the expected text was seen, once it was. */
    get match() {
        return this.expectation?.match;
    }
    /** Counts what was not logged line by line. */
    logRest() {
        const rest = this.count - LOGGED_EVENTS;
        if (rest > 0)
            this.logger.info(`  \u2026 and ${rest} more event${rest === 1 ? '' : 's'}`);
    }
    describeCount() {
        return `${this.count} event${this.count === 1 ? '' : 's'} (${(0,base_text/* formatBytes */.z3)(this.bytes)})`;
    }
}
/** Characters of context either side of a match in its excerpt. */
const EXCERPT_CONTEXT = 40;
/** Messages whose recent tokens are kept at once; the oldest is dropped first. */
const MESSAGES_KEPT = 64;
/**
 * Looks for the expected text in the agent's output only (output-text.ts): message contents and
 * state values, never IDs, metadata or event names. A `messages` stream carries an answer one
 * token per event, so the tokens of each message are also put together, keeping as much of their
 * tail as a match across the next token and its excerpt need.
 */
class Expectation {
    text;
    match;
    /** The recent text of each streamed message, by message ID. */
    tails = new Map();
    constructor(text) {
        this.text = text;
    }
    observe(event) {
        if (this.match !== undefined)
            return;
        for (const output of (0,output_text/* outputTexts */.im)(event)) {
            const text = output.tokenOf === undefined ? output.text : this.joined(output.tokenOf, output.text);
            const at = text.indexOf(this.text);
            if (at !== -1) {
                this.match = { where: output.where, excerpt: excerpt(text, at, this.text.length) };
                this.tails.clear();
                return;
            }
        }
    }
    /** The message's recent tokens with this one; keeps their tail for the next token. */
    joined(id, token) {
        const joined = (this.tails.get(id) ?? '') + token;
        // Re-inserting moves the message to the end, so the oldest message is dropped first.
        this.tails.delete(id);
        this.tails.set(id, joined.slice(-(this.text.length - 1 + EXCERPT_CONTEXT)));
        if (this.tails.size > MESSAGES_KEPT) {
            const oldest = this.tails.keys().next().value;
            if (oldest !== undefined)
                this.tails.delete(oldest);
        }
        return joined;
    }
}
/** The match with some context either side, on one line, cuts marked with an ellipsis. */
function excerpt(text, at, length) {
    const start = Math.max(0, at - EXCERPT_CONTEXT);
    const end = Math.min(text.length, at + length + EXCERPT_CONTEXT);
    const cut = `${start > 0 ? '\u2026' : ''}${text.slice(start, end)}${end < text.length ? '\u2026' : ''}`;
    return (0,base_text/* oneLine */.TN)(cut);
}
/** The message of an `error` event: `{"error":"ValueError","message":"..."}`, or a bare string. */
function errorText(data) {
    if (typeof data === 'string')
        return data;
    if (typeof data === 'object' && data !== null) {
        const { error, message } = data;
        if (typeof message === 'string') {
            return typeof error === 'string' && error !== '' && error !== 'Error'
                ? `${error}: ${message}`
                : message;
        }
        if (typeof error === 'string')
            return error;
    }
    return JSON.stringify(data);
}
function previewOf(raw) {
    // Data pretty-printed over several lines (CLI 2.0) previews as one.
    const flat = raw
        .slice(0, PREVIEW_CHARS * 4)
        .replace(/\s+/g, ' ')
        .trim();
    return (0,base_text/* truncate */.xv)(flat, PREVIEW_CHARS);
}

;// CONCATENATED MODULE: ./src/agent-server/smoke.ts
// Owns the smoke test's verdict on one stateless run: start it (retrying only until the run
// began), read its stream within the timeout, and judge it. Failures are a result, not a throw.






/** The start of a fresh deployment may be refused for a while: retry until the timeout says. */
const START_ATTEMPTS = 100;
const START_BACKOFF_CAP_MS = 10_000;
/** The reason the step's own timer aborts with, to tell it from a cancellation. */
class SmokeTimeout extends Error {
    name = 'SmokeTimeout';
}
/**
 * Runs the graph once through `POST {url}/runs/stream` and judges the stream. It passes when the
 * server answers 200 `text/event-stream`, a `metadata` event carries a `run_id`, no `error` event
 * (of any namespace) arrives, the body ends within the timeout, and `expect`, if given, was seen.
 *
 * Starting the request is retried while no response has begun (a fresh deployment's URL may
 * answer 502/503/504 or refuse connections for a while); a run that started is never run again.
 * Every event is logged compactly, the first ones one per line, and a one-line
 * verdict ends the log. Failures of the run are a result, not a throw; only a cancellation
 * through `options.signal` rejects.
 */
async function runSmoke(options, deps) {
    const { clock, logger } = deps;
    const started = clock.now();
    const timer = stepTimer(clock, options.timeoutMs);
    const signal = options.signal === undefined ? timer.signal : AbortSignal.any([options.signal, timer.signal]);
    const client = deps.client ?? smokeClient(options, deps, started);
    const observer = new StreamObserver(logger, options.expect);
    const modes = typeof options.streamMode === 'string' ? [options.streamMode] : options.streamMode;
    logger.info(`Running "${options.assistantId}" through POST ${client.url}/runs/stream (stream_mode ${modes.join(', ')}${options.streamSubgraphs ? ', with subgraphs' : ''}; timeout ${(0,duration/* formatDuration */.a3)(options.timeoutMs)})`);
    let reason;
    const opened = { at: undefined };
    try {
        reason = await readRun(client, options, { signal, started, clock, logger, observer, opened });
    }
    catch (error) {
        if (options.signal?.aborted)
            throw error;
        reason = failureReason(error, timer.timeout, opened.at !== undefined, options.timeoutMs, observer);
    }
    finally {
        timer.stop();
    }
    observer.logRest();
    const durationMs = clock.now() - started;
    const { runId, count: events, firstEvents, match } = observer;
    const seen = match === undefined
        ? ''
        : `, and "${options.expect ?? ''}" was seen in ${match.where}: "${match.excerpt}"`;
    const verdict = (0,base_text/* oneLine */.TN)(reason === undefined
        ? `Smoke test passed: run ${runId ?? '?'} streamed ${observer.describeCount()} in ${(0,duration/* formatDuration */.a3)(durationMs)}${seen}`
        : `Smoke test failed after ${(0,duration/* formatDuration */.a3)(durationMs)}: ${reason}`);
    logger.info(verdict);
    const passed = reason === undefined;
    return { passed, runId, events, verdict, reason, firstEvents, durationMs, match };
}
/** The step's own timer: aborts its signal with a {@link SmokeTimeout} when the time is up. */
function stepTimer(clock, timeoutMs) {
    const timer = new AbortController();
    const stopTimer = new AbortController();
    const timeout = new SmokeTimeout(`no end within ${(0,duration/* formatDuration */.a3)(timeoutMs)}`);
    clock.sleep(timeoutMs, stopTimer.signal).then(() => {
        timer.abort(timeout);
    }, () => undefined);
    return {
        signal: timer.signal,
        timeout,
        stop: () => {
            stopTimer.abort();
        }
    };
}
/** The client of a smoke run: retries of the start bounded by the step's timeout. */
function smokeClient(options, deps, started) {
    return new client/* AgentServerClient */.c({
        url: options.url,
        apiKey: options.apiKey,
        userAgent: options.userAgent,
        clock: deps.clock,
        logger: deps.logger,
        // Until the stream's answer begins; its body then has the idle timeout and the step's timer.
        requestTimeoutMs: deps.requestTimeoutMs,
        deadline: new clock/* Deadline */.B2(deps.clock, started + options.timeoutMs, 'smoke-timeout-seconds'),
        retry: { attempts: START_ATTEMPTS, capMs: START_BACKOFF_CAP_MS }
    });
}
/** Starts the run and reads its stream; returns why it failed, or undefined when it passed. */
async function readRun(client, options, reading) {
    const { clock, started, observer } = reading;
    const stream = await openRun(client, options, reading);
    reading.opened.at = clock.now();
    reading.logger.info(`Stream open after ${(0,duration/* formatDuration */.a3)(clock.now() - started)}: HTTP ${stream.status} ${String(stream.headers['content-type'])}`);
    for await (const event of stream) {
        options.onEvent?.(event);
        const reason = observer.observe(event);
        if (reason !== undefined)
            return reason;
    }
    return observer.finish();
}
/**
 * Sends the run request. With `wakeRetry`, a request that timed out with no answer at all is sent
 * once more, said: a deployment waking from scale to zero may hold its first request past the
 * request timeout. The run is stateless, so the first, if it ran, leaves nothing behind.
 */
async function openRun(client, options, reading) {
    const { clock, started } = reading;
    const send = () => client.streamRun({
        assistantId: options.assistantId,
        input: options.input,
        streamMode: options.streamMode,
        streamSubgraphs: options.streamSubgraphs,
        signal: reading.signal,
        // The step's own timer ends a silent stream, with a clearer message than a socket timeout.
        idleTimeoutMs: Math.max(1, started + options.timeoutMs - clock.now()) + 1000
    });
    try {
        return await send();
    }
    catch (error) {
        const unanswered = error instanceof errors/* TransportError */.wX && error.code === 'ETIMEDOUT';
        if (options.wakeRetry === undefined || !unanswered || reading.signal.aborted)
            throw error;
        reading.logger.info(`The run request got no answer (${(0,base_text/* oneLine */.TN)((0,errors/* errorMessage */.gJ)(error))}); ${options.wakeRetry}: sending it once more, within the ${(0,duration/* formatDuration */.a3)(options.timeoutMs)} timeout.`);
        return send();
    }
}
/** Why the step failed, from what was thrown. */
function failureReason(error, timeout, opened, timeoutMs, observer) {
    if (error === timeout) {
        return opened
            ? `the stream did not end within the ${(0,duration/* formatDuration */.a3)(timeoutMs)} timeout (${observer.describeCount()} received)`
            : `the run did not start within the ${(0,duration/* formatDuration */.a3)(timeoutMs)} timeout`;
    }
    const message = (0,base_text/* oneLine */.TN)((0,errors/* errorMessage */.gJ)(error));
    // The last attempt to start, cut short or not retried for want of time: say it was the timeout.
    const outOfTime = error instanceof errors/* DeadlineError */.j3 ||
        (error instanceof errors/* TransportError */.wX && error.code === 'ETIMEDOUT');
    return !opened && outOfTime
        ? `the run did not start within the ${(0,duration/* formatDuration */.a3)(timeoutMs)} timeout: ${message}`
        : message;
}


/***/ }),

/***/ 8416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ defaultSmokeCase),
/* harmony export */   readSmokeCases: () => (/* binding */ readSmokeCases)
/* harmony export */ });
/* unused harmony export MAX_SMOKE_CASES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(766);
/* harmony import */ var _parsers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5165);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8515);
// Owns the `smoke-cases` file: finding it inside the workspace, parsing it (YAML with tags and
// alias bombs refused, or JSON) and validating each case, the smoke-* inputs as its defaults.






/** Most cases a file may list: at four at a time, more would make a gate no one waits for. */
const MAX_SMOKE_CASES = 25;
/** Largest file read, in bytes. */
const MAX_FILE_BYTES = 256 * 1024;
/** Longest case name. */
const MAX_NAME_CHARS = 100;
/** The one run of the smoke step without `smoke-cases`: the smoke-* inputs as they are. */
function defaultSmokeCase(inputs, name = 'smoke') {
    return {
        name,
        assistantId: inputs.smokeAssistantId,
        assistantIdGiven: inputs.smokeAssistantIdGiven,
        input: inputs.smokeInput,
        streamMode: inputs.smokeStreamMode,
        expect: inputs.smokeExpect || undefined,
        timeoutSeconds: inputs.smokeTimeoutSeconds
    };
}
/**
 * A number in a file is read as the input's text would be, so the bounds are the input's (and
 * `expect: 42` looks for "42"; written 1.50, it looks for "1.5": quote it to keep the zero).
 */
const asText = (value) => (typeof value === 'number' ? String(value) : value);
/** A list of stream modes in a file is read as the input's comma-separated text. */
const asList = (value) => Array.isArray(value) && value.every(item => typeof item === 'string') ? value.join(',') : value;
/** One case as written in the file; each field is checked by the parser of its smoke-* input. */
const caseSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: (0,_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .line */ .n8)('a case name', MAX_NAME_CHARS, 'greets-back').refine(name => name !== '', 'must not be empty'),
    input: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J(), {
        error: 'must be a JSON object, such as {"messages": [{"role": "user", "content": "hi"}]}'
    }),
    'assistant-id': _table_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['smoke-assistant-id'].parse.optional(),
    'stream-mode': zod__WEBPACK_IMPORTED_MODULE_4__/* .preprocess */ .vkY(asList, _table_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['smoke-stream-mode'].parse).optional(),
    expect: zod__WEBPACK_IMPORTED_MODULE_4__/* .preprocess */ .vkY(asText, zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP({ error: 'must be text: quote it (expect: "yes"); a number is taken as its text' })
        .pipe(_table_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['smoke-expect'].parse))
        .optional(),
    'timeout-seconds': zod__WEBPACK_IMPORTED_MODULE_4__/* .preprocess */ .vkY(asText, _table_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['smoke-timeout-seconds'].parse).optional()
});
const fileSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J(), { error: 'must hold a list of cases' })
    .min(1, 'must list at least one case')
    .max(MAX_SMOKE_CASES, `must list at most ${MAX_SMOKE_CASES} cases`);
/**
 * Reads and checks the `smoke-cases` file `given` (relative to `workspace`, and never outside
 * it). Sends nothing; the problems name the file, the case (by name, else number) and the field.
 */
async function readSmokeCases(given, workspace, defaults) {
    const where = `Input 'smoke-cases' (${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(given)})`;
    let data;
    try {
        data = await parseFile(given, readInside(given, workspace));
    }
    catch (error) {
        return { problems: [`${where}: ${error instanceof Error ? error.message : String(error)}`] };
    }
    const list = fileSchema.safeParse(data);
    if (!list.success)
        return { problems: [`${where} ${list.error.issues[0]?.message ?? ''}.`] };
    const problems = [];
    const cases = [];
    list.data.forEach((raw, index) => {
        const label = caseLabel(raw, index);
        const parsed = caseSchema.safeParse(raw);
        if (!parsed.success) {
            for (const issue of parsed.error.issues) {
                problems.push(`${where}: ${label}${fieldOf(issue)} ${issue.message}.`);
            }
            return;
        }
        const { name, input, expect, ...rest } = parsed.data;
        if (cases.some(other => other.name === name)) {
            problems.push(`${where}: ${label}, field 'name': is used by another case; names must be unique.`);
        }
        cases.push({
            ...defaultSmokeCase(defaults, name),
            input,
            ...(rest['assistant-id'] === undefined
                ? {}
                : { assistantId: rest['assistant-id'], assistantIdGiven: true }),
            ...(rest['stream-mode'] === undefined ? {} : { streamMode: rest['stream-mode'] }),
            ...(expect === undefined ? {} : { expect: expect || undefined }),
            ...(rest['timeout-seconds'] === undefined ? {} : { timeoutSeconds: rest['timeout-seconds'] })
        });
    });
    return problems.length > 0 ? { problems } : { cases };
}
/** `case "name" (#2)`, or `case #2` when it has no usable name. */
function caseLabel(raw, index) {
    const name = typeof raw === 'object' && raw !== null ? raw.name : undefined;
    return typeof name === 'string' && name.trim() !== '' && name.length <= MAX_NAME_CHARS
        ? `case ${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(name.trim())} (#${index + 1})`
        : `case #${index + 1}`;
}
/** `, field 'stream-mode':` for an issue; unknown fields are named as such. */
function fieldOf(issue) {
    if (issue.code === 'unrecognized_keys') {
        return `: unknown field ${issue.keys.map(key => (0,_base_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(key)).join(', ')}; a case takes name, input, assistant-id, stream-mode, expect and timeout-seconds, and`;
    }
    const [field] = issue.path;
    return field === undefined ? ':' : `, field '${String(field)}':`;
}
/** The file's text; a path outside the workspace (symbolic links followed) is refused. */
function readInside(given, workspace) {
    const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
    const escapes = (file) => {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(root, file);
        return relative === '' || relative.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(relative);
    };
    const outside = `is outside the workspace ${workspace}; give a path to a file in the repository`;
    if (escapes(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root, given)))
        throw new Error(outside);
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root, given));
    }
    catch {
        throw new Error(`no such file in the workspace ${workspace}`);
    }
    if (escapes(real))
        throw new Error(`${outside} (it links to ${real})`);
    return readSmall(real);
}
/** Reads a regular file of at most MAX_FILE_BYTES. */
function readSmall(file) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile())
            throw new Error('is not a file');
        if (stat.size > MAX_FILE_BYTES) {
            throw new Error(`is ${stat.size} bytes; a cases file may have at most ${MAX_FILE_BYTES}`);
        }
        const buffer = Buffer.alloc(stat.size);
        const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, stat.size, 0);
        // A byte order mark, as some editors on Windows write one, is not part of the data.
        return buffer
            .subarray(0, read)
            .toString('utf8')
            .replace(/^\uFEFF/, '');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The file's data: JSON for `.json`, else YAML 1.2 with the core schema and nothing more. */
async function parseFile(given, text) {
    if (/\.json$/i.test(given)) {
        try {
            return JSON.parse(text);
        }
        catch (error) {
            throw new Error(`is not valid JSON (${error instanceof Error ? error.message : ''})`);
        }
    }
    if (!/\.ya?ml$/i.test(given))
        throw new Error('must be a .yml, .yaml or .json file');
    // The YAML parser is loaded only for a YAML file: most runs have none, and it costs start-up.
    const { parseYamlData } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(303)]).then(__webpack_require__.bind(__webpack_require__, 4303));
    return parseYamlData(text);
}


/***/ }),

/***/ 217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ waitForAgent)
/* harmony export */ });
/* harmony import */ var _agent_server_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4935);
/* harmony import */ var _base_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5937);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4758);
/* harmony import */ var _control_plane_deployment_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5367);
/* harmony import */ var _base_version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(852);
// Owns waiting, before the smoke run, for the agent server to answer `GET /ok`, so that a cold
// start or a wake from scale to zero is not a smoke failure. It sends no API key, and never fails
// the step by itself.






/** The share of `smoke-timeout-seconds` the agent server gets to come up, at most a minute. */
const READY_SHARE = 0.5;
const READY_CAP_MS = 60_000;
/** Retries of `GET /ok` while the server starts: full jitter below 0.5 s, 1 s, ... 4 s. */
const READY_RETRY = { attempts: 1000, baseMs: 500, capMs: 4000 };
/**
 * `GET {url}/ok` until it answers, retrying refused connections, timeouts and 502/503/504 within
 * its share of the smoke timeout, said with its bound (and, for a deployment that scales to
 * zero, that its first request wakes it). A server that still does not answer is a warning (the
 * smoke run then tells); one without `/ok` is no problem.
 */
async function waitForAgent(runtime, agent) {
    const { clock, logger, signal } = runtime;
    const { url, deploymentType } = agent;
    const started = clock.now();
    const budgetMs = Math.min(READY_CAP_MS, agent.timeoutSeconds * 1000 * READY_SHARE);
    const wakes = (0,_control_plane_deployment_types_js__WEBPACK_IMPORTED_MODULE_3__/* .scalesToZero */ .tE)(deploymentType) === true;
    const wakeWords = wakes
        ? `; deployment type ${deploymentType ?? ''} scales to zero when idle and wakes on its next request, which takes longer while it starts`
        : '';
    logger.info(`Waiting up to ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a3)(budgetMs)} (half of 'smoke-timeout-seconds', at most ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a3)(READY_CAP_MS)}) for the agent server to answer GET /ok${wakeWords}.`);
    const client = new _agent_server_client_js__WEBPACK_IMPORTED_MODULE_0__/* .AgentServerClient */ .c({
        ...runtime,
        url,
        userAgent: (0,_base_version_js__WEBPACK_IMPORTED_MODULE_4__/* .userAgent */ .N1)(),
        deadline: _base_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .Deadline */ .B2.after(clock, budgetMs, 'smoke-timeout-seconds'),
        retry: READY_RETRY
    });
    try {
        const ok = await client.ok();
        const took = (0,_base_duration_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a3)(clock.now() - started);
        const woke = wakes ? ', awake' : '';
        logger.info(ok
            ? `The agent server answers GET /ok (after ${took}${woke}).`
            : `The agent server answers GET /ok with an error status (after ${took}); going on with the run.`);
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        logger.warning(`The agent server did not answer GET /ok within ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a3)(budgetMs)}: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}. Trying the smoke run anyway.`);
    }
    const wakeRetry = wakes
        ? `deployment type ${deploymentType ?? ''} scales to zero, and the deployment may still be waking`
        : undefined;
    return { readyMs: clock.now() - started, wakeRetry };
}


/***/ }),

/***/ 6234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ inPool)
/* harmony export */ });
// Owns running work on many items with a bound on how many are in flight at once.
/** `work` on each item, at most `limit` at once; the results in the items' order. */
async function inPool(items, limit, work) {
    const results = [];
    const queue = items.entries();
    const worker = async () => {
        for (const [index, item] of queue)
            results[index] = await work(item);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 3951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aC: () => (/* binding */ SmokeRefusedError),
/* harmony export */   ce: () => (/* binding */ trustedAgentUrl),
/* harmony export */   oT: () => (/* binding */ smokeStep)
/* harmony export */ });
/* harmony import */ var _agent_server_smoke_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6728);
/* harmony import */ var _base_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3179);
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(766);
/* harmony import */ var _base_version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(852);
/* harmony import */ var _base_url_trust_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7191);
/* harmony import */ var _control_plane_hosts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5389);
/* harmony import */ var _agent_ready_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(217);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6234);
/* harmony import */ var _inputs_smoke_cases_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8416);
// Owns the smoke step of a run: choosing the agent URL (the user's `deployment-url` wins), asking
// url-trust.ts whether the key may go there before anything is sent, running the one run or the
// `smoke-cases` (at most four at a time) through one per-run function, failing on a bad verdict.









/** Smoke cases in flight at once. */
const SMOKE_CASES_AT_ONCE = 4;
/** Longest reason of one case in the step's failure message, and in the report. */
const REASON_CHARS = 300;
const REPORTED_REASON_CHARS = 1000;
/**
 * The smoke step was refused before any request reached the agent (no URL, one that is not
 * http(s) or would carry the key over plain http, an untrusted host): the agent was never tried,
 * so this says nothing of the revision, and is no reason to roll it back.
 */
class SmokeRefusedError extends Error {
    name = 'SmokeRefusedError';
}
/**
 * Streams one stateless run from the agent server, or each of the `smoke-cases`, and fails the
 * step unless every run answers cleanly. `deployment-url`, when given, wins over the deployment's
 * own URL. Throws a {@link SmokeRefusedError} when it refuses to try the agent at all.
 */
async function smokeStep(deps, inputs, agentUrl) {
    const { progress } = deps;
    const target = inputs.deploymentUrl ?? trustedAgentUrl(agentUrl, inputs);
    progress.agentUrl(target);
    const { readyMs, wakeRetry } = await (0,_agent_ready_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForAgent */ .C)(deps, {
        url: target,
        timeoutSeconds: inputs.smokeTimeoutSeconds,
        deploymentType: progress.report.deploymentType
    });
    const step = { deps, inputs, target, wakeRetry };
    if (inputs.smokeCases !== undefined)
        return smokeCases(step, inputs.smokeCases);
    const only = (0,_inputs_smoke_cases_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultSmokeCase */ .A)(inputs);
    const result = await deps.logger.group(`Smoke test: one run of "${only.assistantId}" at ${target}`, 
    // The wait for the server to answer counts within `smoke-timeout-seconds`.
    () => runCase(step, only, Math.max(1, only.timeoutSeconds * 1000 - readyMs)));
    progress.smoke(result);
    if (!result.passed) {
        throw new Error(`smoke test of ${target} failed: ${result.reason ?? result.verdict}`);
    }
}
/**
 * Runs every case, at most {@link SMOKE_CASES_AT_ONCE} at a time, each within its own
 * `timeout-seconds` from its start; fails naming each case that did not pass, and why.
 */
async function smokeCases(step, cases) {
    const { deps, target } = step;
    const at = Math.min(SMOKE_CASES_AT_ONCE, cases.length);
    const results = await deps.logger.group(`Smoke test: ${cases.length} cases at ${target}, ${at} at a time`, () => (0,_pool_js__WEBPACK_IMPORTED_MODULE_6__/* .inPool */ .Q)(cases, SMOKE_CASES_AT_ONCE, smokeCase => {
        const logger = (0,_base_log_js__WEBPACK_IMPORTED_MODULE_1__/* .prefixedLogger */ .g5)(deps.logger, `[${smokeCase.name}] `);
        const timeoutMs = smokeCase.timeoutSeconds * 1000;
        return runCase({ ...step, deps: { ...deps, logger } }, smokeCase, timeoutMs);
    }));
    const reports = results.map((result, index) => caseReport(cases[index]?.name ?? '', result));
    deps.progress.smokeCases(reports);
    const failed = reports.filter(report => !report.passed);
    if (failed.length === 0) {
        deps.logger.info(`All ${reports.length} smoke cases passed.`);
        return;
    }
    const each = failed.map(report => `"${report.name}" (${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .xv)(report.reason, REASON_CHARS)})`);
    throw new Error(`smoke test of ${target} failed: ${failed.length} of ${reports.length} cases failed: ${each.join('; ')}`);
}
/** One case as the report and the `smoke-results` output tell it. */
function caseReport(name, result) {
    const { passed, runId, events, durationMs } = result;
    const reason = (0,_base_text_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .xv)(result.reason ?? result.verdict, REPORTED_REASON_CHARS);
    return { name, passed, runId, events, durationMs, reason };
}
/** The one stateless run of a case, judged by the agent server's smoke verdict. */
function runCase(step, smokeCase, timeoutMs) {
    const { deps, inputs, target } = step;
    return (0,_agent_server_smoke_js__WEBPACK_IMPORTED_MODULE_0__/* .runSmoke */ .L)({
        url: target,
        apiKey: inputs.apiKey,
        assistantId: smokeCase.assistantId,
        input: smokeCase.input,
        streamMode: smokeCase.streamMode,
        streamSubgraphs: inputs.smokeStreamSubgraphs,
        timeoutMs,
        expect: smokeCase.expect,
        signal: deps.signal,
        wakeRetry: step.wakeRetry,
        userAgent: (0,_base_version_js__WEBPACK_IMPORTED_MODULE_2__/* .userAgent */ .N1)()
    }, { clock: deps.clock, logger: deps.logger, requestTimeoutMs: deps.requestTimeoutMs });
}
/**
 * `target` (named by the control plane, not by the user) when url-trust.ts lets the API key go
 * there; otherwise an error that says why and names the input that would allow it.
 */
function trustedAgentUrl(target, inputs) {
    if (target === '') {
        throw new SmokeRefusedError(`smoke test not run: the deployment publishes no URL (neither url nor source_config.custom_url); set input 'deployment-url'`);
    }
    const allowed = { ...(0,_control_plane_hosts_js__WEBPACK_IMPORTED_MODULE_3__/* .platformHosts */ .rP)(inputs), trusted: inputs.trustedHosts ?? [] };
    const refused = (0,_base_url_trust_js__WEBPACK_IMPORTED_MODULE_8__/* .agentUrlProblem */ .IS)(target, allowed);
    if (refused !== undefined)
        throw new SmokeRefusedError(`smoke test not run: ${refused}`);
    return target;
}


/***/ })

};
