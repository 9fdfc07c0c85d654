export const id = 470;
export const ids = [470,687,423];
export const modules = {

/***/ 4687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LOG_ROUTES: () => (/* binding */ LOG_ROUTES),
/* harmony export */   readLogPage: () => (/* binding */ readLogPage)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4758);
/* harmony import */ var _base_objects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7725);
// Owns the routes a control plane may serve a revision's logs from, each read into one shape:
// `GET /v2/deployment-logs`, the per-revision `GET .../logs`, and the v1 routes the CLI calls.



/** Where a control plane keeps logs, newest routes first: the order they are tried in. */
const LOG_ROUTES = ['deployment-logs', 'revision', 'v1'];
const EntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]).nullish(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    timestamp: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]).nullish(),
    level: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish()
});
const Cursor = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]).nullish();
const ItemsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ items: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EntrySchema), next_cursor: Cursor });
const LogsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ logs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EntrySchema), next_offset: Cursor });
/** The v1 routes answer a list, or one of the v2 pages. */
const V1Schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EntrySchema), LogsSchema, ItemsSchema]);
/** Largest page of `GET /v2/deployment-logs` (`page_size` 1-100). */
const DEPLOYMENT_LOGS_PAGE = 100;
/** Largest page of the per-revision route (`limit` 1-1000). */
const REVISION_LOGS_PAGE = 1000;
/** Reads one page of logs from one route; undefined when this install does not serve it. */
async function readLogPage(http, route, query) {
    try {
        return await READERS[route](http, query);
    }
    catch (error) {
        if (error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9 && (error.status === 404 || error.status === 405)) {
            return undefined;
        }
        throw error;
    }
}
const READERS = {
    'deployment-logs': async (http, q) => {
        const page = await http.json({
            method: 'GET',
            path: '/v2/deployment-logs',
            query: {
                deployment_id: q.deploymentId,
                revision_id: q.revisionId,
                log_type: q.type.toUpperCase(),
                sort_order: q.order,
                page_size: Math.min(q.limit, DEPLOYMENT_LOGS_PAGE),
                cursor: q.cursor
            },
            expect: [200]
        }, ItemsSchema, 'GET /v2/deployment-logs');
        return { entries: page.items.map(entryOf), next: cursorOf(page.next_cursor) };
    },
    revision: async (http, q) => {
        const page = await http.json({
            method: 'GET',
            path: `${revisionPath(q)}/logs`,
            query: {
                type: q.type,
                limit: Math.min(q.limit, REVISION_LOGS_PAGE),
                order: q.order,
                offset: q.cursor
            },
            expect: [200]
        }, LogsSchema, 'GET /v2/deployments/{deployment_id}/revisions/{revision_id}/logs');
        return { entries: page.logs.map(entryOf), next: cursorOf(page.next_offset) };
    },
    v1: async (http, q) => {
        const offset = Number(q.cursor ?? 0) || 0;
        const limit = Math.min(q.limit, REVISION_LOGS_PAGE);
        const answer = await http.json({
            method: 'POST',
            path: `/v1/projects/${encodeURIComponent(q.deploymentId)}/revisions/${encodeURIComponent(q.revisionId)}/${q.type}_logs`,
            body: { order: q.order, limit, offset },
            expect: [200],
            retry: 'idempotent'
        }, V1Schema, `POST /v1/projects/{project_id}/revisions/{revision_id}/${q.type}_logs`);
        if (!Array.isArray(answer)) {
            const items = ItemsSchema.safeParse(answer);
            if (items.success) {
                return { entries: items.data.items.map(entryOf), next: cursorOf(items.data.next_cursor) };
            }
            const logs = LogsSchema.parse(answer);
            return { entries: logs.logs.map(entryOf), next: cursorOf(logs.next_offset) };
        }
        // A bare list pages by offset: a full page may have more after it.
        const next = answer.length >= limit ? String(offset + answer.length) : undefined;
        return { entries: answer.map(entryOf), next };
    }
};
function entryOf(entry) {
    return {
        message: entry.message ?? '',
        ...(0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutUndefined */ .r$)({
            id: entry.id === undefined || entry.id === null ? undefined : String(entry.id),
            timestamp: entry.timestamp ?? undefined,
            level: entry.level ?? undefined
        })
    };
}
function cursorOf(next) {
    return next === undefined || next === null || next === '' ? undefined : String(next);
}
function revisionPath(q) {
    return `/v2/deployments/${encodeURIComponent(q.deploymentId)}/revisions/${encodeURIComponent(q.revisionId)}`;
}


/***/ }),

/***/ 4423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LogFollower: () => (/* binding */ LogFollower),
/* harmony export */   formatLogEntry: () => (/* binding */ formatLogEntry),
/* harmony export */   lastLogLines: () => (/* binding */ lastLogLines),
/* harmony export */   logTypeFor: () => (/* binding */ logTypeFor)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4758);
/* harmony import */ var _log_routes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4687);
// Owns a revision's build and deploy logs as lines: which log tells about a status, the route
// this install serves them from, the last lines of a failed one, following new lines.


/** Most pages read for one answer: logs are shown, never read without end. */
const MAX_PAGES = 20;
/**
 * Reads a revision's logs wherever this install keeps them: `GET /v2/deployment-logs` when it
 * answers, else the per-revision route, else the v1 routes of the official CLI. The first route
 * that answers is kept for every later page.
 */
class LogReader {
    controlPlane;
    route;
    constructor(controlPlane) {
        this.controlPlane = controlPlane;
    }
    /** One page; undefined when the install serves none of the routes. */
    async page(query) {
        if (this.route !== undefined)
            return this.controlPlane.readLogs(this.route, query);
        for (const route of _log_routes_js__WEBPACK_IMPORTED_MODULE_1__.LOG_ROUTES) {
            const page = await this.controlPlane.readLogs(route, query);
            if (page === undefined)
                continue;
            this.route = route;
            return page;
        }
        return undefined;
    }
}
/** Which log of a revision tells about a status: the deploy log once building is over. */
function logTypeFor(status) {
    return status.includes('DEPLOY') && !status.includes('BUILD') ? 'deploy' : 'build';
}
/** One log entry as one line of text. */
function formatLogEntry(entry) {
    const message = entry.message.replace(/\s+$/, '');
    if (entry.timestamp === undefined)
        return message;
    const time = typeof entry.timestamp === 'number'
        ? new Date(entry.timestamp > 1e12 ? entry.timestamp : entry.timestamp * 1000).toISOString()
        : entry.timestamp;
    return `${time} ${message}`;
}
/**
 * The last `lines` lines of a revision's build or deploy log, oldest first; undefined when the
 * install has no logs endpoint, or when fetching them failed (a failure to show logs must not
 * hide the failure they would explain: it is logged as a warning).
 */
async function lastLogLines(controlPlane, options) {
    try {
        const reader = new LogReader(controlPlane);
        const { deploymentId, revisionId, type } = options;
        const entries = [];
        let cursor;
        for (let pages = 0; pages < MAX_PAGES && entries.length < options.lines; pages++) {
            const query = { deploymentId, revisionId, type, limit: options.lines - entries.length };
            const page = await reader.page({ ...query, order: 'desc', cursor });
            if (page === undefined)
                return pages === 0 ? undefined : lines(entries);
            entries.push(...page.entries);
            if (page.next === undefined || page.next === cursor || page.entries.length === 0)
                break;
            cursor = page.next;
        }
        return lines(entries.slice(0, options.lines));
    }
    catch (error) {
        options.logger.warning(`Could not fetch the ${options.type} logs: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}`);
        return undefined;
    }
}
/** Entries read newest first, as lines oldest first. */
function lines(newestFirst) {
    return newestFirst.map(formatLogEntry).reverse();
}
/**
 * Prints a revision's new build and deploy log lines as they appear (`follow-logs`). Each call
 * to {@link LogFollower.poll} reads what was added since the last one, from the cursor the
 * server gave; when the install serves none of the log routes, they are not asked for again.
 */
class LogFollower {
    options;
    cursors = new Map();
    /** Lines already printed since the cursor, for servers that give no next cursor. */
    seen = new Map();
    unavailable = false;
    reader;
    constructor(controlPlane, options) {
        this.options = options;
        this.reader = new LogReader(controlPlane);
    }
    /** Prints the lines added to the logs relevant to `status` since the last call. */
    async poll(status) {
        if (this.unavailable)
            return;
        const types = logTypeFor(status) === 'deploy' || status === 'DEPLOYED' ? ['build', 'deploy'] : ['build'];
        for (const type of types)
            await this.follow(type);
    }
    async follow(type) {
        try {
            for (let pages = 0; pages < MAX_PAGES; pages++) {
                const cursor = this.cursors.get(type);
                const page = await this.reader.page({
                    deploymentId: this.options.deploymentId,
                    revisionId: this.options.revisionId,
                    type,
                    limit: 1000,
                    order: 'asc',
                    cursor
                });
                if (page === undefined) {
                    this.unavailable = true;
                    return;
                }
                const skip = this.seen.get(type) ?? 0;
                for (const entry of page.entries.slice(skip)) {
                    this.options.logger.info(`[${type}] ${formatLogEntry(entry)}`);
                }
                const next = page.next;
                if (next === undefined || next === cursor) {
                    this.seen.set(type, Math.max(skip, page.entries.length));
                    return;
                }
                this.cursors.set(type, next);
                this.seen.set(type, 0);
            }
        }
        catch (error) {
            this.options.logger.debug(`Following the ${type} log failed: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}`);
        }
    }
}


/***/ }),

/***/ 1470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  showFailureLogs: () => (/* binding */ showFailureLogs)
});

// EXTERNAL MODULE: ./src/control-plane/logs.ts
var logs = __webpack_require__(4423);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
;// CONCATENATED MODULE: ./src/report/log-excerpt.ts
// Owns reading a failed build or deploy log for people: the one line that names the root cause
// (for the annotation and the summary), with timestamps and colour codes taken off.

/**
 * What a log line may start with before its message, taken off one after another: an ISO time
 * (`2026-01-01T12:00:00.123Z`), a Python logging time (`2026-01-01 12:00:00,123`), a bracketed
 * time (`[12:00:01]`, `[2026-01-01 12:00:01]`), BuildKit's step and seconds (`#12 3.456`, `3.456` in its error block).
 */
const TIME_PREFIXES = [
    /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?(?: |$)/,
    /^\[\d{4}-\d\d-\d\d[T ][\d:.,]+(?:Z|[+-]\d\d:?\d\d)?\] ?/,
    /^\[\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?\] ?/,
    /^\d\d:\d\d:\d\d(?:[.,]\d+)? /,
    /^#\d+ \d+(?:\.\d+)?(?: |$)/,
    /^#\d+ /,
    /^\d+\.\d{3}(?: |$)/
];
/** The first line of a Python traceback; the exception it ends with is the cause. */
const TRACEBACK = /^Traceback \(most recent call last\):/;
/** A line that says something went wrong. */
const ERROR_WORDS = /\b(error|errors|failed|failure|fatal|exception|panic)\b|^E:\s|^npm ERR!/i;
/**
 * Lines that only say that an earlier step failed, or how to get help: never the cause while a
 * more precise line stands before them.
 */
const WRAPPERS = [
    /failed to solve/i,
    /did not complete successfully/i,
    /executor failed running/i,
    /returned a non-zero code/i,
    /subprocess-exited-with-error/i,
    /this error originates from a subprocess/i,
    /^ERROR: ResolutionImpossible: for help/i,
    /^\[notice\]/i,
    /^(the )?(image )?(build|deploy|deployment) failed\b/i,
    /^error: exit status \d+$/i,
    /^make: \*\*\*/,
    /^-+$/,
    /^Dockerfile:\d+$/,
    /^>/
];
/** `line` as people read it: no colour codes, no leading timestamps, no surrounding blanks. */
function logMessage(line) {
    return untimed(line).trim();
}
/** `line` without colour codes and leading timestamps, its own indentation kept. */
function untimed(line) {
    let text = (0,untrusted/* plainLine */.h0)(line).trimEnd();
    for (let changed = true; changed;) {
        changed = false;
        for (const prefix of TIME_PREFIXES) {
            const next = text.replace(prefix, '');
            changed ||= next !== text;
            text = next;
        }
    }
    return text;
}
/**
 * The line of a failed log that names the root cause, as {@link logMessage} writes it: the
 * exception a Python traceback ends with (the last one, after chained exceptions), else the
 * last error line that is not only a wrapper of an earlier one (Docker's `failed to solve`
 * after pip's own error), else the last wrapper, else the last line. Undefined for no lines.
 */
function rootCauseLine(lines) {
    const messages = lines.map(logMessage).filter(line => line !== '');
    const candidates = [
        lastException(lines.map(untimed)),
        messages.findLast(line => ERROR_WORDS.test(line) && !isWrapper(line)),
        messages.findLast(line => ERROR_WORDS.test(line)),
        messages.at(-1)
    ];
    return candidates.find(line => line !== undefined);
}
function isWrapper(line) {
    return WRAPPERS.some(pattern => pattern.test(line));
}
/**
 * The exception line of the last Python traceback: the first line after `Traceback (...)` that
 * is not a frame (frames and their code are indented).
 */
function lastException(messages) {
    let found;
    let inTraceback = false;
    for (const line of messages) {
        if (TRACEBACK.test(line)) {
            inTraceback = true;
            continue;
        }
        if (!inTraceback)
            continue;
        if (/^\s/.test(line) || line.trim() === '')
            continue;
        found = line.trim();
        inTraceback = false;
    }
    return found;
}

;// CONCATENATED MODULE: ./src/run/failure-logs.ts
// Owns showing why a revision failed or is late: the last `log-lines` lines of its build or
// deploy log in the log and the job summary, and (on a failure) its root cause as an annotation.


/** Shows the revision's last log lines; a failure to fetch them is only a warning. */
async function showFailureLogs(deps, inputs, failed) {
    const { controlPlane, logger, progress } = deps;
    const type = (0,logs.logTypeFor)(failed.status);
    const lines = await (0,logs.lastLogLines)(controlPlane, {
        deploymentId: failed.deploymentId,
        revisionId: failed.revisionId,
        type,
        lines: inputs.logLines,
        logger
    });
    if (lines === undefined || lines.length === 0)
        return;
    const cause = failed.how === 'failed' ? rootCauseLine(lines) : undefined;
    progress.logs({ type, lines, cause });
    await logger.group(`Last ${lines.length} lines of the ${type} log`, () => {
        for (const line of lines)
            logger.info(line);
        return Promise.resolve();
    });
    if (cause !== undefined) {
        logger.error(cause, { title: `${failed.status}: revision ${failed.revisionId}` });
    }
}


/***/ })

};
