export const id = 416;
export const ids = [416];
export const modules = {

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


/***/ })

};
