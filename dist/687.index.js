export const id = 687;
export const ids = [687];
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


/***/ })

};
