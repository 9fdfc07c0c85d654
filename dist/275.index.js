export const id = 275;
export const ids = [275];
export const modules = {

/***/ 5275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ exampleRun),
  loadEvalDataset: () => (/* binding */ loadEvalDataset)
});

// UNUSED EXPORTS: langSmithApiUrl

// EXTERNAL MODULE: ./src/agent-server/client.ts + 2 modules
var client = __webpack_require__(4935);
;// CONCATENATED MODULE: ./src/agent-server/payload-limit.ts
// Owns "a run request's payload fits the 25 MB limit": the limit, the size of a run request's
// body as the client sends it, and the refusal that names what would not fit.

/**
 * LangSmith Cloud's documented limit: "The maximum payload size for all requests sent to Cloud
 * deployments is 25 MB. A request with a payload larger than 25 MB returns a 413." Read in decimal
 * megabytes, the stricter reading, and applied on every host: a self-hosted ingress is commonly
 * stricter still. Only eval examples are checked against it: a smoke-cases file is bounded at
 * 256 KB (src/inputs/smoke-cases.ts), so no smoke run can come near it.
 */
const PAYLOAD_LIMIT_BYTES = 25_000_000;
/**
 * The bytes of the body of a run request (`POST /runs/stream`, `POST /threads/{id}/runs`...):
 * client.ts's own body, serialized as Http sends it, counted in UTF-8.
 */
function runRequestBytes(options) {
    return Buffer.byteLength(JSON.stringify((0,client/* runBody */.k)(options)));
}
/**
 * Why a request of `bytes` would be refused, naming it by `label` ("example 3f2\u2026 of dataset
 * "big""); undefined when it fits.
 */
function payloadRefusal(bytes, label) {
    if (bytes <= PAYLOAD_LIMIT_BYTES)
        return undefined;
    const megabytes = (bytes / 1_000_000).toFixed(1);
    return `${label} would send a run request of ${megabytes} MB (${bytes.toLocaleString('en-US')} bytes); LangSmith Cloud refuses requests over ${PAYLOAD_LIMIT_BYTES / 1_000_000} MB (413)`;
}

// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/version.ts + 1 modules
var version = __webpack_require__(852);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/base/http.ts
var http = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/base/json.ts
var json = __webpack_require__(3659);
;// CONCATENATED MODULE: ./src/langsmith/datasets.ts
// Owns reading LangSmith's datasets and examples over the action's own Http (the key only where
// url-trust allows): a dataset by name or ID, its examples in pages that fit, and failures' meaning.




const DatasetSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1),
    name: schemas/* string */.YjP(),
    example_count: schemas/* number */.aig().int().nonnegative().nullish(),
    tenant_id: schemas/* string */.YjP().nullish()
});
const ExampleSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1),
    inputs: schemas/* unknown */.L5J(),
    outputs: schemas/* unknown */.L5J().nullish(),
    metadata: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish()
});
/** Examples read per page at most: the SDK's own page size. */
const PAGE = 100;
/** Largest page read (Http's own default): a page larger is read again with half the examples. */
const PAGE_BYTES = 8 * 1024 * 1024;
/**
 * Largest single example read, alone: above the 25 MB a deployment accepts in a request, so that
 * an example too large to run is read, measured and named by ID rather than refused unread.
 */
const EXAMPLE_BYTES = 64 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** LangSmith's dataset API (`/datasets`, `/examples`), read only. */
class LangSmithDatasets {
    http;
    /** The same API, reading one example alone up to {@link EXAMPLE_BYTES}. */
    single;
    constructor(options) {
        const { apiUrl, apiKey, workspaceId, ...settings } = options;
        const host = new URL(apiUrl).host;
        const config = {
            ...settings,
            baseUrl: apiUrl,
            headers: { 'X-Api-Key': apiKey, 'X-Tenant-Id': workspaceId },
            secretHeaders: ['X-Api-Key'],
            hint: (failure) => langSmithHint(failure, host)
        };
        this.http = new http/* Http */.l({ ...config, maxBodyBytes: PAGE_BYTES });
        this.single = new http/* Http */.l({ ...config, maxBodyBytes: EXAMPLE_BYTES });
    }
    /** The dataset named `nameOrId` (an ID is tried as one first), or undefined when none is. */
    async findDataset(nameOrId) {
        if (UUID.test(nameOrId)) {
            try {
                return await this.http.json({ method: 'GET', path: `/datasets/${encodeURIComponent(nameOrId)}`, expect: [200] }, DatasetSchema, 'GET /datasets/{dataset_id}');
            }
            catch (error) {
                if (!(error instanceof errors/* HttpStatusError */.F9 && error.status === 404))
                    throw error;
            }
        }
        const found = await this.http.json({ method: 'GET', path: '/datasets', query: { name: nameOrId, limit: 2 }, expect: [200] }, schemas/* array */.YOg(DatasetSchema), 'GET /datasets?name=');
        return found.find(dataset => dataset.name === nameOrId);
    }
    /**
     * The dataset's examples (of `split` when given), in order, stopping once more than `atMost`
     * were read: the caller refuses a dataset larger than its bound without reading it all. A page
     * larger than {@link PAGE_BYTES} is read again with half as many examples, down to one read
     * alone up to {@link EXAMPLE_BYTES}; one larger still is refused, named by its offset. Pages
     * grow back (doubling, up to {@link PAGE}) once one fills less than half the bound.
     */
    async listExamples(options) {
        const examples = [];
        let limit = PAGE;
        while (examples.length <= options.atMost) {
            const page = await this.readPage(options, examples.length, limit);
            if (page === undefined) {
                limit = Math.max(1, Math.floor(limit / 2));
                continue;
            }
            examples.push(...page.examples);
            if (page.examples.length < limit)
                break;
            if (page.bytes * 2 <= PAGE_BYTES)
                limit = Math.min(PAGE, limit * 2);
        }
        return examples;
    }
    /**
     * `limit` examples from `offset`, with the page's size in bytes; undefined when the page is
     * larger than {@link PAGE_BYTES} (read it again, smaller).
     */
    async readPage(options, offset, limit) {
        const alone = limit === 1;
        const spec = {
            method: 'GET',
            path: '/examples',
            query: { dataset: options.datasetId, splits: options.split, offset, limit },
            expect: [200]
        };
        let text;
        try {
            text = (await (alone ? this.single : this.http).send(spec)).text;
        }
        catch (error) {
            if (!alone && isLargerThan(error, PAGE_BYTES))
                return undefined;
            if (alone && isLargerThan(error, EXAMPLE_BYTES)) {
                throw new errors/* ResponseFormatError */.TT(`GET /examples: the example at offset ${offset} of dataset ${options.datasetId}${options.split === undefined ? '' : ` (split "${options.split}")`} is too large to read: its answer is larger than ${EXAMPLE_BYTES} bytes (${EXAMPLE_BYTES / 1024 / 1024} MiB), and no deployment would take it as a run's input`, { cause: error });
            }
            throw error;
        }
        const examples = (0,json/* parseJson */.q)(text, schemas/* array */.YOg(ExampleSchema), 'GET /examples');
        return { examples, bytes: Buffer.byteLength(text) };
    }
}
/** Whether `error` is Http's refusal of a body larger than `limit` bytes. */
function isLargerThan(error, limit) {
    return error instanceof errors/* BodyTooLargeError */.Au && error.limit === limit;
}
/** What a user can do about a failed LangSmith request, naming the API host asked. */
function langSmithHint(failure, host) {
    switch (failure.status) {
        case 401:
            return `LangSmith's API at ${host} did not accept the API key: check 'api-key', and 'langsmith-api-url' if the key belongs to another LangSmith`;
        case 403:
            return `LangSmith's API at ${host} refused the key in this workspace: check 'workspace-id', and that the key may read datasets and write experiments there`;
        case 404:
            if (/html/i.test(failure.contentType)) {
                return `${host} answered with a web page, not LangSmith's API: check 'langsmith-api-url' (a self-hosted LangSmith serves it at https://<host>/api/v1)`;
            }
            return failure.path === '/datasets'
                ? `no dataset list there: check 'langsmith-api-url' (a self-hosted LangSmith serves its API at https://<host>/api/v1)`
                : undefined;
        default:
            return undefined;
    }
}

// EXTERNAL MODULE: ./src/langsmith/hosts.ts
var hosts = __webpack_require__(9484);
// EXTERNAL MODULE: ./src/eval/scoring.ts + 2 modules
var scoring = __webpack_require__(2754);
// EXTERNAL MODULE: ./src/eval/re2.ts
var re2 = __webpack_require__(8371);
;// CONCATENATED MODULE: ./src/eval/eval-dataset.ts







/** The run the gate starts for an example: what its request is measured by here, and sent as. */
function exampleRun(assistantId, inputs) {
    return { assistantId, input: inputs, streamMode: 'values', streamSubgraphs: false };
}
/** The LangSmith API base of the run: 'langsmith-api-url', else by region or from 'api-url'. */
function langSmithApiUrl(inputs) {
    return inputs.langsmithApiUrl ?? (0,hosts/* defaultLangSmithApiUrl */.wd)(inputs);
}
/**
 * Finds the dataset and reads its examples, refusing (with the input to fix) a dataset that is
 * missing, empty, larger than 'eval-max-examples', or holds an example the gate cannot run (its
 * inputs not an object, a regular expression it cannot run, or its run request over the 25 MB a
 * deployment takes); and
 * naming LangSmith unreachable, or refusing the key, with its host and what to check.
 */
async function loadEvalDataset(runtime, inputs) {
    // Its regex references compile with RE2's port, loaded here: a run without the gate never does.
    await (0,re2/* loadRe2 */.o)();
    const apiUrl = langSmithApiUrl(inputs);
    const client = new LangSmithDatasets({
        ...runtime,
        apiUrl,
        apiKey: inputs.apiKey,
        workspaceId: inputs.workspaceId,
        userAgent: (0,version/* userAgent */.N1)()
    });
    const name = inputs.evalDataset;
    try {
        const dataset = await client.findDataset(name);
        if (dataset === undefined) {
            throw new Error(`eval gate: LangSmith at ${new URL(apiUrl).host} has no dataset named "${name}" in workspace ${inputs.workspaceId}: check 'eval-dataset' (a dataset name or ID) and 'workspace-id'`);
        }
        const bound = inputs.evalMaxExamples;
        const count = dataset.example_count ?? undefined;
        if (count !== undefined && inputs.evalSplit === undefined && count > bound) {
            throw tooLarge(name, `${count} examples`, bound);
        }
        const raw = await client.listExamples({
            datasetId: dataset.id,
            split: inputs.evalSplit,
            atMost: bound
        });
        if (raw.length > bound)
            throw tooLarge(name, `more than ${bound} examples`, bound);
        if (raw.length === 0) {
            const split = inputs.evalSplit === undefined ? '' : ` in split "${inputs.evalSplit}"`;
            throw new Error(`eval gate: dataset "${name}" has no examples${split}: a gate on nothing proves nothing; add examples, or check 'eval-split'`);
        }
        const examples = raw.map(example => checked(example, name, inputs.evalMatch));
        for (const example of examples)
            fitsOneRequest(example, name, inputs.smokeAssistantId);
        return { apiUrl, dataset, examples };
    }
    catch (error) {
        throw unreachable(error, apiUrl);
    }
}
function tooLarge(name, size, bound) {
    return new Error(`eval gate: dataset "${name}" has ${size}, more than 'eval-max-examples' (${bound}): raise the bound, or choose a split with 'eval-split'`);
}
/** An example as the gate runs it, or an error naming it and what is wrong. */
function checked(example, name, match) {
    const { inputs } = example;
    if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
        const kind = inputs === null ? 'null' : Array.isArray(inputs) ? 'a list' : typeof inputs;
        throw new Error(`eval gate: example ${example.id} of dataset "${name}" has inputs that are ${kind}, not an object: each example's inputs are the graph's input, such as {"messages": [{"role": "user", "content": "hi"}]}`);
    }
    const rule = (0,scoring/* exampleRule */.pX)(example.metadata);
    if (typeof rule === 'object') {
        throw new Error(`eval gate: example ${example.id} of dataset "${name}": ${rule.bad}`);
    }
    const references = (0,scoring/* referenceStrings */.q)(example.outputs);
    const chosen = rule ?? match;
    if (chosen === 'regex') {
        const refusal = references.map(scoring/* regexRefusal */.eO).find(text => text !== undefined);
        if (refusal !== undefined) {
            throw new Error(`eval gate: example ${example.id} of dataset "${name}": ${refusal}`);
        }
    }
    return { id: example.id, inputs: inputs, references, rule: chosen };
}
/** Refuses an example whose run request would be larger than a deployment accepts. */
function fitsOneRequest(example, name, assistantId) {
    const run = exampleRun(assistantId, example.inputs);
    const bytes = runRequestBytes(run);
    const refusal = payloadRefusal(bytes, `eval gate: example ${example.id} of dataset "${name}"`);
    if (refusal !== undefined) {
        throw new Error(`${refusal}: make its inputs smaller, or remove it from the dataset`);
    }
}
/** A failure to reach LangSmith, or a refusal of the key, said as such; other errors unchanged. */
function unreachable(error, apiUrl) {
    const host = new URL(apiUrl).host;
    if (error instanceof errors/* TransportError */.wX) {
        return new Error(`eval gate: LangSmith's API at ${host} could not be reached (${(0,errors/* errorMessage */.gJ)(error)}): check 'langsmith-api-url' (now ${apiUrl}), or the runner's network`, { cause: error });
    }
    if (error instanceof errors/* HttpStatusError */.F9 && (error.status === 401 || error.status === 403)) {
        const what = error.status === 401 ? 'did not accept the API key' : 'refused the API key';
        return new Error(`eval gate: LangSmith's API at ${host} ${what}: ${(0,errors/* errorMessage */.gJ)(error)}`, {
            cause: error
        });
    }
    if (error instanceof errors/* HttpStatusError */.F9 || error instanceof errors/* ResponseFormatError */.TT) {
        return new Error(`eval gate: reading the dataset from LangSmith's API at ${apiUrl} failed: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    return error;
}


/***/ }),

/***/ 8371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ loadRe2),
/* harmony export */   w: () => (/* binding */ re2)
/* harmony export */ });
let loaded;
/** Loads re2js: before anything compiles a regex reference (eval-dataset.ts, as the gate starts). */
async function loadRe2() {
    loaded ??= await __webpack_require__.e(/* import() */ 856).then(__webpack_require__.bind(__webpack_require__, 2856));
}
/** re2js, once {@link loadRe2} loaded it. */
function re2() {
    if (loaded === undefined)
        throw new Error('re2js was used before loadRe2() loaded it');
    return loaded;
}


/***/ }),

/***/ 2754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pX: () => (/* binding */ exampleRule),
  q: () => (/* binding */ referenceStrings),
  eO: () => (/* binding */ regexRefusal),
  fN: () => (/* binding */ score)
});

// UNUSED EXPORTS: MATCH_KEY

// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
// EXTERNAL MODULE: ./src/inputs/eval-inputs.ts
var eval_inputs = __webpack_require__(429);
// EXTERNAL MODULE: ./src/eval/re2.ts
var re2 = __webpack_require__(8371);
;// CONCATENATED MODULE: ./src/eval/regex-filter.ts
// Owns a quick "cannot match" for a case-insensitive RE2 reference: the literals every match holds
// (re2js's prefilter, made only for case-sensitive patterns), sought in the lower-cased output.

/** re2js's prefilter node types (Prefilter.Type in re2js 2.10). */
const EXACT = 1;
const AND = 2;
const OR = 3;
const MAX_DEPTH = 32;
const ASCII = /^\p{ASCII}*$/u;
/**
 * What any match of `translated` (RE2 syntax) must contain, read from the prefilter re2js builds
 * for it compiled case-sensitively; undefined when nothing is known (no literal, a node this
 * reader does not know, a literal outside ASCII): then every output is tried.
 */
function literalNeeds(translated) {
    const { RE2JS } = (0,re2/* re2 */.w)();
    try {
        const compiled = RE2JS.compile(translated).re2Input;
        return read(compiled.prefilter, 0);
    }
    catch {
        return undefined;
    }
}
function read(node, depth) {
    if (typeof node !== 'object' || node === null || depth > MAX_DEPTH)
        return undefined;
    const { type, str, subs } = node;
    if (type === EXACT && typeof str === 'string') {
        return str !== '' && ASCII.test(str) ? str.toLowerCase() : undefined;
    }
    if ((type !== AND && type !== OR) || !Array.isArray(subs))
        return undefined;
    const parts = subs.map((sub) => read(sub, depth + 1));
    const known = parts.filter((part) => part !== undefined);
    if (type === AND)
        return known.length === 0 ? undefined : { all: known };
    // One branch of unknown needs may match anything: then the alternation needs nothing.
    return known.length < parts.length || known.length === 0 ? undefined : { any: known };
}
/**
 * False when the output cannot match: `lower` is the output lower-cased and `ascii` says it is
 * all ASCII. In ASCII text a case-insensitive literal matches only its lower-cased self there;
 * elsewhere case folding (\u017f for s, K for k) could match what lower-casing does not, so the
 * output is always tried.
 */
function mayMatch(needs, lower, ascii) {
    if (!ascii)
        return true;
    return holds(needs, lower);
}
function holds(needs, lower) {
    if (typeof needs === 'string')
        return lower.includes(needs);
    if ('all' in needs)
        return needs.all.every(part => holds(part, lower));
    return needs.any.some(part => holds(part, lower));
}
/** Whether the text is all ASCII (V8 scans it natively). */
function isAscii(text) {
    return ASCII.test(text);
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./src/eval/regex-twin.ts
// Owns the fast path of a regex reference: the syntax tree re2js parsed, written back as a V8
// pattern that matches where RE2 matches, run by V8 with its linear-time engine to fall back on.


/**
 * The worst step of V8's linear engine, in steps of RE2: where irregexp falls back to it (after
 * 50,000 backtracks), it read 120-530 ns per instruction and character of 100 kB outputs
 * (`\\w*\\w*x`, `(\\w+\\s?)+$`, `(.*a){6}x`) where re2js reads some 20.
 */
const TWIN_STEP_COST = 25;
/** re2js's Regexp.Op and RE2Flags.FOLD_CASE (2.10): a re2js that changes them fails the tests. */
const OP = {
    NO_MATCH: 0,
    EMPTY_MATCH: 1,
    LITERAL: 2,
    CHAR_CLASS: 3,
    ANY_CHAR_NOT_NL: 4,
    ANY_CHAR: 5,
    BEGIN_TEXT: 8,
    END_TEXT: 9,
    WORD_BOUNDARY: 10,
    NO_WORD_BOUNDARY: 11,
    CAPTURE: 12,
    STAR: 13,
    PLUS: 14,
    QUEST: 15,
    CONCAT: 17,
    ALTERNATE: 18
};
const FOLD_CASE = 1;
const MAX_RUNE = 0x10ffff;
/** Longest V8 source written: past it the reference runs on RE2 alone. */
const MAX_SOURCE = 20_000;
/** Most repetitions: each is a capture group, and V8's linear engine carries them all. */
const MAX_LOOPS = 24;
const regex_twin_MAX_DEPTH = 64;
/** V8's flag for its linear engine, known once the flag below is set. */
const LINEAR = 'l';
/**
 * The V8 twin of `translated` (RE2 syntax, case-insensitive), or undefined where none is
 * written (a `(?m)` anchor, a pattern too large, V8 unable to run it linearly): then RE2 runs.
 *
 * The twin has no flag: V8's linear engine takes neither `i` nor `u`. So case folding is written
 * out as classes of RE2's own fold orbits, and a code point past U+FFFF as its surrogate pair,
 * over text that is well-formed UTF-16 ({@link twinReads}). V8 falls back to its linear engine
 * after 50,000 backtracks (the flag set below); every repeated body is a capture group, for V8
 * steps back over a plain fixed-width loop without counting it (`\w*x` would be quadratic).
 */
function twinOf(translated) {
    if (!linearFallback())
        return undefined;
    const { RE2JS, RE2Set } = (0,re2/* re2 */.w)();
    try {
        const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE);
        set.add(translated);
        const tree = set.regexps[0];
        if (tree === undefined)
            return undefined;
        const writer = { loops: 0, innerBoundary: false };
        const source = write(tree, writer, 0);
        if (source === undefined || source.length > MAX_SOURCE || writer.loops > MAX_LOOPS) {
            return undefined;
        }
        new RegExp(source, LINEAR); // throws where V8's linear engine cannot run it
        return { regexp: new RegExp(source), innerBoundary: writer.innerBoundary };
    }
    catch {
        return undefined;
    }
}
const SURROGATE = /[\ud800-\udfff]/;
/**
 * Whether the twin reads `text` as RE2 does: RE2 takes a lone surrogate as a code point, the
 * twin only pairs; and `\B` holds between the halves of a pair, where RE2 never looks.
 */
function twinReads(twin, text) {
    if (twin.innerBoundary)
        return !SURROGATE.test(text);
    return text.isWellFormed();
}
let fallback;
/** Turns on V8's linear engine, and its use after excessive backtracking, once. */
function linearFallback() {
    if (fallback !== undefined)
        return fallback;
    try {
        external_node_v8_.setFlagsFromString('--enable-experimental-regexp-engine');
        external_node_v8_.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
        new RegExp('a', LINEAR);
        fallback = true;
    }
    catch {
        fallback = false;
    }
    return fallback;
}
function write(node, w, depth) {
    if (depth > regex_twin_MAX_DEPTH)
        return undefined;
    const subs = () => {
        const written = node.subs.map(sub => write(sub, w, depth + 1));
        return written.every((s) => s !== undefined) ? written : undefined;
    };
    switch (node.op) {
        case OP.NO_MATCH:
            return '[]';
        case OP.EMPTY_MATCH:
            return '(?:)';
        case OP.LITERAL:
            return Array.from(node.runes, rune => (node.flags & FOLD_CASE) === 0 ? oneRune(rune) : runes(orbit(rune))).join('');
        case OP.CHAR_CLASS:
            return runes(Array.from(node.runes));
        case OP.ANY_CHAR_NOT_NL:
            return runes([0, 9, 11, MAX_RUNE]);
        case OP.ANY_CHAR:
            return runes([0, MAX_RUNE]);
        case OP.BEGIN_TEXT:
            return '^';
        case OP.END_TEXT:
            return '$';
        case OP.WORD_BOUNDARY:
            return '\\b';
        case OP.NO_WORD_BOUNDARY:
            w.innerBoundary = true;
            return '\\B';
        case OP.CAPTURE:
        case OP.CONCAT:
            return subs()?.join('');
        case OP.ALTERNATE: {
            const written = subs();
            return written === undefined ? undefined : `(?:${written.join('|')})`;
        }
        case OP.QUEST: {
            const [body] = subs() ?? [];
            return body === undefined ? undefined : `(?:${body})?`;
        }
        case OP.STAR:
        case OP.PLUS: {
            const [body] = subs() ?? [];
            if (body === undefined)
                return undefined;
            w.loops++;
            return `(${body})${node.op === OP.STAR ? '*' : '+'}`;
        }
        default:
            return undefined; // a (?m) anchor, a counted repeat left unexpanded: RE2 alone
    }
}
const orbits = new Map();
/**
 * The code points RE2 folds `rune` with, as ranges: RE2's own table, read from a class it parsed.
 * A code point without folds (U+0000, or U+2FFFF for the first two) keeps it a class: alone, a
 * pair such as [Cc] would come back as a literal.
 */
function orbit(rune) {
    const known = orbits.get(rune);
    if (known !== undefined)
        return known;
    const extra = rune < 2 ? 0x2ffff : 0;
    const { RE2JS, RE2Set } = (0,re2/* re2 */.w)();
    const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE);
    set.add(`[\\x{${rune.toString(16)}}\\x{${extra.toString(16)}}]`);
    const tree = set.regexps[0];
    const ranges = tree?.op === OP.CHAR_CLASS ? Array.from(tree.runes) : [];
    const made = [];
    for (let i = 0; i + 1 < ranges.length; i += 2) {
        if (ranges[i] !== extra)
            made.push(ranges[i] ?? rune, ranges[i + 1] ?? rune);
    }
    orbits.set(rune, made.length > 0 ? made : [rune, rune]);
    return orbits.get(rune) ?? [rune, rune];
}
const hex = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
function oneRune(rune) {
    const char = String.fromCharCode(rune);
    return rune < 0x80 && /[\w ]/.test(char) ? char : runes([rune, rune]);
}
/**
 * Code point ranges (pairs, as RE2 keeps a class) as UTF-16 without the `u` flag: the BMP but its
 * surrogates as one class, each range past U+FFFF as surrogate pairs.
 */
function runes(ranges) {
    const bmp = [];
    const astral = [];
    for (let i = 0; i + 1 < ranges.length; i += 2) {
        const lo = ranges[i] ?? 0;
        const hi = ranges[i + 1] ?? 0;
        for (const [a, b] of [
            [lo, Math.min(hi, 0xd7ff)],
            [Math.max(lo, 0xe000), Math.min(hi, 0xffff)]
        ]) {
            if (a <= b)
                bmp.push(a === b ? hex(a) : `${hex(a)}-${hex(b)}`);
        }
        if (hi > 0xffff)
            astral.push(...pairs(Math.max(lo, 0x10000), hi));
    }
    const parts = [...(bmp.length > 0 ? [`[${bmp.join('')}]`] : []), ...astral];
    if (parts.length === 0)
        return '[]';
    return parts.length === 1 ? (parts[0] ?? '[]') : `(?:${parts.join('|')})`;
}
/** The code points lo..hi (past U+FFFF) as alternatives of high surrogates and a low range. */
function pairs(lo, hi) {
    const high = (cp) => 0xd800 + ((cp - 0x10000) >> 10);
    const low = (cp) => 0xdc00 + ((cp - 0x10000) & 0x3ff);
    const lastOf = (h) => 0x10000 + ((h - 0xd800 + 1) << 10) - 1;
    const out = [];
    for (let start = lo; start <= hi;) {
        const first = high(start);
        // Whole blocks of 1,024 code points: one class of high surrogates for the run of them.
        const lastWhole = high(hi + 1) - 1;
        if (low(start) === 0xdc00 && lastWhole >= first) {
            const highs = lastWhole > first ? `[${hex(first)}-${hex(lastWhole)}]` : hex(first);
            out.push(`${highs}[\\udc00-\\udfff]`);
            start = lastOf(lastWhole) + 1;
        }
        else {
            const end = Math.min(hi, lastOf(first));
            out.push(`${hex(first)}[${hex(low(start))}-${hex(low(end))}]`);
            start = end + 1;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/eval/scoring.ts





/** The metadata key of an example that overrides `eval-match` for it. */
const MATCH_KEY = 'match';
/** Longest excerpt of the output quoted in a difference. */
const SHOWN_CHARS = 120;
/** Longest regular expression taken from a reference. */
const MAX_PATTERN_CHARS = 1000;
/** Largest program a reference may compile to (RE2 instructions): `\w{1000}` is 1,003. */
const MAX_PROGRAM_SIZE = 2000;
/**
 * Most work the regular expressions of one example may take: program size \u00d7 characters of
 * output. RE2 is linear in both, at worst some 20 ns a step here: about 4 s, so that the timeout
 * and the cancel are never kept waiting long by one example's scoring.
 */
const MAX_REGEX_WORK = 200_000_000;
/** Compiled references kept at most (a dataset's worth; the cache starts over past it). */
const MAX_COMPILED = 10_000;
/** Deeper references are not read: a real one is far shallower. */
const scoring_MAX_DEPTH = 32;
/** The example's own rule, from its metadata; undefined when it names none; an error text when bad. */
function exampleRule(metadata) {
    if (typeof metadata !== 'object' || metadata === null)
        return undefined;
    const value = metadata[MATCH_KEY];
    if (value === undefined || value === null)
        return undefined;
    const rule = eval_inputs/* MATCH_RULES */.C.find(r => r === value);
    if (rule !== undefined)
        return rule;
    return {
        bad: `metadata.${MATCH_KEY} is ${(0,base_text/* truncate */.xv)(JSON.stringify(value), 60)}, not one of ${eval_inputs/* MATCH_RULES */.C.join(', ')}`
    };
}
/**
 * Every string of the reference `outputs` (numbers and booleans as text), in order: each must
 * match. Keys are not references; an empty or absent reference asks only that the run produced output.
 */
function referenceStrings(outputs, depth = 0) {
    if (typeof outputs === 'string')
        return outputs.trim() === '' ? [] : [outputs];
    if (typeof outputs === 'number' || typeof outputs === 'boolean')
        return [String(outputs)];
    if (typeof outputs !== 'object' || outputs === null || depth >= scoring_MAX_DEPTH)
        return [];
    const items = Array.isArray(outputs) ? outputs : Object.values(outputs);
    return items.flatMap(item => referenceStrings(item, depth + 1));
}
/** Lower case, every run of blanks one space, trimmed: case- and space-insensitive. */
function normalized(text) {
    return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
const words = new Map();
/**
 * The normalised reference as a search of the lower-cased output that takes any run of blanks
 * for each space, so the whole output is never normalised: a literal word, then blanks, then the
 * next (no nested repetition, so V8 matches it in linear time). Anchored at both ends for exact.
 *
 * Exact with a reference all ASCII searches the output as it is, so that no message is
 * lower-cased: each letter becomes the class of what lower-cases to it (A-Z, and K for k, the
 * Kelvin sign), and anchored at its start V8 stops at the first character that differs. \u0130, which
 * lower-cases to i and a combining dot, can only end a match of contains, never of exact.
 */
function wordsPattern(reference, whole) {
    const key = `${whole ? '=' : '~'}${reference}`;
    const known = words.get(key);
    if (known !== undefined)
        return known;
    const wanted = normalized(reference);
    const lowered = !whole || !isAscii(wanted);
    const body = wanted
        .split(' ')
        .map(word => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
        .map(word => (lowered ? word : word.replace(/[a-z]/g, caseless)))
        .join('\\s+');
    const longer = new RegExp(`^(?:\\s*\\S){${wanted.replace(/ /g, '').length + 1}}`);
    const made = { regexp: new RegExp(whole ? `^\\s*${body}\\s*$` : body), lowered, longer };
    if (words.size >= MAX_COMPILED)
        words.clear();
    words.set(key, made);
    return made;
}
/** An ASCII letter as the class of the characters that lower-case to it. */
function caseless(letter) {
    return `[${letter}${letter.toUpperCase()}${letter === 'k' ? '\\u212a' : ''}]`;
}
/** The output of one run as the rules read it, each form made once, when first asked. */
class Output {
    pieces;
    lowerWhole;
    isAscii;
    /** Regex work left for this example ({@link MAX_REGEX_WORK}). */
    workLeft = MAX_REGEX_WORK;
    /** The same budget, for the twins' worst case: past it, RE2 runs the references left. */
    twinLeft = MAX_REGEX_WORK;
    whole;
    constructor(pieces) {
        this.pieces = pieces;
        this.whole = pieces.join('\n');
    }
    get lower() {
        this.lowerWhole ??= this.whole.toLowerCase();
        return this.lowerWhole;
    }
    get ascii() {
        this.isAscii ??= isAscii(this.whole);
        return this.isAscii;
    }
}
/**
 * Scores what the run produced (`pieces`: each message content or state value it added or
 * changed) against the reference strings under `rule`. A run that produced nothing fails.
 */
function score(pieces, references, rule) {
    if (pieces.length === 0)
        return { passed: false, comment: 'the run produced no output' };
    const output = new Output(pieces);
    for (const reference of references) {
        const miss = difference(output, reference, rule);
        if (miss !== undefined)
            return { passed: false, comment: miss };
    }
    const count = references.length;
    return {
        passed: true,
        comment: count === 0
            ? 'no reference outputs: the run produced output'
            : `${count} reference${count === 1 ? '' : 's'} matched (${rule})`
    };
}
/** Why `reference` does not match, or undefined when it does. */
function difference(output, reference, rule) {
    const shown = `"${(0,base_text/* truncate */.xv)((0,base_text/* oneLine */.TN)(reference), SHOWN_CHARS)}"`;
    // Only its start is shown: made one line from a slice, never from the whole (100 kB or more).
    const start = output.whole.slice(0, SHOWN_CHARS * 8);
    const got = () => `the output was "${(0,base_text/* truncate */.xv)((0,base_text/* oneLine */.TN)(start), SHOWN_CHARS)}"`;
    switch (rule) {
        case 'contains':
            return wordsPattern(reference, false).regexp.test(output.lower)
                ? undefined
                : `expected ${shown} in the output; ${got()}`;
        case 'exact': {
            const { regexp, lowered, longer } = wordsPattern(reference, true);
            const matches = lowered
                ? (piece) => !longer.test(piece) && regexp.test(piece.toLowerCase())
                : (piece) => regexp.test(piece);
            return output.pieces.some(matches)
                ? undefined
                : `expected an output of exactly ${shown}; ${got()}`;
        }
        case 'regex': {
            const regex = compiled(reference);
            if (typeof regex === 'string')
                return regex;
            const { pattern, needs, twin } = regex;
            const missed = `expected a match of /${(0,base_text/* truncate */.xv)(reference, SHOWN_CHARS)}/; ${got()}`;
            const work = pattern.programSize() * output.whole.length;
            // A literal every match needs is not in the output: no need to run RE2 over it.
            const ruledOut = () => needs !== undefined && !mayMatch(needs, output.lower, output.ascii);
            if (work > output.workLeft) {
                return ruledOut() ? missed : tooMuchWork(reference, pattern, output.whole.length);
            }
            // A miss ends the example: the work of a ruled-out reference need not be given back.
            const twinWork = work * TWIN_STEP_COST;
            if (twin !== undefined && twinWork <= output.twinLeft && twinReads(twin, output.whole)) {
                output.twinLeft -= twinWork;
                output.workLeft -= work;
                return twin.regexp.test(output.whole) ? undefined : missed;
            }
            if (ruledOut())
                return missed;
            output.workLeft -= work;
            return pattern.test(output.whole) ? undefined : missed;
        }
    }
}
/**
 * Why a reference cannot be scored as a regular expression (named), or undefined when it can:
 * the dataset's check asks it before any write.
 */
function regexRefusal(reference) {
    const pattern = compiled(reference);
    return typeof pattern === 'string' ? pattern : undefined;
}
const cache = new Map();
/**
 * The reference as a regular expression (case-insensitive, RE2's syntax, JavaScript's escapes
 * taken), or why it is not one. RE2 matches in time linear in the output, whatever the pattern.
 */
function compiled(reference) {
    const known = cache.get(reference);
    if (known !== undefined)
        return known;
    const made = compile(reference);
    if (cache.size >= MAX_COMPILED)
        cache.clear();
    cache.set(reference, made);
    return made;
}
function compile(reference) {
    const named = `the reference /${(0,base_text/* truncate */.xv)(reference, SHOWN_CHARS)}/`;
    if (reference.length > MAX_PATTERN_CHARS) {
        return `${named} is longer than ${MAX_PATTERN_CHARS} characters, too long for a regular expression`;
    }
    const { RE2JS: Re2 } = (0,re2/* re2 */.w)();
    let pattern;
    const translated = Re2.translateRegExp(reference);
    try {
        pattern = Re2.compile(translated, Re2.CASE_INSENSITIVE);
    }
    catch (error) {
        return `${named} is not a regular expression the gate runs (RE2's syntax, which matches in linear time: no lookaround, no backreference): ${error.message}`;
    }
    const size = pattern.programSize();
    if (size > MAX_PROGRAM_SIZE) {
        return `${named} compiles to ${size} instructions, more than the ${MAX_PROGRAM_SIZE} the gate runs: make its repetitions smaller`;
    }
    return { pattern, needs: literalNeeds(translated), twin: twinOf(translated) };
}
function tooMuchWork(reference, pattern, chars) {
    return `the reference /${(0,base_text/* truncate */.xv)(reference, SHOWN_CHARS)}/ (${pattern.programSize()} instructions) against an output of ${chars} characters is more than the gate matches for one example (${MAX_REGEX_WORK} instruction-characters): make the pattern or the output smaller`;
}


/***/ })

};
