export const id = 935;
export const ids = [935];
export const modules = {

/***/ 4935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ AgentServerClient),
  k: () => (/* binding */ runBody)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/base/clock.ts
var clock = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/http.ts
var http = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/base/log.ts
var log = __webpack_require__(3179);
// EXTERNAL MODULE: ./src/base/objects.ts
var objects = __webpack_require__(7725);
// EXTERNAL MODULE: ./src/base/retry-policy.ts
var retry_policy = __webpack_require__(14);
// EXTERNAL MODULE: ./src/base/url-trust.ts
var url_trust = __webpack_require__(7191);
// EXTERNAL MODULE: ./src/base/version.ts + 1 modules
var version = __webpack_require__(852);
;// CONCATENATED MODULE: ./src/agent-server/body-events.ts
/**
 * How much may wait in the queue before the body is paused until the reader catches up. One
 * read of the socket (64 KiB) can hold dozens of small chunks, all delivered at once: the bound
 * lets them in, so a reader that keeps up never pauses the body, and it still stops a fast
 * server from filling memory.
 */
const HIGH_WATER_BYTES = 256 * 1024;
/** The bound in chunks, for a body of many tiny ones (each a Buffer object of its own). */
const HIGH_WATER_CHUNKS = 1024;
/**
 * The decoded events of one body, in order. Read with {@link BodyEvents.shift} until it returns
 * undefined, then {@link BodyEvents.settled}: it throws the failure, if any, once the events
 * decoded before it were read, and resolves true at the end of the body. Chunks are queued as
 * they arrive and decoded only when read, so the events alive at any time are those of one chunk.
 */
class BodyEvents {
    body;
    decoder;
    chunks = [];
    chunkHead = 0;
    /** Bytes of the chunks queued and not yet read. */
    queuedBytes = 0;
    events = [];
    eventHead = 0;
    failure;
    failed = false;
    /** The body ended; the decoder's last events are taken once the queued chunks are read. */
    ended = false;
    finished = false;
    wake;
    constructor(body, decoder) {
        this.body = body;
        this.decoder = decoder;
        if (body.errored)
            this.fail(body.errored);
        else if (body.destroyed)
            this.fail(prematureClose());
        body.on('data', this.onData);
        body.once('end', this.onEnd);
        body.on('error', this.onError);
        body.once('close', this.onClose);
    }
    /**
     * The next event, decoding queued chunks as needed, or undefined when none is waiting; throws
     * when the bytes read do not make an event stream.
     */
    shift() {
        for (;;) {
            if (this.eventHead < this.events.length)
                return this.events[this.eventHead++];
            if (this.chunkHead < this.chunks.length) {
                const chunk = this.chunks[this.chunkHead++];
                this.queuedBytes -= chunk.length;
                if (this.chunkHead === this.chunks.length) {
                    this.chunks = [];
                    this.chunkHead = 0;
                }
                this.take(this.decoder.feed(chunk));
            }
            else if (this.ended && !this.finished) {
                this.finished = true;
                this.take(this.decoder.end());
            }
            else
                return undefined;
        }
    }
    /**
     * Called when {@link shift} found nothing: true at the end of the body, false once more
     * events may be waiting; throws what broke the read.
     */
    async settled() {
        if (this.failed)
            throw this.failure;
        if (this.finished)
            return true;
        await new Promise(resolve => {
            this.wake = resolve;
            this.body.resume();
        });
        return false;
    }
    /** Stops listening; the caller destroys the body. */
    detach() {
        this.body.off('data', this.onData);
        this.body.off('end', this.onEnd);
        this.body.off('close', this.onClose);
        // An 'error' after this must still find a listener rather than crash the process.
    }
    onData = (chunk) => {
        if (this.failed)
            return;
        this.chunks.push(chunk);
        this.queuedBytes += chunk.length;
        if (this.queuedBytes >= HIGH_WATER_BYTES ||
            this.chunks.length - this.chunkHead >= HIGH_WATER_CHUNKS) {
            this.body.pause();
        }
        this.notify();
    };
    onEnd = () => {
        this.ended = true;
        this.notify();
    };
    onError = (error) => {
        this.fail(error);
    };
    onClose = () => {
        if (!this.ended)
            this.fail(prematureClose());
    };
    take(events) {
        this.events = events;
        this.eventHead = 0;
    }
    fail(error) {
        if (this.failed || this.ended)
            return;
        this.failed = true;
        this.failure = error;
        this.body.pause();
        this.notify();
    }
    notify() {
        const wake = this.wake;
        if (wake === undefined)
            return;
        this.wake = undefined;
        wake();
    }
}
/** What a body closed before its end reads as, as Node's stream iterator reports it. */
function prematureClose() {
    return Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

// EXTERNAL MODULE: ./src/agent-server/sse.ts + 1 modules
var sse = __webpack_require__(7267);
;// CONCATENATED MODULE: ./src/agent-server/run-stream.ts



/**
 * The events of one streamed run, available once the server answered. Iterate it once; leaving
 * the loop early (break, throw) closes the connection. Call {@link RunStream.close} to drop a
 * stream that is not iterated.
 */
class RunStream {
    response;
    request;
    cancels;
    decoderOptions;
    /** The HTTP status (200). */
    status;
    headers;
    /** The run's ID from `Content-Location`, when the server sends one (before any event). */
    runId;
    iterated = false;
    closed = false;
    constructor(response, 
    /** The request, named in error messages. */
    request, 
    /** Signals whose abort ends the stream with their reason. */
    cancels, decoderOptions) {
        this.response = response;
        this.request = request;
        this.cancels = cancels;
        this.decoderOptions = decoderOptions;
        this.status = response.status;
        this.headers = response.headers;
        this.runId = runIdOf(response.headers['content-location']);
    }
    [Symbol.asyncIterator]() {
        if (this.iterated) {
            throw new Error(`${this.request.method} ${this.request.path}: a run stream can be read only once`);
        }
        this.iterated = true;
        const generator = this.read();
        // A generator not yet started runs no `finally` on return(): release the body then too.
        const stop = generator.return.bind(generator);
        generator.return = value => {
            this.response.body.destroy();
            return stop(value);
        };
        return generator;
    }
    /** Stops reading and releases the connection; an iteration in progress ends quietly. */
    close() {
        this.closed = true;
        this.response.body.destroy();
    }
    /**
     * The body's events, decoded as they come; a broken read ends it quietly after close(), else
     * with the read error. However it ends (the body's end, an error, a loop left early), the body
     * is released.
     */
    async *read() {
        const events = new BodyEvents(this.response.body, new sse/* EventStreamDecoder */.B8(this.decoderOptions));
        let count = 0;
        try {
            for (;;) {
                for (let event = events.shift(); event !== undefined; event = events.shift()) {
                    count++;
                    yield event;
                }
                if (await events.settled())
                    return undefined;
            }
        }
        catch (error) {
            if (this.closed)
                return undefined;
            throw this.readError(error, count);
        }
        finally {
            events.detach();
            this.response.body.destroy();
        }
    }
    /** The error a broken read becomes: a cancellation as is, the rest with the request named. */
    readError(error, count) {
        if (this.cancels.some(signal => signal.aborted))
            return error;
        if (error instanceof errors/* TransportError */.wX)
            return error;
        const after = `after ${count} event${count === 1 ? '' : 's'}`;
        if (error instanceof errors/* ResponseFormatError */.TT) {
            const { method, path } = this.request;
            return new errors/* ResponseFormatError */.TT(`${method} ${path}: ${error.message} (${after})`, {
                cause: error
            });
        }
        const code = error?.code;
        if (typeof code === 'string') {
            return new errors/* TransportError */.wX({
                method: this.request.method,
                path: this.request.path,
                code,
                detail: `the connection broke ${after}, before the stream ended`,
                mayHaveReachedServer: true,
                cause: error
            });
        }
        return error;
    }
}
/** The last path segment after `/runs/` of a `Content-Location`. */
function runIdOf(location) {
    if (location === undefined)
        return undefined;
    const at = location.lastIndexOf('/runs/');
    if (at === -1)
        return undefined;
    const id = location.slice(at + '/runs/'.length).split(/[/?#]/)[0];
    if (id === undefined || id === '')
        return undefined;
    try {
        return decodeURIComponent(id);
    }
    catch {
        return id;
    }
}

;// CONCATENATED MODULE: ./src/agent-server/client.ts
// Owns the agent server's run endpoints as a client: create a thread, start a run, stream a
// run or join one. Retries belong to the Http below; a started run is never sent again.










const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60_000;
/** How much of a non-stream 200 body an error quotes. */
const MAX_QUOTED_BYTES = 4096;
const threadSchema = schemas/* object */.Ikc({ thread_id: schemas/* string */.YjP().min(1) });
const runSchema = schemas/* object */.Ikc({ run_id: schemas/* string */.YjP().min(1), thread_id: schemas/* string */.YjP().min(1).optional() });
/** The settings a caller may leave out, merged once in the constructor (Http adds its own). */
const AGENT_CLIENT_DEFAULTS = { userAgent: (0,version/* userAgent */.N1)(), clock: clock/* systemClock */.ml, logger: log/* silentLogger */.qq };
/**
 * Client of an agent server's thread and run endpoints: create a thread, start a run and stream
 * its events, join a running run. Built on {@link Http}, which owns retries: a stream request is
 * retried while no response has begun (a gateway's 502/503/504, a refused connection) and never
 * once the run started.
 */
class AgentServerClient {
    /** The base URL requests go to, without a trailing slash. */
    url;
    http;
    signal;
    constructor(options) {
        const { url, apiKey, hint, ...settings } = options;
        this.url = normalizeUrl(url);
        this.signal = settings.signal;
        const headers = {};
        if (apiKey !== undefined && apiKey !== '')
            headers['x-api-key'] = apiKey;
        this.http = new http/* Http */.l({
            ...AGENT_CLIENT_DEFAULTS,
            ...(0,objects/* withoutUndefined */.r$)(settings),
            baseUrl: this.url,
            headers,
            secretHeaders: ['x-api-key'],
            hint: hint ?? defaultHint
        });
    }
    /**
     * Whether the server is up: `GET /ok` answers 200 (`true`). A status no retry changes (404 on a
     * server without `/ok`, 401...) is `false`: the server answers, it just does not say. Refused
     * connections and 502/503/504 of a server still starting are retried as the Http's settings
     * allow, and thrown when they last.
     */
    async ok() {
        try {
            await this.http.send({ method: 'GET', path: '/ok', expect: [200] });
            return true;
        }
        catch (error) {
            if (error instanceof errors/* HttpStatusError */.F9 && !(0,retry_policy/* isTransient */.dg)(error))
                return false;
            throw error;
        }
    }
    /** Creates a thread (`POST /threads`). */
    async createThread(options = {}) {
        const body = options.metadata === undefined ? {} : { metadata: options.metadata };
        const thread = await this.http.json({ method: 'POST', path: '/threads', body, expect: [200, 201] }, threadSchema, 'POST /threads');
        return { threadId: thread.thread_id };
    }
    /** Starts a run on a thread in the background (`POST /threads/{id}/runs`); join it to stream. */
    async startRun(options) {
        const path = `/threads/${encodeURIComponent(options.threadId)}/runs`;
        const run = await this.http.json({ method: 'POST', path, body: runBody(options), expect: [200, 201] }, runSchema, `POST ${path}`);
        return { runId: run.run_id, threadId: run.thread_id ?? options.threadId };
    }
    /**
     * Starts a run and streams it: `POST /runs/stream`, or `POST /threads/{id}/runs/stream` with a
     * `threadId`. Resolves once the server answered `200 text/event-stream`; iterate the result for
     * the events. A non-200 answer throws `HttpStatusError` carrying the server's message.
     */
    async streamRun(options) {
        const path = options.threadId === undefined
            ? '/runs/stream'
            : `/threads/${encodeURIComponent(options.threadId)}/runs/stream`;
        const body = runBody(options);
        return this.open({ method: 'POST', path, body, expect: [200] }, options);
    }
    /**
     * Joins a run that is active in the background (`GET /threads/{id}/runs/{run_id}/stream`).
     * Depending on the server, events sent before the join are replayed or lost; a finished run
     * gives an empty stream.
     */
    async joinStream(options) {
        const path = `/threads/${encodeURIComponent(options.threadId)}/runs/${encodeURIComponent(options.runId)}/stream`;
        const headers = options.lastEventId === undefined ? undefined : { 'last-event-id': options.lastEventId };
        return this.open({ method: 'GET', path, expect: [200], retry: 'idempotent', headers }, options);
    }
    async open(spec, options) {
        const response = await this.http.openStream({ ...spec, headers: { ...spec.headers, accept: 'text/event-stream' } }, { idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, signal: options.signal });
        const contentType = response.headers['content-type'] ?? '';
        if (mediaType(contentType) !== 'text/event-stream') {
            const text = await readQuoted(response);
            throw new errors/* ResponseFormatError */.TT(`${spec.method} ${spec.path} answered HTTP ${response.status} with ${contentType ? `content-type "${contentType}"` : 'no content-type'}, not an event stream${text ? `: ${(0,errors/* detailOf */.Rw)(text, contentType)}` : ''}`);
        }
        const cancels = [this.signal, options.signal].filter(s => s !== undefined);
        return new RunStream(response, spec, cancels, options);
    }
}
/** The JSON body of a run request, as every run route takes it (payload-limit.ts measures it). */
function runBody(options) {
    const body = { ...options.extra, assistant_id: options.assistantId };
    if (options.input !== undefined)
        body.input = options.input;
    if (options.streamMode !== undefined)
        body.stream_mode = options.streamMode;
    if (options.streamSubgraphs !== undefined)
        body.stream_subgraphs = options.streamSubgraphs;
    return body;
}
function normalizeUrl(url) {
    const parsed = (0,url_trust/* parseUrl */.Dl)(url.trim());
    if (parsed === undefined || !(0,url_trust/* isHttpUrl */.q$)(parsed)) {
        throw new Error(`The agent server URL must be an http(s) URL, got "${url}"`);
    }
    parsed.search = '';
    parsed.hash = '';
    return parsed.href.replace(/\/+$/, '');
}
function defaultHint(failure) {
    if (failure.status === 401 || failure.status === 403) {
        return 'the agent server did not accept the API key sent as x-api-key';
    }
    return undefined;
}
function mediaType(contentType) {
    const semicolon = contentType.indexOf(';');
    return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}
async function readQuoted(response) {
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of response.body) {
            const buffer = chunk;
            chunks.push(buffer);
            size += buffer.length;
            if (size >= MAX_QUOTED_BYTES)
                break;
        }
    }
    catch {
        // Only quoted in an error message: what arrived is enough.
    }
    finally {
        response.body.destroy();
    }
    return Buffer.concat(chunks).subarray(0, MAX_QUOTED_BYTES).toString('utf8');
}


/***/ }),

/***/ 7267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B8: () => (/* binding */ EventStreamDecoder),
  eq: () => (/* binding */ eventName)
});

// UNUSED EXPORTS: Utf8Chunks, parseEventStream, toStreamEvent

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./node_modules/eventsource-parser/dist/index.js
class ParseError extends Error {
  constructor(message, options) {
    super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
  }
}
const LF = 10, CR = 13, SPACE = 32;
function noop(_arg) {
}
function createParser(config) {
  if (typeof config == "function")
    throw new TypeError(
      "`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?"
    );
  const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config, pendingFragments = [];
  let pendingFragmentsLength = 0, isFirstChunk = !0, id, data = "", dataLines = 0, eventType, terminated = !1;
  function feed(chunk) {
    if (terminated)
      throw new Error(
        "Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing."
      );
    if (isFirstChunk && (isFirstChunk = !1, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
      const trailing2 = processLines(chunk);
      trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
      return;
    }
    if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
      pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
      return;
    }
    pendingFragments.push(chunk);
    const input = pendingFragments.join("");
    pendingFragments.length = 0, pendingFragmentsLength = 0;
    const trailing = processLines(input);
    trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
  }
  function checkBufferSize() {
    maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = !0, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(
      new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, {
        type: "max-buffer-size-exceeded"
      })
    )));
  }
  function processLines(chunk) {
    let searchIndex = 0;
    if (chunk.indexOf("\r") === -1) {
      let lfIndex = chunk.indexOf(`
`, searchIndex);
      for (; lfIndex !== -1; ) {
        if (searchIndex === lfIndex) {
          dataLines > 0 && onEvent({ id, event: eventType, data }), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
          continue;
        }
        const firstCharCode = chunk.charCodeAt(searchIndex);
        if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
          const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
          if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
            onEvent({ id, event: eventType, data: value }), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
            continue;
          }
          data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        } else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(
          chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6,
          lfIndex
        ) || void 0 : parseLine(chunk, searchIndex, lfIndex);
        searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
      }
      return chunk.slice(searchIndex);
    }
    for (; searchIndex < chunk.length; ) {
      const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
      let lineEnd = -1;
      if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1)
        break;
      parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
    }
    return chunk.slice(searchIndex);
  }
  function parseLine(chunk, start, end) {
    if (start === end) {
      dispatchEvent();
      return;
    }
    const firstCharCode = chunk.charCodeAt(start);
    if (isDataPrefix(chunk, start, firstCharCode)) {
      const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
      data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
      return;
    }
    if (isEventPrefix(chunk, start, firstCharCode)) {
      eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
      return;
    }
    if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
      const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
      value2.includes("\0") || (id = value2);
      return;
    }
    if (firstCharCode === 58) {
      if (onComment) {
        const line2 = chunk.slice(start, end);
        onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
      }
      return;
    }
    const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
    if (fieldSeparatorIndex === -1) {
      processField(line, "", line);
      return;
    }
    const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1, value = line.slice(fieldSeparatorIndex + offset);
    processField(field, value, line);
  }
  function processField(field, value, line) {
    switch (field) {
      case "event":
        eventType = value || void 0;
        break;
      case "data":
        data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        break;
      case "id":
        value.includes("\0") || (id = value);
        break;
      case "retry":
        /^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(
          new ParseError(`Invalid \`retry\` value: "${value}"`, {
            type: "invalid-retry",
            value,
            line
          })
        );
        break;
      default:
        onError(
          new ParseError(
            `Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`,
            { type: "unknown-field", field, value, line }
          )
        );
        break;
    }
  }
  function dispatchEvent() {
    dataLines > 0 && onEvent({
      id,
      event: eventType,
      data
    }), id = void 0, data = "", dataLines = 0, eventType = void 0;
  }
  function reset(options = {}) {
    if (options.consume && pendingFragments.length > 0) {
      const incompleteLine = pendingFragments.join("");
      parseLine(incompleteLine, 0, incompleteLine.length);
    }
    isFirstChunk = !0, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = !1;
  }
  return { feed, reset };
}
function isDataPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}

//# sourceMappingURL=index.js.map

// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
;// CONCATENATED MODULE: ./src/agent-server/sse.ts
// Owns decoding an agent server's text/event-stream body into StreamEvents, chunk by chunk,
// holding only the event being received, never the body.



/**
 * The UTF-8 text of a body fed chunk by chunk: for each chunk exactly what one `StringDecoder`
 * gives (a character split across chunks joined, invalid bytes replaced), with no copy of the
 * chunk, which a `TextDecoder` given a Buffer makes.
 */
class Utf8Chunks {
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    /** The last chunk given to the decoder ended on a non-ASCII byte: it may hold a part of it. */
    decoderMayHold = false;
    /**
     * The text of the next chunk. While the decoder holds nothing and the chunk ends on an ASCII
     * byte, the chunk cuts no character and the decoder would convert all of it as `toString`
     * does, invalid bytes alike; `toString` is then the cheaper call (on Node 24, 0.6 \u00b5s against
     * 2 \u00b5s for a 1 kB chunk).
     */
    write(chunk) {
        const last = chunk[chunk.length - 1];
        if (last === undefined)
            return '';
        if (last < 0x80 && !this.decoderMayHold) {
            const bytes = Buffer.isBuffer(chunk)
                ? chunk
                : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
            return bytes.toString('utf8');
        }
        this.decoderMayHold = last >= 0x80;
        return this.decoder.write(chunk);
    }
    /** The end of the body: a character left incomplete becomes U+FFFD. */
    end() {
        return this.decoder.end();
    }
}
const DEFAULT_MAX_EVENT_CHARS = 64 * 1024 * 1024;
/** The namespace of the root graph; shared so that the common case allocates nothing. */
const ROOT_NAMESPACE = Object.freeze([]);
/**
 * Turns the bytes of a `text/event-stream` body into {@link StreamEvent}s, chunk by chunk.
 *
 * Bytes are decoded as one `StringDecoder` decodes them ({@link Utf8Chunks}), so a character
 * split across chunks is joined; a leading byte order mark is dropped, as a `TextDecoder` would.
 * The text goes to `eventsource-parser`, which handles the SSE grammar: `\n`, `\r\n` and `\r`
 * line ends, several `data:` lines, comments, `id:` lines and events split anywhere. Only the
 * event being received is held in memory, never the body.
 */
class EventStreamDecoder {
    text = new Utf8Chunks();
    parser;
    maxEventChars;
    /** Events completed by the chunk being fed; handed out and replaced after each feed. */
    completed = [];
    overflowed = false;
    ended = false;
    /** The text fed so far ends with `\r`, which the parser holds until it sees what follows. */
    endsWithCr = false;
    /** No text was fed yet: a byte order mark that starts it is dropped. */
    atStart = true;
    constructor(options = {}) {
        this.maxEventChars = options.maxEventChars ?? DEFAULT_MAX_EVENT_CHARS;
        this.parser = createParser({
            maxBufferSize: this.maxEventChars,
            onEvent: message => {
                this.completed.push(toStreamEvent(message));
            },
            onError: error => {
                // Unknown fields and bad `retry:` values are ignored, as the SSE spec says; only the
                // size limit stops the stream.
                if (error.type === 'max-buffer-size-exceeded')
                    this.overflowed = true;
            }
        });
    }
    /** Feeds the next chunk of the body; returns the events it completed, in order. */
    feed(chunk) {
        if (this.ended)
            throw new Error('EventStreamDecoder.feed called after end()');
        const text = this.text.write(chunk);
        if (text.length > 0)
            this.write(text);
        return this.take();
    }
    /**
     * Ends the stream: returns the events completed by the last bytes, or throws
     * {@link ResponseFormatError} when the body stopped in the middle of an event (its closing
     * blank line never came), since such an event may be cut short.
     */
    end() {
        if (this.ended)
            return [];
        this.ended = true;
        const rest = this.text.end();
        if (rest.length > 0)
            this.write(rest);
        // A last `\r` is a line end: the parser waits to see whether `\n` follows it (one line end
        // either way), so give it that `\n`; it completes what the server did terminate.
        if (this.endsWithCr && !this.overflowed)
            this.parser.feed('\n');
        const events = this.take();
        // Two line ends complete whatever line and event is still open: an event appearing now
        // was not terminated by the server.
        this.parser.feed('\n\n');
        const open = this.completed[0];
        this.completed = [];
        if (open !== undefined) {
            throw new errors/* ResponseFormatError */.TT(`the event stream ended in the middle of a "${eventName(open)}" event (${open.raw.length} characters of its data received)`);
        }
        return events;
    }
    write(text) {
        if (this.atStart) {
            this.atStart = false;
            if (text.charCodeAt(0) === 0xfeff) {
                text = text.slice(1);
                if (text.length === 0)
                    return;
            }
        }
        this.parser.feed(text);
        this.endsWithCr = text.endsWith('\r');
    }
    take() {
        if (this.overflowed) {
            throw new errors/* ResponseFormatError */.TT(`the event stream sent an event larger than ${this.maxEventChars} characters; not read further`);
        }
        const events = this.completed;
        if (events.length > 0)
            this.completed = [];
        return events;
    }
}
/**
 * Reads a whole `text/event-stream` body as events. Stops reading (and so releases the source)
 * when the consumer stops iterating.
 */
async function* parseEventStream(bytes, options = {}) {
    const decoder = new EventStreamDecoder(options);
    for await (const chunk of bytes) {
        for (const event of decoder.feed(chunk))
            yield event;
    }
    for (const event of decoder.end())
        yield event;
}
/** A parsed SSE message as a {@link StreamEvent}: name split into mode and namespace, data parsed. */
function toStreamEvent(message) {
    const name = message.event ?? 'message';
    const raw = message.data;
    let data;
    try {
        data = JSON.parse(raw);
    }
    catch {
        data = raw;
    }
    const bar = name.indexOf('|');
    if (bar === -1)
        return { event: name, namespace: ROOT_NAMESPACE, data, id: message.id, raw };
    return {
        event: name.slice(0, bar),
        namespace: name.slice(bar + 1).split('|'),
        data,
        id: message.id,
        raw
    };
}
/** The event name as the server sent it: `updates|sub:<uuid>` for a namespaced event. */
function eventName(event) {
    return event.namespace.length === 0 ? event.event : `${event.event}|${event.namespace.join('|')}`;
}


/***/ })

};
