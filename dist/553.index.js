export const id = 553;
export const ids = [553];
export const modules = {

/***/ 3553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  smokeStep: () => (/* binding */ smokeStep)
});

// EXTERNAL MODULE: ./src/base/clock.ts
var base_clock = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/base/duration.ts
var duration = __webpack_require__(5937);
// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/base/http.ts + 3 modules
var http = __webpack_require__(2738);
// EXTERNAL MODULE: ./src/base/log.ts
var log = __webpack_require__(3179);
// EXTERNAL MODULE: ./src/base/objects.ts
var objects = __webpack_require__(7725);
// EXTERNAL MODULE: ./src/base/retry-policy.ts
var retry_policy = __webpack_require__(14);
// EXTERNAL MODULE: ./src/base/url-trust.ts
var url_trust = __webpack_require__(7191);
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

;// CONCATENATED MODULE: ./src/agent-server/run-stream.ts



const DONE = Object.freeze({ done: true, value: undefined });
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
    /** The body's events, from the first call of next(). */
    events;
    /** Events handed over, named in errors. */
    count = 0;
    /** The iteration ended: the body is released and next() answers done. */
    finished = false;
    /** A next() waiting for the body; calls made meanwhile are answered after it. */
    waiting;
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
        return {
            next: () => this.next(),
            return: () => this.stop(),
            [Symbol.asyncIterator]() {
                return this;
            }
        };
    }
    /** Stops reading and releases the connection; an iteration in progress ends quietly. */
    close() {
        this.closed = true;
        this.response.body.destroy();
    }
    /**
     * The next event: at once (a resolved promise) while decoded events wait, else once the body
     * sent more. Calls that overlap are answered in turn, as an async generator's are.
     */
    async next() {
        if (this.waiting !== undefined)
            return this.waiting.then(this.nextInTurn, this.nextInTurn);
        if (this.finished)
            return DONE;
        this.events ??= new BodyEvents(this.response.body, new EventStreamDecoder(this.decoderOptions));
        let event;
        try {
            event = this.events.shift();
        }
        catch (error) {
            return this.failed(error);
        }
        if (event === undefined)
            return (this.waiting = this.wait(this.events));
        this.count++;
        return { done: false, value: event };
    }
    nextInTurn = () => this.next();
    /** Waits for the body to send more, then hands over the next event or the end. */
    async wait(events) {
        try {
            while (!(await events.settled())) {
                const event = events.shift();
                if (event !== undefined) {
                    this.count++;
                    return { done: false, value: event };
                }
            }
            this.release();
            return DONE;
        }
        catch (error) {
            return this.failed(error);
        }
        finally {
            this.waiting = undefined;
        }
    }
    /** Ends the iteration on a failed read: quietly after close(), else with the read error. */
    failed(error) {
        this.release();
        if (this.closed)
            return DONE;
        throw this.readError(error, this.count);
    }
    /** The iterator's return(), called by a loop left early: ends the iteration in turn. */
    stop() {
        if (this.waiting !== undefined)
            return this.waiting.then(this.stopInTurn, this.stopInTurn);
        this.release();
        return Promise.resolve(DONE);
    }
    /** Ends the iteration: stops listening to the body and releases the connection. */
    release() {
        if (this.finished)
            return;
        this.finished = true;
        this.events?.detach();
        this.response.body.destroy();
    }
    stopInTurn = () => this.stop();
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
            return new errors/* TransportError */.wX(this.request.method, this.request.path, code, `the connection broke ${after}, before the stream ended`, true, { cause: error });
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
            userAgent: 'langgraph-deploy-action',
            clock: base_clock/* systemClock */.m,
            logger: log/* silentLogger */.qq,
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
        return this.open({ method: 'POST', path, body: runBody(options), expect: [200] }, options);
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
            this.logger.info(`  #${this.count} ${eventName(event)} (${(0,base_text/* formatBytes */.z3)(bytes)}) ${preview}`);
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
        if (this.expectation !== undefined && !this.expectation.seen) {
            return `"${this.expectation.text}" did not appear in the ${this.describeCount()} of run ${this.runId}`;
        }
        return undefined;
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
/**
 * Looks for the expected text. Each event's data is searched as received (and with the text
 * JSON-escaped, as it appears inside a JSON string). A `messages` stream carries an answer one
 * token per event, so the tokens of each message are also put together, keeping only as much of
 * their tail as a match across the next token needs.
 */
class Expectation {
    text;
    seen = false;
    escaped;
    /** The recent text of each streamed message, by message ID. */
    tails = new Map();
    constructor(text) {
        this.text = text;
        this.escaped = JSON.stringify(text).slice(1, -1);
    }
    observe(event) {
        if (this.seen)
            return;
        if (event.raw.includes(this.text) || event.raw.includes(this.escaped)) {
            this.seen = true;
            return;
        }
        if (event.event === 'messages' && Array.isArray(event.data))
            this.observeToken(event.data[0]);
    }
    observeToken(chunk) {
        if (typeof chunk !== 'object' || chunk === null)
            return;
        const { id, content } = chunk;
        const token = contentText(content);
        if (token === '')
            return;
        const key = typeof id === 'string' ? id : '';
        const joined = (this.tails.get(key) ?? '') + token;
        if (joined.includes(this.text)) {
            this.seen = true;
            this.tails.clear();
            return;
        }
        // Re-inserting moves the message to the end, so the oldest message is dropped first.
        this.tails.delete(key);
        const keep = this.text.length - 1;
        this.tails.set(key, keep > 0 ? joined.slice(-keep) : '');
        if (this.tails.size > 64) {
            const oldest = this.tails.keys().next().value;
            if (oldest !== undefined)
                this.tails.delete(oldest);
        }
    }
}
/** The text of a message chunk's `content`: a string, or the text parts of a list. */
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    let text = '';
    for (const part of content) {
        if (typeof part === 'string')
            text += part;
        else if (typeof part === 'object' && part !== null) {
            const value = part.text;
            if (typeof value === 'string')
                text += value;
        }
    }
    return text;
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
    const verdict = (0,base_text/* oneLine */.TN)(reason === undefined
        ? `Smoke test passed: run ${observer.runId ?? '?'} streamed ${observer.describeCount()} in ${(0,duration/* formatDuration */.a3)(durationMs)}${options.expect ? `, and "${options.expect}" was seen` : ''}`
        : `Smoke test failed after ${(0,duration/* formatDuration */.a3)(durationMs)}: ${reason}`);
    logger.info(verdict);
    const { runId, count: events, firstEvents } = observer;
    return { passed: reason === undefined, runId, events, verdict, reason, firstEvents, durationMs };
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
    return new AgentServerClient({
        url: options.url,
        apiKey: options.apiKey,
        userAgent: options.userAgent,
        clock: deps.clock,
        logger: deps.logger,
        deadline: new base_clock/* Deadline */.B(deps.clock, started + options.timeoutMs, 'smoke-timeout-seconds'),
        retry: { attempts: START_ATTEMPTS, capMs: START_BACKOFF_CAP_MS }
    });
}
/** Starts the run and reads its stream; returns why it failed, or undefined when it passed. */
async function readRun(client, options, reading) {
    const { clock, started, observer } = reading;
    const stream = await client.streamRun({
        assistantId: options.assistantId,
        input: options.input,
        streamMode: options.streamMode,
        streamSubgraphs: options.streamSubgraphs,
        signal: reading.signal,
        // The step's own timer ends a silent stream, with a clearer message than a socket timeout.
        idleTimeoutMs: Math.max(1, started + options.timeoutMs - clock.now()) + 1000
    });
    reading.opened.at = clock.now();
    reading.logger.info(`Stream open after ${(0,duration/* formatDuration */.a3)(clock.now() - started)}: HTTP ${stream.status} ${String(stream.headers['content-type'])}`);
    for await (const event of stream) {
        const reason = observer.observe(event);
        if (reason !== undefined)
            return reason;
    }
    return observer.finish();
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

// EXTERNAL MODULE: ./src/base/version.ts + 1 modules
var version = __webpack_require__(852);
// EXTERNAL MODULE: ./src/control-plane/hosts.ts
var hosts = __webpack_require__(5389);
;// CONCATENATED MODULE: ./src/run/agent-ready.ts
// Owns waiting, before the smoke run, for the agent server to answer `GET /ok`, so that a cold
// start is not a smoke failure. It sends no API key, and never fails the step by itself.





/** The share of `smoke-timeout-seconds` the agent server gets to come up, at most a minute. */
const READY_SHARE = 0.5;
const READY_CAP_MS = 60_000;
/** Retries of `GET /ok` while the server starts: full jitter below 0.5 s, 1 s, ... 4 s. */
const READY_RETRY = { attempts: 1000, baseMs: 500, capMs: 4000 };
/**
 * `GET {url}/ok` until it answers, retrying refused connections and 502/503/504 within its share
 * of the smoke timeout. A server that still does not answer is a warning (the smoke run then
 * tells); one without `/ok` is no problem. Returns the milliseconds it took.
 */
async function waitForAgent(ctx, url) {
    const { clock, logger } = ctx;
    const started = clock.now();
    const budgetMs = Math.min(READY_CAP_MS, ctx.inputs.smokeTimeoutSeconds * 1000 * READY_SHARE);
    const client = new AgentServerClient({
        url,
        userAgent: (0,version/* userAgent */.N1)(),
        clock,
        logger,
        deadline: base_clock/* Deadline */.B.after(clock, budgetMs, 'smoke-timeout-seconds'),
        signal: ctx.signal,
        random: ctx.random,
        retry: READY_RETRY
    });
    try {
        const ok = await client.ok();
        const took = (0,duration/* formatDuration */.a3)(clock.now() - started);
        logger.info(ok
            ? `The agent server answers GET /ok (after ${took}).`
            : `The agent server answers GET /ok with an error status (after ${took}); going on with the run.`);
    }
    catch (error) {
        if (ctx.signal?.aborted)
            throw error;
        logger.warning(`The agent server did not answer GET /ok within ${(0,duration/* formatDuration */.a3)(budgetMs)}: ${(0,errors/* errorMessage */.gJ)(error)}. Trying the smoke run anyway.`);
    }
    return clock.now() - started;
}

// EXTERNAL MODULE: ./src/run/inputs/smoke-cases.ts
var smoke_cases = __webpack_require__(1286);
;// CONCATENATED MODULE: ./src/run/smoke.ts
// Owns the smoke step of a run: choosing the agent URL (the user's `deployment-url` wins), asking
// url-trust.ts whether the key may go there before anything is sent, running the one run or the
// `smoke-cases` (at most four at a time) through one per-run function, failing on a bad verdict.








/** Smoke cases in flight at once. */
const SMOKE_CASES_AT_ONCE = 4;
/** Longest reason of one case in the step's failure message, and in the report. */
const REASON_CHARS = 300;
const REPORTED_REASON_CHARS = 1000;
/**
 * Streams one stateless run from the agent server, or each of the `smoke-cases`, and fails the
 * step unless every run answers cleanly. `deployment-url`, when given, wins over the deployment's
 * own URL.
 */
async function smokeStep(ctx, deploymentUrl) {
    const { inputs, progress } = ctx;
    const target = inputs.deploymentUrl ?? trustedAgentUrl(agentUrl(deploymentUrl), keyHostsOf(inputs));
    progress.agentUrl(target);
    const readyMs = await waitForAgent(ctx, target);
    if (inputs.smokeCases !== undefined)
        return smokeCases(ctx, target, inputs.smokeCases);
    const only = (0,smoke_cases/* defaultSmokeCase */.hF)(inputs);
    const result = await ctx.logger.group(`Smoke test: one run of "${only.assistantId}" at ${target}`, 
    // The wait for the server to answer counts within `smoke-timeout-seconds`.
    () => runCase(ctx, target, only, Math.max(1, only.timeoutSeconds * 1000 - readyMs)));
    progress.smoke(result);
    if (!result.passed) {
        throw new Error(`smoke test of ${target} failed: ${result.reason ?? result.verdict}`);
    }
}
/**
 * Runs every case, at most {@link SMOKE_CASES_AT_ONCE} at a time, each within its own
 * `timeout-seconds` from its start; fails naming each case that did not pass, and why.
 */
async function smokeCases(ctx, target, cases) {
    const at = Math.min(SMOKE_CASES_AT_ONCE, cases.length);
    const results = await ctx.logger.group(`Smoke test: ${cases.length} cases at ${target}, ${at} at a time`, () => inPool(cases, SMOKE_CASES_AT_ONCE, smokeCase => {
        const logger = (0,log/* prefixedLogger */.g5)(ctx.logger, `[${smokeCase.name}] `);
        const timeoutMs = smokeCase.timeoutSeconds * 1000;
        return runCase({ ...ctx, logger }, target, smokeCase, timeoutMs);
    }));
    const reports = results.map((result, index) => caseReport(cases[index]?.name ?? '', result));
    ctx.progress.smokeCases(reports);
    const failed = reports.filter(report => !report.passed);
    if (failed.length === 0) {
        ctx.logger.info(`All ${reports.length} smoke cases passed.`);
        return;
    }
    const each = failed.map(report => `"${report.name}" (${(0,base_text/* truncate */.xv)(report.reason, REASON_CHARS)})`);
    throw new Error(`smoke test of ${target} failed: ${failed.length} of ${reports.length} cases failed: ${each.join('; ')}`);
}
/** One case as the report and the `smoke-results` output tell it. */
function caseReport(name, result) {
    const { passed, runId, events, durationMs } = result;
    const reason = (0,base_text/* truncate */.xv)(result.reason ?? result.verdict, REPORTED_REASON_CHARS);
    return { name, passed, runId, events, durationMs, reason };
}
/** The one stateless run of a case, judged by the agent server's smoke verdict. */
function runCase(ctx, target, smokeCase, timeoutMs) {
    return runSmoke({
        url: target,
        apiKey: ctx.inputs.apiKey,
        assistantId: smokeCase.assistantId,
        input: smokeCase.input,
        streamMode: smokeCase.streamMode,
        streamSubgraphs: ctx.inputs.smokeStreamSubgraphs,
        timeoutMs,
        expect: smokeCase.expect,
        signal: ctx.signal,
        userAgent: (0,version/* userAgent */.N1)()
    }, { clock: ctx.clock, logger: ctx.logger });
}
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
/** Where the key may go at an agent URL the control plane named. */
function keyHostsOf(inputs) {
    return { ...(0,hosts/* platformHosts */.rP)(inputs), trusted: inputs.trustedHosts ?? [] };
}
/**
 * `target` (named by the control plane, not by the user) when url-trust.ts lets the API key go
 * there; otherwise an error naming the host and the input that would allow it.
 */
function trustedAgentUrl(target, allowed) {
    const refused = (0,url_trust/* agentKeyProblem */.kZ)(new URL(target), allowed);
    if (refused === undefined)
        return target;
    throw new Error(`smoke test not run: the control plane gives the agent URL ${target}, but ${refused}`);
}
/** The URL the smoke run goes to, or an error that says why the key may not go there. */
function agentUrl(target) {
    if (target === '') {
        throw new Error(`smoke test: the deployment publishes no URL (neither url nor source_config.custom_url); set input 'deployment-url'`);
    }
    const parsed = (0,url_trust/* parseUrl */.Dl)(target);
    if (parsed === undefined || !(0,url_trust/* isHttpUrl */.q$)(parsed)) {
        throw new Error(`smoke test: the deployment's URL "${target}" is not an http(s) URL; set input 'deployment-url'`);
    }
    if ((0,url_trust/* plainHttpProblem */.iR)(parsed) !== undefined) {
        throw new Error(`smoke test: the deployment's URL ${target} is plain http; the API key is only sent over https (or to localhost). Set input 'deployment-url' to its https URL`);
    }
    return target;
}


/***/ })

};
