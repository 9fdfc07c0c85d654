export const id = 879;
export const ids = [879];
export const modules = {

/***/ 3879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sdkFetch: () => (/* binding */ sdkFetch)
/* harmony export */ });
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _base_agents_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2927);
/* harmony import */ var _base_http_exchange_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8612);




/** Statuses whose response never has a body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/**
 * A `fetch` for the SDK over its own keep-alive agents, through the runner's proxy as every other
 * request of the action goes (base/agents.ts; TLS verified as Node's defaults do). It
 * sends each request only to the URL asked: a redirect fails the request, never followed (the key
 * rides in `x-api-key`). The caller's signal aborts the request or the reading of its body; the
 * body is read whole before the Response resolves.
 */
function sdkFetch() {
    const agentFor = (0,_base_agents_js__WEBPACK_IMPORTED_MODULE_2__/* .agentChooser */ .V)(true);
    return async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            throw new TypeError(`fetch failed: ${url.protocol} is not http(s)`);
        }
        const request = input instanceof Request ? input : undefined;
        const headers = new Headers(init?.headers ?? request?.headers);
        const given = init?.body ?? request?.body ?? null;
        const body = given === null ? null : await bodyBytes(given, headers);
        const signal = init?.signal ?? request?.signal ?? undefined;
        signal?.throwIfAborted();
        const response = await send(url, {
            method: init?.method ?? request?.method ?? 'GET',
            headers,
            body,
            agent: agentFor(url),
            signal
        });
        const location = response.headers.location;
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && location !== undefined) {
            response.destroy();
            throw new RedirectRefused(status, `${url.origin}${url.pathname} was redirected (HTTP ${String(status)}) to ${new URL(location, url).origin}; not followed: the API key is only sent to ${url.origin}`);
        }
        return toResponse(response, signal);
    };
}
/**
 * A redirect refused: a TypeError as fetch's failures are, that says where it led and carries its
 * status, so that the SDK, which tries again only statuses that can change, fails at once.
 */
class RedirectRefused extends TypeError {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
        this.name = 'RedirectRefused';
    }
}
/** The request's body as bytes, its content-type set from it when the caller gave none. */
async function bodyBytes(body, headers) {
    if (typeof body === 'string' || body instanceof Uint8Array)
        return body;
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    // Blob, FormData, URLSearchParams, streams: encoded as fetch would.
    const encoded = new Response(body);
    const type = encoded.headers.get('content-type');
    if (type !== null && !headers.has('content-type'))
        headers.set('content-type', type);
    return new Uint8Array(await encoded.arrayBuffer());
}
/** Sends one request over base's exchange; resolves with the response, its body unread. */
async function send(url, sending) {
    const { method, body, agent, signal } = sending;
    const headers = Object.fromEntries(sending.headers);
    if (body !== null)
        headers['content-length'] = String(Buffer.byteLength(body));
    try {
        const response = await (0,_base_http_exchange_js__WEBPACK_IMPORTED_MODULE_3__/* .exchange */ .cv)({
            method,
            url,
            headers,
            body,
            label: url.pathname,
            agent,
            // The body's reading is bounded by the signal in readAll.
            signal: signal ?? new AbortController().signal,
            headersOnly: true
        });
        return response.body;
    }
    catch (error) {
        if (signal?.aborted === true)
            throw reasonOf(signal);
        // fetch's very words: the SDK tries again only an error it knows for a network's by them.
        throw new TypeError('fetch failed', { cause: error });
    }
}
/** The response as a web Response, its body read whole (and decoded) first. */
async function toResponse(response, signal) {
    const status = response.statusCode ?? 0;
    const body = decoded(response);
    const bytes = await readAll(body, signal);
    const headers = new Headers();
    const raw = response.rawHeaders;
    for (let i = 0; i + 1 < raw.length; i += 2) {
        const name = raw[i];
        // A decoded body's length and encoding are no longer the wire's.
        if (body !== response && /^content-(encoding|length)$/i.test(name))
            continue;
        headers.append(name, raw[i + 1]);
    }
    return new Response(NULL_BODY.has(status) ? null : bytes, {
        status,
        statusText: response.statusMessage ?? '',
        headers
    });
}
/** The body, gunzipped or inflated when the server encoded it. */
function decoded(response) {
    const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
    const decoder = encoding === 'gzip' || encoding === 'x-gzip'
        ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.createGunzip)()
        : encoding === 'deflate'
            ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.createInflate)()
            : encoding === 'br'
                ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.createBrotliDecompress)()
                : undefined;
    if (decoder === undefined)
        return response;
    return (0,node_stream__WEBPACK_IMPORTED_MODULE_0__.pipeline)(response, decoder, () => undefined);
}
/** Every byte of `body`; rejects with the signal's reason when it aborts first. */
async function readAll(body, signal) {
    const onAbort = () => {
        body.destroy(reasonOf(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted === true)
        onAbort();
    try {
        const chunks = [];
        for await (const chunk of body)
            chunks.push(chunk);
        return Buffer.concat(chunks);
    }
    catch (error) {
        throw signal?.aborted === true ? reasonOf(signal) : error;
    }
    finally {
        signal?.removeEventListener('abort', onAbort);
    }
}
/**
 * Why `signal` aborted, as fetch rejects: its reason itself (a DOMException `TimeoutError` for
 * `AbortSignal.timeout`, which is an Error of another realm where tests run).
 */
function reasonOf(signal) {
    return (signal?.reason ?? new Error('aborted'));
}


/***/ })

};
