import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 8889:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

const fs = __nccwpck_require__(9896)
const path = __nccwpck_require__(6928)
const os = __nccwpck_require__(857)
const crypto = __nccwpck_require__(6982)

// Array of tips to display randomly
const TIPS = [
  '\u25c8 encrypted .env [www.dotenvx.com]',
  '\u25c8 secrets for agents [www.dotenvx.com]',
  '\u2301 auth for agents [www.vestauth.com]',
  '\u2318 custom filepath { path: \'/custom/path/.env\' }',
  '\u2318 enable debugging { debug: true }',
  '\u2318 override existing { override: true }',
  '\u2318 suppress logs { quiet: true }',
  '\u2318 multiple files { path: [\'.env.local\', \'.env\'] }'
]

// Get a random tip from the tips array
function _getRandomTip () {
  return TIPS[Math.floor(Math.random() * TIPS.length)]
}

function parseBoolean (value) {
  if (typeof value === 'string') {
    return !['false', '0', 'no', 'off', ''].includes(value.toLowerCase())
  }
  return Boolean(value)
}

function supportsAnsi () {
  return process.stdout.isTTY // && process.env.TERM !== 'dumb'
}

function dim (text) {
  return supportsAnsi() ? `\x1b[2m${text}\x1b[0m` : text
}

const LINE = /(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/mg

// Parse src into an Object
function parse (src) {
  const obj = {}

  // Convert buffer to string
  let lines = src.toString()

  // Convert line breaks to same format
  lines = lines.replace(/\r\n?/mg, '\n')

  let match
  while ((match = LINE.exec(lines)) != null) {
    const key = match[1]

    // Default undefined or null to empty string
    let value = (match[2] || '')

    // Remove whitespace
    value = value.trim()

    // Check if double quoted
    const maybeQuote = value[0]

    // Remove surrounding quotes
    value = value.replace(/^(['"`])([\s\S]*)\1$/mg, '$2')

    // Expand newlines if double quoted
    if (maybeQuote === '"') {
      value = value.replace(/\\n/g, '\n')
      value = value.replace(/\\r/g, '\r')
    }

    // Add to object
    obj[key] = value
  }

  return obj
}

function _parseVault (options) {
  options = options || {}

  const vaultPath = _vaultPath(options)
  options.path = vaultPath // parse .env.vault
  const result = DotenvModule.configDotenv(options)
  if (!result.parsed) {
    const err = new Error(`MISSING_DATA: Cannot parse ${vaultPath} for an unknown reason`)
    err.code = 'MISSING_DATA'
    throw err
  }

  // handle scenario for comma separated keys - for use with key rotation
  // example: DOTENV_KEY="dotenv://:key_1234@dotenvx.com/vault/.env.vault?environment=prod,dotenv://:key_7890@dotenvx.com/vault/.env.vault?environment=prod"
  const keys = _dotenvKey(options).split(',')
  const length = keys.length

  let decrypted
  for (let i = 0; i < length; i++) {
    try {
      // Get full key
      const key = keys[i].trim()

      // Get instructions for decrypt
      const attrs = _instructions(result, key)

      // Decrypt
      decrypted = DotenvModule.decrypt(attrs.ciphertext, attrs.key)

      break
    } catch (error) {
      // last key
      if (i + 1 >= length) {
        throw error
      }
      // try next key
    }
  }

  // Parse decrypted .env string
  return DotenvModule.parse(decrypted)
}

function _warn (message) {
  console.error(`\u26a0 ${message}`)
}

function _debug (message) {
  console.log(`\u2506 ${message}`)
}

function _log (message) {
  console.log(`\u25c7 ${message}`)
}

function _dotenvKey (options) {
  // prioritize developer directly setting options.DOTENV_KEY
  if (options && options.DOTENV_KEY && options.DOTENV_KEY.length > 0) {
    return options.DOTENV_KEY
  }

  // secondary infra already contains a DOTENV_KEY environment variable
  if (process.env.DOTENV_KEY && process.env.DOTENV_KEY.length > 0) {
    return process.env.DOTENV_KEY
  }

  // fallback to empty string
  return ''
}

function _instructions (result, dotenvKey) {
  // Parse DOTENV_KEY. Format is a URI
  let uri
  try {
    uri = new URL(dotenvKey)
  } catch (error) {
    if (error.code === 'ERR_INVALID_URL') {
      const err = new Error('INVALID_DOTENV_KEY: Wrong format. Must be in valid uri format like dotenv://:key_1234@dotenvx.com/vault/.env.vault?environment=development')
      err.code = 'INVALID_DOTENV_KEY'
      throw err
    }

    throw error
  }

  // Get decrypt key
  const key = uri.password
  if (!key) {
    const err = new Error('INVALID_DOTENV_KEY: Missing key part')
    err.code = 'INVALID_DOTENV_KEY'
    throw err
  }

  // Get environment
  const environment = uri.searchParams.get('environment')
  if (!environment) {
    const err = new Error('INVALID_DOTENV_KEY: Missing environment part')
    err.code = 'INVALID_DOTENV_KEY'
    throw err
  }

  // Get ciphertext payload
  const environmentKey = `DOTENV_VAULT_${environment.toUpperCase()}`
  const ciphertext = result.parsed[environmentKey] // DOTENV_VAULT_PRODUCTION
  if (!ciphertext) {
    const err = new Error(`NOT_FOUND_DOTENV_ENVIRONMENT: Cannot locate environment ${environmentKey} in your .env.vault file.`)
    err.code = 'NOT_FOUND_DOTENV_ENVIRONMENT'
    throw err
  }

  return { ciphertext, key }
}

function _vaultPath (options) {
  let possibleVaultPath = null

  if (options && options.path && options.path.length > 0) {
    if (Array.isArray(options.path)) {
      for (const filepath of options.path) {
        if (fs.existsSync(filepath)) {
          possibleVaultPath = filepath.endsWith('.vault') ? filepath : `${filepath}.vault`
        }
      }
    } else {
      possibleVaultPath = options.path.endsWith('.vault') ? options.path : `${options.path}.vault`
    }
  } else {
    possibleVaultPath = path.resolve(process.cwd(), '.env.vault')
  }

  if (fs.existsSync(possibleVaultPath)) {
    return possibleVaultPath
  }

  return null
}

function _resolveHome (envPath) {
  return envPath[0] === '~' ? path.join(os.homedir(), envPath.slice(1)) : envPath
}

function _configVault (options) {
  const debug = parseBoolean(process.env.DOTENV_CONFIG_DEBUG || (options && options.debug))
  const quiet = parseBoolean(process.env.DOTENV_CONFIG_QUIET || (options && options.quiet))

  if (debug || !quiet) {
    _log('loading env from encrypted .env.vault')
  }

  const parsed = DotenvModule._parseVault(options)

  let processEnv = process.env
  if (options && options.processEnv != null) {
    processEnv = options.processEnv
  }

  DotenvModule.populate(processEnv, parsed, options)

  return { parsed }
}

function configDotenv (options) {
  const dotenvPath = path.resolve(process.cwd(), '.env')
  let encoding = 'utf8'
  let processEnv = process.env
  if (options && options.processEnv != null) {
    processEnv = options.processEnv
  }
  let debug = parseBoolean(processEnv.DOTENV_CONFIG_DEBUG || (options && options.debug))
  let quiet = parseBoolean(processEnv.DOTENV_CONFIG_QUIET || (options && options.quiet))

  if (options && options.encoding) {
    encoding = options.encoding
  } else {
    if (debug) {
      _debug('no encoding is specified (UTF-8 is used by default)')
    }
  }

  let optionPaths = [dotenvPath] // default, look for .env
  if (options && options.path) {
    if (!Array.isArray(options.path)) {
      optionPaths = [_resolveHome(options.path)]
    } else {
      optionPaths = [] // reset default
      for (const filepath of options.path) {
        optionPaths.push(_resolveHome(filepath))
      }
    }
  }

  // Build the parsed data in a temporary object (because we need to return it).  Once we have the final
  // parsed data, we will combine it with process.env (or options.processEnv if provided).
  let lastError
  const parsedAll = {}
  for (const path of optionPaths) {
    try {
      // Specifying an encoding returns a string instead of a buffer
      const parsed = DotenvModule.parse(fs.readFileSync(path, { encoding }))

      DotenvModule.populate(parsedAll, parsed, options)
    } catch (e) {
      if (debug) {
        _debug(`failed to load ${path} ${e.message}`)
      }
      lastError = e
    }
  }

  const populated = DotenvModule.populate(processEnv, parsedAll, options)

  // handle user settings DOTENV_CONFIG_ options inside .env file(s)
  debug = parseBoolean(processEnv.DOTENV_CONFIG_DEBUG || debug)
  quiet = parseBoolean(processEnv.DOTENV_CONFIG_QUIET || quiet)

  if (debug || !quiet) {
    const keysCount = Object.keys(populated).length
    const shortPaths = []
    for (const filePath of optionPaths) {
      try {
        const relative = path.relative(process.cwd(), filePath)
        shortPaths.push(relative)
      } catch (e) {
        if (debug) {
          _debug(`failed to load ${filePath} ${e.message}`)
        }
        lastError = e
      }
    }

    _log(`injected env (${keysCount}) from ${shortPaths.join(',')} ${dim(`// tip: ${_getRandomTip()}`)}`)
  }

  if (lastError) {
    return { parsed: parsedAll, error: lastError }
  } else {
    return { parsed: parsedAll }
  }
}

// Populates process.env from .env file
function config (options) {
  // fallback to original dotenv if DOTENV_KEY is not set
  if (_dotenvKey(options).length === 0) {
    return DotenvModule.configDotenv(options)
  }

  const vaultPath = _vaultPath(options)

  // dotenvKey exists but .env.vault file does not exist
  if (!vaultPath) {
    _warn(`you set DOTENV_KEY but you are missing a .env.vault file at ${vaultPath}`)

    return DotenvModule.configDotenv(options)
  }

  return DotenvModule._configVault(options)
}

function decrypt (encrypted, keyStr) {
  const key = Buffer.from(keyStr.slice(-64), 'hex')
  let ciphertext = Buffer.from(encrypted, 'base64')

  const nonce = ciphertext.subarray(0, 12)
  const authTag = ciphertext.subarray(-16)
  ciphertext = ciphertext.subarray(12, -16)

  try {
    const aesgcm = crypto.createDecipheriv('aes-256-gcm', key, nonce)
    aesgcm.setAuthTag(authTag)
    return `${aesgcm.update(ciphertext)}${aesgcm.final()}`
  } catch (error) {
    const isRange = error instanceof RangeError
    const invalidKeyLength = error.message === 'Invalid key length'
    const decryptionFailed = error.message === 'Unsupported state or unable to authenticate data'

    if (isRange || invalidKeyLength) {
      const err = new Error('INVALID_DOTENV_KEY: It must be 64 characters long (or more)')
      err.code = 'INVALID_DOTENV_KEY'
      throw err
    } else if (decryptionFailed) {
      const err = new Error('DECRYPTION_FAILED: Please check your DOTENV_KEY')
      err.code = 'DECRYPTION_FAILED'
      throw err
    } else {
      throw error
    }
  }
}

// Populate process.env with parsed values
function populate (processEnv, parsed, options = {}) {
  const debug = Boolean(options && options.debug)
  const override = Boolean(options && options.override)
  const populated = {}

  if (typeof parsed !== 'object') {
    const err = new Error('OBJECT_REQUIRED: Please check the processEnv argument being passed to populate')
    err.code = 'OBJECT_REQUIRED'
    throw err
  }

  // Set process.env
  for (const key of Object.keys(parsed)) {
    if (Object.prototype.hasOwnProperty.call(processEnv, key)) {
      if (override === true) {
        processEnv[key] = parsed[key]
        populated[key] = parsed[key]
      }

      if (debug) {
        if (override === true) {
          _debug(`"${key}" is already defined and WAS overwritten`)
        } else {
          _debug(`"${key}" is already defined and was NOT overwritten`)
        }
      }
    } else {
      processEnv[key] = parsed[key]
      populated[key] = parsed[key]
    }
  }

  return populated
}

const DotenvModule = {
  configDotenv,
  _configVault,
  _parseVault,
  config,
  decrypt,
  parse,
  populate
}

module.exports.configDotenv = DotenvModule.configDotenv
module.exports._configVault = DotenvModule._configVault
module.exports._parseVault = DotenvModule._parseVault
module.exports.config = DotenvModule.config
module.exports.decrypt = DotenvModule.decrypt
module.exports.parse = DotenvModule.parse
module.exports.populate = DotenvModule.populate

module.exports = DotenvModule


/***/ }),

/***/ 770:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(218);


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var net = __nccwpck_require__(9278);
var tls = __nccwpck_require__(4756);
var http = __nccwpck_require__(8611);
var https = __nccwpck_require__(5692);
var events = __nccwpck_require__(4434);
var assert = __nccwpck_require__(2613);
var util = __nccwpck_require__(9023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
exports.debug = debug; // for test


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ Deadline),
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   ml: () => (/* binding */ systemClock)
/* harmony export */ });
// Owns time as a parameter: the Clock every wait, backoff and deadline takes (so tests run a
// 30-minute wait in milliseconds), and the Deadline that bounds a step.
/** The real clock, backed by `Date.now` and `setTimeout`. */
class SystemClock {
    now() {
        return Date.now();
    }
    sleep(ms, signal) {
        return new Promise((resolve, reject) => {
            if (signal?.aborted) {
                reject(abortReason(signal));
                return;
            }
            const onAbort = () => {
                clearTimeout(timer);
                reject(abortReason(signal));
            };
            const timer = setTimeout(() => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
            }, Math.max(0, ms));
            signal?.addEventListener('abort', onAbort, { once: true });
        });
    }
}
/** The real clock. */
const systemClock = new SystemClock();
/** The error a cancelled sleep or wait ends with: the signal's reason. */
function abortReason(signal) {
    const reason = signal?.reason;
    return reason instanceof Error ? reason : new Error('aborted');
}
/**
 * A point in time after which no request, retry or wait may continue. Created once per run
 * from `timeout-seconds`, so that retries and polling share one budget.
 */
class Deadline {
    clock;
    label;
    end;
    /**
     * @param clock the clock that measures it
     * @param at the absolute time (clock milliseconds) at which it expires
     */
    constructor(clock, at, 
    /** The input that set it, for messages: `timeout-seconds`, `smoke-timeout-seconds`. */
    label = 'timeout-seconds') {
        this.clock = clock;
        this.label = label;
        this.end = at;
    }
    /** A deadline `ms` milliseconds from now. */
    static after(clock, ms, label) {
        return new Deadline(clock, clock.now() + ms, label);
    }
    /** The absolute time (clock milliseconds) at which it expires. */
    get at() {
        return this.end;
    }
    /** Milliseconds left, never negative. */
    remainingMs() {
        return Math.max(0, this.end - this.clock.now());
    }
    /** Whether the deadline has passed. */
    expired() {
        return this.remainingMs() <= 0;
    }
    /**
     * Runs `fn` with at least `ms` milliseconds to go, even once the deadline has passed (to show
     * why a run ran out of time); afterwards the deadline is what it was.
     */
    async graced(ms, fn) {
        const end = this.end;
        this.end = Math.max(end, this.clock.now() + ms);
        try {
            return await fn();
        }
        finally {
            this.end = end;
        }
    }
    /**
     * Runs `fn` on its own time: the deadline moves back by as long as `fn` took, so work with a
     * budget of its own (the calls to GitHub) never eats into this one.
     */
    async excluding(fn) {
        const started = this.clock.now();
        try {
            return await fn();
        }
        finally {
            this.end += this.clock.now() - started;
        }
    }
}


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ formatElapsed),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   qY: () => (/* binding */ formatTimeOfDay)
/* harmony export */ });
// Owns how times are written for people: durations ("850 ms", "1.5 s", "1m 05s"), the elapsed
// column of the wait log ("[  1m05s]") and the time of day in UTC ("10:44:43").
/** `850` \u2192 `850 ms`; `1500` \u2192 `1.5 s`; `42_000` \u2192 `42 s`; `95_000` \u2192 `1m 35s`. */
function formatDuration(ms) {
    const safe = Math.max(0, ms);
    if (safe < 1000)
        return `${Math.round(safe)} ms`;
    if (safe < 60_000) {
        const s = safe / 1000;
        if (s >= 10 || Number.isInteger(s))
            return `${Math.round(s)} s`;
        return `${s.toFixed(1).replace(/\.0$/, '')} s`;
    }
    const { minutes, seconds } = minutesAndSeconds(safe);
    return `${minutes}m ${seconds}s`;
}
/** `65_000` \u2192 `[  1m05s]`: the time since a wait began, aligned for a column of lines. */
function formatElapsed(ms) {
    const { minutes, seconds } = minutesAndSeconds(Math.max(0, ms));
    return `[${`${minutes}m${seconds}s`.padStart(7)}]`;
}
/** Clock milliseconds as the time of day in UTC: `10:44:43`. */
function formatTimeOfDay(at) {
    return new Date(at).toISOString().slice(11, 19);
}
function minutesAndSeconds(ms) {
    const total = Math.round(ms / 1000);
    return { minutes: Math.floor(total / 60), seconds: String(total % 60).padStart(2, '0') };
}


/***/ }),

/***/ 4758:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ HttpStatusError),
/* harmony export */   Lx: () => (/* binding */ RedirectError),
/* harmony export */   Rw: () => (/* binding */ detailOf),
/* harmony export */   TT: () => (/* binding */ ResponseFormatError),
/* harmony export */   eQ: () => (/* binding */ withContext),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   j3: () => (/* binding */ DeadlineError),
/* harmony export */   wX: () => (/* binding */ TransportError)
/* harmony export */ });
/* unused harmony exports MAX_DETAIL_CHARS, addContext, ContextError */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(766);
// Owns the action's error classes and how they gain context as they rise: each carries the
// request and what the server said, so a message can say what, where and what to check.

/** The longest piece of a server's answer that an error message quotes. */
const MAX_DETAIL_CHARS = 1024;
/**
 * A response whose status is not the one the endpoint answers on success. Carries what a user
 * needs to act: the request, the status and what the server said about it.
 */
class HttpStatusError extends Error {
    name = 'HttpStatusError';
    method;
    path;
    status;
    detail;
    contentType;
    hint;
    retryAfterMs;
    constructor(failure) {
        const { method, path, status, detail, hint } = failure;
        super(`${method} ${path} returned HTTP ${status}${detail ? `: ${detail}` : ''}${hint ? ` (${hint})` : ''}`);
        this.method = method;
        this.path = path;
        this.status = status;
        this.detail = detail;
        this.contentType = failure.contentType;
        this.hint = hint;
        this.retryAfterMs = failure.retryAfterMs;
    }
}
class TransportError extends Error {
    name = 'TransportError';
    method;
    path;
    /** The system error code (`ECONNRESET`, ...) or `ETIMEDOUT` for our own timeout. */
    code;
    /**
     * Whether the server may have received and applied the request. A refused connection never
     * reached it; a reset or a timeout may have.
     */
    mayHaveReachedServer;
    constructor(options) {
        const { method, path, detail, cause } = options;
        super(`${method} ${path} failed: ${detail}`, cause === undefined ? undefined : { cause });
        this.method = method;
        this.path = path;
        this.code = options.code;
        this.mayHaveReachedServer = options.mayHaveReachedServer;
    }
}
/** A success response whose body is not what the endpoint returns. */
class ResponseFormatError extends Error {
    name = 'ResponseFormatError';
}
/** A redirect the client refuses to follow because it would carry the API key elsewhere. */
class RedirectError extends Error {
    name = 'RedirectError';
}
/** The run's deadline (`timeout-seconds`) passed before the work was done. */
class DeadlineError extends Error {
    name = 'DeadlineError';
}
/** The text of anything thrown, Error or not. */
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        // JSON.stringify returns undefined for undefined, functions and symbols.
        const json = JSON.stringify(error);
        return json === undefined ? String(error) : json;
    }
    catch {
        return String(error);
    }
}
/**
 * Runs `fn` and, when it throws, adds what we were doing to the message (`updating deployment
 * my-agent: PATCH ... returned HTTP 422: ...`). The original error stays as `cause`, and its class
 * is kept when it is one of ours so callers can still tell the failures apart.
 */
async function withContext(what, fn) {
    try {
        return await fn();
    }
    catch (error) {
        throw addContext(what, error);
    }
}
/** `error` with `what` in front of its message. */
function addContext(what, error) {
    const message = `${what}: ${errorMessage(error)}`;
    if (error instanceof Error) {
        const wrapped = new ContextError(message, error);
        return wrapped;
    }
    return new Error(message);
}
/** An error with context added; `cause` is the error it wraps. */
class ContextError extends Error {
    cause;
    name = 'ContextError';
    constructor(message, cause) {
        super(message, { cause });
        this.cause = cause;
    }
}
/** Short text of a server's error body: the `detail` of a JSON body, else the text itself. */
function detailOf(body, contentType) {
    const trimmed = body.trim();
    if (trimmed === '')
        return '';
    if (contentType.includes('json') || trimmed.startsWith('{')) {
        try {
            const parsed = JSON.parse(trimmed);
            const detail = jsonDetail(parsed);
            if (detail !== undefined)
                return cut(detail);
        }
        catch {
            // Not JSON after all: fall through to the raw text.
        }
    }
    if (contentType.includes('html') || /^<(!doctype|html)/i.test(trimmed)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
        const text = trimmed
            .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
        return cut(`an HTML page${title ? ` titled "${title}"` : ''}${text ? `: ${text}` : ''}`);
    }
    return cut(trimmed.replace(/\s+/g, ' '));
}
function jsonDetail(parsed) {
    if (typeof parsed !== 'object' || parsed === null)
        return undefined;
    const record = parsed;
    const detail = record.detail ?? record.message ?? record.error;
    if (typeof detail === 'string')
        return detail;
    if (Array.isArray(detail)) {
        // FastAPI validation errors: [{loc: ['body', 'name'], msg: 'field required', type}]
        return detail
            .map(item => {
            if (typeof item !== 'object' || item === null)
                return JSON.stringify(item);
            const { loc, msg } = item;
            const where = Array.isArray(loc) ? loc.map(String).join('.') : undefined;
            const text = typeof msg === 'string' ? msg : JSON.stringify(item);
            return where ? `${where}: ${text}` : text;
        })
            .join('; ');
    }
    const issues = issuesOf(detail);
    if (issues !== undefined)
        return issues;
    if (detail !== undefined)
        return JSON.stringify(detail);
    return JSON.stringify(parsed);
}
/** `{"name": "ZodError", "issues": [{path, message}]}` (the agent server's 400s) in one line. */
function issuesOf(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const { issues } = error;
    if (!Array.isArray(issues))
        return undefined;
    return issues
        .map(issue => {
        const { path, message } = (issue ?? {});
        const where = Array.isArray(path) && path.length > 0 ? `${path.map(String).join('.')}: ` : '';
        return `${where}${typeof message === 'string' ? message : JSON.stringify(issue)}`;
    })
        .join('; ');
}
function cut(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(text, MAX_DETAIL_CHARS);
}


/***/ }),

/***/ 2738:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  l: () => (/* binding */ Http)
});

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(4942);
// EXTERNAL MODULE: ./src/base/duration.ts
var duration = __nccwpck_require__(5937);
// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __nccwpck_require__(4758);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
;// CONCATENATED MODULE: external "node:https"
const external_node_https_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(7075);
;// CONCATENATED MODULE: ./src/base/http-exchange.ts
// Owns one HTTP exchange on node:http(s): sending the request with an abort signal, reading a
// bounded body, and turning socket failures into TransportError. No retries, no redirects.




/** Sends one request; resolves with the response as soon as its head arrives. */
function exchange(x) {
    const secure = x.url.protocol === 'https:';
    const options = {
        method: x.method,
        hostname: x.url.hostname.replace(/^\[|\]$/g, ''),
        port: x.url.port || (secure ? 443 : 80),
        path: x.url.pathname + x.url.search,
        headers: x.headers,
        agent: x.agent
    };
    return new Promise((resolve, reject) => {
        let responded = false;
        const request = (secure ? external_node_https_namespaceObject : external_node_http_).request(options, message => {
            responded = true;
            if (x.headersOnly)
                x.signal.removeEventListener('abort', onAbort);
            else
                message.once('close', () => {
                    x.signal.removeEventListener('abort', onAbort);
                });
            resolve({ status: message.statusCode ?? 0, headers: message.headers, body: message });
        });
        const onAbort = () => {
            request.destroy(abortError(x.signal, x.method, x.label));
        };
        request.on('error', (error) => {
            if (!responded)
                reject(toTransportError(error, { method: x.method, path: x.label, host: x.url.host }));
        });
        if (x.signal.aborted)
            onAbort();
        else
            x.signal.addEventListener('abort', onAbort, { once: true });
        if (x.body instanceof external_node_stream_.Readable) {
            x.body.on('error', error => request.destroy(error));
            x.body.pipe(request);
        }
        else
            request.end(x.body ?? undefined);
    });
}
/** The error a request is destroyed with when its signal aborts. */
function abortError(signal, method, path) {
    const reason = signal.reason;
    if (reason instanceof DOMException && reason.name === 'TimeoutError') {
        const detail = 'timed out waiting for the server';
        return new errors/* TransportError */.wX({
            method,
            path,
            code: 'ETIMEDOUT',
            detail,
            mayHaveReachedServer: true
        });
    }
    return reason instanceof Error ? reason : new Error('aborted');
}
/** The reason a signal aborted, as an Error. */
function cancelReason(signal) {
    const reason = signal.reason;
    return reason instanceof Error ? reason : new Error('cancelled');
}
/** One signal that aborts when any of `signals` does; undefined when there are none. */
function anySignal(signals) {
    const present = signals.filter((s) => s !== undefined);
    if (present.length <= 1)
        return present[0];
    return AbortSignal.any(present);
}
/** Reads a whole body of at most `read.limit` bytes as UTF-8 text. */
async function readBody(body, read) {
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of body) {
            const buffer = chunk;
            if (size + buffer.length > read.limit) {
                body.destroy();
                if (read.truncate) {
                    chunks.push(buffer.subarray(0, read.limit - size));
                    break;
                }
                throw new errors/* ResponseFormatError */.TT(`${read.method} ${read.path}: the response body is larger than ${read.limit} bytes; not read further`);
            }
            size += buffer.length;
            chunks.push(buffer);
        }
    }
    catch (error) {
        if (error instanceof errors/* ResponseFormatError */.TT || error instanceof errors/* TransportError */.wX)
            throw error;
        throw toTransportError(error, {
            method: read.method,
            path: read.path,
            midBody: true
        });
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** A socket failure as a {@link TransportError} that says whether the server may have acted. */
function toTransportError(error, where) {
    const { method, path, midBody = false, host } = where;
    if (error instanceof errors/* TransportError */.wX || !('code' in error || midBody))
        return error;
    const code = error.code ?? 'ECONNRESET';
    let text;
    if (code === 'ECONNREFUSED') {
        // Name the host: the fix is often the URL (a port, api-url) or a server that is not up.
        text = `the connection to ${host ?? 'the server'} was refused (nothing listens there: check the URL and that the server is up)`;
    }
    else if (midBody)
        text = 'the connection broke while the response was read';
    else if (code === 'ECONNRESET')
        text = 'the connection was reset before any response';
    else if (code === 'ENOTFOUND')
        text = `the host was not found (${error.message})`;
    else
        text = error.message;
    const mayHaveReachedServer = midBody || code !== 'ECONNREFUSED';
    return new errors/* TransportError */.wX({
        method,
        path,
        code,
        detail: text,
        mayHaveReachedServer,
        cause: error
    });
}

// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __nccwpck_require__(766);
;// CONCATENATED MODULE: ./src/base/json.ts


/** Parses JSON text with a schema; a failure names the endpoint and what was wrong. */
function parseJson(text, schema, endpoint) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        const shown = (0,base_text/* truncate */.xv)(text.trim().replace(/\s+/g, ' '), 80);
        throw new errors/* ResponseFormatError */.TT(`${endpoint} answered with a body that is not JSON${shown ? `: "${shown}"` : ' (empty)'}`);
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
        const problems = result.error.issues
            .slice(0, 5)
            .map(issue => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
            .join('; ');
        throw new errors/* ResponseFormatError */.TT(`${endpoint} answered with JSON of an unexpected shape: ${problems}`);
    }
    return result.data;
}

// EXTERNAL MODULE: ./src/base/objects.ts
var objects = __nccwpck_require__(7725);
// EXTERNAL MODULE: ./src/base/retry-policy.ts
var retry_policy = __nccwpck_require__(14);
// EXTERNAL MODULE: ./src/base/url-trust.ts
var url_trust = __nccwpck_require__(7191);
;// CONCATENATED MODULE: ./src/base/http.ts








const MAX_REDIRECTS = 5;
/** The only place an HTTP default is stated; merged once, in the constructor of {@link Http}. */
const HTTP_DEFAULTS = {
    requestTimeoutMs: 30_000,
    maxBodyBytes: 8 * 1024 * 1024,
    random: Math.random
};
const MAX_ERROR_BODY_BYTES = 64 * 1024;
/**
 * It takes its agents (and so the runner's proxy settings) from `@actions/http-client`, but not
 * its retries or redirects: those retry a POST that may have been applied, ignore
 * `Retry-After`, and forward `X-Api-Key` to whatever host a redirect names.
 */
class Http {
    client;
    origin;
    config;
    retry;
    secretHeaders;
    constructor(given) {
        // What was given, the defaults where it left a field out (or undefined).
        const config = { ...given, ...HTTP_DEFAULTS, ...(0,objects/* withoutUndefined */.r$)(given) };
        this.config = config;
        if (config.secretHeaders.length > 0)
            (0,url_trust/* assertMayCarryKey */.IK)(config.baseUrl);
        this.origin = new URL(config.baseUrl).origin;
        this.retry = (0,retry_policy/* retrySettings */.wP)(config.retry);
        this.secretHeaders = new Set(config.secretHeaders.map(name => name.toLowerCase()));
        this.client = new lib/* HttpClient */.Qq(config.userAgent, [], {
            allowRedirects: false,
            allowRetries: false,
            keepAlive: false
        });
    }
    /** Longest time one attempt may take until its response is read: a caller's last look. */
    get requestTimeoutMs() {
        return this.config.requestTimeoutMs;
    }
    /** Sends a request and reads the whole response, retrying as its policy allows. */
    async send(spec) {
        return this.withRetries(spec, undefined, async (signal) => {
            const response = await this.follow(spec, signal, false);
            const limit = this.config.maxBodyBytes;
            const text = await readBody(response.body, { ...spec, limit, truncate: false });
            return { status: response.status, headers: response.headers, text };
        });
    }
    /**
     * Sends a request and parses its JSON answer with `schema`. A body that is not JSON, or not of
     * the expected shape, fails with `endpoint` in the message.
     */
    async json(spec, schema, endpoint) {
        const response = await this.send(spec);
        return parseJson(response.text, schema, endpoint);
    }
    /**
     * Starts a request whose answer is a stream. Retries (policy `unstarted` unless the spec says
     * otherwise) only until a response begins; a 2xx body is then handed over, and the request is
     * never sent again.
     */
    async openStream(spec, options) {
        const streamSpec = { ...spec, retry: spec.retry ?? 'unstarted' };
        const response = await this.withRetries(streamSpec, options.signal, signal => this.follow(streamSpec, signal, true));
        const { body } = response;
        const cancel = anySignal([this.config.signal, options.signal]);
        if (cancel !== undefined) {
            const onCancel = () => {
                body.destroy(cancelReason(cancel));
            };
            if (cancel.aborted)
                onCancel();
            cancel.addEventListener('abort', onCancel, { once: true });
            body.once('close', () => {
                cancel.removeEventListener('abort', onCancel);
            });
        }
        body.socket.setTimeout(options.idleTimeoutMs, () => {
            const silence = `the stream sent nothing for ${(0,duration/* formatDuration */.a3)(options.idleTimeoutMs)}`;
            const { method, path } = spec;
            const where = { method, path, code: 'ETIMEDOUT', detail: silence };
            body.destroy(new errors/* TransportError */.wX({ ...where, mayHaveReachedServer: true }));
        });
        return response;
    }
    async withRetries(spec, extraSignal, attempt) {
        const policy = spec.retry ?? (0,retry_policy/* defaultPolicy */.G4)(spec.method);
        const cancel = anySignal([this.config.signal, extraSignal]);
        // Not pollUntil: a request retried is a resend, and past the deadline nothing is sent again
        // (no last look). The deadline's grace for a caller's last look is what lets one through.
        for (let attemptNo = 1;; attemptNo++) {
            const remaining = this.config.deadline?.remainingMs() ?? Infinity;
            if (remaining <= 0) {
                throw new errors/* DeadlineError */.j3(`${spec.method} ${spec.path} was not sent: the time allowed (${this.deadlineLabel()}) has run out`);
            }
            const limit = Math.min(spec.timeoutMs ?? Infinity, this.config.requestTimeoutMs, remaining);
            const timeout = AbortSignal.timeout(Math.max(1, limit));
            const signal = anySignal([timeout, cancel]) ?? timeout;
            let failure;
            try {
                return await attempt(signal);
            }
            catch (error) {
                if (cancel?.aborted)
                    throw cancelReason(cancel);
                if (!(error instanceof errors/* HttpStatusError */.F9 || error instanceof errors/* TransportError */.wX))
                    throw error;
                failure = error;
            }
            const leftMs = this.config.deadline?.remainingMs() ?? Infinity;
            const decision = (0,retry_policy/* retryDecision */.PQ)({ attempt: attemptNo, failure, policy, leftMs }, this.retry, this.config.random);
            if (!decision.retry)
                throw this.finalError(failure, decision.why);
            this.config.logger.info(`${failure.message}; trying again in ${(0,duration/* formatDuration */.a3)(decision.delayMs)} (attempt ${attemptNo + 1} of ${this.retry.attempts})`);
            await this.config.clock.sleep(decision.delayMs, cancel);
        }
    }
    /** The error a request ends with when it is not tried again. */
    finalError(failure, why) {
        if (why === 'retry-after' && failure instanceof errors/* HttpStatusError */.F9) {
            const asked = (0,duration/* formatDuration */.a3)(failure.retryAfterMs ?? 0);
            return new errors/* DeadlineError */.j3(`${failure.message}; the server asked to retry after ${asked}, past the time allowed (${this.deadlineLabel()})`, { cause: failure });
        }
        if (why === 'time') {
            return new errors/* DeadlineError */.j3(`${failure.message}; no time is left to retry (${this.deadlineLabel()})`, { cause: failure });
        }
        return failure;
    }
    deadlineLabel() {
        return this.config.deadline?.label ?? 'timeout-seconds';
    }
    /**
     * One request, following same-origin redirects. Resolves with the response, body unread,
     * when its status is expected; otherwise reads the body and throws {@link HttpStatusError}.
     */
    async follow(spec, signal, headersOnly) {
        let url = this.url(spec);
        let method = spec.method;
        let body = spec.body === undefined ? null : JSON.stringify(spec.body);
        for (let redirects = 0;; redirects++) {
            const started = this.config.clock.now();
            this.config.logger.debug(`\u2192 ${method} ${url.href} ${this.describeHeaders(spec, body)}`);
            const headers = this.headers(spec, body);
            const agent = this.client.getAgent(url.href);
            const label = spec.path;
            const response = await exchange({
                method,
                url,
                headers,
                body: spec.upload === undefined ? body : spec.upload.open(),
                label,
                agent,
                signal,
                headersOnly
            });
            this.config.logger.debug(`\u2190 ${response.status} ${method} ${url.pathname} in ${this.config.clock.now() - started} ms`);
            const location = response.headers.location;
            if (response.status >= 300 && response.status < 400 && location !== undefined) {
                response.body.resume();
                const next = this.redirectTarget(spec, method, response.status, new URL(location, url), redirects);
                if (response.status === 303) {
                    method = 'GET';
                    body = null;
                }
                url = next;
                continue;
            }
            if (spec.expect.includes(response.status))
                return response;
            throw await this.statusError(spec, response);
        }
    }
    /** Where a redirect leads, or a RedirectError when following it could leak the key. */
    redirectTarget(spec, method, status, next, redirects) {
        if (spec.upload !== undefined) {
            throw new errors/* RedirectError */.Lx(`${spec.method} ${spec.path} was redirected to ${next.origin}${next.pathname}; not followed: an upload's body is never sent along a redirect`);
        }
        if (next.origin !== this.origin) {
            throw new errors/* RedirectError */.Lx(`${spec.method} ${spec.path} was redirected to ${next.origin}${next.pathname}; not followed: the API key is only sent to ${this.origin}, the host you configured`);
        }
        if (redirects + 1 >= MAX_REDIRECTS) {
            throw new errors/* RedirectError */.Lx(`${spec.method} ${spec.path}: more than ${MAX_REDIRECTS} redirects`);
        }
        if (status !== 303 && status !== 307 && status !== 308 && method !== 'GET') {
            throw new errors/* RedirectError */.Lx(`${spec.method} ${spec.path} was answered with a ${status} redirect to ${next.pathname}; a ${method} is only sent again on a 307 or 308`);
        }
        return next;
    }
    headers(spec, body) {
        const headers = {
            accept: 'application/json',
            'user-agent': this.config.userAgent,
            ...this.config.headers,
            ...spec.headers
        };
        if (spec.upload !== undefined) {
            headers['content-type'] = spec.upload.contentType;
            headers['content-length'] = spec.upload.length;
        }
        else if (body !== null) {
            headers['content-type'] = 'application/json';
            headers['content-length'] = Buffer.byteLength(body);
        }
        return headers;
    }
    async statusError(spec, response) {
        const read = { ...spec, limit: MAX_ERROR_BODY_BYTES, truncate: true };
        const text = await readBody(response.body, read).catch(() => '');
        const contentType = response.headers['content-type'] ?? '';
        const failed = {
            method: spec.method,
            path: spec.path,
            status: response.status,
            detail: (0,errors/* detailOf */.Rw)(text, contentType),
            contentType
        };
        return new errors/* HttpStatusError */.F9({
            ...failed,
            hint: this.config.hint?.(failed),
            retryAfterMs: (0,retry_policy/* parseRetryAfter */.mu)(response.headers['retry-after'], this.config.clock.now())
        });
    }
    url(spec) {
        const url = new URL(this.config.baseUrl + spec.path);
        for (const [key, value] of Object.entries(spec.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(key, String(value));
        }
        return url;
    }
    /** Header names, and values except the secret ones: for debug logs. */
    describeHeaders(spec, body) {
        const headers = { ...this.config.headers, ...spec.headers };
        const shown = Object.entries(headers).map(([name, value]) => this.secretHeaders.has(name.toLowerCase()) ? `${name}: ***` : `${name}: ${value}`);
        const sent = spec.upload !== undefined
            ? ` + ${spec.upload.length} bytes of ${spec.upload.contentType}`
            : body === null
                ? ''
                : ` + ${Buffer.byteLength(body)} bytes of JSON`;
        return `{${shown.join(', ')}}${sent}`;
    }
}


/***/ }),

/***/ 7725:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _F: () => (/* binding */ fieldOf),
/* harmony export */   r$: () => (/* binding */ withoutUndefined),
/* harmony export */   to: () => (/* binding */ mapStrings)
/* harmony export */ });
// Owns reading plain records: dropping undefined fields so that spreading or sending a record
// keeps only what was given, reading a field of unknown JSON, and mapping every string in one.
/** `record` without its undefined fields. */
function withoutUndefined(record) {
    return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
/** `value[key]` when `value` is an object, else undefined: for reading unknown JSON. */
function fieldOf(value, key) {
    return typeof value === 'object' && value !== null
        ? value[key]
        : undefined;
}
/** A copy of plain data (records, arrays) with `fn` applied to every string in it. */
function mapStrings(value, fn) {
    if (typeof value === 'string')
        return fn(value);
    if (Array.isArray(value))
        return value.map(item => mapStrings(item, fn));
    if (typeof value !== 'object' || value === null)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, fn)]));
}


/***/ }),

/***/ 14:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G4: () => (/* binding */ defaultPolicy),
/* harmony export */   Ho: () => (/* binding */ mayHaveBeenApplied),
/* harmony export */   PQ: () => (/* binding */ retryDecision),
/* harmony export */   dg: () => (/* binding */ isTransient),
/* harmony export */   jo: () => (/* binding */ backoffMs),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   wP: () => (/* binding */ retrySettings)
/* harmony export */ });
/* unused harmony exports TRANSIENT_STATUSES, mayResend, MIN_ATTEMPT_MS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4758);
// Owns the answer to "try again?": which failures are transient or may have been applied, what
// may be resent under a policy, and how long to wait (full jitter). Every retry loop asks here.

/** Statuses worth another try: the server or a proxy was busy or briefly down. */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const GATEWAY_STATUSES = new Set([502, 503, 504]);
/** Network error codes that say the connection broke, not that the request was wrong. */
const TRANSIENT_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EPIPE',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'ECONNABORTED'
]);
/** Whether another attempt may meet a different fate: a busy server or a broken connection. */
function isTransient(failure) {
    if (failure instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX)
        return TRANSIENT_CODES.has(failure.code);
    return failure instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9 && TRANSIENT_STATUSES.has(failure.status);
}
/**
 * Whether a write that failed may nevertheless have been applied: the request may have reached
 * the server (a reset or a timeout, not a refused connection), or the server failed (5xx)
 * possibly after acting on it. Such a write is checked on the server before any resend.
 */
function mayHaveBeenApplied(failure) {
    if (failure instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX)
        return failure.mayHaveReachedServer;
    return failure instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9 && failure.status >= 500;
}
/** The policy of a method when the request does not name one. */
function defaultPolicy(method) {
    return method === 'GET' || method === 'PUT' || method === 'DELETE' ? 'idempotent' : 'unapplied';
}
/** Whether `failure` may be sent again under `policy`. */
function mayResend(failure, policy) {
    if (policy === 'never' || !isTransient(failure))
        return false;
    if (policy === 'idempotent')
        return true;
    if (failure instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9) {
        if (failure.status === 408 || failure.status === 429)
            return true;
        return policy === 'unstarted' && GATEWAY_STATUSES.has(failure.status);
    }
    if (!(failure instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX) || !failure.mayHaveReachedServer)
        return true;
    return policy === 'unstarted' && failure.code === 'ECONNRESET';
}
const RETRY_DEFAULTS = { attempts: 5, baseMs: 1000, capMs: 20_000 };
/** The only place a retry default is applied; everything below takes {@link RetrySettings}. */
function retrySettings(given = {}) {
    return {
        attempts: Math.max(1, given.attempts ?? RETRY_DEFAULTS.attempts),
        baseMs: given.baseMs ?? RETRY_DEFAULTS.baseMs,
        capMs: given.capMs ?? RETRY_DEFAULTS.capMs
    };
}
/**
 * Exponential backoff with full jitter: a random delay below min(cap, base\u00b72^(attempt-1)), so
 * that many runners retrying at once spread out instead of hitting the server together.
 */
function backoffMs(attempt, settings, random) {
    return Math.floor(random() * Math.min(settings.capMs, settings.baseMs * 2 ** (attempt - 1)));
}
/** Less time than this left is not worth another attempt. */
const MIN_ATTEMPT_MS = 100;
/** No retry is sent sooner than this after a failure: never more than ten requests a second. */
const MIN_RETRY_DELAY_MS = 100;
/**
 * The whole retry rule, pure: whether to try again and after how long. A server's
 * `Retry-After` wins (unless it is past the deadline); otherwise a full-jitter backoff,
 * shortened to half the time left so that one more attempt fits. Never sooner than
 * {@link MIN_RETRY_DELAY_MS}.
 */
function retryDecision(c, settings, random) {
    if (!mayResend(c.failure, c.policy))
        return { retry: false, why: 'not-retryable' };
    if (c.attempt >= settings.attempts)
        return { retry: false, why: 'attempts' };
    const asked = c.failure instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9 ? c.failure.retryAfterMs : undefined;
    if (asked !== undefined && asked >= c.leftMs)
        return { retry: false, why: 'retry-after' };
    const delayMs = Math.max(MIN_RETRY_DELAY_MS, asked ?? Math.min(backoffMs(c.attempt, settings, random), c.leftMs / 2));
    if (c.leftMs - delayMs < MIN_ATTEMPT_MS)
        return { retry: false, why: 'time' };
    return { retry: true, delayMs };
}
/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP date. Undefined when
 * absent or unreadable.
 */
function parseRetryAfter(header, now) {
    const value = (Array.isArray(header) ? header[0] : header)?.trim();
    if (value === undefined || value === '')
        return undefined;
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}


/***/ }),

/***/ 766:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ZH: () => (/* binding */ capitalize),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   hq: () => (/* binding */ nonEmpty),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// Owns the small shaping of message text: capitalising, folding onto one line, cutting to a
// length, quoting a user's value, and sizes in bytes.
/** `deployment "x"` \u2192 `Deployment "x"`. */
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** `text` with its line breaks (and the blanks around them) folded into single spaces. */
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
/** `text` cut to `max` characters with `\u2026` added, never splitting a surrogate pair. */
function truncate(text, max) {
    if (text.length <= max)
        return text;
    const high = text.charCodeAt(max - 1);
    const end = high >= 0xd800 && high <= 0xdbff ? max - 1 : max;
    return `${text.slice(0, end)}\u2026`;
}
/** A user's value quoted for an error message, cut to 100 characters. */
function quote(value) {
    return JSON.stringify(truncate(value, 100));
}
const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];
/** A byte count for people: "512 B", "1.5 KiB", "200 MiB", "12.3 MiB". */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    let value = bytes;
    let unit = 'B';
    for (const next of UNITS) {
        if (value < 1024)
            break;
        value /= 1024;
        unit = next;
    }
    const shown = value >= 100 ? value.toFixed(0) : value.toFixed(1);
    return `${shown.replace(/\.0$/, '')} ${unit}`;
}
/** The text trimmed, or undefined when nothing is left (an unset or blank variable). */
function nonEmpty(value) {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
}


/***/ }),

/***/ 5525:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ProxyAgent: () => (/* binding */ ProxyAgent),
/* harmony export */   fetch: () => (/* binding */ fetch),
/* harmony export */   loadUndici: () => (/* binding */ loadUndici)
/* harmony export */ });
let loaded;
/** Loads undici; call it before anything of the toolkit may use its `fetch` or `ProxyAgent`. */
async function loadUndici() {
    loaded ??= await __nccwpck_require__.e(/* import() */ 752).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6752, 19));
}
function undici() {
    if (loaded === undefined)
        throw new Error('undici was used before loadUndici() loaded it');
    return loaded;
}
/** undici's `fetch` (what `@actions/github` hands Octokit). */
const fetch = (...args) => undici().fetch(...args);
/** undici's `ProxyAgent` (what `@actions/http-client` builds for a proxy's dispatcher). */
const ProxyAgent = new Proxy(Object, {
    construct: (_target, args) => new (undici().ProxyAgent)(...args)
});


/***/ }),

/***/ 2607:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   kc: () => (/* binding */ logText),
/* harmony export */   xr: () => (/* binding */ annotationText)
/* harmony export */ });
/* unused harmony export MAX_LINE_CHARS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(766);
// Owns making text the action did not write safe to show: terminal escapes removed, control
// characters made visible, lines split and capped, runner commands stopped. The log's gate.


/** Longest line written to the log; a longer one is cut with `\u2026`. */
const MAX_LINE_CHARS = 4096;
/**
 * Terminal escape sequences: CSI (`ESC [` or the 8-bit `U+009B`, e.g. colours), OSC (`ESC ]`
 * up to BEL or `ESC \`, e.g. hyperlinks) and the two-character `ESC x` forms.
 */
const TERMINAL_ESCAPE = 
// eslint-disable-next-line no-control-regex
/(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
/** Every way a line can end for the runner (`\r\n`, a lone `\r`, `\n`) or for a viewer. */
const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;
/** Control characters (tab aside) and the bidirectional overrides that reorder what is shown. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/**
 * A line the runner may read as a command: `::` after any leading blanks (zero-width ones too),
 * or the legacy `##[` anywhere in it.
 */
const COMMAND_LIKE = /^[\s\u0085\u180e\u200b-\u200d\u2060\ufeff]*::|##\[/;
/** `text` without terminal escape sequences. */
function stripTerminalEscapes(text) {
    return text.replace(TERMINAL_ESCAPE, '');
}
/** `line` (no line breaks in it) with its control characters written out: `\x07`, `\u202e`. */
function visibleControls(line) {
    return line.replace(INVISIBLE, char => {
        const code = char.charCodeAt(0);
        return code <= 0xff
            ? `\\x${code.toString(16).padStart(2, '0')}`
            : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}
/** The lines of `text` as a reader sees them: no escapes, no invisible controls. */
function cleanLines(text) {
    return stripTerminalEscapes(text).split(LINE_BREAK).map(visibleControls);
}
/**
 * Text from outside on one line, fit to show anywhere (a Markdown cell, a GitHub deployment's
 * description): terminal escapes removed, controls made visible, line breaks made spaces.
 */
function plainLine(text) {
    return cleanLines(text).join(' ');
}
/**
 * The lines of a message as the log shows them: split where the runner would split them, terminal
 * escapes removed, controls made visible, long lines cut. Nothing else changes.
 */
function logLines(text) {
    return cleanLines(text).map(line => (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(line, MAX_LINE_CHARS));
}
/**
 * A message for a command's data (an annotation, a debug line, a group name): {@link logLines}
 * joined with `\n`. The toolkit escapes a command's data, so nothing in it can start another.
 */
function annotationText(text) {
    return logLines(text).join('\n');
}
/** A stop token: 32 random hex digits, never derived from the text it guards. */
const randomToken = () => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replace(/-/g, '');
/**
 * The gate every plain log line passes: {@link logLines}, and where any line could act as a
 * workflow command, the whole message between the runner's own `::stop-commands::<token>` and
 * `::<token>::`, so the runner prints it as it is and acts on none of it. The token is new each
 * time and never one found in the text (the runner resumes on it in any case).
 */
function logText(text, newToken = randomToken) {
    const lines = logLines(text);
    const body = lines.join('\n');
    if (!lines.some(line => COMMAND_LIKE.test(line)))
        return body;
    const lower = body.toLowerCase();
    let token = newToken();
    while (lower.includes(token.toLowerCase()))
        token = newToken();
    return `::stop-commands::${token}\n${body}\n::${token}::`;
}


/***/ }),

/***/ 7191:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dl: () => (/* binding */ parseUrl),
/* harmony export */   IK: () => (/* binding */ assertMayCarryKey),
/* harmony export */   IS: () => (/* binding */ agentUrlProblem),
/* harmony export */   L7: () => (/* binding */ showableUrl),
/* harmony export */   es: () => (/* binding */ keyedBaseUrlProblem),
/* harmony export */   iR: () => (/* binding */ plainHttpProblem),
/* harmony export */   q$: () => (/* binding */ isHttpUrl),
/* harmony export */   qT: () => (/* binding */ normalizeBaseUrl),
/* harmony export */   zT: () => (/* binding */ httpUrlText)
/* harmony export */ });
/* unused harmony export isLoopback */
// Owns where the API key may be sent: https, or plain http to this machine only; no user name,
// password, query or fragment in a base URL; to an agent only on a host the user pointed at.
// Inputs, HTTP, the smoke step and the URLs shown to people all ask here.
/** Hosts to which the API key may travel over plain http: this machine only. */
function isLoopback(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
/** `text` as a URL, or undefined when it is not one. */
function parseUrl(text) {
    return URL.canParse(text) ? new URL(text) : undefined;
}
/** Whether the URL is http(s). */
function isHttpUrl(url) {
    return url.protocol === 'https:' || url.protocol === 'http:';
}
/**
 * Why a request carrying the API key must not go to `url`, or undefined when it may:
 * only https, or http to this machine.
 */
function plainHttpProblem(url) {
    if (url.protocol !== 'http:' || isLoopback(url.hostname))
        return undefined;
    return 'must use https:// (plain http:// would send the API key unencrypted; it is allowed only for localhost)';
}
/**
 * Why `url` cannot be a base URL that receives the API key, or undefined when it can: it must
 * pass {@link plainHttpProblem} and name no credentials, query or fragment.
 */
function keyedBaseUrlProblem(url) {
    const plain = plainHttpProblem(url);
    if (plain !== undefined)
        return plain;
    if (url.username !== '' || url.password !== '')
        return 'must not contain a user name or password';
    if (url.search !== '' || url.hash !== '') {
        return 'must not contain a query or fragment: give the base URL only';
    }
    return undefined;
}
/** A base URL in the one form requests are built from: origin and path, no trailing slash. */
function normalizeBaseUrl(url) {
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
/**
 * The last line of defence under every client: throws unless a request carrying credentials
 * may go to `baseUrl`, whatever the URL's source (an input or a server's answer).
 */
function assertMayCarryKey(baseUrl) {
    const url = parseUrl(baseUrl);
    if (url === undefined || !isHttpUrl(url)) {
        throw new Error(`refusing to send credentials to "${baseUrl}": not an http(s) URL`);
    }
    if (plainHttpProblem(url) !== undefined) {
        throw new Error(`refusing to send credentials over plain http to ${url.origin}: only https, or http to localhost`);
    }
}
/**
 * `text` when it is a URL fit to show people: absolute, without blanks or credentials, and https
 * (or http to this machine). Else undefined.
 */
function showableUrl(text) {
    const url = httpUrlText(text);
    return url === undefined || plainHttpProblem(new URL(url)) !== undefined ? undefined : url;
}
/**
 * `text` when it is an absolute http(s) URL without blanks or credentials (fit to hand to the
 * next step as an output), else undefined.
 */
function httpUrlText(text) {
    const trimmed = text?.trim();
    if (!trimmed || /\s/.test(trimmed))
        return undefined;
    const url = parseUrl(trimmed);
    if (url === undefined || !isHttpUrl(url) || url.username !== '' || url.password !== '') {
        return undefined;
    }
    return trimmed;
}
/** A host name as compared: lower case, brackets of IPv6 and a final dot removed. */
function hostKey(hostname) {
    return hostname
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '')
        .toLowerCase();
}
/**
 * Why a smoke run carrying the API key must not go to `text`, an agent URL that the control plane
 * named (not the user), or undefined when it may: an http(s) URL, https or plain http to this
 * machine only, on one of the platform's hosts (exactly, or under one of its agent suffixes) or
 * one listed in `trusted-hosts`. Decided before anything is sent, so a refused host never even
 * gets a connection. The text names the input that would allow it.
 */
function agentUrlProblem(text, allowed) {
    const url = parseUrl(text);
    if (url === undefined || !isHttpUrl(url)) {
        return `the deployment's URL "${text}" is not an http(s) URL; set input 'deployment-url'`;
    }
    if (plainHttpProblem(url) !== undefined) {
        return `the deployment's URL ${text} is plain http; the API key is only sent over https (or to localhost). Set input 'deployment-url' to its https URL`;
    }
    const host = hostKey(url.hostname);
    const exact = [...allowed.hosts, ...allowed.trusted].map(hostKey);
    if (exact.includes(host))
        return undefined;
    if (allowed.suffixes.some(suffix => host.endsWith(suffix) && host.length > suffix.length)) {
        return undefined;
    }
    return `the control plane gives the agent URL ${text}, but its host ${host} is not one of the platform's and not listed in input 'trusted-hosts'; the API key is only sent to hosts you named. If ${host} is yours, add it to 'trusted-hosts' (or set 'deployment-url')`;
}


/***/ }),

/***/ 9556:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J0: () => (/* binding */ secretsWithheld),
/* harmony export */   S0: () => (/* binding */ githubContextFromEnv)
/* harmony export */ });
/* unused harmony exports DEFAULT_GITHUB_API_URL, GitHubContextError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4758);
/* harmony import */ var _base_objects_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7725);
// Owns what the GitHub integration knows of the workflow run, read once from the runner's
// environment: repository, commit, event, pull request, API and run URLs, withheld secrets.



/** Public GitHub's REST API, used when the runner does not say otherwise. */
const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/** Events whose payload names a pull request whose head is what gets deployed. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/**
 * Pull request events that GitHub runs without the repository's secrets when the pull request
 * comes from a fork (pull_request_target runs in the base repository, with them).
 */
const FORK_WITHOUT_SECRETS_EVENTS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment'
]);
/** The login GitHub gives Dependabot (GITHUB_ACTOR of the runs it starts). */
const DEPENDABOT_ACTOR = 'dependabot[bot]';
/** The runner's environment lacks what the GitHub integration needs. */
class GitHubContextError extends Error {
    name = 'GitHubContextError';
}
/**
 * Reads the workflow run's context from the runner's environment (`GITHUB_*` variables and the
 * event payload at `GITHUB_EVENT_PATH`). Throws {@link GitHubContextError} naming what is missing
 * when the repository or the commit cannot be known, or when a pull request event's payload
 * cannot be read (the deployment would otherwise be made for the wrong commit).
 */
function githubContextFromEnv(env) {
    const repository = env.GITHUB_REPOSITORY?.trim() ?? '';
    const [owner, repo, ...rest] = repository.split('/');
    if (!owner || !repo || rest.length > 0) {
        throw new GitHubContextError(`GITHUB_REPOSITORY must be "owner/repo", got ${JSON.stringify(repository)}`);
    }
    const eventName = env.GITHUB_EVENT_NAME?.trim() ?? '';
    const apiUrl = trimSlashes(env.GITHUB_API_URL) || DEFAULT_GITHUB_API_URL;
    const serverUrl = trimSlashes(env.GITHUB_SERVER_URL) || 'https://github.com';
    const runId = env.GITHUB_RUN_ID?.trim() || undefined;
    const attempt = Number(env.GITHUB_RUN_ATTEMPT);
    const runUrl = runId === undefined
        ? undefined
        : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`;
    const base = {
        apiUrl,
        serverUrl,
        repository: { owner, repo },
        eventName,
        ref: env.GITHUB_REF?.trim() ?? '',
        runId,
        runUrl
    };
    if (PULL_REQUEST_EVENTS.has(eventName)) {
        const pr = readPullRequest(env.GITHUB_EVENT_PATH);
        return { ...base, sha: pr.headSha, prNumber: pr.number, headRef: pr.headRef };
    }
    const sha = env.GITHUB_SHA?.trim() ?? '';
    if (sha === '')
        throw new GitHubContextError('GITHUB_SHA is not set');
    return { ...base, sha };
}
/**
 * Whether GitHub withheld the repository's secrets from this run: one started by Dependabot
 * (it gets Dependabot's secrets instead), or one for a pull request from a fork (its head
 * repository is not this one). Undefined when neither, or when the environment cannot tell.
 */
function secretsWithheld(env) {
    if (env.GITHUB_ACTOR?.trim() === DEPENDABOT_ACTOR)
        return 'dependabot';
    if (!FORK_WITHOUT_SECRETS_EVENTS.has(env.GITHUB_EVENT_NAME?.trim() ?? ''))
        return undefined;
    const repository = env.GITHUB_REPOSITORY?.trim().toLowerCase();
    let payload;
    try {
        payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
    }
    catch {
        return undefined;
    }
    const head = (0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)((0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)((0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)((0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)(payload, 'pull_request'), 'head'), 'repo'), 'full_name');
    if (typeof head !== 'string' || !repository)
        return undefined;
    return head.toLowerCase() === repository ? undefined : 'fork';
}
/** The pull request of a pull request event's payload. */
function readPullRequest(path) {
    if (!path)
        throw new GitHubContextError('GITHUB_EVENT_PATH is not set on a pull request event');
    let payload;
    try {
        payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch (error) {
        throw new GitHubContextError(`could not read the event payload at GITHUB_EVENT_PATH (${path}): ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
    }
    const pr = (0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)(payload, 'pull_request');
    const number = (0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)(pr, 'number');
    const head = (0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)(pr, 'head');
    const headSha = (0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)(head, 'sha');
    const headRef = (0,_base_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldOf */ ._F)(head, 'ref');
    if (typeof number !== 'number' || !Number.isInteger(number) || typeof headSha !== 'string') {
        throw new GitHubContextError(`the event payload at GITHUB_EVENT_PATH (${path}) has no pull_request.number and pull_request.head.sha`);
    }
    return { number, headSha, headRef: typeof headRef === 'string' ? headRef : undefined };
}
function trimSlashes(url) {
    return (url ?? '').trim().replace(/\/+$/, '');
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 4942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Qq: () => (/* binding */ HttpClient)
});

// UNUSED EXPORTS: Headers, HttpClientError, HttpClientResponse, HttpCodes, MediaTypes, getProxyUrl, isHttps

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(8611);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(5692);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(770);
// EXTERNAL MODULE: ./src/base/undici.ts
var undici = __nccwpck_require__(5525);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/index.js
/* eslint-disable @typescript-eslint/no-explicit-any */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function lib_getProxyUrl(serverUrl) {
    const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? external_https_namespaceObject : external_http_namespaceObject;
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        // gives handlers an opportunity to participate
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __nccwpck_require__(6982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(6928);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(4942);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/auth.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
class BasicCredentialHandler {
    constructor(username, password) {
        this.username = username;
        this.password = password;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class auth_BearerCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Bearer ${this.token}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class PersonalAccessTokenCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
//# sourceMappingURL=auth.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/oidc-utils.js
var oidc_utils_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



class oidc_utils_OidcClient {
    static createHttpClient(allowRetry = true, maxRetry = 10) {
        const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
        };
        return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
    }
    static getRequestToken() {
        const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
        if (!token) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
        }
        return token;
    }
    static getIDTokenUrl() {
        const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
        if (!runtimeUrl) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
        }
        return runtimeUrl;
    }
    static getCall(id_token_url) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            var _a;
            const httpclient = oidc_utils_OidcClient.createHttpClient();
            const res = yield httpclient
                .getJson(id_token_url)
                .catch(error => {
                throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
            });
            const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
            if (!id_token) {
                throw new Error('Response json body do not have ID Token field');
            }
            return id_token;
        });
    }
    static getIDToken(audience) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            try {
                // New ID Token is requested from action service
                let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
                if (audience) {
                    const encodedAudience = encodeURIComponent(audience);
                    id_token_url = `${id_token_url}&audience=${encodedAudience}`;
                }
                debug(`ID token url is ${id_token_url}`);
                const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
                setSecret(id_token);
                return id_token;
            }
            catch (error) {
                throw new Error(`Error message: ${error.message}`);
            }
        });
    }
}
//# sourceMappingURL=oidc-utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: external "string_decoder"
var external_string_decoder_ = __nccwpck_require__(3193);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(4434);
;// CONCATENATED MODULE: external "child_process"
const external_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
// EXTERNAL MODULE: external "assert"
var external_assert_ = __nccwpck_require__(2613);
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open: io_util_open, readdir, rename, rm, rmdir, stat, symlink, unlink } = external_fs_.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        const result = yield fs.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = external_fs_.constants.O_RDONLY;
function exists(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return io_util_awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = external_path_.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = external_path_.dirname(filePath);
                        const upperName = external_path_.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = external_path_.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io.js
var io_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path.join(dest, path.basename(source))
            : dest;
        if (!(yield ioUtil.exists(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield ioUtil.stat(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield io_copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (ioUtil.IS_WINDOWS) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield ioUtil.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        ok(fsPath, 'a path argument must be provided');
        yield ioUtil.mkdir(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (IS_WINDOWS) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (IS_WINDOWS && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(external_path_.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (isRooted(tool)) {
            const filePath = yield tryGetExecutablePath(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(external_path_.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(external_path_.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield tryGetExecutablePath(external_path_.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield ioUtil.readdir(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield ioUtil.lstat(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield io_copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
    });
}
// Buffered file copy
function io_copyFile(srcFile, destFile, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield ioUtil.lstat(destFile);
                yield ioUtil.unlink(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield ioUtil.chmod(destFile, '0666');
                    yield ioUtil.unlink(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield ioUtil.readlink(srcFile);
            yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
        }
        else if (!(yield ioUtil.exists(destFile)) || force) {
            yield ioUtil.copyFile(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map
;// CONCATENATED MODULE: external "timers"
const external_timers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var toolrunner_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const toolrunner_IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (toolrunner_IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return toolrunner_awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!isRooted(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (toolrunner_IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield which(this.toolPath, true);
            return new Promise((resolve, reject) => toolrunner_awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield exists(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_namespaceObject.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_namespaceObject.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec_exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = tr.argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new tr.ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new StringDecoder('utf8');
        const stderrDecoder = new StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec_exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function core_setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function core_debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function core_group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map
;// CONCATENATED MODULE: ./src/base/cancel.ts
// Owns cancellation: the signal that aborts when the runner cancels the workflow (SIGINT,
// then SIGTERM), and the hard exit that follows if anything still holds the process.

/**
 * A signal that aborts when the workflow is cancelled: the runner sends SIGINT, then SIGTERM.
 * The run then settles a revision-making write the cancel cut off, reports where it got to
 * (and, with `on-cancel: interrupt`, interrupts its revision) and exits; should anything still
 * hold the process, it exits anyway after `graceMs`, inside the 7.5 s the runner waits between
 * SIGINT and SIGTERM (run/interrupt.ts bounds its reads and its interrupt to 6 s in all).
 */
function cancelOnSignals(graceMs = 7000) {
    const controller = new AbortController();
    const cancel = (signal) => {
        if (controller.signal.aborted)
            return;
        controller.abort(new Error(`cancelled (${signal})`));
        setTimeout(() => {
            process.exit(ExitCode.Failure);
        }, graceMs).unref();
    };
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    return controller.signal;
}

// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __nccwpck_require__(4758);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __nccwpck_require__(2607);
;// CONCATENATED MODULE: ./src/base/log.ts
// Owns the Logger: the action's only way to write to the log. Every message is redacted, then
// passes the gate of untrusted.ts, so no call site can print a secret or a runner command.


/** A {@link Logger} that writes through `@actions/core`, each message redacted and gated. */
function actionsLogger(redactor) {
    /** A plain log line: the runner could read a command in it. */
    const safe = (message) => (0,untrusted/* logText */.kc)(redactor.redact(message));
    /** A command's data, which the toolkit escapes. */
    const data = (message) => (0,untrusted/* annotationText */.xr)(redactor.redact(message));
    /** One line: titles and group names cannot hold a line break. */
    const oneLine = (text) => (0,untrusted/* logLines */.OG)(redactor.redact(text)).join(' ');
    const props = (properties) => {
        if (properties === undefined)
            return {};
        const { title, file } = properties;
        return {
            ...properties,
            ...(title === undefined ? {} : { title: oneLine(title) }),
            ...(file === undefined ? {} : { file: oneLine(file) })
        };
    };
    /** Whether a group is open: the runner shows one at a time. */
    let open = false;
    const group = async (name, fn) => {
        if (open) {
            info(`${oneLine(name)}:`);
            return fn();
        }
        open = true;
        try {
            return await core_group(oneLine(name), fn);
        }
        finally {
            open = false;
        }
    };
    return {
        info: message => {
            info(safe(message));
        },
        debug: message => {
            core_debug(data(message));
        },
        notice: message => {
            notice(data(message));
        },
        warning: (message, properties) => {
            warning(data(message), props(properties));
        },
        error: (message, properties) => {
            error(data(message), props(properties));
        },
        fail: message => {
            setFailed(data(message));
        },
        group
    };
}
/** A {@link Logger} that writes nothing, for clients used outside the action. */
const silentLogger = {
    info: () => undefined,
    debug: () => undefined,
    notice: () => undefined,
    warning: () => undefined,
    error: () => undefined,
    fail: () => undefined,
    group: (_name, fn) => fn()
};
/**
 * `logger` with `prefix` before each line, for work that runs side by side (the smoke cases);
 * groups cannot interleave, so a group is only its lines, prefixed.
 */
function prefixedLogger(logger, prefix) {
    const add = (message) => message
        .split('\n')
        .map(line => `${prefix}${line}`)
        .join('\n');
    return {
        info: message => {
            logger.info(add(message));
        },
        debug: message => {
            logger.debug(add(message));
        },
        notice: message => {
            logger.notice(add(message));
        },
        warning: (message, properties) => {
            logger.warning(add(message), properties);
        },
        error: (message, properties) => {
            logger.error(add(message), properties);
        },
        fail: message => {
            logger.fail(add(message));
        },
        group: (name, fn) => {
            logger.info(add(name));
            return fn();
        }
    };
}

;// CONCATENATED MODULE: ./src/base/redact.ts
// Owns the secrets of a run: which values can be masked without corrupting the log, registering
// each with the runner's masker in every form it may reappear in, and removing them from text.

const MASK = '***';
/** Shorter values are not masked: masking `1` or `true` would blot them out of every line. */
const MIN_MASKED_CHARS = 6;
/** Words and numbers that appear in ordinary text, so masking them would corrupt it. */
const PLAIN_WORD = /^(?:true|false|yes|no|on|off|null|none|nil|undefined|[-+]?\d{1,9}(?:\.\d+)?)$/i;
/** Why `value` cannot be masked safely, or undefined when it can. */
function unmaskableReason(value) {
    if (value.length < MIN_MASKED_CHARS)
        return `shorter than ${MIN_MASKED_CHARS} characters`;
    if (PLAIN_WORD.test(value))
        return 'a plain word or number that ordinary text contains';
    return undefined;
}
/**
 * The forms in which a secret can reappear in text: as given, JSON-escaped, URL-encoded, and in
 * base64 and base64url, whole and at each of the three byte offsets it can take inside a longer
 * encoded string (only the characters that depend on the secret alone).
 */
function secretForms(value) {
    const bytes = Buffer.from(value, 'utf8');
    const forms = [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
    for (const encoding of ['base64', 'base64url']) {
        forms.push(bytes.toString(encoding), bytes.toString(encoding).replace(/=+$/, ''));
        for (const shift of [0, 1, 2]) {
            const shifted = Buffer.concat([Buffer.alloc(shift), bytes]).toString(encoding);
            // Characters that mix in bytes before the secret (the first 4\u00b7shift/3) or after its end.
            const start = shift === 0 ? 0 : shift + 1;
            const end = Math.floor(((shift + bytes.length) * 8) / 6);
            forms.push(shifted.slice(start, end));
        }
    }
    return [...new Set(forms)].filter(form => form.length >= MIN_MASKED_CHARS);
}
/**
 * Knows every secret of the run and removes it from text before the text is shown anywhere.
 * The runner masks registered secrets in the log, but not in every place we write (and not at all
 * when the bundle is driven outside a runner), so every line, error and summary passes through
 * {@link Redactor.redact} first.
 */
class Redactor {
    secrets = new Set();
    pattern;
    /**
     * Registers a secret, trimmed: masks each of its {@link secretForms} with the runner
     * (`core.setSecret`) and remembers them. Returns false, registering nothing, when the value
     * cannot be masked safely ({@link unmaskableReason}); the caller says so.
     */
    add(value) {
        const trimmed = value?.trim() ?? '';
        if (trimmed === '')
            return true;
        if (unmaskableReason(trimmed) !== undefined)
            return false;
        for (const form of secretForms(trimmed)) {
            if (this.secrets.has(form))
                continue;
            this.secrets.add(form);
            core_setSecret(form);
        }
        this.pattern = undefined;
        return true;
    }
    /** Whether `text` holds any registered secret. */
    holdsSecret(text) {
        return this.redact(text) !== text;
    }
    /** `text` with every known secret replaced by `***`. */
    redact(text) {
        if (this.secrets.size === 0)
            return text;
        this.pattern ??= new RegExp([...this.secrets]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'), 'g');
        return text.replace(this.pattern, MASK);
    }
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __nccwpck_require__(766);
;// CONCATENATED MODULE: ./src/control-plane/hosts.ts
// Owns where LangSmith lives: the control-plane and UI hosts of each cloud region, the hosts its
// agents are served from, and the page of a deployment in the LangSmith UI (cloud or self-hosted).
/** The LangSmith cloud, per data region: its control plane and its UI. */
const CLOUD = {
    us: { api: 'https://api.host.langchain.com', ui: 'https://smith.langchain.com' },
    eu: { api: 'https://eu.api.host.langchain.com', ui: 'https://eu.smith.langchain.com' },
    apac: { api: 'https://apac.api.host.langchain.com', ui: 'https://apac.smith.langchain.com' },
    aws: { api: 'https://aws.api.host.langchain.com', ui: 'https://aws.smith.langchain.com' }
};
/** The regions, for input parsing. */
const REGIONS = Object.keys(CLOUD);
/** The control-plane host of a cloud region. */
function cloudApiUrl(region) {
    return CLOUD[region].api;
}
/** The cloud region whose control plane `apiUrl` is; undefined for any other host (self-hosted). */
function cloudRegionOf(apiUrl) {
    let host;
    try {
        host = new URL(apiUrl).hostname.toLowerCase();
    }
    catch {
        return undefined;
    }
    return REGIONS.find(region => new URL(CLOUD[region].api).hostname === host);
}
/** Agents of the LangSmith cloud are served under this domain (`my-agent-1234.us.langgraph.app`). */
const CLOUD_AGENT_SUFFIXES = ['.langgraph.app'];
/**
 * The platform's hosts, to which the API key may go with a smoke run at an agent URL the control
 * plane named: on the cloud, its agent domain and the region's API host; self-hosted, the host of
 * `api-url` only.
 */
function platformHosts(options) {
    const apiHost = new URL(options.apiUrl).hostname;
    if (options.customApiUrl)
        return { hosts: [apiHost], suffixes: [] };
    return {
        hosts: [...new Set([apiHost, new URL(CLOUD[options.region].api).hostname])],
        suffixes: [...CLOUD_AGENT_SUFFIXES]
    };
}
/**
 * The deployment's page in the LangSmith UI: on the cloud, the UI host of the region whose
 * control plane `apiUrl` is; self-hosted, the control-plane URL without its `/api-host`.
 */
function dashboardUrl(options) {
    const region = cloudRegionOf(options.apiUrl);
    const host = region === undefined
        ? options.apiUrl.replace(/\/+$/, '').replace(/\/api-host$/, '')
        : CLOUD[region].ui;
    return `${host}/o/${encodeURIComponent(options.tenantId)}/host/deployments/${encodeURIComponent(options.deploymentId)}`;
}

;// CONCATENATED MODULE: ./src/control-plane/deployments.ts
// Owns what a deployment's record says beyond its revisions: where its agent is served (as the
// control plane names it) and its page in the LangSmith UI, as plain facts for the report.

/**
 * The agent server's URL as the control plane names it: `source_config.custom_url` (the
 * schema's field, filled by the service), else the top-level `url` some installs send.
 */
function agentUrlOf(deployment) {
    const custom = deployment.source_config?.custom_url;
    if (custom)
        return { url: custom, field: 'source_config.custom_url' };
    if (deployment.url)
        return { url: deployment.url, field: 'url' };
    return undefined;
}
/** The agent server's URL ('' when the control plane names none). */
function agentUrl(deployment) {
    return agentUrlOf(deployment)?.url ?? '';
}
/**
 * The facts of `deployment` for the report: its agent URL and its page in the UI of the
 * control plane at `apiUrl` (the workspace when the record names no tenant).
 */
function deploymentFacts(deployment, where) {
    const named = agentUrlOf(deployment);
    return {
        id: deployment.id,
        name: deployment.name,
        url: named?.url ?? '',
        urlField: named?.field,
        dashboardUrl: dashboardUrl({
            apiUrl: where.apiUrl,
            tenantId: deployment.tenant_id ?? where.workspaceId,
            deploymentId: deployment.id
        })
    };
}

;// CONCATENATED MODULE: ./src/base/repository.ts
// Owns "the same repository": a repository URL's key (host, owner and name, case-insensitive; a
// `.git` and a trailing `/` ignored), and whether a repository is on github.com.
/** The one host LangSmith's GitHub app reaches. */
const GITHUB_COM = 'github.com';
/**
 * `host/owner/name`, lower-cased, of a repository URL (`https://host/owner/name`, with or
 * without `.git` and a trailing `/`, or `git@host:owner/name`); undefined for anything else. The
 * scheme, a user name and a port of 443 do not count: one repository, however it is written.
 */
function repositoryKey(url) {
    const parts = repositoryParts(url?.trim());
    if (parts === undefined)
        return undefined;
    const [host, owner, name] = parts.map(part => part.toLowerCase());
    const bare = name?.replace(/\.git$/, '');
    if (!host || !owner || !bare)
        return undefined;
    return `${host.replace(/^www\./, '')}/${owner}/${bare}`;
}
/** Whether two repository URLs name one repository; false when either is not one. */
function sameRepository(a, b) {
    const key = repositoryKey(a);
    return key !== undefined && key === repositoryKey(b);
}
/** The host a repository URL names (`github.com`, `ghe.corp.test`); undefined when not one. */
function repositoryHost(url) {
    return repositoryKey(url)?.split('/')[0];
}
/** The key of `owner/name` on github.com. */
function gitHubComKey(owner, name) {
    return repositoryKey(`https://${GITHUB_COM}/${owner}/${name}`);
}
function repositoryParts(url) {
    if (url === undefined)
        return undefined;
    const scp = /^[\w.-]+@([\w.-]+):([^/]+)\/([^/]+?)\/?$/.exec(url);
    if (scp !== null)
        return scp.slice(1);
    if (!URL.canParse(url))
        return undefined;
    const parsed = new URL(url);
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(parsed.protocol))
        return undefined;
    const path = parsed.pathname.split('/').filter(Boolean);
    if (path.length !== 2)
        return undefined;
    return [parsed.host, ...path];
}

;// CONCATENATED MODULE: ./src/control-plane/integration-choice.ts
// Owns the GitHub integration of a first deploy from GitHub without `integration-id`: the one
// integration whose repositories include this workflow's repository (the same host, owner and
// name: base/repository.ts), and the url it lists.


/** How many repositories of an integration a refusal names. */
const REPOS_SHOWN = 5;
/**
 * The inputs with `integration-id` and `repo-url` filled in from the service when a new
 * deployment from GitHub lacks `integration-id`; else the inputs as they are. Throws, before any
 * write, when not exactly one integration can deploy the repository.
 */
async function withIntegration(deps, inputs, existing) {
    if (existing !== undefined || inputs.source !== 'github' || inputs.integrationId !== undefined) {
        return inputs;
    }
    const wanted = repositoryKey(inputs.repoUrl);
    if (wanted === undefined)
        return inputs; // the preflight names what is missing
    const what = `finding the GitHub integration that can deploy ${wanted} (input 'integration-id' is empty)`;
    const found = await (0,errors/* withContext */.eQ)(what, () => integrationsSeeing(deps, wanted));
    const [one, ...more] = found.matches;
    if (one === undefined || more.length > 0)
        throw new Error(refusal(wanted, found, inputs));
    const { integration, repo } = one;
    deps.logger.info(`GitHub integration ${describe(integration)} can deploy ${wanted}: creating the deployment through it, with repo_url ${repo.url}.`);
    return { ...inputs, integrationId: integration.id, repoUrl: repo.url };
}
async function integrationsSeeing(deps, wanted) {
    const { integrations: api } = deps.controlPlane;
    const integrations = await api.list();
    const seen = [];
    const matches = [];
    for (const integration of integrations) {
        const repos = await api.repos({ id: integration.id });
        seen.push({ integration, repos });
        const repo = repos.find(r => repositoryKey(r.url) === wanted || fullName(r) === wanted);
        if (repo !== undefined)
            matches.push({ integration, repo });
    }
    return { seen, matches };
}
/** Why no integration was chosen: the repository, and every integration looked at. */
function refusal(wanted, found, inputs) {
    const fix = `set input 'integration-id' to the ID of the one to build through`;
    if (found.matches.length > 1) {
        const names = found.matches.map(m => describe(m.integration)).join(', ');
        return `${found.matches.length} GitHub integrations of workspace ${inputs.workspaceId} can deploy repository ${wanted}: ${names}. Nothing was created: ${fix}.`;
    }
    const looked = found.seen.map(({ integration, repos }) => {
        const shown = repos.slice(0, REPOS_SHOWN).map(r => repositoryKey(r.url) ?? fullName(r) ?? r.url);
        const more = repos.length > REPOS_SHOWN ? ` and ${repos.length - REPOS_SHOWN} more` : '';
        return `${describe(integration)}, which sees ${shown.length === 0 ? 'no repository' : shown.join(', ') + more}`;
    });
    const seen = looked.length === 0
        ? 'the workspace has no GitHub integration'
        : `looked at ${looked.length}: ${looked.join('; ')}`;
    return `no GitHub integration of workspace ${inputs.workspaceId} can deploy repository ${wanted} (${seen}). Nothing was created: give the LangSmith GitHub app access to ${wanted} (LangSmith \u2192 Deployments \u2192 + New Deployment \u2192 your GitHub account), or ${fix}, or deploy without the GitHub app (source: upload).`;
}
function describe(integration) {
    return integration.name ? `"${integration.name}" (${integration.id})` : integration.id;
}
/** The key of a listed repository by its owner and name: on github.com, the app's only host. */
function fullName(repo) {
    return repo.owner && repo.name ? gitHubComKey(repo.owner, repo.name) : undefined;
}

// EXTERNAL MODULE: ./src/base/objects.ts
var objects = __nccwpck_require__(7725);
// EXTERNAL MODULE: ./src/base/url-trust.ts
var url_trust = __nccwpck_require__(7191);
;// CONCATENATED MODULE: ./src/report/outputs.ts
// Owns the action's outputs: their names, as action.yml declares them, and publishing each the
// moment it is known, exactly as the action knows it (never masked text), never twice.

/** The action's outputs, as `action.yml` declares them. */
const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'deployment-id',
    'revision-id',
    'status',
    'deployment-url',
    'created',
    'smoke-run-id',
    'smoke-events',
    'commit-sha',
    'source-digest',
    'plan',
    'rolled-back-to',
    'smoke-results',
    'pruned'
]));
/**
 * Publishes outputs as soon as each is known, so that a run that fails later (or is cancelled)
 * still tells the next steps which deployment and revision it was working on.
 */
class Outputs {
    redactor;
    logger;
    values = new Map();
    constructor(redactor, logger) {
        this.redactor = redactor;
        this.logger = logger;
    }
    /**
     * Sets an output now (unchanged values are not written twice). The value is written as given,
     * never masked: a value that holds a secret is not written at all, and a warning says so.
     */
    set(name, value) {
        const text = String(value);
        if (this.values.get(name) === text)
            return;
        if (this.redactor.holdsSecret(text)) {
            this.logger.warning(`Output '${name}' is left unset: the value it would get holds a secret.`);
            return;
        }
        this.values.set(name, text);
        setOutput(name, text);
    }
    /** The value set for `name`, if any. */
    get(name) {
        return this.values.get(name);
    }
}

// EXTERNAL MODULE: ./src/base/duration.ts
var duration = __nccwpck_require__(5937);
;// CONCATENATED MODULE: ./src/report/markdown.ts
// Owns writing text into Markdown and HTML: the one renderer the job summary and the pull-request
// comment use, so that text from a server stays text in its own cell, whatever it holds.


/**
 * Characters that start Markdown, math or a cell anywhere in a line: backslash-escaped. An `_`
 * between two letters or digits cannot start emphasis, and stays as it is.
 */
const INLINE_SYNTAX = /[\\`*~[\]|$]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g;
/** What starts HTML or an entity: written as entities, so no `<` is left in the Markdown. */
const HTML_SYNTAX = /[<>&]/g;
const ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** What makes a heading, a quote, a list or a setext underline at the start of a line. */
const LINE_START_SYNTAX = /^(\s*)(?:([#+=-])|(\d+)([.)]))/;
/** Marks a place where GitHub would otherwise see a mention, a reference or a link. */
const ZERO_WIDTH_SPACE = '\u200b';
/**
 * Text on one line, shown as the text it is in a table cell or in prose: terminal escapes and
 * line breaks gone, what Markdown would read as syntax backslash-escaped (so no `|` splits a
 * cell) and what HTML would as entities, and a zero-width space where GitHub would turn server text into something
 * else: an `@mention`, a `#123` reference, a bare `https://` or `www.` link, or a
 * `javascript:`/`data:`/`vbscript:` URL.
 */
function markdownCell(text) {
    return (0,untrusted/* plainLine */.h0)(text)
        .replace(HTML_SYNTAX, char => ENTITIES[char] ?? char)
        .replace(INLINE_SYNTAX, '\\$&')
        .replace(LINE_START_SYNTAX, (_, blank, mark, digits, dot) => mark === undefined ? `${blank}${digits ?? ''}\\${dot ?? ''}` : `${blank}\\${mark}`)
        .replace(/([@#])(?=[A-Za-z0-9])/g, `$1${ZERO_WIDTH_SPACE}`)
        .replace(/\b(javascript|vbscript|data)(?=:)/gi, `$1${ZERO_WIDTH_SPACE}`)
        .replace(/:(?=\/\/)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/\bwww(?=\.)/gi, `www${ZERO_WIDTH_SPACE}`);
}
/** A URL in server text: from its scheme to the first blank (a closing bracket or quote ends it). */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`|)\]]+/gi;
/**
 * Text on one line, as {@link markdownCell} shows it, except that each http(s) URL in it is a
 * code span: copied, it is the URL, with no invisible character that would break it.
 */
function markdownProse(text) {
    const flat = (0,untrusted/* plainLine */.h0)(text);
    let out = '';
    let last = 0;
    for (const match of flat.matchAll(URL_IN_TEXT)) {
        out += markdownCell(flat.slice(last, match.index)) + markdownCode(match[0]);
        last = match.index + match[0].length;
    }
    return out + markdownCell(flat.slice(last));
}
/**
 * Inline code, safe in a table cell and in prose: a backtick span when nothing in the text can
 * end it or split a cell, else an HTML `<code>` element holding {@link markdownCell} text.
 */
function markdownCode(text) {
    const flat = (0,untrusted/* plainLine */.h0)(text);
    if (!/[`|]/.test(flat) && flat.trim() !== '')
        return `\`${flat}\``;
    return `<code>${markdownCell(flat)}</code>`;
}
/**
 * A URL as code text, which the page cannot turn into a link or anything else; only https, or
 * http to this machine. Any other URL is not shown: `shown` says so instead.
 */
function markdownUrl(url, shown = '(not shown: not an https URL)') {
    const safe = (0,url_trust/* showableUrl */.L7)(url);
    return safe === undefined ? shown : markdownCode(safe);
}
/**
 * A link the action makes itself (its dashboard, its workflow run) under a label of its own, or
 * the label alone when the URL is not an https URL.
 */
function markdownLink(label, url) {
    const safe = (0,url_trust/* showableUrl */.L7)(url);
    return safe === undefined
        ? label
        : `[${label}](${safe.replace(/[()<> ]/g, c => encodeURIComponent(c))})`;
}
/**
 * Lines of a log as a fenced code block, in which nothing is Markdown: a fence longer than any
 * run of backticks in the lines, each line cleaned of escapes and line breaks.
 */
function markdownCodeBlock(lines) {
    const clean = lines.map(untrusted/* plainLine */.h0);
    const longest = Math.max(0, ...clean.map(line => Math.max(0, ...(line.match(/`+/g) ?? []).map(run => run.length))));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return [`${fence}text`, ...clean, fence];
}
/** Longest name put into a Mermaid chart. */
const MAX_MERMAID_NAME = 60;
/**
 * A name (a revision status: server text) as a Mermaid chart may hold it: a plain `[A-Z_]` name
 * passes as it is; anything else keeps only letters, digits and `_` and says it is not a plain
 * name, so no `:`, `;`, `#`, `%%`, line break or backtick can end a task, start a directive or a
 * `click` handler, or leave the code fence.
 */
function mermaidName(text) {
    if (/^[A-Z_]+$/.test(text) && text.length <= MAX_MERMAID_NAME)
        return text;
    const kept = text.replace(/[^A-Za-z0-9_]+/g, '_').slice(0, MAX_MERMAID_NAME);
    return `unusual status ${kept.replace(/^_+|_+$/g, '') || 'without letters'}`;
}

;// CONCATENATED MODULE: ./src/report/headline.ts
// Owns the verdict of a run at a glance: which way it ended (deployed, smoke failed, rolled back,
// build failed, timed out, cancelled...), as one short Markdown line and the detail shown below it.


/** Longest piece of server or smoke text quoted in a verdict's detail. */
const MAX_QUOTE_CHARS = 200;
/** Longest ID (server text) written into a headline. */
const MAX_ID_CHARS = 40;
/** The verdict of a run, from what its report holds. */
function verdictOf(report) {
    if (report.cancelled === true) {
        const interrupted = report.interrupt?.outcome === 'interrupted';
        const text = interrupted
            ? `\u23f9\ufe0f cancelled; revision ${idCode(report.interrupt?.revisionId ?? '')} interrupted (on-cancel: interrupt)`
            : '\u23f9\ufe0f cancelled (the deployment itself goes on)';
        return { outcome: 'cancelled', text };
    }
    if (report.rollback !== undefined)
        return rollbackVerdict(report);
    const failed = report.failure !== undefined;
    const deployed = report.status === 'DEPLOYED';
    const smokeFailure = failingSmoke(report);
    if (smokeFailure !== undefined && deployed) {
        return {
            outcome: 'smoke-failed',
            text: `\u26a0\ufe0f deployed ${revision(report)}, but the smoke test failed`,
            detail: `The smoke test failed: ${smokeFailure}`
        };
    }
    if (report.smokeRefused !== undefined && deployed) {
        return {
            outcome: 'untested',
            text: `\u26a0\ufe0f deployed ${revision(report)}, untested: the smoke test did not run`,
            detail: `The smoke test did not run: ${quote(report.smokeRefused)}`
        };
    }
    if (!failed)
        return success(report);
    if (deployed && report.built?.refused === true) {
        const served = report.built.commit === undefined ? '' : ` serves ${report.built.commit};`;
        return {
            outcome: 'failed',
            text: `\u274c ${revision(report)} is live, but the commit check failed`,
            detail: `The revision${served} the commit check failed: ${quote(report.built.check ?? '')}`
        };
    }
    if (report.plan !== undefined) {
        return {
            outcome: 'planned',
            text: `\ud83d\udccb plan: deploy would ${report.plan.action} it, and would fail (why: below)`
        };
    }
    if (report.timedOut === true) {
        const where = report.status ? `; last status seen: ${idCode(report.status)}` : '';
        return { outcome: 'timed-out', text: `\u231b timed out${where}` };
    }
    if (report.status?.includes('BUILD_FAILED'))
        return { outcome: 'build-failed', text: '\u274c build failed' };
    if (report.status?.includes('DEPLOY_FAILED')) {
        return { outcome: 'deploy-failed', text: '\u274c deploy failed' };
    }
    return { outcome: 'failed', text: '\u274c failed' };
}
function success(report) {
    if (report.plan !== undefined) {
        return { outcome: 'planned', text: `\ud83d\udccb plan: deploy would ${report.plan.action} it` };
    }
    if (report.status === 'DEPLOYED' && report.action === 'Rollback') {
        return {
            outcome: 'succeeded',
            text: `\u2705 ${revision(report)} already serves: nothing redeployed`
        };
    }
    if (report.submitted === true) {
        return { outcome: 'submitted', text: `\ud83d\udce8 submitted ${revision(report)} (not waited for)` };
    }
    if (report.status === 'DEPLOYED' && report.action !== 'Delete') {
        return { outcome: 'deployed', text: `\u2705 deployed ${revision(report)}` };
    }
    return { outcome: 'succeeded', text: '\u2705 succeeded' };
}
function rollbackVerdict(report) {
    const rollback = report.rollback;
    if (rollback === undefined)
        return { outcome: 'failed', text: '\u274c failed' };
    const live = idCode(rollback.liveRevisionId ?? rollback.to);
    if (rollback.failure !== undefined || !rollback.live) {
        return {
            outcome: 'rollback-failed',
            text: `\u274c the rollback to revision ${idCode(rollback.to)} failed; what is live now is not known`,
            ...(rollback.failure === undefined
                ? {}
                : { detail: `The rollback failed: ${quote(rollback.failure)}` })
        };
    }
    const smoke = failingSmoke(report);
    return {
        outcome: 'rolled-back',
        text: `\u21a9\ufe0f rolled back: revision ${live} is live${report.failure === undefined ? '' : ' again'}`,
        ...(smoke === undefined ? {} : { detail: `The new revision's smoke test failed: ${smoke}` })
    };
}
/** What failed in the smoke step (the first failing case, or the one smoke's verdict), if any. */
function failingSmoke(report) {
    const cases = report.smokeCases ?? [];
    const failing = cases.filter(c => !c.passed);
    const first = failing[0];
    if (first !== undefined) {
        const more = failing.length > 1 ? ` and ${failing.length - 1} more of ${cases.length}` : '';
        return `case ${idCode(first.name)} (${quote(first.reason)})${more}`;
    }
    if (report.smoke !== undefined && !report.smoke.passed)
        return quote(report.smoke.verdict);
    return undefined;
}
function revision(report) {
    return report.revisionId === undefined ? 'the revision' : `revision ${idCode(report.revisionId)}`;
}
/** An ID as code, cut so that the headline stays one short line. */
function idCode(id) {
    return markdownCode((0,base_text/* truncate */.xv)(id, MAX_ID_CHARS));
}
function quote(text) {
    return markdownProse((0,base_text/* truncate */.xv)(text, MAX_QUOTE_CHARS));
}

;// CONCATENATED MODULE: ./src/report/plan-table.ts
// Owns how a plan reads (`mode: plan`: fields deploy would send, preflight checks; summary and PR
// comment alike) and an update's "what changed" table. All text goes through markdown.ts.

/** What each verdict says in the table; any other is shown as it is. */
const VERDICTS = {
    add: '\u2795 add',
    change: '\u270f\ufe0f change',
    unchanged: 'unchanged',
    remove: '\u2796 remove',
    'will be sent': 'will be sent (the deployment does not show its value)',
    'cannot change': '\u274c cannot change: deploy would fail'
};
/** Whether any preflight check of the plan fails: deploy would fail. */
function planFails(plan) {
    return plan.preflight.some(check => !check.passed);
}
/** The plan's sentence: what deploy would do, and whether it would fail. */
function planVerdict(plan) {
    const action = `deploy would **${plan.action}** the deployment`;
    return planFails(plan) ? `\u274c ${action}, and fail (see the preflight)` : `\u2705 ${action}`;
}
/** The plan's table of fields and its preflight checks, as Markdown lines. */
function renderPlan(plan) {
    const out = [];
    if (plan.rows.length > 0)
        out.push(...table(plan.rows, 'now', 'deploy would send'));
    out.push('**Preflight**', '');
    for (const check of plan.preflight) {
        out.push(`- ${check.passed ? '\u2705' : '\u274c'} ${markdownProse(check.text)}`);
    }
    return [...out, ''];
}
/** Rows of compared fields as a Markdown table, with its column titles for before and after. */
function table(rows, before, after) {
    return [
        `| field | ${before} | ${after} | |`,
        '|---|---|---|---|',
        ...rows.map(row => `| ${cells(row).join(' | ')} |`),
        ''
    ];
}
/**
 * An update's part of the job summary: what it changed, as the plan would have listed it (the
 * same rows, from plan-diff), before and after. Secrets have their own row in the facts.
 */
function changesSection(rows) {
    if (rows.length === 0)
        return [];
    return ['### What changed', '', ...table(rows, 'before', 'new')];
}
function cells(row) {
    const secret = row.field.startsWith('secrets.');
    const next = secret ? '(value not shown)' : value(row.next);
    const verdict = VERDICTS[row.verdict] ?? markdownCell(row.verdict);
    return [markdownCode(row.field), secret ? '' : value(row.current), next, verdict];
}
function value(text) {
    return text === '' ? '(none)' : markdownCode(text);
}
/** The plan's part of the job summary. */
function planSection(plan) {
    return ['### Plan', '', planVerdict(plan), '', ...renderPlan(plan)];
}
/**
 * The pull request's plan comment: a comment of its own (beside a preview's), saying what deploy
 * would do to the deployment and showing the same table as the job summary.
 */
function renderPlanComment(plan, deploymentName, where) {
    const runLink = where.runUrl === undefined ? '' : ` \u00b7 ${markdownLink('workflow run', where.runUrl)}`;
    return [
        `### LangGraph plan for ${markdownCode(deploymentName)}`,
        '',
        planVerdict(plan),
        '',
        ...renderPlan(plan),
        `Environment ${markdownCode(where.environment)} \u00b7 commit ${markdownCode(where.sha.slice(0, 7))}${runLink}`,
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/prune.ts
// Owns how a prune reads (`mode: prune`, and its dry run in `mode: plan`): each deployment with
// the prefix, whether it goes, and why. All text goes through markdown.ts.

/** The prune's table, as Markdown lines. */
function pruneSection(prune) {
    const going = prune.entries.filter(entry => entry.delete).length;
    const title = prune.dryRun ? 'Prune (dry run: nothing deleted)' : 'Prune';
    const sentence = prune.dryRun
        ? `Prune would delete ${going} of ${prune.entries.length} deployments named ${markdownCode(`${prune.prefix}\u2026`)}.`
        : `${going} of ${prune.entries.length} deployments named ${markdownCode(`${prune.prefix}\u2026`)} to delete.`;
    const out = [`### ${title}`, '', sentence, ''];
    if (prune.entries.length === 0)
        return out;
    out.push('| Deployment | ID | Verdict | Why |', '|---|---|---|---|');
    for (const entry of prune.entries) {
        out.push(`| ${markdownCell(entry.name)} | ${markdownCode(entry.id)} | ${verdict(entry, prune.dryRun)} | ${markdownCell(entry.reason)} |`);
    }
    return [...out, ''];
}
function verdict(entry, dryRun) {
    if (!entry.delete)
        return 'kept';
    if (dryRun)
        return 'would be deleted';
    if (entry.deleted === undefined)
        return '\u274c not deleted (see the failure)';
    return entry.deleted ? '\ud83d\uddd1\ufe0f deleted' : 'gone already';
}

;// CONCATENATED MODULE: ./src/report/report.ts
// Owns the RunReport: everything a run learned, as plain data filled in as it goes, from which
// the job summary and the pull-request comment are rendered. It imports nothing of the APIs.
/**
 * Whether a revision of this run went live: its own (`DEPLOYED`) or the one a rollback made live.
 * Only then may the agent URL be shown as the environment's: before, it serves something else.
 */
function wentLive(report) {
    return report.status === 'DEPLOYED' || report.rollback?.live === true;
}

;// CONCATENATED MODULE: ./src/report/timeline.ts
// Owns the summary's account of time: the status timeline as a table, and the time spent in each
// state as a Mermaid gantt chart (GitHub draws it). Status names come from the server: escaped.


/** A status after which nothing more happens to the revision. */
const TERMINAL = /^(DEPLOYED|SKIPPED|INTERRUPTED)$|FAILED/;
/** The timeline section: a table and a gantt chart; nothing when no status was seen. */
function timelineSection(report, now) {
    if (report.timeline.length === 0)
        return [];
    return [
        '### Status timeline',
        '',
        '| Status | First seen (UTC) | Seen for |',
        '|---|---|---|',
        ...spans(report.timeline, now).map(({ entry, end }) => `| ${markdownCell(entry.status)} | ${(0,duration/* formatTimeOfDay */.qY)(entry.at)} | ${end === undefined ? '' : (0,duration/* formatDuration */.a3)(end - entry.at)} |`),
        '',
        ...sparseNote(report.timeline),
        ...gantt(report, now)
    ];
}
/** A gap between two polls longer than this may hide a status, and blurs when one began. */
const SPARSE_MS = 30_000;
/**
 * Times are when a poll first saw each status; where polls were far apart, says so: the change
 * came somewhere in the gap, and a status that began and ended in it does not show.
 */
function sparseNote(timeline) {
    const gaps = timeline.filter(e => e.after !== undefined && e.at - e.after > SPARSE_MS);
    const widest = Math.max(...gaps.map(e => e.at - (e.after ?? e.at)));
    if (gaps.length === 0) {
        return ['Times are when a poll first saw each status; it may have begun a little earlier.', ''];
    }
    return [
        `Polls were sparse (up to ${(0,duration/* formatDuration */.a3)(widest)} apart): a status may have begun up to that long before it was first seen, and a status that began and ended between two polls does not show.`,
        ''
    ];
}
/** Each entry with the time it ended (undefined for a terminal last one). */
function spans(timeline, now) {
    return timeline.map((entry, index) => {
        const next = timeline[index + 1];
        const terminal = next === undefined && TERMINAL.test(entry.status);
        return { entry, end: terminal ? undefined : Math.max(entry.at, next?.at ?? now) };
    });
}
/**
 * The gantt chart: the run before the first status (resolving, writing), then one bar per
 * status, a terminal status as a milestone. Times are clock milliseconds (`dateFormat x`); every
 * task's name is numbered, so no status name can be read as a Mermaid keyword.
 */
function gantt(report, now) {
    const out = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %H:%M:%S'];
    const first = report.timeline[0];
    if (report.startedAt !== undefined && first !== undefined && first.at > report.startedAt) {
        out.push('  section Run', `  0. before the first status : ${report.startedAt}, ${first.at}`);
    }
    out.push('  section Revision');
    spans(report.timeline, now).forEach(({ entry, end }, index) => {
        const name = `${index + 1}. ${mermaidName(entry.status)}`;
        out.push(end === undefined
            ? `  ${name} : milestone, ${entry.at}, ${entry.at}`
            : `  ${name} : ${entry.at}, ${Math.max(end, entry.at + 1)}`);
    });
    return [...out, '```', ''];
}

;// CONCATENATED MODULE: ./src/report/summary.ts
// Owns the job summary: the Markdown a person reads on the run's page, rendered from the
// RunReport. Every piece of text in it goes through markdown.ts.








/**
 * The job summary: how the run ended at a glance, what was deployed, where, the time in each
 * status, the smoke result and, on a failure or timeout, the last log lines. `now` ends the run.
 */
function renderSummary(report, now) {
    return [
        ...headline(report, now),
        ...factsTable(report),
        ...(report.changes === undefined ? [] : changesSection(report.changes)),
        ...(report.plan === undefined ? [] : planSection(report.plan)),
        ...(report.prune === undefined ? [] : pruneSection(report.prune)),
        ...timelineSection(report, now),
        ...(report.smoke === undefined ? [] : smokeSection(report.smoke)),
        ...(report.smokeCases === undefined ? [] : smokeCasesSection(report.smokeCases)),
        ...(report.rollback === undefined
            ? []
            : ['### Rolled back', '', rollbackLine(report.rollback), '']),
        ...logSection(report)
    ].join('\n');
}
function headline(report, now) {
    const name = report.deploymentName ?? report.target;
    const verdict = verdictOf(report);
    const out = [`## ${report.action} of ${markdownProse(name)}: ${verdict.text}`, ''];
    if (report.startedAt !== undefined) {
        out.push(`Took ${(0,duration/* formatDuration */.a3)(now - report.startedAt)}.`, '');
    }
    if (verdict.detail !== undefined)
        out.push(verdict.detail, '');
    if (report.failure !== undefined)
        out.push(`> ${markdownProse(report.failure)}`, '');
    if (report.logs?.cause !== undefined) {
        out.push(`Root cause, from the ${report.logs.type} log: ${markdownCode(report.logs.cause)}`, '');
    }
    const last = report.logs?.lines.at(-1);
    if (report.timedOut === true && last !== undefined) {
        out.push(`Last line of the ${report.logs?.type ?? 'build'} log: ${markdownCode(last)}`, '');
    }
    return out;
}
/**
 * Whether the agent URL may be shown: a deploy or rollback shows it only once a revision went
 * live, since the URL of a revision that never did serves something else.
 */
function urlIsLive(report) {
    if (report.action !== 'Deploy' && report.action !== 'Rollback')
        return true;
    return wentLive(report);
}
function factsTable(report) {
    const rows = [];
    if (report.deploymentName !== undefined) {
        rows.push(['Deployment', markdownCell(report.deploymentName)]);
    }
    if (report.deploymentId !== undefined) {
        rows.push([
            'Deployment ID',
            markdownLink(markdownCode(report.deploymentId), report.dashboardUrl)
        ]);
    }
    if (report.created !== undefined)
        rows.push(['Created by this run', report.created ? 'yes' : 'no']);
    if (report.revisionId !== undefined)
        rows.push(['Revision', markdownCode(report.revisionId)]);
    if (report.status !== undefined)
        rows.push(['Status', `**${markdownCell(report.status)}**`]);
    if (report.agentUrl && urlIsLive(report)) {
        const from = report.agentUrlFrom === undefined ? '' : ` (from ${markdownCell(report.agentUrlFrom)})`;
        rows.push(['Agent URL', `${markdownUrl(report.agentUrl)}${from}`]);
    }
    rows.push(...builtRows(report));
    if (report.secrets !== undefined)
        rows.push(['Secrets', secretsCell(report.secrets)]);
    if (rows.length === 0)
        return [];
    return ['| Fact | Value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), ''];
}
function builtRows(report) {
    const { built, source } = report;
    const rows = [];
    if (source !== undefined) {
        const size = `${source.files} files, ${(0,base_text/* formatBytes */.z3)(source.bytes)}`;
        rows.push(['Source archive', `${markdownCode(`sha256:${source.digest}`)} (${size})`]);
    }
    if (built === undefined)
        return rows;
    if (built.repo)
        rows.push(['Repository', markdownCode(built.repo)]);
    if (built.ref)
        rows.push(['Ref', markdownCode(built.ref)]);
    // Submitted, not waited for: nothing is built yet, whatever the revision's fields say.
    if (built.commit && report.submitted !== true) {
        rows.push(['Commit built', markdownCode(built.commit)]);
    }
    if (built.configPath)
        rows.push(['Config', markdownCode(built.configPath)]);
    if (built.check)
        rows.push(['Commit check', markdownProse(built.check)]);
    return rows;
}
/**
 * What the update did to the secrets, names only: a list replaces the deployment's secrets;
 * none sent keeps them.
 */
function secretsCell(secrets) {
    const names = (list) => list.length === 0 ? 'none' : list.map(name => markdownCode(name)).join(', ');
    if (secrets.kept === true) {
        return "unchanged (none sent; the service keeps the previous revision's)";
    }
    if (!secrets.known) {
        return `replaced by ${names(secrets.resent)}; the service did not list the deployment's secrets, so what was removed cannot be told`;
    }
    const parts = [
        `removed ${names(secrets.removed)}`,
        `added ${names(secrets.added)}`,
        `changed ${names(secrets.changed)}`
    ];
    if (secrets.resent.length > 0) {
        parts.push(`sent again ${names(secrets.resent)} (values not shown by the service)`);
    }
    return `replaced: ${parts.join('; ')}`;
}
function smokeSection(smoke) {
    const out = [
        '### Smoke test',
        '',
        `${smoke.passed ? '\u2705' : '\u274c'} ${markdownProse(smoke.verdict)}`,
        ''
    ];
    const facts = [];
    if (smoke.runId !== undefined)
        facts.push(`run ${markdownCode(smoke.runId)}`);
    facts.push(`${smoke.events} events`, (0,duration/* formatDuration */.a3)(smoke.durationMs));
    out.push(facts.join(' \u00b7 '), '');
    if (smoke.firstEvents.length === 0)
        return out;
    out.push('| # | event | bytes | preview |', '|---|---|---|---|');
    smoke.firstEvents.forEach((event, index) => {
        const label = [event.event, ...event.namespace].join('|');
        out.push(`| ${index + 1} | ${markdownCode(label)} | ${event.bytes} | ${markdownCode(event.preview)} |`);
    });
    return [...out, ''];
}
/** With `smoke-cases`: one row per case, in the file's order. */
function smokeCasesSection(cases) {
    const passed = cases.filter(c => c.passed).length;
    const out = [
        '### Smoke cases',
        '',
        `${passed === cases.length ? '\u2705' : '\u274c'} ${passed} of ${cases.length} passed`,
        '',
        '| case | passed | run | events | duration | reason |',
        '|---|---|---|---|---|---|'
    ];
    for (const c of cases) {
        const run = c.runId === undefined ? '' : markdownCode(c.runId);
        out.push(`| ${markdownCell(c.name)} | ${c.passed ? '\u2705' : '\u274c'} | ${run} | ${c.events} | ${(0,duration/* formatDuration */.a3)(c.durationMs)} | ${markdownProse(c.reason)} |`);
    }
    return [...out, ''];
}
function logSection(report) {
    if (report.logs === undefined || report.logs.lines.length === 0)
        return [];
    const { type, lines } = report.logs;
    return [`### Last ${lines.length} lines of the ${type} log`, '', ...markdownCodeBlock(lines), ''];
}
/** One line on a rollback, for the summary and the PR comment: what is live now. */
function rollbackLine(rollback) {
    const to = markdownCode(rollback.to);
    const result = rollback.liveRevisionId ?? rollback.to;
    const named = result === rollback.to ? to : `${markdownCode(result)} (a redeploy of ${to})`;
    if (rollback.failure !== undefined) {
        return `\u274c The rollback to revision ${to} failed: ${markdownProse(rollback.failure)}`;
    }
    if (rollback.live)
        return `\u2705 Revision ${named} is live now.`;
    return `\u23f3 Revision ${named} was redeployed; it was not seen live.`;
}

;// CONCATENATED MODULE: ./src/report/progress.ts
// Owns what the run has learned so far: each fact published as an output the moment it is
// known, and kept in the RunReport for the summary, so a run that stops halfway still tells.






/** The run's facts, as outputs and as the report. */
class Progress {
    subject;
    redactor;
    logger;
    report;
    outputs;
    /** When a status was last seen: the next change happened after it. */
    lastSeenAt;
    constructor(subject, redactor, logger) {
        this.subject = subject;
        this.redactor = redactor;
        this.logger = logger;
        this.outputs = new Outputs(redactor, logger);
        const { action, target, startedAt } = subject;
        this.report = { action, target, startedAt, timeline: [] };
    }
    /** The deployment this run works on, as last read. */
    deployment(deployment) {
        this.report.deploymentName = deployment.name;
        this.report.deploymentId = deployment.id;
        this.report.dashboardUrl = deployment.dashboardUrl;
        const given = this.subject.deploymentUrl;
        this.report.agentUrl = (given ?? deployment.url) || undefined;
        this.report.agentUrlFrom = given !== undefined ? "input 'deployment-url'" : deployment.urlField;
        this.outputs.set('deployment-id', deployment.id);
        // A URL the next step can use, or none: a server's text that is no URL is not passed on.
        this.outputs.set('deployment-url', (0,url_trust/* httpUrlText */.zT)(deployment.url) ?? '');
    }
    /** The deployment was deleted (or is being deleted): its page and agent URL lead nowhere. */
    deleted() {
        this.report.dashboardUrl = undefined;
        this.report.agentUrl = undefined;
        this.report.agentUrlFrom = undefined;
    }
    created(created) {
        this.report.created = created;
        this.outputs.set('created', created);
    }
    revision(revisionId) {
        this.report.revisionId = revisionId;
        this.outputs.set('revision-id', revisionId);
    }
    /** A revision status seen at `at` (clock ms); a change adds a timeline entry. */
    status(status, at) {
        if (this.report.status !== status) {
            const after = this.lastSeenAt;
            this.report.timeline.push(after === undefined ? { status, at } : { status, at, after });
        }
        this.lastSeenAt = at;
        this.report.status = status;
        this.outputs.set('status', status);
    }
    /** The commit the revision built, as soon as it is known. */
    commit(sha) {
        if (sha === undefined)
            return;
        this.report.built = { ...this.report.built, commit: sha };
        this.outputs.set('commit-sha', sha);
    }
    /** What the revision was built from, and the commit check's verdict. */
    built(built) {
        this.report.built = { ...this.report.built, ...built };
        this.commit(built.commit);
    }
    /** The archive that was uploaded (source `upload`). */
    source(source) {
        this.report.source = source;
        this.outputs.set('source-digest', source.digest);
    }
    /** What an update changes: what it builds from, and each setting, old -> new. */
    changes(rows) {
        this.report.changes = rows;
    }
    /** What an update's `secrets` list does to the deployment's secrets (names only). */
    secrets(secrets) {
        this.report.secrets = secrets;
    }
    /** The agent URL the smoke step used. */
    agentUrl(url) {
        this.report.agentUrl = url;
    }
    smoke(result) {
        this.report.smoke = result;
        if (result.runId !== undefined)
            this.outputs.set('smoke-run-id', result.runId);
        this.outputs.set('smoke-events', String(result.events));
    }
    /** The smoke step was refused before it reached the agent: the revision is live untested. */
    smokeRefused(reason) {
        this.report.smokeRefused = reason;
    }
    /** With `smoke-cases`: every case as run; the output is the JSON list. */
    smokeCases(cases) {
        this.report.smokeCases = cases;
        this.outputs.set('smoke-results', JSON.stringify(cases.map(c => ({
            name: c.name,
            passed: c.passed,
            run_id: c.runId ?? null,
            events: c.events,
            duration_ms: c.durationMs,
            reason: c.reason
        }))));
    }
    /** A rollback redeployed `rollback.to`; the output names it as soon as the redeploy is sent. */
    rollback(rollback) {
        this.report.rollback = rollback;
        this.outputs.set('rolled-back-to', rollback.to);
    }
    /** What `mode: plan` found. */
    plan(plan) {
        this.report.plan = plan;
        this.outputs.set('plan', plan.action);
    }
    /** What `mode: prune` found (and, outside a plan, deletes); `pruned` lists the deleted names. */
    prune(prune) {
        this.report.prune = prune;
        if (prune.dryRun)
            return;
        const deleted = prune.entries.filter(entry => entry.deleted !== undefined);
        this.outputs.set('pruned', JSON.stringify(deleted.map(entry => entry.name)));
    }
    logs(logs) {
        this.report.logs = logs;
    }
    /** `wait: false`: the revision was submitted, and the run does not wait for it. */
    submitted() {
        this.report.submitted = true;
    }
    /** The wait ran out of time before the revision's status was terminal. */
    timedOut() {
        this.report.timedOut = true;
    }
    /** The run failed (or was cancelled) with this message. */
    fail(message, cancelled) {
        this.report.failure = message;
        this.report.cancelled = cancelled;
    }
    /** What `on-cancel: interrupt` did to the run's revision. */
    interrupted(interrupt) {
        this.report.interrupt = interrupt;
    }
    /** The run's revision and its last status seen, when it has one. */
    ownRevision() {
        const { deploymentId, revisionId, status } = this.report;
        if (deploymentId === undefined || revisionId === undefined)
            return undefined;
        return { deploymentId, revisionId, status };
    }
    /** Where the run had got to, for a cancellation message. */
    whereabouts() {
        const { deploymentId, revisionId, status } = this.report;
        return [
            deploymentId ? `deployment ${deploymentId}` : undefined,
            revisionId ? `revision ${revisionId}` : undefined,
            status ? `last status ${status}` : undefined
        ]
            .filter(Boolean)
            .join(', ');
    }
    /**
     * The report with every secret removed from its text: what is rendered for people. Removed
     * before rendering, since escaping for Markdown would change a secret beyond recognition.
     */
    redactedReport() {
        return (0,objects/* mapStrings */.to)(this.report, text => this.redactor.redact(text));
    }
    /**
     * Writes the job summary. Outside a runner (no GITHUB_STEP_SUMMARY) there is nowhere to write
     * it; that is not a failure of the deploy.
     */
    async writeSummary(now) {
        if (!process.env.GITHUB_STEP_SUMMARY)
            return;
        try {
            await summary.addRaw(renderSummary(this.redactedReport(), now), true).write();
        }
        catch (error) {
            this.logger.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
}

// EXTERNAL MODULE: ./src/base/clock.ts
var base_clock = __nccwpck_require__(4031);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = /*#__PURE__*/JSON.parse('{"UU":"langgraph-deploy-action","rE":"1.0.0"}');
;// CONCATENATED MODULE: ./src/base/version.ts
// Owns the action's name and version as sent in User-Agent. package.json is their one owner:
// ncc inlines it into dist/ at build time, so a release bumps package.json alone.

const ACTION_NAME = package_namespaceObject.UU;
const ACTION_VERSION = package_namespaceObject.rE;
/** `User-Agent` of every request the action sends. */
function userAgent() {
    return `${ACTION_NAME}/${ACTION_VERSION} node/${process.versions.node}`;
}

// EXTERNAL MODULE: ./src/base/http.ts + 3 modules
var http = __nccwpck_require__(2738);
;// CONCATENATED MODULE: ./src/control-plane/deployment-pages.ts
/** Deployments per page asked for. */
const PAGE_SIZE = 100;
/**
 * The deployment whose name is exactly `name`, or undefined. Newer installs filter by the exact
 * `name`; older ones ignore it and apply only `name_contains`, a substring filter. So names are
 * still compared here, and every page is read until the exact name turns up.
 */
async function findByName(api, name) {
    for await (const page of pages(api, { name, nameContains: name })) {
        const match = page.find(deployment => deployment.name === name);
        if (match !== undefined)
            return match;
    }
    return undefined;
}
/** Every deployment whose name contains `nameContains`, read page after page. */
async function listAll(api, nameContains) {
    const all = [];
    for await (const page of pages(api, { nameContains }))
        all.push(...page);
    return all;
}
/**
 * Pages of deployments whose name contains `nameContains` (and is `name`, where the install
 * filters by it), each without those seen before. A short page is the last; so is a page of
 * nothing new (a server that ignores `offset`).
 */
async function* pages(api, filter) {
    const seen = new Set();
    for (let offset = 0;; offset += PAGE_SIZE) {
        const page = await api.listDeployments({ ...filter, limit: PAGE_SIZE, offset });
        const fresh = page.filter(deployment => !seen.has(deployment.id));
        for (const deployment of fresh)
            seen.add(deployment.id);
        if (fresh.length > 0)
            yield fresh;
        if (page.length < PAGE_SIZE || fresh.length === 0)
            return;
    }
}

;// CONCATENATED MODULE: ./src/control-plane/hints.ts
/** What a user can do about a failed control-plane request. */
function controlPlaneHint(failure) {
    switch (failure.status) {
        case 401:
            return "check the 'api-key' input: the control plane did not accept the API key";
        case 403:
            return forbiddenHint(failure.detail);
        case 409:
            return /tracing project/i.test(failure.detail)
                ? "a tracing project left by a deleted deployment holds this name: delete that project in LangSmith (Tracing projects), or choose another 'deployment-name'; to free the name whenever a deployment is deleted, set 'delete-tracing-project: true' on the step that deletes it"
                : undefined;
        case 404:
            return /html/i.test(failure.contentType) || /^an HTML page/.test(failure.detail)
                ? "the server answered with a web page, not the API: if this is a self-hosted install, does 'api-url' end with '/api-host'?"
                : undefined;
        default:
            return undefined;
    }
}
/**
 * What a 403 means, by its detail: deployments off for the organization, an organization key
 * without a workspace, or a workspace the key cannot reach.
 */
function forbiddenHint(detail) {
    if (/not enabled/i.test(detail)) {
        return "LangSmith Deployment is not enabled for this organization: an organization admin enables it in the LangSmith UI (Deployments page); 'workspace-id' and 'api-key' are not the cause";
    }
    if (/workspace specification/i.test(detail)) {
        return "set 'workspace-id': an organization-scoped API key needs the ID of the workspace to act in (LangSmith UI, Settings), or use a workspace-scoped key";
    }
    return "check 'workspace-id': the API key cannot reach that workspace";
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function util_assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            util_assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key \u2014 an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        util_assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to \u2014 the same check instance is shared by every clone of that schema \u2014 so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together \u2014 see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype \u2014 never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback \u2014 rest and defaulted parameters both report arity 0 \u2014 and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure \u2014 the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, \u2026) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` \u2014 unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def \u2014 skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const regexes_duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor \u2014 a pictograph, a regional indicator, or the enclosing keycap \u2014 because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12\u201319 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero \u2014 the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way \u2014 and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = regexes_duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only \u2014 the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only \u2014 checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing \u2014 whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util_assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys \u2014 and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
(/* unused pure expression or super */ null && (core.$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    util.defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util.assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it \u2014 pipes and lazies \u2014 are left to the map.
    def.options.forEach((option, i) => {
        const propShape = util.rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = util.cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
})));
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    util.defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? util.escapeRegex(o) : o ? util.escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ $constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
});
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function api_describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                util_assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would \u2014 this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify \u2014 anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one \u2014 nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else \u2014 `$ref`, `patternProperties`,
 * an annotation like `description` \u2014 makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            util_assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead \u2014 `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it \u2014 so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection \u2014 through `z.lazy`, or any `ref` chain \u2014 holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs \u2014 it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                util_assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        util_assignProp(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses \u2014 `z.record(z.number().min(5), V)`
 * accepts `"3"` \u2014 which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition \u2014 the string form a key position needs is not the number form every other reference wants \u2014 so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            util_assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const en_error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: en_error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object \u2014 it accepts any object \u2014
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   \u2716 Expected number, received string at "username
 * favoriteNumbers[0]
 *   \u2716 Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`\u2716 ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  \u2192 at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object \u2014 it accepts any object \u2014
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out \u2014 see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNull", (inst, def) => {
    core.$ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nullProcessor(inst, ctx, json, params);
})));
function schemas_null(params) {
    return core._null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodDiscriminatedUnion.init(inst, def);
})));
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) \u2014 defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLiteral", (inst, def) => {
    core.$ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
})));
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function schemas_success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ $constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    $ZodPreprocess.init(inst, def);
});
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = api_describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}

;// CONCATENATED MODULE: ./src/control-plane/log-routes.ts
// Owns the routes a control plane may serve a revision's logs from, each read into one shape:
// `GET /v2/deployment-logs`, the per-revision `GET .../logs`, and the v1 routes the CLI calls.



/** Where a control plane keeps logs, newest routes first: the order they are tried in. */
const LOG_ROUTES = ['deployment-logs', 'revision', 'v1'];
const EntrySchema = looseObject({
    id: union([schemas_string(), schemas_number()]).nullish(),
    message: schemas_string().nullish(),
    timestamp: union([schemas_string(), schemas_number()]).nullish(),
    level: schemas_string().nullish()
});
const Cursor = union([schemas_string(), schemas_number()]).nullish();
const ItemsSchema = looseObject({ items: array(EntrySchema), next_cursor: Cursor });
const LogsSchema = looseObject({ logs: array(EntrySchema), next_offset: Cursor });
/** The v1 routes answer a list, or one of the v2 pages. */
const V1Schema = union([array(EntrySchema), LogsSchema, ItemsSchema]);
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
        if (error instanceof errors/* HttpStatusError */.F9 && (error.status === 404 || error.status === 405)) {
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
        ...(0,objects/* withoutUndefined */.r$)({
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

;// CONCATENATED MODULE: ./src/control-plane/integrations.ts
// Owns the workspace's GitHub integrations API (control-plane-notes.md, "GitHub integrations"):
// which integrations there are, and which repositories each can deploy. Cloud only.

const IntegrationSchema = looseObject({
    id: schemas_string().min(1),
    /** The GitHub account the app is installed on. */
    name: schemas_string().nullish(),
    installation_id: schemas_number().nullish()
});
const IntegrationRepoSchema = looseObject({
    name: schemas_string().nullish(),
    owner: schemas_string().nullish(),
    /** What `source_config.repo_url` takes. */
    url: schemas_string().min(1)
});
/** `GET /v1/integrations/github/...`, on the control plane's Http. */
class GitHubIntegrations {
    http;
    constructor(http) {
        this.http = http;
    }
    /** The workspace's GitHub integrations. */
    async list() {
        return this.http.json({ method: 'GET', path: '/v1/integrations/github/install', expect: [200] }, array(IntegrationSchema), 'GET /v1/integrations/github/install');
    }
    /** The repositories integration `id` can deploy. */
    async repos(options) {
        return this.http.json({
            method: 'GET',
            path: `/v1/integrations/github/${encodeURIComponent(options.id)}/repos`,
            expect: [200]
        }, array(IntegrationRepoSchema), 'GET /v1/integrations/github/{integration_id}/repos');
    }
}

;// CONCATENATED MODULE: ./src/control-plane/revisions.ts
/** Revisions sorted by `created_at`, newest first; the server's order breaks ties. */
function newestFirst(revisions) {
    const time = (revision) => {
        const parsed = revision.created_at ? Date.parse(revision.created_at) : NaN;
        return Number.isNaN(parsed) ? -Infinity : parsed;
    };
    return revisions
        .map((revision, index) => ({ revision, index }))
        .sort((a, b) => time(b.revision) - time(a.revision) || a.index - b.index)
        .map(({ revision }) => revision);
}
/** What `revision` was built from; a field that is absent, empty or not text is undefined. */
function builtFrom(revision) {
    const config = revision.source_revision_config;
    const text = (value) => value?.trim() || undefined;
    const sha = text(config?.repo_commit_sha);
    return {
        ref: text(config?.repo_ref),
        configPath: text(config?.langgraph_config_path) ?? text(config?.graph_config_path),
        commitSha: sha !== undefined && /^[0-9a-f]{7,64}$/i.test(sha) ? sha.toLowerCase() : undefined
    };
}

;// CONCATENATED MODULE: ./src/control-plane/schemas.ts
// Owns what the action reads from the control plane's answers: zod schemas of deployments,
// revisions, lists and log pages, checking only the fields the action uses.

const nullableString = schemas_string().nullish();
/** An ID from the control plane, checked for form before it goes into a path, a log or an output. */
const id = schemas_string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must be an ID (letters, digits, "-", "_", ".")');
/** A text field only shown to people: a value of another type is taken as absent, not a failure. */
const lenientText = schemas_string().nullish().catch(undefined);
/** What a revision was built from; `repo_commit_sha` is the commit built (`github` source only). */
const RevisionConfigSchema = looseObject({
    repo_ref: lenientText,
    langgraph_config_path: lenientText,
    graph_config_path: lenientText,
    repo_commit_sha: lenientText,
    /** The image deployed (`external_docker`); a redeploy copies it. */
    image_uri: lenientText,
    /** The uploaded archive built (`internal_source`); a redeploy copies it. */
    source_tarball_path: lenientText
})
    .nullish()
    .catch(undefined);
/** A deployment as the control plane returns it; only the fields the action reads are checked. */
const DeploymentSchema = looseObject({
    id,
    // The contract promises only id and latest_revision_id in some answers; a missing name is ''.
    name: schemas_string()
        .nullish()
        .transform(name => name ?? ''),
    latest_revision_id: id.nullish(),
    /** The revision that serves traffic; null while none does. Absent on installs that omit it. */
    active_revision_id: id.nullish(),
    updated_at: nullableString,
    /** `READY`, `AWAITING_DELETE`, `AWAITING_FINAL_DELETE`...: server text, read only to see a deletion. */
    status: lenientText,
    url: nullableString,
    tenant_id: nullableString,
    source: nullableString,
    source_config: looseObject({
        custom_url: nullableString,
        integration_id: nullableString,
        repo_url: lenientText,
        deployment_type: nullableString,
        listener_id: nullableString,
        build_on_push: schemas_boolean().nullish()
    })
        .nullish(),
    /** What its latest revision was made from (read by `mode: plan` to compare). */
    source_revision_config: RevisionConfigSchema,
    /** Its secrets: names, and values only on installs that return them (never shown). */
    secrets: array(looseObject({ name: schemas_string(), value: schemas_string().nullish().catch(undefined) }))
        .nullish()
        .catch(undefined)
});
/** A revision of a deployment. */
const RevisionSchema = looseObject({
    id,
    status: schemas_string().min(1),
    created_at: nullableString,
    /** With `created_at`: for a finished revision, how long it took (the poll policy learns from it). */
    updated_at: nullableString,
    status_message: nullableString,
    source_revision_config: RevisionConfigSchema
});
/** What of a deployment the answer to a PATCH may tell. */
const PatchAnswerSchema = looseObject({
    id: id.optional(),
    latest_revision_id: id.nullish(),
    updated_at: nullableString,
    url: nullableString,
    source_config: looseObject({ custom_url: nullableString }).nullish()
});
/** Where to upload a source archive: a signed URL, and the object path to name in the PATCH. */
const UploadUrlSchema = looseObject({
    upload_url: schemas_string().min(1),
    object_path: schemas_string().min(1)
});
const DeploymentListSchema = looseObject({
    resources: array(DeploymentSchema),
    offset: schemas_number().nullish()
});
const RevisionListSchema = looseObject({ resources: array(RevisionSchema) });

;// CONCATENATED MODULE: ./src/control-plane/client.ts
// Owns the control-plane API of LangSmith Deployment (`/v2/deployments/...`): one typed method
// per endpoint on one Http. It knows paths, paging and answer shapes; not what a run decides.










/** A GET of one revision answered with another: nothing it says is about the one asked for. */
class WrongRevisionError extends Error {
    asked;
    answered;
    name = 'WrongRevisionError';
    constructor(asked, answered) {
        super(`GET /v2/deployments/{deployment_id}/revisions/${asked} answered with revision ${(0,base_text/* truncate */.xv)(answered, 200)}, not the one asked for`);
        this.asked = asked;
        this.answered = answered;
    }
}
/** The control-plane API of LangSmith Deployment (`/v2/deployments/...`). */
class ControlPlane {
    http;
    maskSecret;
    integrations;
    constructor(options) {
        const { baseUrl, apiKey, workspaceId, maskSecret, ...settings } = options;
        this.maskSecret = maskSecret ?? (() => undefined);
        this.http = new http/* Http */.l({
            ...settings,
            baseUrl,
            headers: { 'X-Api-Key': apiKey, 'X-Tenant-Id': workspaceId },
            secretHeaders: ['X-Api-Key'],
            hint: controlPlaneHint
        });
        this.integrations = new GitHubIntegrations(this.http);
    }
    /** Longest time one request may take: what a caller's last look at the deadline is given. */
    get requestTimeoutMs() {
        return this.http.requestTimeoutMs;
    }
    /** One page of deployments whose name is `name` (when given) and contains `nameContains`. */
    async listDeployments(options) {
        const page = await this.http.json({
            method: 'GET',
            path: '/v2/deployments',
            query: {
                name: options.name,
                name_contains: options.nameContains,
                limit: options.limit ?? PAGE_SIZE,
                offset: options.offset ?? 0
            },
            expect: [200]
        }, DeploymentListSchema, 'GET /v2/deployments');
        return page.resources.map(deployment => this.masked(deployment));
    }
    /** The deployment whose name is exactly `name`, or undefined (see deployment-pages.ts). */
    async findDeploymentByName(options) {
        return findByName(this, options.name);
    }
    /** Every deployment whose name contains `nameContains`, read page after page. */
    async listAllDeployments(options) {
        return listAll(this, options.nameContains);
    }
    /** The deployment with this ID; throws {@link HttpStatusError} 404 when there is none. */
    async getDeployment(options) {
        const deployment = await this.http.json({ method: 'GET', path: deploymentPath(options.id), expect: [200] }, DeploymentSchema, 'GET /v2/deployments/{deployment_id}');
        if (!sameId(deployment.id, options.id)) {
            throw new errors/* ResponseFormatError */.TT(`GET /v2/deployments/${options.id} answered with deployment ${(0,base_text/* truncate */.xv)(deployment.id, 200)}, not the one asked for`);
        }
        return this.masked(deployment);
    }
    /** `deployment`, once each secret value it carries is masked: never printed, even if echoed. */
    masked(deployment) {
        for (const { value } of deployment.secrets ?? [])
            if (value)
                this.maskSecret(value);
        return deployment;
    }
    /**
     * Creates a deployment (201). Never retried on a failure that may have created it: the caller
     * looks the name up before trying again.
     */
    async createDeployment(options) {
        const created = await this.http.json({ method: 'POST', path: '/v2/deployments', body: options.body, expect: [201] }, DeploymentSchema, 'POST /v2/deployments');
        // The contract promises only id and latest_revision_id in this answer.
        return this.masked({ ...created, name: created.name || options.body.name });
    }
    /**
     * Updates a deployment (200); with `source_revision_config` this creates a revision. Never
     * retried on a failure that may have been applied.
     *
     * The contract does not show the answer's body; the API reference says it is the updated
     * deployment. So whatever fields of a deployment it has are returned, and an empty or
     * unreadable body is no failure: it just tells nothing (the caller then reads the revision
     * list).
     */
    async updateDeployment(options) {
        const response = await this.http.send({
            method: 'PATCH',
            path: deploymentPath(options.id),
            body: options.body,
            expect: [200]
        });
        return writeAnswer(response.text);
    }
    /** Creates a revision (200/201) and returns it; never resent blindly. Older installs: 404/405. */
    async createRevision(o) {
        const path = `${deploymentPath(o.deploymentId)}/revisions`;
        const spec = { method: 'POST', path, body: o.body, expect: [200, 201] };
        return this.http.json(spec, RevisionSchema, 'POST /v2/deployments/{deployment_id}/revisions');
    }
    /**
     * Redeploys an earlier revision (200, no body sent); the answer is the deployment, whose
     * `latest_revision_id` names the revision that results. Never retried on a failure that may
     * have been applied. Read like an update's answer: an unreadable body tells nothing.
     */
    async redeployRevision(options) {
        const response = await this.http.send({
            method: 'POST',
            path: `${client_revisionPath(options.deploymentId, options.revisionId)}/redeploy`,
            expect: [200]
        });
        return writeAnswer(response.text);
    }
    /**
     * A signed URL to upload a source archive of an `internal_source` deployment to, and the
     * object path to name in the PATCH that builds it. Asking again is harmless, so it is retried
     * like a read.
     */
    async requestUploadUrl(options) {
        return this.http.json({
            method: 'POST',
            path: `${deploymentPath(options.id)}/upload-url`,
            expect: [200, 201],
            retry: 'idempotent'
        }, UploadUrlSchema, 'POST /v2/deployments/{deployment_id}/upload-url');
    }
    /** Deletes a deployment (204); its tracing project too with `deleteTracingProject` (kept else). */
    async deleteDeployment(options) {
        await this.http.send({
            method: 'DELETE',
            path: deploymentPath(options.id),
            query: { delete_tracing_project: String(options.deleteTracingProject) },
            expect: [204]
        });
    }
    /**
     * The deployment's revisions, newest first (sorted here too, in case the server did not). Reads
     * page after page (`limit`, `offset`) until a short page, a page of nothing new (a server that
     * ignores `offset`), or a page holding a revision `until` accepts.
     */
    async listRevisions(options) {
        const found = new Map();
        const status = options.statuses?.join(',');
        for (let offset = 0;; offset += PAGE_SIZE) {
            const page = await this.revisionsPage(options.deploymentId, {
                query: { limit: PAGE_SIZE, offset, status }
            });
            const fresh = page.resources.filter(revision => !found.has(revision.id));
            for (const revision of fresh)
                found.set(revision.id, revision);
            const enough = options.until !== undefined && fresh.some(options.until);
            if (page.resources.length < PAGE_SIZE || fresh.length === 0 || enough)
                break;
        }
        return newestFirst([...found.values()]);
    }
    /**
     * The `limit` newest revisions of the deployment (one page, newest first), asked for once and
     * given at most `timeoutMs` (or the request timeout when shorter): for a read the run can do
     * without, which must not hold it up.
     */
    async listRecentRevisions(options) {
        const page = await this.revisionsPage(options.deploymentId, {
            query: { limit: options.limit },
            retry: 'never',
            timeoutMs: options.timeoutMs
        });
        return newestFirst(page.resources);
    }
    /** One page of a deployment's revision list; `spec` sets its query and how it is sent. */
    revisionsPage(deploymentId, spec) {
        return this.http.json({
            method: 'GET',
            path: `${deploymentPath(deploymentId)}/revisions`,
            expect: [200],
            ...spec
        }, RevisionListSchema, 'GET /v2/deployments/{deployment_id}/revisions');
    }
    /** One revision; throws {@link WrongRevisionError} when the answer is another revision. */
    async getRevision(options) {
        const revision = await this.http.json({
            method: 'GET',
            path: client_revisionPath(options.deploymentId, options.revisionId),
            expect: [200]
        }, RevisionSchema, 'GET /v2/deployments/{deployment_id}/revisions/{revision_id}');
        if (!sameId(revision.id, options.revisionId)) {
            throw new WrongRevisionError(options.revisionId, revision.id);
        }
        return revision;
    }
    /**
     * Interrupts a revision that is not final yet (the service answers 2xx; it ends INTERRUPTED).
     * Sent once, never retried, within `timeoutMs`: it is the last word of a cancelled run.
     */
    async interruptRevision(options) {
        await this.http.send({
            method: 'POST',
            path: `${client_revisionPath(options.deploymentId, options.revisionId)}/interrupt`,
            expect: [200, 202, 204],
            retry: 'never',
            timeoutMs: options.timeoutMs
        });
    }
    /**
     * One page of a revision's logs from one route (log-routes.ts); undefined when this install
     * does not serve that route.
     */
    readLogs(route, query) {
        return readLogPage(this.http, route, query);
    }
}
/** Whether an answer's ID is the one asked for (IDs are UUIDs: case does not matter). */
function sameId(answered, asked) {
    return answered.toLowerCase() === asked.toLowerCase();
}
function deploymentPath(id) {
    return `/v2/deployments/${encodeURIComponent(id)}`;
}
function client_revisionPath(deploymentId, revisionId) {
    return `${deploymentPath(deploymentId)}/revisions/${encodeURIComponent(revisionId)}`;
}
/** What a write's answer says of the deployment: its readable fields, or nothing. */
function writeAnswer(text) {
    let parsed;
    try {
        parsed = text.trim() === '' ? {} : JSON.parse(text);
    }
    catch {
        parsed = {};
    }
    const result = PatchAnswerSchema.safeParse(parsed);
    return result.success ? (0,objects/* withoutUndefined */.r$)(result.data) : {};
}

;// CONCATENATED MODULE: ./src/run/context.ts
// Owns what every step of a run shares (inputs, clients, the runtime, progress, GitHub) and how
// it is opened; a step takes the slice it uses: StepDeps (or less) and a Pick of the inputs.




/** The dependencies of a mode's steps, taken once from the run's context. */
function modeDeps(ctx) {
    const { runtime, controlPlane, progress, env, redactor, github } = ctx;
    return { ...runtime, controlPlane, progress, env, redactor, github };
}
/** What a run takes from its surroundings when the caller gives nothing. */
const RUN_DEFAULTS = { clock: base_clock/* systemClock */.ml, random: Math.random };
/** The only place a default of {@link RunOptions} is applied. */
function runSettings(options) {
    return { ...options, ...RUN_DEFAULTS, ...(0,objects/* withoutUndefined */.r$)(options) };
}
/** The run's clock, deadline (`timeout-seconds` from now), logger, signal and jitter. */
function openRuntime(inputs, settings, logger) {
    const { clock, signal, random } = settings;
    const deadline = base_clock/* Deadline */.B2.after(clock, inputs.timeoutSeconds * 1000);
    return { clock, deadline, logger, signal, random };
}
/** The control-plane client: its requests share the runtime's deadline, signal and jitter. */
function openControlPlane(inputs, runtime, settings, redactor) {
    return new ControlPlane({
        ...runtime,
        // A secret value read back (some installs return them) is masked like an input's.
        maskSecret: value => redactor.add(value),
        baseUrl: inputs.apiUrl,
        apiKey: inputs.apiKey,
        workspaceId: inputs.workspaceId,
        userAgent: userAgent(),
        requestTimeoutMs: settings.requestTimeoutMs ?? inputs.requestTimeoutSeconds * 1000,
        retry: settings.retry
    });
}
/**
 * What a cancelled run still does (settle a write the cancel cut off, interrupt its revision)
 * runs on: a runtime the cancellation does not abort, whose deadline is the bound given.
 */
function openAfterCancel(settings, logger, redactor) {
    const { clock, random } = settings;
    return (inputs, bound) => {
        const deadline = base_clock/* Deadline */.B2.after(clock, bound.boundMs, "the cancellation's grace");
        const runtime = { clock, deadline, logger, signal: undefined, random };
        const given = settings.requestTimeoutMs ?? inputs.requestTimeoutSeconds * 1000;
        const requestTimeoutMs = Math.min(given, bound.requestMs);
        const uncancelled = { ...settings, signal: undefined, requestTimeoutMs };
        return { ...runtime, controlPlane: openControlPlane(inputs, runtime, uncancelled, redactor) };
    };
}

;// CONCATENATED MODULE: ./src/base/poll-until.ts

/**
 * Looks with `attempt` until `isDone`, sleeping `nextDelay` between looks. When the time is up
 * (the deadline or `until`), whatever the pace, it takes one last look before it stops, so that
 * what turned final before the deadline is seen, and the answer returned is the service's last.
 * A look that throws {@link DeadlineError} (no time left for its request) counts as unanswered and
 * leads to the last look; any other throw ends the loop; an abort stops it with `aborted`.
 */
async function pollUntil(options) {
    const { clock, deadline, signal } = options;
    const end = () => Math.min(deadline.at, options.until ?? Number.POSITIVE_INFINITY);
    const left = () => Math.max(0, end() - clock.now());
    const sleep = options.sleep ?? ((ms) => clock.sleep(ms, signal));
    let answer;
    for (let number = 1;; number++) {
        const last = left() <= 0;
        let got;
        try {
            const look = { number, last };
            const value = last
                ? await deadline.graced(options.lastLookMs, () => options.attempt(look))
                : await options.attempt(look);
            got = { value };
            answer = value;
            if (options.isDone(value))
                return { stop: 'done', answer, attempts: number };
        }
        catch (error) {
            if (signal?.aborted)
                return { stop: 'aborted', answer, attempts: number };
            if (!(error instanceof errors/* DeadlineError */.j3))
                throw error;
        }
        if (last)
            return { stop: 'deadline', answer, attempts: number };
        if (number >= (options.maxAttempts ?? Number.POSITIVE_INFINITY)) {
            return { stop: 'attempts', answer, attempts: number };
        }
        // Unanswered for want of time: straight on to the last look, when the time is up.
        const wanted = got === undefined ? left() : options.nextDelay(got.value);
        try {
            await sleep(Math.min(Math.max(0, wanted), left()));
        }
        catch (error) {
            if (signal?.aborted)
                return { stop: 'aborted', answer, attempts: number };
            throw error;
        }
    }
}

;// CONCATENATED MODULE: ./src/control-plane/deletion.ts
// Owns a deployment being deleted: the statuses that say so, and the bounded wait after a delete
// until `GET /v2/deployments/{id}` answers 404 (the service deletes after it answers the DELETE).





/** Deployment statuses of one the service is deleting: it still answers until it is gone. */
const DELETING_STATUSES = ['AWAITING_DELETE', 'AWAITING_FINAL_DELETE'];
/** How long, at most, a run waits for a deleted deployment to be gone (within `timeout-seconds`). */
const DELETE_WAIT_MS = 120_000;
/** Pause after a read: 2 s after each of the first five, then 5 s. */
function pauseMs(looks) {
    return looks <= 5 ? 2_000 : 5_000;
}
/** Whether the deployment, as read, is being deleted. */
function isBeingDeleted(deployment) {
    return DELETING_STATUSES.includes(deployment.status ?? '');
}
/** Whether a refused write's text says the name is held by a deployment being deleted. */
function saysBeingDeleted(error) {
    if (!(error instanceof errors/* HttpStatusError */.F9) || (error.status !== 409 && error.status !== 400)) {
        return false;
    }
    return /being deleted|AWAITING_(FINAL_)?DELETE|pending deletion/i.test(error.detail);
}
/**
 * Reads the deployment until it answers 404, every 2 s at first, for at most `untilMs` (clock
 * milliseconds; default {@link DELETE_WAIT_MS} from now) and never past the run's deadline.
 * Any other failure to read it ends the wait, thrown.
 */
async function waitUntilGone(deps, id, untilMs = deps.clock.now() + DELETE_WAIT_MS) {
    const started = deps.clock.now();
    let looks = 0;
    const polled = await pollUntil({
        clock: deps.clock,
        deadline: deps.deadline,
        until: untilMs,
        signal: deps.signal,
        lastLookMs: deps.controlPlane.requestTimeoutMs,
        attempt: async () => {
            looks++;
            try {
                return await deps.controlPlane.getDeployment({ id });
            }
            catch (error) {
                if (error instanceof errors/* HttpStatusError */.F9 && error.status === 404)
                    return 'gone';
                throw error;
            }
        },
        isDone: answer => answer === 'gone',
        nextDelay: () => pauseMs(looks)
    });
    if (polled.stop === 'aborted')
        throw (0,base_clock/* abortReason */.Js)(deps.signal);
    const waitedMs = deps.clock.now() - started;
    const last = polled.answer;
    if (last === 'gone')
        return { gone: true, status: undefined, waitedMs, stoppedBy: undefined };
    const status = last === undefined ? undefined : (0,base_text/* truncate */.xv)(last.status ?? 'none', 60);
    const stoppedBy = deps.clock.now() >= deps.deadline.at ? 'timeout-seconds' : 'bound';
    return { gone: false, status, waitedMs, stoppedBy };
}
/** "still being deleted (status AWAITING_DELETE) after 2m 00s (its bound of 2m 00s)". */
function stillDeleting(wait) {
    const what = wait.status === undefined || DELETING_STATUSES.includes(wait.status)
        ? `still being deleted (status ${wait.status ?? 'unknown'})`
        : `still answering (status ${wait.status}, not a deleting status)`;
    const limit = wait.stoppedBy === 'timeout-seconds'
        ? "the run's 'timeout-seconds'"
        : `the bound of ${(0,duration/* formatDuration */.a3)(DELETE_WAIT_MS)} for a deletion`;
    return `${what} after ${(0,duration/* formatDuration */.a3)(wait.waitedMs)} (${limit})`;
}

;// CONCATENATED MODULE: ./src/run/target.ts
// Owns which deployment a run is about: how it is named in messages, and the Resolve step that
// finds it (by ID, or by exact name; for a deploy, not one being deleted) and tells the progress.





/** How a deployment is named in messages: by name when known, else by ID. */
function describeTarget(inputs) {
    if (inputs.deploymentName !== undefined)
        return `deployment "${inputs.deploymentName}"`;
    if (inputs.deploymentId !== undefined)
        return `deployment ${inputs.deploymentId}`;
    if (inputs.prunePrefix !== undefined)
        return `the deployments named "${inputs.prunePrefix}\u2026"`;
    return `the agent server at ${inputs.deploymentUrl ?? '(no URL)'}`;
}
/**
 * Finds the deployment the inputs name: by ID (a 404 is an error that says so), or by exact
 * name (undefined when there is none).
 */
async function findTarget({ controlPlane }, inputs) {
    const id = inputs.deploymentId;
    if (id === undefined) {
        const name = inputs.deploymentName ?? '';
        return (0,errors/* withContext */.eQ)(`looking up deployment "${name}"`, () => controlPlane.findDeploymentByName({ name }));
    }
    return (0,errors/* withContext */.eQ)(`looking up deployment ${id}`, async () => {
        try {
            return await controlPlane.getDeployment({ id });
        }
        catch (error) {
            if (error instanceof errors/* HttpStatusError */.F9 && error.status === 404) {
                throw new Error(`no deployment with ID ${id} in workspace ${inputs.workspaceId} (${error.message}); check 'deployment-id' and 'workspace-id'`, { cause: error });
            }
            throw error;
        }
    });
}
/**
 * The Resolve step: finds the deployment the inputs name and says what was found. When there
 * is none, `missing` ends the sentence that says so ("it will be created"). With
 * `awaitDeletion` (a deploy), one being deleted is waited for until it is gone, then missing.
 */
async function resolveTarget(deps, inputs, missing, options = {}) {
    const target = describeTarget(inputs);
    const { logger } = deps;
    return logger.group(`Resolve ${target}`, async () => {
        let found = await findTarget(deps, inputs);
        if (found !== undefined && options.awaitDeletion === true && isBeingDeleted(found)) {
            await awaitGone(deps, inputs, found);
            found = undefined;
        }
        if (found === undefined) {
            logger.info(`${(0,base_text/* capitalize */.ZH)(target)} does not exist yet: ${missing}.`);
            return undefined;
        }
        deps.progress.deployment(deploymentFacts(found, inputs));
        logger.info(`Found deployment "${found.name}" (${found.id}); latest revision ${found.latest_revision_id ?? 'none'}.`);
        return found;
    });
}
/**
 * A deploy whose deployment is being deleted: named by `deployment-name`, it is waited for, at
 * most {@link DELETE_WAIT_MS}, and then counts as missing (to be created anew); named by
 * `deployment-id`, that ID cannot come back, so the run fails saying so.
 */
async function awaitGone(deps, inputs, found) {
    const label = `deployment "${found.name}" (${found.id})`;
    const status = `status ${found.status ?? 'unknown'}`;
    if (inputs.deploymentId !== undefined) {
        throw new Error(`${label} is being deleted (${status}); a deployment named by 'deployment-id' is not created anew: name it by 'deployment-name' instead`);
    }
    deps.logger.info(`${(0,base_text/* capitalize */.ZH)(label)} is being deleted (${status}): waiting up to ${(0,duration/* formatDuration */.a3)(DELETE_WAIT_MS)} for it to be gone.`);
    const wait = await (0,errors/* withContext */.eQ)(`waiting for ${label} to be deleted`, () => waitUntilGone(deps, found.id));
    if (!wait.gone) {
        throw new Error(`${label} holds the name and is ${stillDeleting(wait)}; it will be gone shortly: run again then`);
    }
    deps.logger.info(`${(0,base_text/* capitalize */.ZH)(label)} is gone (after ${(0,duration/* formatDuration */.a3)(wait.waitedMs)}).`);
}

;// CONCATENATED MODULE: ./src/run/delete.ts
// Owns deleting the deployment (`mode: delete`, and each of prune's): one that does not exist is
// a success with a notice, so that clean-up jobs can be re-run; a delete waits until it is gone.





/** Finds the deployment and deletes it; a missing one is not an error. */
async function deleteStep(deps, inputs) {
    const { logger } = deps;
    await logger.group(`Delete ${describeTarget(inputs)}`, async () => {
        const existing = await findTarget(deps, inputs).catch((error) => {
            // A deployment named by ID that is gone already is what a re-run clean-up expects.
            if (inputs.deploymentId !== undefined && /no deployment with ID/.test((0,errors/* errorMessage */.gJ)(error))) {
                return undefined;
            }
            throw error;
        });
        if (existing === undefined) {
            logger.notice(`${(0,base_text/* capitalize */.ZH)(describeTarget(inputs))} does not exist; nothing to delete.`);
            return;
        }
        deps.progress.deployment(deploymentFacts(existing, inputs));
        const deleted = await deleteDeployment(deps, existing, inputs.deleteTracingProject);
        // Gone, or going: its page and agent URL lead nowhere now.
        deps.progress.deleted();
        if (deleted) {
            const project = inputs.deleteTracingProject
                ? 'with its tracing project and traces'
                : "its tracing project and traces kept ('delete-tracing-project' is false)";
            logger.info(`Deleted deployment "${existing.name}" (${existing.id}), ${project}.`);
        }
    });
}
/**
 * Deletes it, then waits, bounded, until a read answers 404 (the service goes on answering while
 * it deletes): past the bound, a warning says it is still being deleted; the delete was accepted,
 * so that is no failure. One being deleted already is only waited for. False when it was gone
 * already (a 404 to the DELETE).
 */
async function deleteDeployment(deps, existing, deleteTracingProject) {
    const label = `deployment "${existing.name}" (${existing.id})`;
    return (0,errors/* withContext */.eQ)(`deleting ${label}`, async () => {
        if (isBeingDeleted(existing)) {
            deps.logger.info(`${(0,base_text/* capitalize */.ZH)(label)} is being deleted already (status ${existing.status ?? ''}): no DELETE sent; waiting until it is gone.`);
        }
        else {
            try {
                await deps.controlPlane.deleteDeployment({ id: existing.id, deleteTracingProject });
            }
            catch (error) {
                if (error instanceof errors/* HttpStatusError */.F9 && error.status === 404) {
                    deps.logger.notice(`${(0,base_text/* capitalize */.ZH)(label)} was already deleted.`);
                    return false;
                }
                throw error;
            }
            deps.logger.info(`The service accepted the delete of ${label}; waiting until it is gone.`);
        }
        await waitAfterDelete(deps, label, existing.id);
        return true;
    });
}
/** The bounded wait after a delete; what stops it short of a 404 is a warning, not a failure. */
async function waitAfterDelete(deps, label, id) {
    const wait = await waitUntilGone(deps, id).catch((error) => {
        deps.logger.warning(`The delete of ${label} was accepted, but reading whether it is gone failed (${(0,errors/* errorMessage */.gJ)(error)}).`);
        return undefined;
    });
    if (wait === undefined || wait.gone)
        return;
    deps.logger.warning(`The delete of ${label} was accepted; it is ${stillDeleting(wait)}. It will be gone shortly.`);
}

// EXTERNAL MODULE: ./src/base/retry-policy.ts
var retry_policy = __nccwpck_require__(14);
;// CONCATENATED MODULE: ./src/control-plane/heartbeat.ts
// Owns what the wait says while nothing changes: a heartbeat line at least every HEARTBEAT_MS,
// and the followed logs read at most FOLLOW_LOGS_MS apart, whatever the status poll's pace.

/** Longest silence of the wait while nothing changes. */
const HEARTBEAT_MS = 30_000;
/**
 * Longest time between two reads of the followed logs, so a line shows within 5 s of the server
 * having it (a second is left for the read itself).
 */
const FOLLOW_LOGS_MS = 4_000;
/** The voice of one wait: what it says between two polls of the revision. */
class WaitTalk {
    options;
    saidAt;
    followedAt = Number.NEGATIVE_INFINITY;
    constructor(options) {
        this.options = options;
        this.saidAt = options.started;
    }
    /** The wait just said something (a status change): the next heartbeat is due later. */
    said() {
        this.saidAt = this.options.clock.now();
    }
    /** Reads the followed logs now, when following. */
    async follow(status) {
        if (this.options.follow === undefined)
            return;
        this.followedAt = this.options.clock.now();
        await this.options.follow(status);
    }
    /**
     * Sleeps `ms` (until the next poll of the revision), waking to say a heartbeat and to read the
     * followed logs whenever they are due.
     */
    async idle(ms, state) {
        const { clock, signal } = this.options;
        const until = clock.now() + ms;
        for (let now = clock.now(); now < until; now = clock.now()) {
            const followAt = this.options.follow === undefined
                ? Number.POSITIVE_INFINITY
                : this.followedAt + FOLLOW_LOGS_MS;
            const wake = Math.min(until, this.saidAt + HEARTBEAT_MS, followAt);
            await clock.sleep(Math.max(0, wake - now), signal);
            const woke = clock.now();
            if (woke - this.saidAt >= HEARTBEAT_MS)
                this.heartbeat(state);
            // At `until` the revision is polled, and the logs read right after it.
            if (woke >= followAt && woke < until)
                await this.follow(state.status);
        }
    }
    heartbeat(state) {
        const { clock, deadline, logger, started } = this.options;
        const now = clock.now();
        const status = state.status === '' ? 'no status yet' : `still ${state.status}`;
        logger.info(`${(0,duration/* formatElapsed */.C7)(now - started)} ${status}: ${(0,duration/* formatDuration */.a3)(now - state.since)} in this status, ${(0,duration/* formatDuration */.a3)(now - started)} elapsed, ${(0,duration/* formatDuration */.a3)(deadline.remainingMs())} left`);
        this.saidAt = now;
    }
}

;// CONCATENATED MODULE: ./src/control-plane/poll-policy.ts
// Owns the pace of the wait: how long to sleep between two polls of a revision, from the wait's
// own state and what this deployment's earlier revisions took. No figure in it describes a service.
/** Shortest gap: never more often than this (the official CLI polls every 1\u20133 s). */
const MIN_POLL_MS = 2_000;
/** Longest gap: a final status is never seen more than 20 s after it came. */
const MAX_POLL_MS = 20_000;
/**
 * The plain gap, while a final status can come: a third of the requests of the CLI's 3 s pace,
 * so that the default spends well under half of what a tight poller would.
 */
const PLAIN_POLL_MS = 9_000;
/** Before the build or the deploy no final status comes: twice the plain gap. */
const QUIET_POLL_MS = 2 * PLAIN_POLL_MS;
/**
 * The default pace. A window reaches past the slowest earlier time by 1.5 margins (one before the
 * quickest): a slow step (a queue, a build cache missed) adds time far more often than anything
 * saves it. A build is watched closely for its first 30 s, from a 3 s gap (the CLI's pace): the
 * span in which a build that cannot resolve its dependencies or find its files fails.
 */
const PACE = {
    minMs: MIN_POLL_MS,
    maxMs: MAX_POLL_MS,
    plainMs: PLAIN_POLL_MS,
    quietGaps: QUIET_POLL_MS / PLAIN_POLL_MS,
    lateMargins: 1.5,
    watchMs: 30_000,
    watchStartMs: 3_000
};
/**
 * Earlier revisions looked at, newest first: the deployment's recent character (and so how many
 * an update reads before its write).
 */
const HISTORY_DEPTH = 20;
/** Statuses before the build or the deploy, from which no final status comes. */
const QUIET = new Set([
    'CREATING',
    'QUEUED',
    'AWAITING_BUILD',
    'AWAITING_DEPLOY'
]);
/**
 * Milliseconds to sleep before the next poll of a revision: the user's fixed interval when they
 * gave one, else the pace described above.
 */
function nextPollDelayMs(state, options = {}) {
    if (options.intervalMs !== undefined)
        return options.intervalMs;
    const pace = options.pace ?? PACE;
    // A build ends in a failure or goes on to a deploy, never in DEPLOYED: its pace is the failure's.
    if (state.status === 'BUILDING')
        return buildGap(state.sinceStatusMs, pace);
    return windowGap(state, pace, QUIET.has(state.status));
}
/** A build's gap: from {@link Pace.watchStartMs} as it begins, \u221d \u221a(time building), to the plain gap. */
function buildGap(sinceStatusMs, pace) {
    const since = Math.max(0, sinceStatusMs);
    if (since >= pace.watchMs)
        return pace.plainMs;
    const grown = pace.watchStartMs + (pace.plainMs - pace.watchStartMs) * Math.sqrt(since / pace.watchMs);
    return Math.min(pace.plainMs, bounded(grown, pace));
}
/** The gap the deployment's earlier revisions call for; the plain (or quiet) gap without them. */
function windowGap(state, pace, quiet) {
    const plain = quiet ? bounded(pace.quietGaps * pace.plainMs, pace) : pace.plainMs;
    const window = historyWindow(state.history ?? [], pace);
    const now = Math.max(0, state.elapsedMs);
    // Past the window the history has said what it could: the plain pace again.
    if (window === undefined || now > window.toMs)
        return plain;
    // Sparse only while the next poll still falls before the window: none leaps into it.
    if (now + window.outsideMs < window.fromMs)
        return window.outsideMs;
    // As the window passes, what is left of the chance shrinks, and the gaps with its root.
    const left = Math.min(1, (window.toMs - now) / (window.toMs - window.fromMs));
    const stillToCome = window.afterChance + (1 - 2 * window.afterChance) * left;
    return bounded(window.insideMs * Math.sqrt(stillToCome), pace);
}
/** The window of {@link nextPollDelayMs}; undefined when fewer than two revisions went live. */
function historyWindow(history, pace = PACE) {
    const times = liveTimes(history);
    const n = times.length;
    if (n < 2)
        return undefined;
    const quickest = Math.min(...times);
    const slowest = Math.max(...times);
    // n times spread evenly over a span leave about 1/(n - 1) of it beyond each end; times that
    // move from one revision to the next (a drifting build) may move as much again.
    const steps = times.slice(1).map((ms, i) => Math.abs(ms - times[i]));
    const step = steps.reduce((sum, ms) => sum + ms, 0) / steps.length;
    const margin = Math.max((slowest - quickest) / (n - 1), step, pace.plainMs);
    const fromMs = Math.max(0, quickest - margin);
    const toMs = slowest + pace.lateMargins * margin;
    const width = toMs - fromMs;
    const inside = (n - 1) / (n + 1);
    const outside = 1 - inside;
    const rest = toMs + fromMs; // [0, 2 \u00d7 toMs] less the window
    // The plain schedule's requests up to the window's end, spent at gaps \u221d 1/\u221a(chance per ms).
    const scale = (pace.plainMs * (fromMs * Math.sqrt(outside / rest) + Math.sqrt(inside * width))) / toMs;
    return {
        fromMs,
        toMs,
        insideMs: scale * Math.sqrt(width / inside),
        outsideMs: bounded(scale * Math.sqrt(rest / outside), pace),
        afterChance: outside / 2
    };
}
/** How long this deployment's last revisions that went live took, newest first. */
function liveTimes(history) {
    return history
        .slice(0, HISTORY_DEPTH)
        .filter(revision => revision.status === 'DEPLOYED')
        .map(revision => revision.updatedAt - revision.createdAt)
        .filter(ms => Number.isFinite(ms) && ms > 0);
}
function bounded(ms, pace) {
    return Math.round(Math.min(pace.maxMs, Math.max(pace.minMs, ms)));
}

;// CONCATENATED MODULE: ./src/control-plane/wait.ts
// Owns the waits on the control plane: what a revision status means, polling a revision at the
// pace poll-policy.ts sets until it is terminal, then the deployment until it serves it.








/** Statuses of a revision on its way, as the API reference lists them. */
const ON_ITS_WAY = new Set([
    'CREATING',
    'QUEUED',
    'AWAITING_BUILD',
    'BUILDING',
    'AWAITING_DEPLOY',
    'DEPLOYING',
    'UNKNOWN'
]);
/**
 * Classifies a revision status, matched exactly (case-sensitive): only `DEPLOYED` is success;
 * any status containing `FAILED` is a failure (the contract's rule, so new failure kinds are
 * caught too); `SKIPPED` and `INTERRUPTED` mean the revision will never go live; everything else
 * is still on its way, a status the action does not know ({@link isKnownStatus}) included.
 */
function classifyStatus(status) {
    if (status === 'DEPLOYED')
        return 'deployed';
    if (status.includes('FAILED'))
        return 'failed';
    if (status === 'SKIPPED' || status === 'INTERRUPTED')
        return 'superseded';
    return 'in-progress';
}
/**
 * Whether the action knows what `status` means; an unknown one (`deployed`, `LIVE`) is reported
 * as unknown, never guessed at: it is not terminal, and certainly not live.
 */
function isKnownStatus(status) {
    return classifyStatus(status) !== 'in-progress' || ON_ITS_WAY.has(status);
}
/** Whether polling stops at this status. */
function isTerminal(status) {
    return classifyStatus(status) !== 'in-progress';
}
/** Answers in a row about another revision than the one asked for, before the wait gives up. */
const MAX_WRONG_ANSWERS = 3;
/** Longest wait, after `DEPLOYED`, for the deployment to name the revision as the active one. */
const SWITCH_OVER_BUDGET_MS = 60_000;
/** Between two reads of the deployment while it switches over: a switch takes seconds. */
const SWITCH_OVER_POLL_MS = 5_000;
/** The last look's time when the caller names none: the HTTP layer's default request timeout. */
const LAST_LOOK_MS = 30_000;
/**
 * Polls a revision until its status is terminal or the deadline passes; when it passes, whatever
 * the pace, one last poll (poll-until.ts), so a revision live in time is seen and the status
 * returned is the service's last word. Logs each status change
 * once, with the time elapsed, and while nothing changes a heartbeat at least every
 * `HEARTBEAT_MS` (heartbeat.ts). A poll that fails on a passing fault (the HTTP layer has already
 * retried it) is logged and polled again; a failure that will not pass (401, 404, ...) ends the
 * wait by throwing.
 */
async function waitForRevision(options) {
    const { controlPlane, clock, logger } = options;
    const started = clock.now();
    let revision;
    let status = '';
    /** Answers in a row that were about another revision. */
    let wrong = 0;
    /** When `status` was first seen: the policy polls a status less often as it ages. */
    let statusSeenAt = started;
    const talk = new WaitTalk({ ...options, started });
    /** One poll: the status's class, 'in-progress' too when the poll failed on a passing fault. */
    const look = async () => {
        try {
            revision = await controlPlane.getRevision({
                deploymentId: options.deploymentId,
                revisionId: options.revisionId
            });
        }
        catch (error) {
            if (options.signal?.aborted || error instanceof errors/* DeadlineError */.j3)
                throw error;
            if (error instanceof WrongRevisionError) {
                if (++wrong >= MAX_WRONG_ANSWERS)
                    throw wrongAnswers(error);
                logger.warning(`${error.message}; that answer is ignored and the revision polled again.`);
            }
            else {
                if (!(0,retry_policy/* isTransient */.dg)(error))
                    throw error;
                logger.warning(`Polling revision ${options.revisionId} failed, will poll again: ${(0,errors/* errorMessage */.gJ)(error)}`);
            }
            return 'in-progress';
        }
        wrong = 0;
        // Before the status is said: the lines up to this poll come before the line saying it is live.
        await talk.follow(revision.status);
        if (revision.status !== status) {
            status = revision.status;
            statusSeenAt = clock.now();
            sayStatus(options, revision, clock.now() - started);
            talk.said();
            options.onStatus?.(status, revision);
        }
        return classifyStatus(status);
    };
    const polled = await pollUntil({
        ...options,
        lastLookMs: options.lastLookMs ?? LAST_LOOK_MS,
        attempt: ({ last }) => {
            if (last) {
                logger.info(`${(0,duration/* formatElapsed */.C7)(clock.now() - started)} The time is up (${options.deadline.label}): one last look at revision ${options.revisionId}.`);
            }
            return look();
        },
        isDone: outcome => outcome !== 'in-progress',
        nextDelay: () => nextDelay(options, status, started, statusSeenAt),
        sleep: ms => talk.idle(ms, { status, since: statusSeenAt })
    });
    if (polled.stop === 'aborted')
        throw (0,base_clock/* abortReason */.Js)(options.signal);
    const outcome = polled.stop === 'done' && polled.answer !== undefined ? polled.answer : 'timeout';
    return { outcome, status, revision, elapsedMs: clock.now() - started };
}
/** Logs a status seen for the first time, with the time elapsed. */
function sayStatus(options, revision, elapsedMs) {
    const { status } = revision;
    const unknown = isKnownStatus(status)
        ? ''
        : ' (an unknown status: not one the control plane documents, so not taken as live; still waiting)';
    const message = revision.status_message ? `: ${revision.status_message}` : '';
    options.logger.info(`${(0,duration/* formatElapsed */.C7)(elapsedMs)} ${status}${unknown}${message}`);
}
/** The poll policy's delay now: a status seen since `seenAt` in a wait begun at `started`. */
function nextDelay(options, status, started, seenAt) {
    const now = options.clock.now();
    const { history, prebuilt, pollIntervalMs } = options;
    const state = { status, elapsedMs: now - started, sinceStatusMs: now - seenAt, history, prebuilt };
    return nextPollDelayMs(state, { intervalMs: pollIntervalMs });
}
function wrongAnswers(error) {
    return new Error(`${error.message}, ${MAX_WRONG_ANSWERS} times in a row: the status of revision ${error.asked} cannot be told, so it is not reported as live`, { cause: error });
}
/**
 * Reads the deployment until its `active_revision_id` is the revision (or another, newer one,
 * or the install does not tell), for at most {@link SWITCH_OVER_BUDGET_MS} within the deadline,
 * with one last read when that time is up.
 * A read that fails on a passing fault is read again; any other failure throws.
 */
async function waitForSwitchOver(options) {
    const { controlPlane, clock, logger, revisionId } = options;
    const started = clock.now();
    let deployment;
    /** One read: how the deployment stands; 'switching' too when the read failed on a passing fault. */
    const read = async (look) => {
        try {
            deployment = await controlPlane.getDeployment({ id: options.deploymentId });
        }
        catch (error) {
            if (options.signal?.aborted || error instanceof errors/* DeadlineError */.j3)
                throw error;
            if (!(0,retry_policy/* isTransient */.dg)(error))
                throw error;
            logger.warning(`Reading deployment ${options.deploymentId} failed, will read again: ${(0,errors/* errorMessage */.gJ)(error)}`);
            return 'switching';
        }
        const serving = servingState(deployment, revisionId, options.baseline);
        if (serving === 'switching' && look.number === 1) {
            logger.info(`Revision ${revisionId} is DEPLOYED; the deployment still serves ${deployment.active_revision_id || 'no revision'} (active_revision_id). Waiting for it to switch over.`);
        }
        return serving;
    };
    const polled = await pollUntil({
        ...options,
        until: started + SWITCH_OVER_BUDGET_MS,
        lastLookMs: options.lastLookMs ?? LAST_LOOK_MS,
        attempt: read,
        isDone: serving => serving !== 'switching',
        nextDelay: () => options.pollIntervalMs ?? SWITCH_OVER_POLL_MS
    });
    if (polled.stop === 'aborted')
        throw (0,base_clock/* abortReason */.Js)(options.signal);
    const serving = polled.stop === 'done' && polled.answer !== undefined ? polled.answer : 'timeout';
    return { serving, deployment, elapsedMs: clock.now() - started };
}
/**
 * What a deployment read after this run's revision went `DEPLOYED` says of the traffic:
 * `serving` it; still `switching` while no revision, an older one (one from before the write,
 * or any while the revision is still the latest) is active; `replaced` when a revision newer
 * than it took over; `unreported` when the install does not send `active_revision_id` at all.
 */
function servingState(deployment, revisionId, baseline) {
    const active = deployment.active_revision_id;
    if (active === undefined)
        return 'unreported';
    if (active === revisionId)
        return 'serving';
    if (!active || baseline.oldIds.has(active))
        return 'switching';
    return deployment.latest_revision_id === revisionId ? 'switching' : 'replaced';
}

;// CONCATENATED MODULE: ./src/control-plane/writes/cut-write.ts
// Owns a revision-making write the cancellation cut off: what it was sending (the facts that
// settle it afterwards, writes/settle-cut.ts), carried up to the run by the error it ends with.

/** The error a write ends with when the run was cancelled while it was under way. */
class WriteCutError extends Error {
    cut;
    name = 'WriteCutError';
    constructor(cut, cause) {
        super((0,errors/* errorMessage */.gJ)(cause), { cause });
        this.cut = cut;
    }
}
/**
 * Runs `write` (the send and its settling reads); when the run is cancelled meanwhile, ends with
 * a {@link WriteCutError} that carries `cut`, so that the run can settle it after the cancel.
 */
async function cutByCancel(deps, cut, write) {
    try {
        return await write();
    }
    catch (error) {
        if (deps.signal?.aborted !== true || error instanceof WriteCutError)
            throw error;
        throw new WriteCutError(cut, error);
    }
}
/** The write a failure cut off, found along its causes; undefined when it cut none. */
function cutWriteOf(failure) {
    for (let at = failure; at instanceof Error; at = at.cause) {
        if (at instanceof WriteCutError)
            return at.cut;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/control-plane/writes/baseline.ts
// Owns what this run knows of a deployment's revisions before its write: the baseline its new
// revision is told apart from (with the newest revisions, for the wait's pace), and what served.


/** The read of those revisions is sent once and given this long: the run does without them. */
const HISTORY_TIMEOUT_MS = 10_000;
/** The baseline of a deployment as read before the write (undefined: it did not exist). */
function baselineOf(before, listed = []) {
    const ids = [before?.latest_revision_id, before?.active_revision_id, ...listed.map(r => r.id)];
    return {
        latestId: before?.latest_revision_id || undefined,
        activeId: before?.active_revision_id || undefined,
        oldIds: new Set(ids.filter((id) => typeof id === 'string' && id !== '')),
        history: pastRevisions(listed)
    };
}
/** The listed revisions whose `created_at` and `updated_at` both parse, as the poll policy takes them. */
function pastRevisions(listed) {
    return listed.flatMap(revision => {
        const createdAt = Date.parse(revision.created_at ?? '');
        const updatedAt = Date.parse(revision.updated_at ?? '');
        if (!Number.isFinite(createdAt) || !Number.isFinite(updatedAt))
            return [];
        return [{ status: revision.status, createdAt, updatedAt }];
    });
}
/**
 * What this run knows of an existing deployment's revisions before it writes: its
 * `latest_revision_id` and, with `history`, its newest revisions (one page: the poll policy
 * learns from their times, and every one of them is old); when the deployment does not name its
 * latest revision, every revision listed, which the new one must be told apart from.
 */
async function readBaseline(deps, before, options) {
    if (before.latest_revision_id) {
        return baselineOf(before, options.history ? await readHistory(deps, before) : []);
    }
    deps.logger.info(`Deployment "${before.name}" does not name its latest revision: listing its revisions before the update, to tell the new one apart.`);
    return baselineOf(before, await deps.controlPlane.listRevisions({ deploymentId: before.id }));
}
/**
 * The deployment's newest revisions, read once; none when the read fails (a 5xx, a timeout, a
 * page that does not parse): they only set the pace of the wait, never whether the run goes on.
 */
async function readHistory(deps, before) {
    try {
        return await deps.controlPlane.listRecentRevisions({
            deploymentId: before.id,
            limit: HISTORY_DEPTH,
            timeoutMs: HISTORY_TIMEOUT_MS
        });
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        deps.logger.info(`Could not read the earlier revisions of deployment "${before.name}" (${(0,errors/* errorMessage */.gJ)(error)}); the wait keeps its pace for a deployment with no history.`);
        return [];
    }
}
/**
 * The revision serving before the write, as the baseline names it, with its status read now
 * (before the write); undefined when none served. A failed read is no reason to stop the deploy:
 * the status is then unknown, and nothing will be rolled back to it.
 */
async function readServingBefore(deps, before, baseline) {
    const id = baseline.activeId;
    if (id === undefined)
        return undefined;
    try {
        const revision = await deps.controlPlane.getRevision({
            deploymentId: before.id,
            revisionId: id
        });
        return { id, status: revision.status };
    }
    catch (error) {
        deps.logger.warning(`Could not read revision ${id}, which serves deployment "${before.name}" now (${(0,errors/* errorMessage */.gJ)(error)}); a failed smoke test will not roll back to it.`);
        return { id, status: undefined };
    }
}

;// CONCATENATED MODULE: ./src/control-plane/writes/settle.ts
// Owns what the write protocol runs on (the client and a Runtime) and its one look-again loop:
// how many sends, how many reads settle an uncertain write, and the pause between two looks.



/** Sends of a create or update, at most, while earlier ones may or may not have been applied. */
const MAX_SENDS = 3;
/** Reads, at most, that settle whether an uncertain write was applied before it is resent. */
const SETTLE_READS = 5;
/** Pauses between two looks: full jitter below 0.5 s, 1 s, 2 s, then 4 s. */
const RECHECK_BACKOFF = { baseMs: 500, capMs: 4000 };
/**
 * Looks again and again at the control plane with full-jitter backoff between looks, until
 * `isDone`, `maxLooks` or the deadline (one last look then, given one request's time). Throws the
 * abort's reason when the run is cancelled; the caller says what the other stops mean.
 */
async function recheck(deps, options) {
    let looked = 0;
    const polled = await pollUntil({
        clock: deps.clock,
        deadline: deps.deadline,
        signal: deps.signal,
        lastLookMs: deps.controlPlane.requestTimeoutMs,
        maxAttempts: options.maxLooks,
        attempt: ({ number }) => {
            looked = number;
            return options.look(number);
        },
        isDone: options.isDone,
        nextDelay: () => (0,retry_policy/* backoffMs */.jo)(looked, RECHECK_BACKOFF, deps.random)
    });
    if (polled.stop === 'aborted')
        throw (0,base_clock/* abortReason */.Js)(deps.signal);
    return polled;
}

;// CONCATENATED MODULE: ./src/control-plane/writes/identify.ts
// Owns telling which revision this run's write created, from what was known before it (baseline.ts):
// what it sent, the looks after it, re-checks while reads lag.



/** Looks at the control plane, at most, before giving up telling the new revision apart. */
const MAX_LOOKS = 8;
/**
 * The revision this run's write created, told apart from every revision before it; never a
 * guess.
 *
 * - A `latest_revision_id` (of the write's answer or of a read after it) names it when it is
 *   none of the revisions known before.
 * - Otherwise the revision list (newest first) must show it: above the old latest one when that
 *   is known (anything below it is older; a list that does not show it yet lags), else among
 *   the revisions not listed before the write.
 * - One such revision is this run's. Several are ambiguous, unless nothing was known before (a
 *   deployment this run created), whose first revision is the oldest.
 */
function pickNewRevision(baseline, seen) {
    const { latestId, revisions } = seen;
    if (latestId && !baseline.oldIds.has(latestId))
        return { kind: 'found', id: latestId };
    if (revisions === undefined || revisions.length === 0)
        return { kind: 'unseen' };
    let above = revisions;
    if (baseline.latestId !== undefined) {
        const at = revisions.findIndex(revision => revision.id === baseline.latestId);
        if (at === -1)
            return { kind: 'unseen' };
        above = revisions.slice(0, at);
    }
    const fresh = above.filter(revision => !baseline.oldIds.has(revision.id)).map(r => r.id);
    const oldest = fresh.at(-1);
    if (oldest === undefined)
        return { kind: 'unseen' };
    if (fresh.length === 1 || baseline.oldIds.size === 0)
        return { kind: 'found', id: oldest };
    return { kind: 'ambiguous', ids: fresh };
}
/**
 * The first field of `revision`'s record that is not what this run sent (`repo_ref`,
 * `repo_commit_sha` when a commit was sent, `image_uri`, `source_tarball_path`), as
 * `field 'value'`; undefined when none differs. A field the record leaves out tells nothing.
 */
function sourceMismatch(revision, sent) {
    const config = revision.source_revision_config;
    const commit = sent.repoRef !== undefined && /^[0-9a-f]{40}$/i.test(sent.repoRef);
    // A commit SHA is the same in either case; every other field is compared as it was sent.
    const checks = [
        ['repo_ref', config?.repo_ref, sent.repoRef, false],
        ['repo_commit_sha', commit ? config?.repo_commit_sha : undefined, sent.repoRef, true],
        ['image_uri', config?.image_uri, sent.imageUri, false],
        ['source_tarball_path', config?.source_tarball_path, sent.tarballPath, false]
    ];
    for (const [field, recorded, wanted, caseless] of checks) {
        if (!recorded || wanted === undefined)
            continue;
        const same = caseless ? recorded.toLowerCase() === wanted.toLowerCase() : recorded === wanted;
        if (!same)
            return `${field} '${recorded}'`;
    }
    return undefined;
}
/**
 * One look after the write. Without `sent` (a redeploy): the deployment's `latest_revision_id`,
 * and when it names no new revision, the revision list (every page down to the old latest one).
 * With `sent`, another writer may have written meanwhile: the list always, and only revisions
 * whose source is what this run sent count (two of them are ambiguous).
 */
async function lookForNewRevision(deps, deploymentId, baseline, sent) {
    const { controlPlane } = deps;
    const deployment = await controlPlane.getDeployment({ id: deploymentId });
    const byLatest = pickNewRevision(baseline, { latestId: deployment.latest_revision_id });
    if (sent === undefined && byLatest.kind === 'found')
        return { result: byLatest, deployment };
    const listed = await controlPlane.listRevisions({
        deploymentId,
        until: revision => revision.id === baseline.latestId
    });
    const revisions = sent === undefined
        ? listed
        : listed.filter(r => baseline.oldIds.has(r.id) || sourceMismatch(r, sent) === undefined);
    return { result: pickNewRevision(baseline, { revisions }), deployment };
}
/** The one new revision built from what this run sent; undefined when none shows yet. */
async function ownNewRevision(deps, write, sent) {
    const { existing, baseline } = write;
    const { result } = await lookForNewRevision(deps, existing.id, baseline, sent);
    if (result.kind === 'found')
        return result.id;
    if (result.kind === 'unseen')
        return undefined;
    const subject = `the revision created by the update of deployment "${existing.name}" (${existing.id})`;
    throw ambiguousRevisions(subject, baseline, result.ids);
}
/**
 * The revision the write created: named by the answer when it is none of the old ones and its
 * source is what this run sent, else by looks at the control plane, repeated with backoff while
 * the reads lag. Throws, naming the deployment and the old latest revision, when it cannot be
 * told apart in {@link MAX_LOOKS} looks or before the deadline; never guesses.
 */
async function identifyRevision(deps, written) {
    const { deployment, baseline } = written;
    const answered = pickNewRevision(baseline, { latestId: deployment.latest_revision_id });
    if (answered.kind === 'found' && (await isSent(deps, written, answered.id)))
        return answered.id;
    const started = deps.clock.now();
    const polled = await recheck(deps, {
        maxLooks: MAX_LOOKS,
        look: async (number) => {
            const { result } = await lookForNewRevision(deps, deployment.id, baseline, written.sent);
            if (result.kind === 'ambiguous')
                throw ambiguousRevisions(what(written), baseline, result.ids);
            if (result.kind === 'unseen' && number === 1) {
                const still = baseline.latestId ?? 'one from before the write';
                deps.logger.info(`The new revision is not listed yet (the latest is still ${still}); looking again.`);
            }
            return result;
        },
        isDone: result => result.kind === 'found'
    });
    if (polled.answer?.kind === 'found')
        return polled.answer.id;
    const spent = (0,duration/* formatDuration */.a3)(deps.clock.now() - started);
    const why = polled.stop === 'deadline' ? ', when timeout-seconds ran out' : '';
    throw cannotTell(written, `${polled.attempts} looks over ${spent}${why}`);
}
/**
 * Whether the revision an answer names was built from what this run sent, as its record says:
 * an answer made while another writer wrote may name that writer's revision. A record not
 * found yet (404) is checked by the looks instead.
 */
async function isSent(deps, written, revisionId) {
    const { sent } = written;
    if (sent === undefined)
        return true;
    let revision;
    try {
        revision = await deps.controlPlane.getRevision({
            deploymentId: written.deployment.id,
            revisionId
        });
    }
    catch (error) {
        if (error instanceof errors/* HttpStatusError */.F9 && error.status === 404)
            return false;
        throw error;
    }
    const differs = sourceMismatch(revision, sent);
    if (differs === undefined)
        return true;
    deps.logger.warning(`The answer names revision ${revisionId}, but it was built from ${differs}, not what this run sent: another write was made meanwhile; looking for this run's own revision.`);
    return false;
}
function what(written) {
    const { name, id } = written.deployment;
    return written.created
        ? `the first revision of deployment "${name}" (${id})`
        : `the revision created by the update of deployment "${name}" (${id})`;
}
function cannotTell(written, after) {
    const old = written.baseline.latestId;
    const shows = written.created
        ? 'neither the deployment nor its revision list names a revision'
        : `neither the deployment nor its revision list shows a revision newer than ${old ?? 'those listed before the update'}${old === undefined ? '' : ', the latest before the update'} built from what this run sent`;
    return new Error(`could not tell ${what(written)} apart: after ${after}, ${shows}. The action reports no revision rather than guess`);
}
/** The failure when several new revisions were built from what this run sent. */
function ambiguousRevisions(subject, baseline, ids) {
    return new Error(`could not tell ${subject} apart: ${ids.length} revisions are newer than ${baseline.latestId ?? 'those listed before the update'} (${ids.join(', ')}) and built from what this run sent, so another write was made meanwhile. The action reports no revision rather than guess`);
}

;// CONCATENATED MODULE: ./src/control-plane/writes/settled-write.ts
// Owns settling an uncertain write by reads, and the writes that answer with a deployment, not a
// revision (the PATCH of installs without the create-revision route, a redeploy) settled so.






/**
 * Reads with `look` until it sees something, at most {@link SETTLE_READS} times, pausing with
 * backoff between reads; undefined when every read came back empty. Fails, saying so, when
 * no time is left (after one last read at the deadline).
 */
async function settled_write_settle(deps, look) {
    const polled = await recheck(deps, {
        maxLooks: SETTLE_READS,
        look,
        isDone: seen => seen !== undefined
    });
    if (polled.stop !== 'deadline')
        return polled.answer;
    throw new errors/* DeadlineError */.j3(`the time ran out (timeout-seconds) after ${polled.attempts} reads, before they could tell whether it went through`);
}
/**
 * Redeploys `revisionId`, an earlier revision of `existing`, never twice blindly: like an
 * update, a redeploy that may have been applied is settled by reads before it is sent again.
 * The answer (or the read that settled it) names the revision that results, when it is new.
 */
async function redeployRevision(deps, existing, revisionId) {
    const baseline = baselineOf(existing);
    const label = `revision ${revisionId} of deployment "${existing.name}" (${existing.id})`;
    const write = { existing, baseline, what: `Redeploying ${label}`, sent: undefined };
    const cut = { kind: 'revision', existing, baseline, sent: undefined };
    const settled = await (0,errors/* withContext */.eQ)(`redeploying ${label}`, () => cutByCancel(deps, cut, () => sendSettled(deps, write, () => deps.controlPlane.redeployRevision({ deploymentId: existing.id, revisionId }))));
    const named = pickNewRevision(baseline, { latestId: settled.deployment.latest_revision_id });
    const resulting = settled.revisionId ?? (named.kind === 'found' ? named.id : revisionId);
    return { deployment: settled.deployment, revisionId: resulting, baseline };
}
/**
 * Sends a write that makes a revision, at most {@link MAX_SENDS} times, and only again once
 * reads have shown that the earlier send was not applied.
 */
async function sendSettled(deps, write, send) {
    const { existing, baseline, what } = write;
    for (let sent = 1;; sent++) {
        try {
            const answer = await send();
            return { deployment: { ...existing, ...answer, id: existing.id, name: existing.name } };
        }
        catch (error) {
            if (!(0,retry_policy/* mayHaveBeenApplied */.Ho)(error))
                throw error;
            deps.logger.warning(`${what} may or may not have worked (${(0,errors/* errorMessage */.gJ)(error)}); reading it before trying again.`);
            const applied = await settled_write_settle(deps, () => appliedWrite(deps, write));
            if (applied !== undefined)
                return applied;
            if (sent >= MAX_SENDS) {
                throw new Error(`it may or may not have been applied (${(0,errors/* errorMessage */.gJ)(error)}), and after ${SETTLE_READS} reads the deployment still shows revision ${baseline.latestId ?? '(none named)'}; not sending it again`, { cause: error });
            }
            deps.logger.info(`No sign of it after ${SETTLE_READS} reads: sending it again.`);
        }
    }
}
/**
 * The deployment after an uncertain write that went through, or undefined when none shows. With
 * `sent`, another writer's revision is no sign of this write, and two of this run's are ambiguous.
 */
async function appliedWrite(deps, write) {
    const { existing, baseline, sent } = write;
    const { result, deployment } = await lookForNewRevision(deps, existing.id, baseline, sent);
    const merged = { ...existing, ...deployment, id: existing.id, name: existing.name };
    if (result.kind === 'found') {
        deps.logger.info(`The update went through: revision ${result.id} is new.`);
        return { deployment: merged, revisionId: result.id };
    }
    if (result.kind === 'ambiguous') {
        if (sent !== undefined) {
            const subject = `the revision this run's write of deployment "${existing.name}" (${existing.id}) created`;
            throw ambiguousRevisions(subject, baseline, result.ids);
        }
        deps.logger.info(`The update went through: revisions ${result.ids.join(', ')} are new.`);
        return { deployment: merged };
    }
    const before = existing.updated_at;
    const after = deployment.updated_at;
    if (before && after && before !== after) {
        deps.logger.info(`The deployment changed: its updated_at moved from ${before} to ${after}, so the write may have gone through and is not sent again.`);
        return { deployment: merged };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/control-plane/writes/settle-cut.ts
// Owns settling a write the cancellation cut off (cut-write.ts) as a lost answer is settled:
// reads that name this run's deployment and revision, within the bound the caller's deps set.





/**
 * Settles `cut` by reads, as the write protocol settles a lost answer: the deployment a create
 * made (by name) and its first revision; the one new revision an update built from what this
 * run sent; the revision a redeploy made. Never throws: a read that fails or a deadline (the
 * bound of `deps`) that passes leave the revision unknown, and `unknown` says why.
 */
async function settleCutWrite(deps, cut) {
    let deployment = cut.kind === 'revision' ? cut.existing : undefined;
    try {
        if (cut.kind === 'create') {
            const { name } = cut;
            deployment = await settled_write_settle(deps, () => deps.controlPlane.findDeploymentByName({ name }));
            if (deployment === undefined) {
                return { deployment, revisionId: undefined, unknown: `no deployment "${name}" shows` };
            }
            if (!cut.firstRevision)
                return { deployment, revisionId: undefined, unknown: undefined };
            const written = {
                deployment,
                baseline: baselineOf(undefined),
                created: true,
                sent: undefined
            };
            return { deployment, revisionId: await identifyRevision(deps, written), unknown: undefined };
        }
        const revisionId = await settled_write_settle(deps, () => newRevision(deps, cut));
        const unknown = revisionId === undefined
            ? `after ${SETTLE_READS} reads no new revision ${cut.sent === undefined ? '' : 'built from what this run sent '}shows yet`
            : undefined;
        return { deployment, revisionId, unknown };
    }
    catch (error) {
        const unknown = error instanceof errors/* DeadlineError */.j3
            ? `${deps.deadline.label} ran out before they could tell`
            : (0,errors/* errorMessage */.gJ)(error);
        return { deployment, revisionId: undefined, unknown };
    }
}
/** One look for the revision an update or a redeploy made; undefined when none shows yet. */
async function newRevision(deps, cut) {
    const { existing, baseline, sent } = cut;
    if (sent !== undefined)
        return ownNewRevision(deps, cut, sent);
    const { result } = await lookForNewRevision(deps, existing.id, baseline);
    if (result.kind === 'found')
        return result.id;
    if (result.kind === 'unseen')
        return undefined;
    const subject = `the revision the redeploy of deployment "${existing.name}" (${existing.id}) made`;
    throw ambiguousRevisions(subject, baseline, result.ids);
}

;// CONCATENATED MODULE: ./src/run/interrupt.ts
// Owns what a cancelled run says and does: it settles a revision-making write the cancel cut off
// (bounded reads) and, with `on-cancel: interrupt`, stops this run's revision if it is not final.






/**
 * The reads that settle a write the cancel cut off: 2.5 s in all, 1.5 s a request (a last look
 * may run past the 2.5 s by one request). With the interrupt's 2 s after them, what a cancelled
 * run does ends within 6 s of the signal, inside the 7 s before base/cancel.ts exits the process
 * and the 7.5 s before the runner's SIGTERM.
 */
const SETTLE_BOUND = { boundMs: 2_500, requestMs: 1_500 };
/** The interrupt: one request, sent after the settling, never retried. */
const INTERRUPT_BOUND = { boundMs: 2_000, requestMs: 2_000 };
/**
 * The message a cancelled run fails with. A revision-making write the cancel cut off is first
 * settled by reads, as a lost answer is; with `on-cancel: interrupt` and a revision of this run
 * that is not final yet, the service is then asked to interrupt it (one request, no retry).
 */
async function cancelledMessage(run) {
    const { inputs, progress } = run;
    // Only a write that was to make the run's revision: a deploy's rollback after a failed smoke
    // test redeploys another revision once its own is named.
    const cut = progress?.ownRevision() === undefined ? cutWriteOf(run.failure) : undefined;
    const unknown = cut !== undefined && inputs !== undefined && progress !== undefined
        ? await settleCut(run, inputs, progress, cut)
        : undefined;
    const where = progress?.whereabouts();
    const cancelled = `Cancelled${where ? ` (${where})` : ''}${unknown === undefined ? '' : `; ${unknown}`}`;
    const own = progress?.ownRevision();
    if (inputs?.onCancel !== 'interrupt' || own === undefined || progress === undefined) {
        const nothing = unknown !== undefined && inputs?.onCancel === 'interrupt';
        return `${cancelled}; ${nothing ? 'nothing was interrupted (on-cancel: interrupt): ' : ''}the deployment itself goes on.`;
    }
    const { revisionId } = own;
    if (own.status !== undefined && isTerminal(own.status)) {
        progress.interrupted({ revisionId, outcome: 'final' });
        return `${cancelled}; revision ${revisionId} is already ${own.status}: nothing to interrupt (on-cancel: interrupt).`;
    }
    try {
        run.logger.info(`Interrupting revision ${revisionId} (on-cancel: interrupt)...`);
        const { controlPlane } = run.afterCancel(inputs, INTERRUPT_BOUND);
        await controlPlane.interruptRevision({ ...own, timeoutMs: INTERRUPT_BOUND.boundMs });
        progress.interrupted({ revisionId, outcome: 'interrupted' });
        return `${cancelled}; revision ${revisionId} was interrupted (on-cancel: interrupt): it ends INTERRUPTED and will not go live.`;
    }
    catch (error) {
        const final = error instanceof errors/* HttpStatusError */.F9 && [400, 409, 422].includes(error.status);
        progress.interrupted({ revisionId, outcome: final ? 'final' : 'failed' });
        const why = (0,errors/* errorMessage */.gJ)(error);
        return final
            ? `${cancelled}; the service would not interrupt revision ${revisionId}, which may have ended already (${why}).`
            : `${cancelled}; interrupting revision ${revisionId} failed (${why}): the deployment itself goes on.`;
    }
}
/**
 * Settles the write the cancel cut off, within {@link SETTLE_BOUND}, and reports what the reads
 * tell (the deployment, the revision). Undefined when they tell all there is; otherwise what the
 * run must say instead: that a revision may have been made by this run, and where to look.
 */
async function settleCut(run, inputs, progress, cut) {
    const bound = (0,duration/* formatDuration */.a3)(SETTLE_BOUND.boundMs);
    run.logger.info(`The cancel came while ${cut.kind === 'create' ? 'creating the deployment' : 'a revision was being made'}: reading what the write made (for ${bound} at most)...`);
    const outcome = await settleCutWrite(run.afterCancel(inputs, SETTLE_BOUND), cut);
    const facts = outcome.deployment && deploymentFacts(outcome.deployment, inputs);
    if (facts !== undefined)
        progress.deployment(facts);
    if (outcome.revisionId !== undefined) {
        progress.revision(outcome.revisionId);
        run.logger.info(`The cancelled write made revision ${outcome.revisionId} of deployment ${facts?.id ?? ''}: this run's revision.`);
        return undefined;
    }
    if (outcome.unknown === undefined)
        return undefined;
    const look = facts
        ? `look at the revisions of deployment "${facts.name}" (${facts.id}): ${facts.dashboardUrl}`
        : `look for a deployment named "${cut.kind === 'create' ? cut.name : ''}" and its revisions`;
    const message = `a revision may have been made by this run: the reads after the cancel could not tell (${outcome.unknown}); ${look}`;
    run.logger.warning(message);
    return message;
}

// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __nccwpck_require__(9556);
;// CONCATENATED MODULE: ./src/github/commit-check.ts
// Owns the rule that a deploy of this workflow's own ref built its commit or a newer one: the
// workflow's commit as the runner tells it, the verdict, and the verdict said in one line.



/**
 * The commit rule, pure. Only a deploy of this workflow's repository at the pushed ref is
 * compared; then the built commit must be the workflow's, or newer than it as GitHub's compare
 * says (`ahead`). Without a compare, any other commit is a mismatch; when the compare failed,
 * whether it is newer is undecided (never taken as older or newer).
 */
function commitVerdict(c) {
    const { workflow } = c;
    if (c.image)
        return { kind: 'not-compared', why: 'a prebuilt image was deployed' };
    if (workflow === undefined) {
        return { kind: 'not-compared', why: "the workflow's repository and commit are unknown" };
    }
    if (!sameRepository(c.repoUrl, workflow.repoUrl)) {
        return {
            kind: 'not-compared',
            why: `it deploys ${c.repoUrl ?? 'an unknown repository'}, not this workflow's ${workflow.repoUrl}`
        };
    }
    if (c.ref === undefined || !workflow.refs.some(ref => refKey(ref) === refKey(c.ref ?? ''))) {
        return {
            kind: 'not-compared',
            why: `it deploys ${c.ref ?? 'an unknown ref'}, not the pushed ref`
        };
    }
    if (c.built === undefined)
        return { kind: 'unknown' };
    if (sameCommit(c.built, workflow.sha))
        return { kind: 'match' };
    const compared = c.comparison;
    if (compared !== undefined && 'failed' in compared) {
        return { kind: 'undecided', why: compared.failed };
    }
    if (compared?.status === 'identical')
        return { kind: 'match' };
    if (compared?.status === 'ahead')
        return { kind: 'newer' };
    return { kind: 'mismatch' };
}
/** The verdict said in one line (no final stop), and as a problem when it fails the check. */
function sayVerdict(verdict, known) {
    const built = known.built ?? '(not reported)';
    const sha = known.workflow?.sha ?? '(unknown)';
    switch (verdict.kind) {
        case 'not-compared':
            return { line: `Commit ${built} not compared with the workflow's: ${verdict.why}` };
        case 'match':
            return { line: `Commit ${built} is this workflow's commit` };
        case 'newer':
            return { line: `Commit ${built} is newer than this workflow's commit ${sha}` };
        case 'unknown': {
            const line = `The control plane does not say which commit it built (no repo_commit_sha), so it cannot be checked against this workflow's commit ${sha}`;
            return { line, problem: line };
        }
        case 'undecided': {
            const line = `Could not tell whether commit ${built}, which LangSmith built, is newer than this workflow's commit ${sha}: comparing them on GitHub failed: ${verdict.why}`;
            return { line, problem: line };
        }
        case 'mismatch': {
            const without = known.compared
                ? ''
                : ' (without github-token, any other commit counts as older)';
            const line = `LangSmith built commit ${built}, which is neither this workflow's commit ${sha} nor newer than it${without}`;
            return { line, problem: line };
        }
    }
}
/** The workflow run's repository, pushed ref and commit; undefined when the runner does not say. */
function workflowCommit(env, known, logger) {
    let context;
    try {
        context = known ?? (0,github_context/* githubContextFromEnv */.S0)(env);
    }
    catch (error) {
        logger.debug(`The workflow's commit is unknown: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
    const { serverUrl, repository, ref, headRef, sha } = context;
    const refs = headRef === undefined ? [ref, env.GITHUB_REF_NAME ?? ''] : [headRef];
    return {
        repoUrl: `${serverUrl}/${repository.owner}/${repository.repo}`,
        refs: refs.filter(r => r !== ''),
        sha
    };
}
function refKey(ref) {
    return ref.trim().replace(/^refs\/heads\//, '');
}
/** Whether two SHAs name one commit: equal, or one an abbreviation (7+ digits) of the other. */
function sameCommit(a, b) {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    if (x === y)
        return true;
    const [short, long] = x.length < y.length ? [x, y] : [y, x];
    return short.length >= 7 && long.startsWith(short);
}

;// CONCATENATED MODULE: ./src/run/built-commit.ts
// Owns the story of what was built: the revision's repository, ref, commit and config path in the
// log and the report, checked against this workflow's commit (the rule: github/commit-check.ts).


/**
 * Logs and reports what the live revision was built from and publishes `commit-sha`; warns, or
 * with `require-commit-match` fails naming both commits and the revision that serves, when the
 * rule finds a mismatch or GitHub's compare failed (undecided: never said older or newer).
 */
async function checkBuiltCommit(deps, inputs, live) {
    const { logger, github } = deps;
    if (live.deployment.source === 'internal_source') {
        reportUploaded(deps);
        return;
    }
    const from = live.revision === undefined ? undefined : builtFrom(live.revision);
    const repoUrl = live.deployment.source_config?.repo_url || inputs.repoUrl;
    const facts = { repo: repoUrl, ref: from?.ref ?? inputs.repoRef, commit: from?.commitSha };
    logger.info(`Built from ${facts.repo ?? 'an unknown repository'} at ${facts.ref ?? 'an unknown ref'}: commit ${facts.commit ?? '(not reported)'}, config ${from?.configPath ?? '(not reported)'}.`);
    const workflow = workflowCommit(deps.env, github?.reporter.context, logger);
    const base = {
        built: facts.commit,
        repoUrl,
        ref: inputs.repoRef,
        image: inputs.imageUri !== undefined,
        workflow
    };
    let verdict = commitVerdict(base);
    if (verdict.kind === 'mismatch' && github !== undefined && workflow && facts.commit) {
        const comparison = await github.reporter.compareCommits(workflow.sha, facts.commit);
        verdict = commitVerdict({ ...base, comparison });
    }
    const said = sayVerdict(verdict, { built: facts.commit, workflow, compared: !!github });
    const refused = said.problem !== undefined && inputs.requireCommitMatch;
    deps.progress.built({ ...facts, configPath: from?.configPath, check: said.line, refused });
    if (refused) {
        const serving = `revision ${live.revision?.id ?? '(unknown)'} is live and serves commit ${facts.commit ?? '(not reported)'}`;
        throw new Error(`${said.problem}; require-commit-match is true (the deploy went through: ${serving})`);
    }
    if (verdict.kind !== 'mismatch' && verdict.kind !== 'undecided') {
        logger.info(`${said.line}.`);
        return;
    }
    logger.warning(`${said.line}. Set require-commit-match: true to make this a failure.`);
}
/**
 * An upload builds exactly the tree this workflow checked out: its commit is `GITHUB_SHA` (the
 * upload step published it), and there is nothing to compare.
 */
function reportUploaded(deps) {
    const commit = deps.env.GITHUB_SHA || undefined;
    const line = `Built from the archive of this workflow's checked-out tree${commit ? ` at commit ${commit}` : ''}: what was built is what the workflow has`;
    deps.logger.info(`${line}.`);
    deps.progress.built({ commit, check: line });
}

;// CONCATENATED MODULE: ./src/control-plane/rules.ts
// Owns the rules the real control plane enforces that the contract leaves out: deployment names,
// tag refs, reserved environment names (everywhere or on the cloud only), which source a deployment has and which of its fields
// can never change. The request bodies (requests.ts) and the run's preflight both ask here.

/** The sources the action deploys, for checking what a deployment has. */
const DEPLOYMENT_SOURCES = [
    'github',
    'internal_source',
    'external_docker'
];
/**
 * Environment names the platform reserves everywhere: a secret with one of them is refused (the
 * official CLI's list). Kept apart from the emulator's own copy on purpose: a test double that
 * shared the client's list could not catch a mistake in it.
 */
const RESERVED_ENV_NAMES = new Set([
    'LANGCHAIN_TRACING_V2',
    'LANGSMITH_TRACING_V2',
    'LANGCHAIN_ENDPOINT',
    'LANGCHAIN_PROJECT',
    'LANGSMITH_PROJECT',
    'LANGSMITH_LANGGRAPH_GIT_REPO',
    'LANGGRAPH_GIT_REPO_PATH',
    'LANGCHAIN_API_KEY',
    'LANGSMITH_CONTROL_PLANE_API_KEY',
    'POSTGRES_URI',
    'POSTGRES_PASSWORD',
    'DATABASE_URI',
    'LANGSMITH_LANGGRAPH_GIT_REF',
    'LANGSMITH_LANGGRAPH_GIT_REF_SHA',
    'LANGGRAPH_AUTH_TYPE',
    'LANGSMITH_AUTH_ENDPOINT',
    'LANGSMITH_TENANT_ID',
    'LANGSMITH_AUTH_VERIFY_TENANT_ID',
    'LANGSMITH_HOST_PROJECT_ID',
    'LANGSMITH_HOST_PROJECT_NAME',
    'LANGSMITH_HOST_REVISION_ID',
    'LOG_JSON',
    'LOG_DICT_TRACEBACKS',
    'REDIS_URI',
    'LANGCHAIN_CALLBACKS_BACKGROUND',
    'DD_TRACE_PSYCOPG_ENABLED',
    'DD_TRACE_REDIS_ENABLED',
    'LANGSMITH_DEPLOYMENT_NAME',
    'LANGGRAPH_CLOUD_LICENSE_KEY'
]);
/**
 * Names the cloud reserves and self-hosted installs accept (the CLI's "allowed for self-hosted"
 * group): a self-hosted install may need `POSTGRES_URI_CUSTOM`, for one.
 */
const CLOUD_RESERVED_ENV_NAMES = new Set([
    'LANGSMITH_API_KEY',
    'LANGSMITH_ENDPOINT',
    'POSTGRES_URI_CUSTOM',
    'REDIS_URI_CUSTOM',
    'PATH',
    'PORT',
    'MOUNT_PREFIX'
]);
/** Every name that starts so is the cloud's (`LSD_ENV`, `LSD_DEPLOYMENT_TYPE`, ...). */
const CLOUD_RESERVED_PREFIX = 'LSD_';
/**
 * Where the platform reserves this environment name for itself: `everywhere`, on the `cloud`
 * only, or undefined when a secret may have it.
 */
function reservedEnvName(name) {
    if (RESERVED_ENV_NAMES.has(name))
        return 'everywhere';
    if (CLOUD_RESERVED_ENV_NAMES.has(name) || name.startsWith(CLOUD_RESERVED_PREFIX))
        return 'cloud';
    return undefined;
}
/** Deployment names: lowercase letters, digits and hyphens, starting with a letter, not ending with a hyphen. */
const DEPLOYMENT_NAME = /^[a-z](?:[a-z0-9-]*[a-z0-9])?$/;
/** Why the service would refuse `name` as a deployment name; undefined when it would not. */
function deploymentNameProblem(name) {
    if (DEPLOYMENT_NAME.test(name))
        return undefined;
    const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '');
    const hint = !/^[a-z]/.test(slug) || slug === name ? '' : ` such as "${slug}"`;
    return `must be a deployment name of lowercase letters, digits and hyphens, starting with a letter and ending with a letter or digit${hint}`;
}
/** The prefix of a tag's full ref, the only form in which the service takes a tag. */
const TAG_REF_PREFIX = 'refs/tags/';
/** Whether `ref` names a tag (in the only form the service takes). */
function isTagRef(ref) {
    return ref?.startsWith(TAG_REF_PREFIX) === true;
}
/**
 * The fixed fields that `wanted` asks to change on an existing deployment whose source config
 * is `current`. Only fields that are wanted (given) count; a field the deployment does not tell
 * cannot be compared and does not count either.
 */
function fixedFieldChanges(current, wanted) {
    const changes = [];
    for (const [field, value] of Object.entries(wanted)) {
        if (value === undefined)
            continue;
        const now = current?.[field];
        if (typeof now !== 'string' || sameValue(field, now, value))
            continue;
        changes.push({ field, current: now, wanted: value });
    }
    return changes;
}
/** Equal as the service compares them: repository URLs as one repository (base/repository.ts). */
function sameValue(field, a, b) {
    if (a.toLowerCase() === b.toLowerCase())
        return true;
    return field === 'repo_url' && sameRepository(a, b);
}

;// CONCATENATED MODULE: ./src/control-plane/requests.ts
// Owns the bodies of the control plane's writes: what a create and an update send for each
// source, built from what the user asked for (a DeploySpec) under the rules of rules.ts.


/**
 * Deployment types the control plane knows; fixed when a deployment is created. Only the `_zero`
 * ones scale to zero.
 */
const DEPLOYMENT_TYPES = ['dev_free', 'dev', 'prod', 'dev_zero', 'dev_free_zero'];
/**
 * The body of the create request. An `internal_source` deployment is created empty: its first
 * revision comes with the PATCH that names the uploaded archive.
 */
function createBody(spec) {
    const deploymentType = spec.deploymentType ?? 'dev';
    const sourceConfig = {
        github: {
            integration_id: spec.integrationId,
            repo_url: spec.repoUrl,
            deployment_type: deploymentType,
            build_on_push: buildOnPush(spec) ?? false,
            ...commands(spec)
        },
        internal_source: { deployment_type: deploymentType, ...commands(spec) },
        external_docker: {
            deployment_type: deploymentType,
            listener_id: spec.listenerId,
            custom_url: spec.customUrl,
            resource_spec: spec.resourceSpec
        }
    };
    return {
        name: spec.deploymentName ?? '',
        source: spec.source,
        source_config: (0,objects/* withoutUndefined */.r$)(sourceConfig[spec.source]),
        source_revision_config: spec.source === 'internal_source' ? {} : revisionConfig(spec),
        secrets: secretsOf(spec)
    };
}
/**
 * The body of the update request: a new revision config, plus only the other settings the user
 * gave that may change, so that nothing set on the deployment elsewhere is reset by a default.
 * Fields fixed at creation (integration, repository, type, listener) are never sent.
 */
function updateBody(spec, target) {
    const secrets = spec.secrets.length > 0 ? { secrets: secretsOf(spec) } : {};
    if (target.source === 'internal_source') {
        const { objectPath, configPath } = target.uploaded;
        const sourceConfig = (0,objects/* withoutUndefined */.r$)(commands(spec));
        return {
            revision_source: 'internal_source',
            ...(Object.keys(sourceConfig).length > 0 ? { source_config: sourceConfig } : {}),
            source_revision_config: {
                source_tarball_path: objectPath,
                langgraph_config_path: configPath
            },
            ...secrets
        };
    }
    const sourceConfig = (0,objects/* withoutUndefined */.r$)(target.source === 'github'
        ? { build_on_push: buildOnPush(spec), ...commands(spec) }
        : { custom_url: spec.customUrl, resource_spec: spec.resourceSpec });
    return {
        source_revision_config: revisionConfig({ ...spec, source: target.source }),
        ...(Object.keys(sourceConfig).length > 0 ? { source_config: sourceConfig } : {}),
        ...secrets
    };
}
/**
 * The `source_config` fields that go with the revision, as LangChain's Terraform provider sends
 * them in `POST .../revisions`; every other one (`build_on_push`, `custom_url`) makes no
 * revision and goes in the PATCH before it.
 */
const REVISION_CONFIG_FIELDS = [
    'install_command',
    'build_command',
    'resource_spec'
];
/**
 * The update of {@link updateBody}, built once, and its split for the create-revision route, as
 * the Terraform provider writes it: what a PATCH may carry without making a revision (no secrets,
 * no revision fields), and the body of the POST that makes the one revision, with the
 * {@link REVISION_CONFIG_FIELDS} in its `source_config`.
 */
function revisionWrite(spec, target) {
    const patch = updateBody(spec, target);
    const { source_config: config = {}, ...revision } = patch;
    const entries = Object.entries(config);
    const settings = entries.filter(([key]) => !REVISION_CONFIG_FIELDS.includes(key));
    const own = entries.filter(([key]) => REVISION_CONFIG_FIELDS.includes(key));
    return {
        patch,
        settings: Object.fromEntries(settings),
        revision: {
            ...revision,
            ...(own.length === 0 ? {} : { source_config: Object.fromEntries(own) })
        }
    };
}
/**
 * What the new revision is. For GitHub the config path is sent under both names: the real
 * service reads `langgraph_config_path`, the contract's servers `graph_config_path`. An image
 * has no config path, so neither is sent.
 */
function revisionConfig(spec) {
    if (spec.source === 'external_docker')
        return { image_uri: spec.imageUri };
    const path = spec.graphConfigPath;
    return (0,objects/* withoutUndefined */.r$)({
        repo_ref: spec.repoRef,
        langgraph_config_path: path,
        graph_config_path: path
    });
}
/** `build_on_push` as sent: never true with a tag (the service refuses it), false there. */
function buildOnPush(spec) {
    return isTagRef(spec.repoRef) ? false : spec.buildOnPush;
}
/** The JS monorepo's commands of a built source, as `source_config` names them. */
function commands(spec) {
    return { install_command: spec.installCommand, build_command: spec.buildCommand };
}
function secretsOf(spec) {
    return spec.secrets.map(({ name, value }) => ({ name, value }));
}

;// CONCATENATED MODULE: ./src/control-plane/writes/create-deployment.ts
// Owns creating a deployment without ever creating it twice: a create that may have worked is
// looked up by name before it is sent again, and a 409 is told apart (this run's, another's, or
// a name still held by a deployment being deleted, waited for, bounded).








/**
 * Creates the deployment, without ever creating it twice. A create that got no answer or a 5xx
 * may have worked: the name is looked up, a few times with backoff while the list lags, before
 * it is sent again, and a deployment found then is this run's. A 409 is this run's too when an
 * earlier attempt of it was uncertain; otherwise someone else created the name meanwhile, and
 * the existing deployment comes back with `created: false`, for the caller to update. A name
 * held by a deployment being deleted is waited for, at most {@link DELETE_WAIT_MS}, then read
 * again and created once.
 */
async function createDeployment(deps, spec) {
    const name = spec.deploymentName ?? '';
    // An upload deployment is created empty: its first revision comes with the archive.
    const cut = { kind: 'create', name, firstRevision: spec.source !== 'internal_source' };
    return (0,errors/* withContext */.eQ)(`creating deployment "${name}"`, () => cutByCancel(deps, cut, () => sendCreate(deps, name, createBody(spec))));
}
/**
 * Sends the create, at most {@link MAX_SENDS} times, each after reads show none was applied; a
 * refusal for a name a deployment being deleted holds is waited out and sent again, once.
 */
async function sendCreate(deps, name, body) {
    const { controlPlane, logger } = deps;
    let uncertain = false;
    /** Clock ms the wait for a deletion that holds the name ends; set at its first refusal. */
    let until;
    for (let send = 1;; send++) {
        try {
            return { deployment: await controlPlane.createDeployment({ body }), created: true };
        }
        catch (error) {
            if (error instanceof errors/* HttpStatusError */.F9 && (error.status === 409 || saysBeingDeleted(error))) {
                until ??= deps.clock.now() + DELETE_WAIT_MS;
                const taken = await nameTaken(deps, { name, uncertain, conflict: error, until });
                if (taken !== undefined)
                    return taken;
                send--; // a refusal made nothing: the name is free now, and the create is sent once
                continue;
            }
            if (!(0,retry_policy/* mayHaveBeenApplied */.Ho)(error))
                throw error;
            uncertain = true;
            logger.warning(`Creating deployment "${name}" may or may not have worked (${(0,errors/* errorMessage */.gJ)(error)}); looking for it before trying again.`);
            const existing = await settled_write_settle(deps, () => controlPlane.findDeploymentByName({ name }));
            if (existing !== undefined) {
                logger.info(`Deployment "${name}" exists now (ID ${existing.id}): the create went through.`);
                return { deployment: existing, created: true };
            }
            if (send >= MAX_SENDS) {
                throw new Error(`it may or may not have gone through (${(0,errors/* errorMessage */.gJ)(error)}), and after ${SETTLE_READS} lookups no deployment "${name}" shows; not sending it again`, { cause: error });
            }
            logger.info(`No deployment "${name}" after ${SETTLE_READS} lookups: sending the create again.`);
        }
    }
}
/**
 * The deployment behind a 409. A deployment being deleted holds the name: waited for (undefined:
 * the name is free, send the create). After this run's own uncertain create, the name is taken
 * by that create: it is this run's. Otherwise someone else created it meanwhile.
 */
async function nameTaken(deps, refusal) {
    const { name, uncertain, conflict } = refusal;
    const find = () => deps.controlPlane.findDeploymentByName({ name });
    // A refusal that says why needs one look; another is looked up while the list lags.
    const existing = saysBeingDeleted(conflict) ? await find() : await settled_write_settle(deps, find);
    if (existing === undefined ? saysBeingDeleted(conflict) : isBeingDeleted(existing)) {
        return awaitDeletion(deps, refusal, existing);
    }
    if (existing === undefined) {
        if (!uncertain)
            throw conflict;
        throw new Error(`the name is taken (${conflict.message}) after an attempt of this run that may have created it, yet no deployment "${name}" shows after ${SETTLE_READS} lookups`, { cause: conflict });
    }
    if (uncertain) {
        deps.logger.info(`Deployment "${name}" exists (ID ${existing.id}, 409 on sending again): this run's earlier attempt created it.`);
        return { deployment: existing, created: true };
    }
    return createdByAnother(deps, existing);
}
function createdByAnother(deps, existing) {
    deps.logger.info(`Deployment "${existing.name}" was created meanwhile by someone else (ID ${existing.id}); updating it instead.`);
    return { deployment: existing, created: false };
}
/**
 * Waits, until `refusal.until`, for the deployment being deleted that holds the name to be gone
 * (`held`, read until 404; one the list does not show, a pause), then reads the name again just
 * before the create: a deployment another run created meanwhile is updated, never created twice.
 * Throws when the time is up and it is still there.
 */
async function awaitDeletion(deps, refusal, held) {
    const { name, until } = refusal;
    const holder = held === undefined
        ? `a deployment being deleted (the service says: ${refusal.conflict.message})`
        : `deployment "${name}" (${held.id}), being deleted (status ${held.status ?? 'unknown'})`;
    const left = (0,duration/* formatDuration */.a3)(until - deps.clock.now());
    deps.logger.info(`The name "${name}" is held by ${holder}: waiting up to ${left} for it to be gone, then creating the deployment once.`);
    if (held !== undefined) {
        const wait = await waitUntilGone(deps, held.id, until);
        if (!wait.gone) {
            throw new Error(`the name is held by deployment "${name}" (${held.id}), ${stillDeleting(wait)}; it will be gone shortly: run again then`, { cause: refusal.conflict });
        }
        deps.logger.info(`Deployment ${held.id} is gone (after ${(0,duration/* formatDuration */.a3)(wait.waitedMs)}).`);
    }
    else {
        await pauseOrGiveUp(deps, refusal);
    }
    const now = await deps.controlPlane.findDeploymentByName({ name });
    if (now === undefined)
        return undefined;
    // Gone by ID, still listed (the list lags): a pause, so that the loop stays bounded.
    if (!isBeingDeleted(now))
        return createdByAnother(deps, now);
    await pauseOrGiveUp(deps, refusal);
    return undefined;
}
/** A pause of 2 s before the create is sent again; throws when the wait's time is up. */
async function pauseOrGiveUp(deps, refusal) {
    const left = Math.min(refusal.until, deps.deadline.at) - deps.clock.now();
    if (left > 0)
        return deps.clock.sleep(Math.min(2_000, left), deps.signal);
    const limit = refusal.until <= deps.deadline.at
        ? `the bound of ${(0,duration/* formatDuration */.a3)(DELETE_WAIT_MS)} for a deletion`
        : "the run's 'timeout-seconds'";
    throw new Error(`the name is still held by a deployment being deleted (${refusal.conflict.message}) at the end of ${limit}; it will be gone shortly: run again then`, { cause: refusal.conflict });
}

;// CONCATENATED MODULE: ./src/control-plane/resource-spec.ts
/**
 * `given` laid over the deployment's current `resource_spec`: each top-level field given replaces
 * the current one whole (a nested object such as `labels` too), every other field is kept, an
 * unknown one as well. The answer cannot tell when it has no `source_config.resource_spec`, or
 * one that is not an object: sending `given` alone would reset every field it leaves out.
 */
function resourceSpecOver(deployment, given) {
    const config = deployment.source_config ?? {};
    const current = config.resource_spec;
    if (current === null)
        return { spec: { ...given } };
    if (isSpec(current))
        return { spec: { ...current, ...given } };
    const read = current === undefined ? 'shows none' : 'is not an object';
    return {
        problem: `input 'resource-spec' gives only some fields, and the service replaces the whole resource_spec with each revision, but the current source_config.resource_spec of deployment "${deployment.name}" ${read} as read, so what the others are cannot be told; nothing was sent. Change the spec in the LangSmith UI, or leave 'resource-spec' out to keep it`
    };
}
/**
 * `spec` as an update of `existing` sends it, from the deployment as read (no new read): with
 * `resource-spec` on an image deployment, laid over its current spec; or why that cannot be told.
 */
function specOverRead(existing, spec) {
    const given = spec.resourceSpec;
    if (given === undefined || spec.source !== 'external_docker')
        return { spec };
    const over = resourceSpecOver(existing, given);
    return 'problem' in over ? over : { spec: { ...spec, resourceSpec: over.spec } };
}
function isSpec(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * The spec an update of deployment `id` sends: with `resource-spec` on an image deployment, its
 * fields laid over the current spec, read now (just before the write). Throws, before anything
 * is sent, when the answer cannot tell the current spec.
 */
async function specOverCurrent(deps, id, spec, target) {
    const given = spec.resourceSpec;
    if (given === undefined || target.source !== 'external_docker')
        return spec;
    const current = await deps.controlPlane.getDeployment({ id });
    const over = resourceSpecOver(current, given);
    if ('problem' in over)
        throw new Error(over.problem);
    const kept = Object.keys(over.spec).filter(key => !(key in given));
    deps.logger.info(`resource_spec: ${Object.keys(given).join(', ')} from 'resource-spec' over the current spec (read just now), which keeps ${kept.length === 0 ? 'no other field' : kept.join(', ')}: the service replaces the whole spec with each revision.`);
    return { ...spec, resourceSpec: over.spec };
}

;// CONCATENATED MODULE: ./src/control-plane/writes/update.ts
// Owns updating a deployment with a new revision: settings first (a PATCH that makes none), then
// `POST .../revisions`, whose answer is the revision; the older PATCH where the route is absent.








/**
 * Updates `existing` with one new revision and returns it. The revision is the answer of
 * `POST .../revisions`; on an install without that route (404, 405), the PATCH of older
 * installs makes it, and it is told apart by reads. Never sends a revision twice blindly.
 */
async function updateDeployment(deps, write) {
    const { existing } = write;
    const label = `deployment "${existing.name}" (${existing.id})`;
    return (0,errors/* withContext */.eQ)(`updating ${label}`, async () => {
        const spec = await specOverCurrent(deps, existing.id, write.spec, write.target);
        const split = revisionWrite(spec, write.target);
        await sendSettings(deps, existing, split.settings);
        // Both routes send the same source_revision_config: what this run sent, told once.
        const sent = sentSourceOf(split.revision.source_revision_config);
        // A cancel while the revision is being made leaves it for the run to settle (run/interrupt.ts).
        const cut = { kind: 'revision', existing, baseline: write.baseline, sent };
        const made = await cutByCancel(deps, cut, () => viaCreateRevision(deps, write, split, sent));
        if (made !== undefined)
            return made;
        return cutByCancel(deps, cut, () => viaPatch(deps, write, { label, sent, body: split.patch }));
    });
}
/**
 * The settings that make no revision (`build_on_push`, `custom_url`), in a PATCH of their own
 * with neither secrets nor revision fields, when one differs from the deployment's. Sending it
 * again changes nothing, so a failure that may have been applied is simply sent again.
 */
async function sendSettings(deps, existing, settings) {
    const current = existing.source_config ?? {};
    const changed = Object.entries(settings).filter(([key, value]) => current[key] !== value);
    if (changed.length === 0)
        return;
    const body = { source_config: Object.fromEntries(changed) };
    for (let sent = 1;; sent++) {
        try {
            await deps.controlPlane.updateDeployment({ id: existing.id, body });
            deps.logger.info(`Changed ${changed.map(([key]) => key).join(', ')} (PATCH, no revision).`);
            return;
        }
        catch (error) {
            if (!(0,retry_policy/* mayHaveBeenApplied */.Ho)(error) || sent >= MAX_SENDS)
                throw error;
            deps.logger.warning(`Changing settings failed (${(0,errors/* errorMessage */.gJ)(error)}); sending it again.`);
        }
    }
}
/**
 * `POST .../revisions`: its answer is this run's revision. A lost or unreadable answer is settled
 * by the revision list (the one new revision built from what this run sent; two: ambiguous).
 * Undefined when the route is absent.
 */
async function viaCreateRevision(deps, write, split, sent) {
    const { existing } = write;
    for (let send = 1;; send++) {
        try {
            const revision = await deps.controlPlane.createRevision({
                deploymentId: existing.id,
                body: split.revision
            });
            deps.logger.info(`Created revision ${revision.id} with POST /v2/deployments/{id}/revisions: its answer names it.`);
            return made(existing, revision.id);
        }
        catch (error) {
            if (send === 1 && routeAbsent(error))
                return undefined;
            // A 2xx whose body does not read was applied: it is settled, never sent again.
            const answered = error instanceof errors/* ResponseFormatError */.TT;
            if (!answered && !(0,retry_policy/* mayHaveBeenApplied */.Ho)(error))
                throw error;
            deps.logger.warning(`Creating the revision may or may not have worked (${(0,errors/* errorMessage */.gJ)(error)}); reading the revision list before trying again.`);
            const found = await settled_write_settle(deps, () => ownNewRevision(deps, write, sent));
            if (found !== undefined) {
                deps.logger.info(`The revision was created: ${found} is new and built from what this run sent.`);
                return made(existing, found);
            }
            if (answered || send >= MAX_SENDS) {
                throw new Error(`creating its revision may or may not have worked (${(0,errors/* errorMessage */.gJ)(error)}), and after ${SETTLE_READS} reads no new revision built from what this run sent shows; not sending it again`, { cause: error });
            }
            deps.logger.info(`No new revision of this run after ${SETTLE_READS} reads: sending it again.`);
        }
    }
}
function made(existing, revisionId) {
    return {
        deployment: { ...existing, latest_revision_id: revisionId },
        revisionId,
        route: 'create-revision'
    };
}
/** The source named by a `source_revision_config` this run sends. */
function sentSourceOf(config) {
    const text = (value) => typeof value === 'string' && value !== '' ? value : undefined;
    return {
        repoRef: text(config.repo_ref),
        imageUri: text(config.image_uri),
        tarballPath: text(config.source_tarball_path)
    };
}
/** Whether a refusal of `POST .../revisions` says the install has no such route. */
function routeAbsent(error) {
    return error instanceof errors/* HttpStatusError */.F9 && (error.status === 404 || error.status === 405);
}
/**
 * The older way: one PATCH with the revision fields (and secrets), settled by reads when its
 * answer is uncertain, then the revision told apart from every other by what this run sent.
 */
async function viaPatch(deps, write, { label, sent, body }) {
    const { existing, baseline } = write;
    deps.logger.info(`This control plane has no POST /v2/deployments/{id}/revisions (an older install): updating with PATCH, and telling the new revision apart by reads.`);
    const what = `Updating ${label}`;
    const settled = await sendSettled(deps, { existing, baseline, what, sent }, () => deps.controlPlane.updateDeployment({ id: existing.id, body }));
    const { deployment } = settled;
    const revisionId = settled.revisionId ??
        (await identifyRevision(deps, { deployment, baseline, created: write.created, sent }));
    return { deployment, revisionId, route: 'patch' };
}

;// CONCATENATED MODULE: ./src/control-plane/plan-diff.ts
/**
 * Fields the bodies send under a second name, for servers that read the other one (requests.ts
 * sends the config path as both): each is a row of its own, as it is sent, and when the
 * deployment as read has only the other name, compared with that.
 */
const SECOND_NAMES = {
    graph_config_path: 'langgraph_config_path'
};
/** A create: every field it sends is new. */
function diffCreate(body) {
    const rows = [
        { field: 'name', current: undefined, next: body.name, verdict: 'add' },
        { field: 'source', current: undefined, next: body.source, verdict: 'add' }
    ];
    for (const part of ['source_config', 'source_revision_config']) {
        for (const [key, value] of fieldsOf(body[part])) {
            rows.push({ field: `${part}.${key}`, current: undefined, next: value, verdict: 'add' });
        }
    }
    return [...rows, ...diffSecrets(body.secrets, undefined)];
}
/** An update of `deployment`: each field the body sends, against the deployment's value. */
function diffUpdate(body, deployment) {
    const rows = [];
    if (body.revision_source !== undefined) {
        rows.push(compare('source', deployment, 'source', body.revision_source));
    }
    for (const part of ['source_config', 'source_revision_config']) {
        const read = deployment[part] ?? {};
        for (const [key, value] of fieldsOf(body[part])) {
            rows.push(compare(`${part}.${key}`, read, readName(read, key), value));
        }
    }
    if (body.secrets !== undefined)
        rows.push(...diffSecrets(body.secrets, deployment.secrets));
    return rows;
}
/**
 * The secrets sent against the deployment's: by name, and by value only where the service
 * returned one. A secret of the deployment not sent is removed: the list sent replaces it.
 */
function diffSecrets(sent, read) {
    const known = new Map((read ?? []).map(secret => [secret.name, secret.value ?? undefined]));
    const rows = sent.map((secret) => {
        const field = `secrets.${secret.name}`;
        if (!known.has(secret.name))
            return { field, current: undefined, next: undefined, verdict: 'add' };
        const value = known.get(secret.name);
        const verdict = value === undefined ? 'will be sent' : value === secret.value ? 'unchanged' : 'change';
        return { field, current: undefined, next: undefined, verdict };
    });
    if (read === undefined || sent.length === 0)
        return rows;
    const names = new Set(sent.map(secret => secret.name));
    for (const name of known.keys()) {
        if (names.has(name))
            continue;
        rows.push({ field: `secrets.${name}`, current: undefined, next: undefined, verdict: 'remove' });
    }
    return rows;
}
/** The settings an update sends (`source_config.*`: build_on_push, custom_url, resource_spec...). */
function diffSettings(body, deployment) {
    return diffUpdate({ source_config: body.source_config }, deployment);
}
/** The row of what the new revision is built from, against what the serving one was. */
const BUILT_FROM = 'built_from';
/**
 * What the serving revision was built from against what the write sends (its
 * `source_revision_config`; `digest`: the archive's sha256, for an upload). Never `unchanged`: a
 * new revision is built either way, and a ref may point at another commit by then.
 */
function diffBuiltFrom(serving, sent, digest) {
    const next = plan_diff_builtFrom(sent ?? {}, digest) ?? '(not told)';
    if (serving === undefined)
        return { field: BUILT_FROM, current: undefined, next, verdict: 'add' };
    const what = serving.revision === undefined
        ? undefined
        : plan_diff_builtFrom(serving.revision.source_revision_config ?? {}, serving.digest);
    const current = `revision ${serving.id}: ${what ?? 'what it was built from is not known'}`;
    return { field: BUILT_FROM, current, next, verdict: 'change' };
}
/**
 * What a revision config names, for people: the image, the archive (and its digest when known),
 * or the commit built and its ref (a ref alone before the build).
 */
function plan_diff_builtFrom(config, digest) {
    const text = (key) => {
        const value = config[key];
        return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    const [image, archive, commit, ref] = [
        'image_uri',
        'source_tarball_path',
        'repo_commit_sha',
        'repo_ref'
    ].map(text);
    if (image !== undefined)
        return `image ${image}`;
    if (archive !== undefined)
        return `archive ${archive}${digest === undefined ? '' : ` (sha256:${digest})`}`;
    if (commit !== undefined)
        return `commit ${commit}${ref === undefined ? '' : ` (ref ${ref})`}`;
    return ref === undefined ? undefined : `ref ${ref}`;
}
/** Every field of one part of a body, as text: each is a row of the plan. */
function fieldsOf(part) {
    const fields = [];
    for (const [key, value] of Object.entries(part ?? {})) {
        const text = shown(value);
        if (text !== undefined)
            fields.push([key, text]);
    }
    return fields;
}
/** The name under which the deployment as read holds the field `key` of the body. */
function readName(read, key) {
    const other = SECOND_NAMES[key];
    return key in read || other === undefined || !(other in read) ? key : other;
}
/** `read[key]` against the value sent: a field the answer leaves out cannot be compared. */
function compare(field, read, key, next) {
    if (!(key in read))
        return { field, current: undefined, next, verdict: 'will be sent' };
    const current = shown(read[key]);
    if (current === undefined)
        return { field, current, next, verdict: 'add' };
    return { field, current, next, verdict: current === next ? 'unchanged' : 'change' };
}
/** A value as text: JSON for objects (keys sorted, so that order does not count); none for null. */
function shown(value) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'string')
        return value;
    return JSON.stringify(sorted(value));
}
function sorted(value) {
    if (Array.isArray(value))
        return value.map(sorted);
    if (typeof value !== 'object' || value === null)
        return value;
    return Object.fromEntries(Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, sorted(item)]));
}

;// CONCATENATED MODULE: ./src/control-plane/secrets-diff.ts
// Owns what a write's secrets list does to the deployment's secrets, by name only: the list sent
// replaces them, so names it leaves out are removed. Built on plan-diff.ts's diffSecrets.

/**
 * The change of a write that sends `sent` to a deployment holding `current` (as read; undefined
 * when the answer did not list them). The list sent replaces the deployment's secrets.
 */
function secretsChange(sent, current) {
    const change = {
        removed: [],
        added: [],
        changed: [],
        resent: [],
        unchanged: []
    };
    for (const row of diffSecrets(sent, current ?? undefined)) {
        const name = row.field.slice('secrets.'.length);
        if (row.verdict === 'remove')
            change.removed.push(name);
        else if (row.verdict === 'add')
            change.added.push(name);
        else if (row.verdict === 'change')
            change.changed.push(name);
        else if (row.verdict === 'unchanged')
            change.unchanged.push(name);
        else
            change.resent.push(name);
    }
    const known = current !== undefined && current !== null;
    // Unlisted secrets look like additions to diffSecrets; with nothing listed, none is known new.
    if (!known)
        return { ...change, known, added: [], resent: [...change.added] };
    return { ...change, known };
}
/**
 * What an update that sends no secrets does to them: nothing. The service keeps the previous
 * revision's when none are sent (and takes an empty list as none: no list can clear them).
 */
const SECRETS_KEPT = "secrets: unchanged (none sent; the service keeps the previous revision's)";
/** The change in one line, names only: what the log says before the write. */
function describeSecretsChange(change) {
    if (!change.known) {
        return `the secrets listed replace the deployment's secrets; the service did not list the deployment's secrets, so which names this removes cannot be told (sent: ${list(change.resent)})`;
    }
    const parts = [
        `removed ${list(change.removed)}`,
        `added ${list(change.added)}`,
        `changed ${list(change.changed)}`
    ];
    if (change.resent.length > 0) {
        parts.push(`sent again ${list(change.resent)} (the service does not show secret values, so whether these change cannot be told)`);
    }
    if (change.unchanged.length > 0)
        parts.push(`unchanged ${list(change.unchanged)}`);
    return `the secrets listed replace the deployment's secrets: ${parts.join('; ')}`;
}
/**
 * Why a write that must keep every existing secret (`secrets-keep-existing`) may not go ahead;
 * undefined when it may. `target` names the deployment (`deployment "my-agent"`).
 */
function keepExistingProblem(change, target) {
    if (!change.known) {
        return `input 'secrets-keep-existing' is true, but the service did not list the secrets of ${target}, so whether 'secrets' leaves one out cannot be told; nothing was sent. List every secret in 'secrets', or set 'secrets-keep-existing' to false`;
    }
    if (change.removed.length === 0)
        return undefined;
    const names = list(change.removed);
    return `input 'secrets-keep-existing' is true, but 'secrets' leaves out ${names}, which ${target} holds, and the list replaces the deployment's secrets; nothing was sent. Add ${change.removed.length === 1 ? 'it' : 'them'} to 'secrets' (the service never returns secret values, so the action cannot carry them over), or set 'secrets-keep-existing' to false to remove ${change.removed.length === 1 ? 'it' : 'them'}`;
}
function list(names) {
    return names.length === 0 ? 'none' : names.join(', ');
}

;// CONCATENATED MODULE: ./src/run/preflight.ts


/** The input that sets each fixed field. */
const FIXED_INPUTS = {
    integration_id: 'integration-id',
    repo_url: 'repo-url',
    deployment_type: 'deployment-type',
    listener_id: 'listener-id'
};
/**
 * Throws, before anything is sent, when the write would be refused: a create that lacks what its
 * source needs, or an update that would change what cannot change. Returns the source the
 * deployment has (or gets), which decides the update's body.
 */
function preflight(inputs, existing) {
    const result = preflightChecks(inputs, existing);
    const failed = result.checks.find(check => !check.passed);
    if (failed !== undefined || result.source === undefined) {
        throw new Error(failed?.text ?? 'the deployment has a source this action does not deploy');
    }
    return { source: result.source, secrets: result.secrets };
}
/**
 * Every check the preflight makes, failed or not, in the order `preflight` makes them: what
 * `mode: plan` reports. Sends nothing.
 */
function preflightChecks(inputs, existing) {
    if (existing === undefined) {
        const missing = missingForCreate(inputs);
        const name = inputs.deploymentName ?? '';
        const check = missing === undefined
            ? { passed: true, text: `a create of source ${inputs.source} has the inputs it needs` }
            : {
                passed: false,
                text: `deployment "${name}" does not exist, and creating it needs input ${missing}`
            };
        return { source: inputs.source, checks: [check], fixed: [], secrets: undefined };
    }
    const source = knownSource(existing);
    if (typeof source !== 'string') {
        return { source: undefined, checks: [source], fixed: [], secrets: undefined };
    }
    const wanted = inputs.sourceGiven || inputs.imageUri !== undefined ? inputs.source : source;
    const checks = [
        wanted === source
            ? { passed: true, text: `the deployment's source (${source}) is the one asked for` }
            : { passed: false, text: sourceChange(existing, source, wanted, inputs) }
    ];
    if (source === 'external_docker')
        checks.push(imageCheck(inputs, existing));
    const fixed = fixedChanges(inputs, existing);
    checks.push(fixedCheck(fixed, existing));
    const secrets = inputs.secrets.length > 0 ? secretsChange(inputs.secrets, existing.secrets) : undefined;
    if (inputs.secretsKeepExisting && secrets !== undefined) {
        checks.push(keepSecretsCheck(secrets, existing));
    }
    return { source, checks, fixed, secrets };
}
/** An image deployment's update needs the image of the new revision. */
function imageCheck(inputs, existing) {
    if (inputs.imageUri !== undefined)
        return { passed: true, text: "'image-uri' names the image" };
    return {
        passed: false,
        text: `deployment "${existing.name}" runs a prebuilt image (source external_docker): give input 'image-uri', the image of the new revision`
    };
}
/** The fields fixed at creation that a given input would change. */
function fixedChanges(inputs, existing) {
    return fixedFieldChanges(existing.source_config, {
        integration_id: inputs.integrationId,
        repo_url: inputs.repoUrlGiven ? inputs.repoUrl : undefined,
        deployment_type: inputs.deploymentType,
        listener_id: inputs.listenerId
    });
}
/** Fails when a given input would change a field fixed at creation, naming each. */
function fixedCheck(changes, existing) {
    if (changes.length === 0) {
        return { passed: true, text: 'no field fixed at creation would change' };
    }
    const lines = changes.map(change => `input '${FIXED_INPUTS[change.field]}' is ${change.wanted}, but source_config.${change.field} of deployment "${existing.name}" is ${change.current ?? 'unset'}`);
    return {
        passed: false,
        text: `${lines.join('; ')}. ${changes.length === 1 ? 'It is' : 'They are'} fixed when a deployment is created and cannot change: drop the input to keep the deployment's value, or delete the deployment and create it anew.`
    };
}
/** With `secrets-keep-existing`: the update's list leaves out none of the deployment's secrets. */
function keepSecretsCheck(change, existing) {
    const problem = keepExistingProblem(change, `deployment "${existing.name}"`);
    if (problem !== undefined)
        return { passed: false, text: problem };
    return { passed: true, text: "'secrets' keeps every secret the deployment holds" };
}
/** The input a create needs and lacks, said so that the user can add it; undefined if none. */
function missingForCreate(inputs) {
    switch (inputs.source) {
        case 'external_docker':
            return inputs.listenerId === undefined
                ? "'listener-id': an image runs on a listener of your self-hosted LangSmith (GET /v2/listeners lists them)"
                : undefined;
        case 'internal_source':
            return undefined;
        case 'github':
            if (inputs.integrationId === undefined) {
                return "'integration-id': the ID of the GitHub integration of your LangSmith workspace (found by itself when the repository is known: GITHUB_REPOSITORY or 'repo-url'), or deploy without the GitHub app: source upload";
            }
            return inputs.repoUrl === undefined
                ? "'repo-url' (the workflow's repository is unknown: GITHUB_REPOSITORY is unset)"
                : undefined;
    }
}
/** The deployment's source, as one of those the action deploys; a failed check for any other. */
function knownSource(existing) {
    const source = existing.source ?? 'github';
    const known = DEPLOYMENT_SOURCES.find(s => s === source);
    if (known !== undefined)
        return known;
    return {
        passed: false,
        text: `deployment "${existing.name}" has source ${source}, which this action does not update; deploy it another way or create a new deployment`
    };
}
/** The words of the `source` input for each source. */
const SOURCE_WORDS = {
    github: 'github',
    internal_source: 'upload',
    external_docker: 'image'
};
function sourceChange(existing, source, wanted, inputs) {
    const asked = inputs.sourceGiven
        ? `input 'source' is ${SOURCE_WORDS[wanted]}`
        : `input 'image-uri' asks for source ${SOURCE_WORDS[wanted]} (${wanted})`;
    return `deployment "${existing.name}" has source ${source} (source: ${SOURCE_WORDS[source]}), and ${asked}; a deployment's source cannot change: set 'source' to ${SOURCE_WORDS[source]} (or leave it and 'image-uri' out to follow the deployment), or delete the deployment and create it anew`;
}

;// CONCATENATED MODULE: ./src/run/secrets-change.ts
// Owns telling, before an update (and in its plan), what it does to the deployment's secrets: a
// list sent replaces them (names removed, added, changed), none sent keeps them; log and summary.

/**
 * Logs and reports, by name only, what the update's `secrets` list does to the secrets of
 * `before` (the deployment as read before the write), as the preflight computed it; undefined
 * when the update sends none, which keeps them. A removal is a warning.
 * `secrets-keep-existing` is checked earlier, by the preflight.
 */
function reportSecretsChange({ logger, progress }, change, before) {
    logSecretsChange(logger, change, before);
    if (change === undefined) {
        progress.secrets({ known: true, kept: true, removed: [], added: [], changed: [], resent: [] });
        return;
    }
    const { known, removed, added, changed, resent } = change;
    progress.secrets({ known, removed, added, changed, resent });
}
/**
 * The log's line on what the `secrets` list does to `before`'s secrets: a warning when it removes
 * one. Deploy writes it before the update, and `mode: plan` the same, so both warn alike.
 */
function logSecretsChange(logger, change, before) {
    const said = change === undefined ? SECRETS_KEPT : describeSecretsChange(change);
    const line = `Deployment "${before.name}": ${said}.`;
    if (change !== undefined && change.removed.length > 0)
        logger.warning(line);
    else
        logger.info(line);
}

;// CONCATENATED MODULE: ./src/run/serving.ts
// Owns reading, before an update or in a plan, what serves the deployment: the revision named by
// active_revision_id and, when the latest differs (a failed or pending build), the latest.

/**
 * Reads the revision serving `deployment` and, when its latest is another one, that one's
 * status. Only for what the run says: a failed read is logged and leaves the part unknown (a
 * cancel still stops the run).
 */
async function readServingNow(deps, deployment) {
    const read = async (id) => {
        try {
            return await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: id });
        }
        catch (error) {
            // A cancel is no failed read: the run stops.
            if (deps.signal?.aborted)
                throw error;
            deps.logger.info(`Could not read revision ${id} (${(0,errors/* errorMessage */.gJ)(error)}).`);
            return undefined;
        }
    };
    const activeId = deployment.active_revision_id || undefined;
    const latestId = deployment.latest_revision_id || undefined;
    const serving = activeId === undefined ? undefined : { id: activeId, revision: await read(activeId) };
    if (latestId === undefined || latestId === activeId)
        return { serving };
    return { serving, latest: { id: latestId, status: (await read(latestId))?.status } };
}

;// CONCATENATED MODULE: ./src/run/update-changes.ts




/**
 * What an update of `before` (as read before the write) changes: what it is built from, then
 * each setting it sends, as plan-diff compares them for `mode: plan` too.
 */
function updateChanges(before, spec, target, serving, digest) {
    const over = specOverRead(before, spec);
    const body = updateBody('spec' in over ? over.spec : spec, target);
    return [
        diffBuiltFrom(serving, body.source_revision_config, digest),
        ...diffSettings(body, before)
    ];
}
/**
 * Logs and reports what the update changes, read just before the write: the serving revision is
 * read for what it was built from (unknown, and said so, when the read fails).
 */
async function reportUpdateChanges(deps, before, what) {
    const { serving } = await readServingNow(deps, before);
    const path = serving?.revision?.source_revision_config?.source_tarball_path?.trim();
    const known = path === undefined ? undefined : what.digests?.get(path);
    const digest = known === undefined ? {} : { digest: known };
    const read = serving === undefined ? undefined : { ...serving, ...digest };
    const rows = updateChanges(before, what.spec, what.target, read, what.digest).map(planRow);
    deps.logger.info(`What the update changes in deployment "${before.name}" (as read before it):`);
    logChanges(deps.logger, rows);
    deps.progress.changes(rows);
}
/** A compared field as the report takes it ('' for none). */
function planRow(diff) {
    return {
        field: diff.field,
        current: diff.current ?? '',
        next: diff.next ?? '',
        verdict: diff.verdict
    };
}
/** One compared field in the log: `  field: old -> new [verdict]`; a secret's value never shown. */
function changeLine(row) {
    const change = row.field.startsWith('secrets.')
        ? ''
        : `: ${row.current || '(none)'} -> ${row.next || '(none)'}`;
    return `  ${row.field}${change} [${row.verdict}]`;
}
/** Lines of a log block listing `rows`, for the plan and the update alike. */
function logChanges(logger, rows) {
    for (const row of rows)
        logger.info(changeLine(row));
}

;// CONCATENATED MODULE: ./src/run/upload.ts
// Owns sending the checked-out tree for LangSmith to build (source `upload`): pack the config's
// directory and its local dependencies, say what was packed, upload it to the signed URL the
// control plane hands out (a credential: masked first), and remove the archive whatever happens.


/** The archive writer and uploader, loaded only by a run that uploads (it costs start-up). */
const sourceArchive = () => Promise.all(/* import() */[__nccwpck_require__.e(85), __nccwpck_require__.e(259)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4259));
/**
 * Packs the workflow's tree into an archive before anything is written, so that a tree that
 * cannot be packed (a missing config, an archive over `upload-max-mb`, files over the bound on
 * the bytes read) leaves no deployment behind. The caller removes the archive once it is sent.
 */
async function packSource(deps, inputs) {
    const packed = await packTree(deps, inputs);
    const { archive } = packed;
    deps.progress.source({ digest: archive.sha256, files: archive.files, bytes: archive.bytes });
    const sha = deps.env.GITHUB_SHA;
    if (sha)
        deps.progress.commit(sha);
    return packed;
}
/**
 * Packs the tree as {@link packSource} does, and says so in the log only: nothing is sent and no
 * output is set (what `mode: plan` uses). The caller removes the archive.
 */
async function packTree(deps, inputs) {
    const { env, logger } = deps;
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const configPath = inputs.graphConfigPath;
    const maxBytes = Math.min(inputs.uploadMaxMb * 1024 * 1024, 209_715_200);
    const what = `packing the workflow's tree for source upload ('graph-config-path' is ${configPath}, in ${workspace})`;
    return logger.group('Pack the source', () => (0,errors/* withContext */.eQ)(what, async () => {
        const { logArchive, planArchive, writeArchive } = await sourceArchive();
        const limits = { maxBytes, warnBytes: Math.min(52_428_800, maxBytes) };
        const include = inputs.uploadInclude ?? [];
        const plan = await planArchive({ workspace, configPath, limits, include });
        const archive = await writeArchive(plan, { directory: env.RUNNER_TEMP || undefined });
        logArchive(logger, plan, archive);
        return { plan, archive };
    }));
}
/** Uploads the packed tree for `deployment`, and says where it is for the PATCH. */
async function uploadSource(deps, deployment, packed) {
    const signed = await deps.controlPlane.requestUploadUrl({ id: deployment.id });
    maskSignedUrl(deps.redactor, signed.upload_url);
    await send(deps, signed.upload_url, packed.archive);
    deps.logger.info(`Uploaded the archive as ${signed.object_path}.`);
    return { objectPath: signed.object_path, configPath: packed.plan.configPath };
}
/**
 * The signed URL is a bearer credential: masked whole, in the form the HTTP layer prints it and
 * its query (the signature) alone, before anything can log it.
 */
function maskSignedUrl(redactor, url) {
    redactor.add(url);
    if (!URL.canParse(url))
        return;
    const parsed = new URL(url);
    redactor.add(parsed.href);
    if (parsed.search.length > 1)
        redactor.add(parsed.search.slice(1));
}
async function send(deps, url, archive) {
    const { clock, logger, deadline, signal, random } = deps;
    const { uploadArchive, uploadProgress } = await sourceArchive();
    await uploadArchive({
        clock,
        logger,
        deadline,
        signal,
        random,
        url,
        path: archive.path,
        bytes: archive.bytes,
        userAgent: userAgent(),
        onProgress: uploadProgress({ clock, logger }, archive.bytes)
    });
}

;// CONCATENATED MODULE: ./src/run/deploy.ts
// Owns the story of create-or-update: it creates the deployment or updates it through the write
// protocol (control-plane/writes), reports each step, and hands the one revision made forward.










/**
 * Creates the deployment when `existing` is undefined, else updates it; returns the revision
 * the write created. A create that meets a deployment someone else created meanwhile updates it.
 */
async function deploy(deps, inputs, existing) {
    // A create needs a name (a deployment named by ID exists, or the Resolve step failed).
    const title = existing === undefined
        ? `Create deployment "${inputs.deploymentName ?? ''}"`
        : `Update deployment "${existing.name}" (${existing.id})`;
    const checked = preflight(inputs, existing);
    const packed = checked.source === 'internal_source' ? await packSource(deps, inputs) : undefined;
    try {
        const step = { deps, inputs };
        const deployed = await deps.logger.group(title, () => write(step, existing, { ...checked, packed }));
        deps.progress.created(deployed.created);
        deps.progress.revision(deployed.revisionId);
        return deployed;
    }
    finally {
        await packed?.archive.remove();
    }
}
/** The create or the update itself, and the revision it made. */
async function write(step, existing, what) {
    const { deps, inputs } = step;
    if (existing !== undefined)
        return update(step, existing, what);
    const { deployment, created } = await createDeployment(deps, inputs);
    deps.progress.deployment(deploymentFacts(deployment, inputs));
    if (!created) {
        return update(step, deployment, { ...what, ...preflight(inputs, deployment) });
    }
    deps.logger.info(`Created deployment "${deployment.name}" (${deployment.id}).`);
    // An upload deployment is created empty: its first revision comes with the archive.
    if (what.source === 'internal_source')
        return update(step, deployment, what, true);
    const baseline = baselineOf(undefined);
    // A cancel while its first revision is told apart leaves that to run/interrupt.ts.
    const cut = { kind: 'revision', existing: deployment, baseline, sent: undefined };
    const revisionId = await cutByCancel(deps, cut, () => identifyRevision(deps, { deployment, baseline, created: true, sent: undefined }));
    deps.logger.info(`Its first revision is ${revisionId}.`);
    return { deployment, revisionId, created: true, baseline };
}
async function update(step, before, what, created = false) {
    const { deps, inputs } = step;
    // The upload first: the revisions known before the write are read as late as can be, so that
    // one another writer makes meanwhile is known as not this run's.
    const target = await updateTarget(deps, before, what);
    if (target.source === 'internal_source' && what.packed !== undefined) {
        const upload = { tarballPath: target.uploaded.objectPath, sha256: what.packed.archive.sha256 };
        await deps.onUploaded?.(before, upload);
    }
    // A deployment this run just created has no earlier revisions to learn from.
    const baseline = await readBaseline(deps, before, { history: !created });
    const rollback = inputs.rollbackOnFailure && inputs.smokeTest;
    const servingBefore = rollback ? await readServingBefore(deps, before, baseline) : undefined;
    const spec = { ...inputs, source: target.source };
    if (!created) {
        const digest = what.packed?.archive.sha256;
        const upload = target.source === 'internal_source';
        const digests = upload ? await deps.archiveDigests?.(before) : undefined;
        await reportUpdateChanges(deps, before, { spec, target, digest, digests });
        reportSecretsChange(deps, what.secrets, before);
    }
    const updated = await updateDeployment(deps, {
        existing: before,
        baseline,
        spec,
        target,
        created
    });
    const { deployment, revisionId } = updated;
    deps.progress.deployment(deploymentFacts(deployment, inputs));
    deps.logger.info(created
        ? `Uploaded the source of deployment "${before.name}": its first revision is ${revisionId}.`
        : `Updated deployment "${before.name}": new revision ${revisionId} (previous ${baseline.latestId ?? 'none named'}).`);
    return { deployment, revisionId, created, baseline, servingBefore };
}
/** What the update names: for an upload, the archive it sends first. */
async function updateTarget(deps, before, what) {
    if (what.source !== 'internal_source')
        return { source: what.source };
    if (what.packed === undefined)
        throw new Error('the source was not packed before the upload');
    return { source: what.source, uploaded: await uploadSource(deps, before, what.packed) };
}

;// CONCATENATED MODULE: ./src/report/comment.ts
// Owns the pull-request comment's text: a headline and a table of what is known about one
// environment's preview. Text from the control plane goes through markdown.ts.



/** Longest failure message quoted in the comment. */
const MAX_FAILURE_CHARS = 2000;
const HEADLINES = {
    in_progress: '\u23f3 is being deployed',
    success: '\u2705 is live',
    failure: '\u274c failed to deploy',
    cancelled: '\u23f9\ufe0f was cancelled (the deployment itself goes on)',
    deleted: '\ud83d\uddd1\ufe0f was deleted'
};
/** The comment of one environment: a headline and a table of what is known. */
function renderComment(info, where) {
    const headline = info.verdict === undefined ? ` ${HEADLINES[info.state]}` : `: ${info.verdict}`;
    const out = [`### LangGraph preview ${markdownCode(info.deploymentName)}${headline}`, ''];
    if (info.detail !== undefined)
        out.push(info.detail, '');
    const rows = [];
    const langsmith = info.dashboardUrl === undefined ? '' : ` (${markdownLink('LangSmith', info.dashboardUrl)})`;
    rows.push(['Deployment', `${markdownCode(info.deploymentName)}${langsmith}`]);
    rows.push(['Environment', markdownCode(where.environment)]);
    if (info.status)
        rows.push(['Status', `**${markdownCell(info.status)}**`]);
    if (info.url && info.state !== 'deleted')
        rows.push(['Agent URL', markdownUrl(info.url)]);
    if (info.revisionId)
        rows.push(['Revision', markdownCode(info.revisionId)]);
    if (info.smoke !== undefined) {
        const mark = info.smoke.passed ? '\u2705' : '\u274c';
        rows.push(['Smoke test', `${mark} ${markdownProse(info.smoke.verdict)}`]);
    }
    if (info.rollback !== undefined)
        rows.push(['Rolled back', rollbackLine(info.rollback)]);
    const runLink = where.runUrl === undefined ? '' : ` \u00b7 ${markdownLink('workflow run', where.runUrl)}`;
    rows.push(['Commit', `${markdownCode(where.sha.slice(0, 7))}${runLink}`]);
    out.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`));
    if (info.failure !== undefined && info.state !== 'deleted') {
        out.push('', `> ${markdownProse((0,base_text/* truncate */.xv)(info.failure, MAX_FAILURE_CHARS))}`);
    }
    return out.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/run/github.ts
// Owns the run's GitHub integration (`github-token`): loaded only when asked, announcing the
// deploy, telling GitHub how it ended. Failures are warnings; nothing here fails the step.
// Text is redacted before it is rendered: escaping would hide a secret from the redactor.






/** The GitHub integration, loaded only when `github-token` is given. */
async function openGitHub(setup) {
    const { inputs } = setup;
    if (inputs.githubToken === undefined)
        return undefined;
    // Octokit's fetch is undici's, which only this step needs (src/base/undici.ts).
    await (await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 5525))).loadUndici();
    const { GitHubReporter } = await Promise.all(/* import() */[__nccwpck_require__.e(157), __nccwpck_require__.e(773)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7773));
    const redact = (text) => setup.redactor.redact(text);
    const reporter = GitHubReporter.fromEnv({
        token: inputs.githubToken,
        environment: inputs.environment ?? inputs.deploymentName ?? inputs.deploymentId ?? 'langgraph',
        logger: setup.logger,
        clock: setup.clock,
        signal: setup.signal,
        userAgent: userAgent(),
        redact
    }, setup.env);
    return reporter === undefined ? undefined : { reporter, redact };
}
/**
 * A deploy (or a rollback) starts: a GitHub Deployment in progress, and the comment saying so.
 * `description`: the in-progress status's text, when not the deploy's.
 */
async function announceDeploy(github, deploymentName, environmentUrl, description) {
    await github.reporter.start({ deploymentName, environmentUrl, description });
    await postComment(github, { state: 'in_progress', deploymentName });
}
/**
 * The run's end, told to GitHub: the GitHub Deployment's final status with the agent URL, and
 * the pull request's comment; after a delete, the environment's deployments made inactive; a
 * plan writes only its own comment (no GitHub Deployment, no status).
 */
async function reportToGitHub(github, mode, report) {
    const ok = report.failure === undefined && report.cancelled !== true;
    const cancelled = report.cancelled === true;
    const deploymentName = report.deploymentName ?? report.target;
    if (mode === 'deploy' || mode === 'rollback') {
        const live = wentLive(report);
        // A cancelled run did not fail the deploy: LangSmith goes on with it, unwatched. Its GitHub
        // deployment is `inactive` (this run no longer vouches for it), never `failure`.
        await github.reporter.finish({
            state: ok ? 'success' : cancelled ? 'inactive' : 'failure',
            environmentUrl: live ? report.agentUrl : undefined,
            description: ok
                ? `${report.status ?? 'DEPLOYED'}: revision ${report.revisionId ?? ''}`
                : (cancelledDescription(report) ?? report.failure)
        });
        const verdict = verdictOf(report);
        await postComment(github, {
            state: ok ? 'success' : cancelled ? 'cancelled' : 'failure',
            verdict: verdict.text,
            detail: verdict.detail,
            deploymentName,
            status: report.status,
            url: live ? report.agentUrl : undefined,
            dashboardUrl: report.dashboardUrl,
            revisionId: report.revisionId,
            smoke: report.smoke,
            failure: report.failure,
            rollback: report.rollback
        });
    }
    else if (mode === 'plan' && report.plan !== undefined) {
        await postPlanComment(github, report.plan, deploymentName);
    }
    else if (mode === 'delete' && ok) {
        await github.reporter.deactivate();
        await postComment(github, { state: 'deleted', deploymentName });
    }
}
/** A cancelled run whose revision it interrupted says that first: GitHub keeps 140 characters. */
function cancelledDescription(report) {
    const interrupt = report.cancelled === true ? report.interrupt : undefined;
    if (interrupt?.outcome !== 'interrupted')
        return undefined;
    return `Cancelled: revision ${interrupt.revisionId} was interrupted (on-cancel: interrupt)`;
}
/**
 * Renders the comment of `info`, its secrets removed first, and writes it (a deleted preview
 * only edits an existing one).
 */
async function postComment(github, info) {
    const { context, environment } = github.reporter;
    const place = { environment, sha: context.sha, runUrl: context.runUrl };
    const body = renderComment((0,objects/* mapStrings */.to)(info, github.redact), place);
    await github.reporter.comment(body, { create: info.state !== 'deleted' });
}
/** The plan, secrets removed first, in its own comment on the pull request. */
async function postPlanComment(github, plan, deploymentName) {
    const { context, environment } = github.reporter;
    const place = { environment, sha: context.sha, runUrl: context.runUrl };
    const body = renderPlanComment((0,objects/* mapStrings */.to)(plan, github.redact), github.redact(deploymentName), place);
    await github.reporter.comment(body, { create: true, kind: 'plan' });
}

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

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
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
    decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
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
        const events = new BodyEvents(this.response.body, new EventStreamDecoder(this.decoderOptions));
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










/** Stream modes of the agent server: the contract's, and those the real server adds. */
const STREAM_MODES = [
    'values',
    'updates',
    'messages-tuple',
    'debug',
    'custom',
    'events',
    'messages',
    'tasks',
    'checkpoints'
];
const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60_000;
/** How much of a non-stream 200 body an error quotes. */
const MAX_QUOTED_BYTES = 4096;
const threadSchema = object({ thread_id: schemas_string().min(1) });
const runSchema = object({ run_id: schemas_string().min(1), thread_id: schemas_string().min(1).optional() });
/** The settings a caller may leave out, merged once in the constructor (Http adds its own). */
const AGENT_CLIENT_DEFAULTS = { userAgent: userAgent(), clock: base_clock/* systemClock */.ml, logger: silentLogger };
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

;// CONCATENATED MODULE: ./src/inputs/parsers.ts
// Owns the form of each kind of input value: a zod parser per kind, whose failure reads as the
// end of "Input 'x' <message>, got ...", so the user learns the form expected.




const SINGLE_LINE = /^[^\r\n]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Why a value does not have the form expected. */
class Problem {
    message;
    constructor(message) {
        this.message = message;
    }
}
const problem = (message) => new Problem(message);
/** A parser that maps the trimmed value, or explains why it cannot. */
function shaped(map) {
    return schemas_string().transform((raw, ctx) => {
        const result = map(raw.trim());
        if (!(result instanceof Problem))
            return result;
        ctx.addIssue({ code: 'custom', message: result.message });
        return NEVER;
    });
}
/** One word: no blanks or line breaks; `example` is a valid one, for the message. */
function token(what, example) {
    return shaped(value => /\s/.test(value) ? problem(`must be ${what} without spaces, such as ${example}`) : value);
}
/** Any text on one line, at most `max` characters. */
function line(what, max, example) {
    return shaped(value => {
        if (!SINGLE_LINE.test(value))
            return problem(`must be ${what} on one line, such as ${example}`);
        if (value.length > max)
            return problem(`must be ${what} of at most ${max} characters`);
        return value;
    });
}
/** Free text, trimmed. */
const parsers_text = shaped(value => value);
function parsers_uuid(what) {
    return shaped(value => UUID.test(value)
        ? value
        : problem(`must be ${what}: a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6`));
}
function oneOf(values, options = {}) {
    return shaped(raw => {
        const value = options.caseInsensitive === true ? raw.toLowerCase() : raw;
        const found = values.find(v => v === value);
        return found ?? problem(`must be one of ${values.map(v => `"${v}"`).join(', ')}`);
    });
}
const parsers_boolean = shaped(value => {
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    return problem('must be true or false');
});
/**
 * A number of seconds in (0, max], fractions allowed; `min` is the smallest allowed, `example` a
 * valid value for the message.
 */
function seconds(max, example, min = 0) {
    return shaped(value => {
        const number = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN;
        if (!Number.isFinite(number) || number <= 0) {
            return problem(`must be a positive number of seconds, such as ${example}`);
        }
        if (number < min)
            return problem(`must be at least ${min} seconds`);
        if (number > max)
            return problem(`must be at most ${max} seconds`);
        return number;
    });
}
/** A number of days in (0, max], fractions allowed (0.5 is twelve hours). */
function days(max) {
    return shaped(value => {
        const number = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN;
        if (!Number.isFinite(number) || number <= 0 || number > max) {
            return problem(`must be a number of days from 0 (exclusive) to ${max}, such as 7`);
        }
        return number;
    });
}
/** A whole number from 1 to `max`. */
function count(max) {
    return shaped(value => {
        const number = /^\d+$/.test(value) ? Number(value) : NaN;
        if (!Number.isSafeInteger(number) || number < 1 || number > max) {
            return problem(`must be a whole number from 1 to ${max}`);
        }
        return number;
    });
}
/** A deployment name as the service takes it (control-plane/rules.ts). */
const deploymentName = shaped(value => {
    if (value.length > 255)
        return problem('must be a deployment name of at most 255 characters');
    const refused = deploymentNameProblem(value);
    return refused === undefined ? value : problem(refused);
});
/** The start of deployment names: what a name may hold, a trailing hyphen allowed. */
const namePrefix = shaped(value => /^[a-z0-9][a-z0-9-]{0,254}$/.test(value)
    ? value
    : problem('must be the start of deployment names: lowercase letters, digits and hyphens, starting with a letter or digit, such as my-agent-pr-'));
/** An http(s) URL; `example` is a valid one, for the message. */
function parsers_httpUrl(what, example) {
    return shaped(value => {
        const url = (0,url_trust/* parseUrl */.Dl)(value);
        return url !== undefined && (0,url_trust/* isHttpUrl */.q$)(url)
            ? value
            : problem(`must be ${what} starting with https://, such as ${example}`);
    });
}
/**
 * A base URL to which the API key will be sent (url-trust.ts decides which), normalised
 * without a trailing slash.
 */
function keyedBaseUrl(what) {
    return shaped(value => {
        const url = (0,url_trust/* parseUrl */.Dl)(value);
        if (url === undefined || !(0,url_trust/* isHttpUrl */.q$)(url))
            return problem(`must be ${what}`);
        const refused = (0,url_trust/* keyedBaseUrlProblem */.es)(url);
        return refused === undefined ? (0,url_trust/* normalizeBaseUrl */.qT)(url) : problem(refused);
    });
}
/** A JSON object; `sample` is an example of one that this input takes. */
const jsonObject = (sample) => shaped(value => {
    const example = `must be a JSON object such as ${sample}`;
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch (error) {
        return problem(`${example} (${error instanceof Error ? error.message : 'invalid JSON'})`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return problem(example);
    }
    return parsed;
});
/** A DNS name (ASCII, punycode for others), an IPv4 address, or an IPv6 address in brackets. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/i;
/** Host names separated by commas or line breaks, lower-cased; each must be a bare host name. */
const hostNames = shaped(raw => {
    const items = raw
        .split(/[,\r\n]+/)
        .map(item => item.trim())
        .filter(item => item !== '');
    const bad = items.find(item => !HOST_NAME.test(item) || item.length > 253);
    if (bad !== undefined) {
        return problem(`must be host names (such as agents.example.com) separated by commas or new lines, without scheme, port or path; ${(0,base_text/* quote */.hD)(bad)} is not one`);
    }
    return [...new Set(items.map(item => item.toLowerCase()))];
});
/** Patterns as .gitignore reads them, one a line; blank lines and `#` comments skipped. */
const patternLines = shaped(raw => {
    const patterns = raw
        .split(/\r\n|\r|\n/)
        .map(item => item.trim())
        .filter(item => item !== '' && !item.startsWith('#'));
    const bad = patterns.find(item => item.startsWith('!') || item.startsWith('/..') || item.startsWith('..'));
    if (bad !== undefined) {
        return problem(`must be patterns as in .gitignore, one a line and relative to the workspace (such as apps/agent/.env.ci or *.pem), each naming files to include; ${(0,base_text/* quote */.hD)(bad)} is not one`);
    }
    return patterns;
});
/** One value, or a comma-separated list of them from `values` (sent as an array). */
function listOf(values, what) {
    return shaped(raw => {
        const items = raw
            .split(',')
            .map(item => item.trim())
            .filter(item => item !== '');
        if (items.length === 0 || items.some(item => !values.includes(item))) {
            return problem(`must be one ${what} or a comma-separated list of them (${values.join(', ')})`);
        }
        const [only] = items;
        return items.length === 1 && only !== undefined ? only : [...new Set(items)];
    });
}

// EXTERNAL MODULE: ./node_modules/dotenv/lib/main.js
var main = __nccwpck_require__(8889);
var main_default = /*#__PURE__*/__nccwpck_require__.n(main);
;// CONCATENATED MODULE: ./src/inputs/secrets.ts
// Owns the `secrets` input: read whole into NAME=value entries (a quoted value may span lines, as
// dotenv writes it) before anything is said of it, and which of its parts to mask.



const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A quoted value as dotenv's own pattern reads it: up to the first unescaped closing quote. */
const QUOTED = {
    '"': /^"(?:\\"|[^"])*"/,
    "'": /^'(?:\\'|[^'])*'/,
    '`': /^`(?:\\`|[^`])*`/
};
/** How many problems of a malformed input the message lists. */
const SHOWN_PROBLEMS = 5;
/** An empty JSON object or list, which some write for "no secrets": no entry, not a malformed line. */
const EMPTY_COLLECTION = /^(?:\{\s*\}|\[\s*\])$/;
/** Reads every line of the input; says nothing, logs nothing. */
function readSecrets(raw) {
    if (EMPTY_COLLECTION.test(raw.trim()))
        return { entries: [], problems: [], wellFormed: true };
    const lines = raw.split(/\r\n|\r|\n/);
    const entries = [];
    const problems = [];
    let i = 0;
    while (i < lines.length) {
        const line = lines[i] ?? '';
        const where = `line ${i + 1}`;
        i++;
        if (line.trim() === '' || line.trim().startsWith('#'))
            continue;
        const equals = line.indexOf('=');
        const name = equals === -1 ? '' : line.slice(0, equals).trim();
        if (equals === -1)
            problems.push(`${where} has no "="`);
        else if (!SECRET_NAME.test(name)) {
            problems.push(`${where}: the name must be letters, digits and underscores, not starting with a digit`);
        }
        else {
            const value = readValue(line.slice(equals + 1).trim(), lines, i);
            if ('problem' in value)
                problems.push(`${where}: ${value.problem}`);
            else
                entries.push({ line: i, name, value: value.value });
            i = value.next;
        }
    }
    if (problems.length > 0)
        return { entries, problems, wellFormed: false };
    return { entries, problems: entryProblems(entries), wellFormed: true };
}
/**
 * The value that starts with `first` (the rest of its line, trimmed), `lines[next]` onwards
 * holding what follows: as written, or unquoted by dotenv when it opens with a quote (a double
 * quoted value may span lines and holds `\n` for a line break).
 */
function readValue(first, lines, next) {
    const pattern = QUOTED[first.charAt(0)];
    if (pattern === undefined)
        return { value: first, next };
    let text = first;
    let end = next;
    let quoted = pattern.exec(text);
    while (quoted === null && end < lines.length) {
        text += `\n${lines[end] ?? ''}`;
        end++;
        quoted = pattern.exec(text);
    }
    if (quoted === null) {
        return { problem: `the quote that opens the value is never closed`, next: lines.length };
    }
    const after = text.slice(quoted[0].length).trim();
    if (after !== '' && !after.startsWith('#')) {
        return { problem: 'there is text after the closing quote of the value', next: end };
    }
    return { value: main_default().parse(`VALUE=${quoted[0]}`).VALUE ?? '', next: end };
}
/** What is wrong with well-formed entries: names are names here, so they may be shown. */
function entryProblems(entries) {
    const problems = [];
    const seen = new Set();
    for (const { line, name, value } of entries) {
        const where = `line ${line}`;
        if (reservedEnvName(name) === 'everywhere') {
            problems.push(`${where}: ${name} is reserved by the platform (LangSmith sets it itself), so the service refuses a secret of that name; rename it or drop it`);
        }
        else if (seen.has(name))
            problems.push(`${where}: the secret ${name} is given twice`);
        else if (value.trim() === '')
            problems.push(`${where}: the secret ${name} has an empty value`);
        seen.add(name);
    }
    return problems;
}
/**
 * The refusal of the input: for a malformed one, line numbers and what is wrong, never a name or
 * a value; for well-formed entries (a reserved name, a name given twice, an empty value), the line
 * and the name, never the value.
 */
function describeProblems(reading) {
    const shown = reading.problems.slice(0, SHOWN_PROBLEMS);
    const more = reading.problems.length - shown.length;
    const listed = `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
    if (reading.wellFormed)
        return `at ${listed}`;
    const hint = reading.problems.some(problem => problem.endsWith('has no "="'))
        ? '. A value of several lines (a PEM key) goes in double quotes, as dotenv writes it: NAME="-----BEGIN \u2026" with its lines inside the quotes, or NAME="line 1\\nline 2"'
        : '';
    return `must be one NAME=value per line, such as MY_API_KEY=\${{ secrets.MY_API_KEY }}; ${listed}${hint}`;
}
/**
 * Why an input given with no entry is refused: it cannot clear the deployment's secrets, since
 * the service keeps the previous revision's when none are sent and takes an empty list as none.
 */
const NO_ENTRY = "holds no NAME=value entry (only blank lines, comments, {} or []), and no list can clear a deployment's secrets: on an update the service keeps the previous revision's when none are sent, and takes an empty list as unchanged. Leave 'secrets' out to keep them; remove secrets in the LangSmith UI (the deployment's page)";
/**
 * `NAME=value` per line, blanks around the name and the value trimmed; blank lines and `#`
 * comments skipped; a value in quotes unquoted as dotenv does, over several lines if need be.
 * An input with no entry at all is refused ({@link NO_ENTRY}).
 */
const secrets = schemas_string().transform((raw, ctx) => {
    const reading = readSecrets(raw);
    if (reading.problems.length > 0 || reading.entries.length === 0) {
        const message = reading.problems.length > 0 ? describeProblems(reading) : NO_ENTRY;
        ctx.addIssue({ code: 'custom', message });
        return NEVER;
    }
    return reading.entries.map(({ name, value }) => ({ name, value }));
});
/**
 * Every value in the raw input that must be masked, read before the input is parsed: each value
 * whole and each of its lines (the runner masks line by line). When the input is malformed,
 * every line is masked whole and after its first "=", with and without a quote at either end,
 * and none is named.
 */
function secretValuesOf(raw) {
    const reading = readSecrets(raw);
    if (!reading.wellFormed) {
        return raw.split(/\r\n|\r|\n/).flatMap(line => {
            const equals = line.indexOf('=');
            const parts = equals === -1 ? [line] : [line, line.slice(equals + 1)];
            // A line of a quoted value may carry its opening or closing quote; the value does not.
            const unquoted = parts.map(part => part.trim().replace(/^["'`]|["'`]$/g, ''));
            return [...new Set([...parts.map(part => part.trim()), ...unquoted])]
                .filter(part => part !== '')
                .map(part => ({ label: undefined, value: part }));
        });
    }
    return reading.entries.flatMap(({ name, value }) => {
        const lines = value.split(/\r\n|\r|\n/);
        if (lines.length === 1)
            return [{ label: `secret ${name}`, value: value.trim() }];
        return [
            { label: undefined, value: value.trim() },
            ...lines
                .map((line, index) => ({
                label: `line ${index + 1} of secret ${name}`,
                value: line.trim()
            }))
                .filter(part => part.value !== '')
        ];
    });
}

;// CONCATENATED MODULE: ./src/inputs/table.ts





/** The action never polls more often than ten times a second. */
const MIN_POLL_INTERVAL_SECONDS = 0.1;
/** What the action is asked to do. */
const MODES = ['deploy', 'plan', 'rollback', 'delete', 'smoke', 'prune'];
const ALL = MODES;
const DEPLOY = ['deploy', 'plan'];
const SMOKE = ['deploy', 'rollback', 'smoke'];
const GITHUB = ['deploy', 'plan', 'rollback', 'delete', 'prune'];
const PRUNE = ['deploy', 'plan', 'prune'];
const PRUNE_DRY_RUN = ['plan', 'prune'];
const ROLLBACK = ['rollback'];
const WAITS = ['deploy', 'rollback'];
/** Every input, in the order of `action.yml`. */
const INPUTS = {
    'api-key': {
        key: 'apiKey',
        parse: token('a LangSmith API key', 'lsv2_pt_\u2026 (from the secret: ${{ secrets.LANGSMITH_API_KEY }})'),
        required: 'a LangSmith API key',
        secret: true,
        modes: ALL
    },
    'workspace-id': {
        key: 'workspaceId',
        parse: parsers_uuid('a workspace ID'),
        required: 'a workspace ID (a UUID)',
        modes: ALL
    },
    region: {
        key: 'region',
        parse: oneOf(REGIONS, { caseInsensitive: true }),
        default: 'us',
        modes: ALL
    },
    'api-url': {
        key: 'apiUrl',
        parse: keyedBaseUrl('the base URL of the control plane, such as https://langsmith.example.com/api-host'),
        modes: ALL
    },
    'deployment-name': { key: 'deploymentName', parse: deploymentName, modes: ALL },
    'deployment-id': { key: 'deploymentId', parse: parsers_uuid('a deployment ID'), modes: ALL },
    'integration-id': {
        key: 'integrationId',
        parse: parsers_uuid('the ID of a GitHub integration of the workspace'),
        modes: DEPLOY
    },
    'repo-url': {
        key: 'repoUrl',
        parse: parsers_httpUrl('the URL of a repository', 'https://github.com/acme/agent'),
        modes: DEPLOY
    },
    'repo-ref': {
        key: 'repoRef',
        parse: token('a branch, tag or commit', 'main or refs/tags/v1.2.0'),
        modes: DEPLOY
    },
    source: { key: 'source', parse: oneOf(['github', 'upload', 'image']), modes: DEPLOY },
    'graph-config-path': {
        key: 'graphConfigPath',
        parse: token('the path of the graph configuration file', 'langgraph.json'),
        default: 'langgraph.json',
        modes: DEPLOY
    },
    'deployment-type': {
        key: 'deploymentType',
        parse: oneOf(DEPLOYMENT_TYPES),
        modes: DEPLOY
    },
    'build-on-push': { key: 'buildOnPush', parse: parsers_boolean, modes: DEPLOY },
    'install-command': {
        key: 'installCommand',
        parse: line('a shell command', 1000, 'pnpm install --frozen-lockfile'),
        modes: DEPLOY
    },
    'build-command': {
        key: 'buildCommand',
        parse: line('a shell command', 1000, 'pnpm build'),
        modes: DEPLOY
    },
    secrets: {
        key: 'secrets',
        parse: secrets,
        secret: secretValuesOf,
        modes: DEPLOY,
        blankIsGiven: true
    },
    'secrets-keep-existing': {
        key: 'secretsKeepExisting',
        parse: parsers_boolean,
        default: 'false',
        modes: DEPLOY
    },
    'custom-url': {
        key: 'customUrl',
        parse: parsers_httpUrl('a URL', 'https://agent.example.com'),
        modes: DEPLOY
    },
    'image-uri': {
        key: 'imageUri',
        parse: token('an image reference', 'docker.io/acme/agent:1.2.0'),
        modes: DEPLOY
    },
    'listener-id': { key: 'listenerId', parse: parsers_uuid('a listener ID'), modes: DEPLOY },
    'resource-spec': {
        key: 'resourceSpec',
        parse: jsonObject('{"min_scale": 1}'),
        modes: DEPLOY
    },
    'upload-max-mb': { key: 'uploadMaxMb', parse: count(200), default: '200', modes: DEPLOY },
    'upload-include': { key: 'uploadInclude', parse: patternLines, modes: DEPLOY },
    wait: { key: 'wait', parse: parsers_boolean, default: 'true', modes: WAITS },
    'on-cancel': {
        key: 'onCancel',
        parse: oneOf(['leave', 'interrupt']),
        default: 'leave',
        modes: WAITS
    },
    'timeout-seconds': {
        key: 'timeoutSeconds',
        parse: seconds(86_400, 1800),
        default: '1800',
        modes: ALL
    },
    'poll-interval-seconds': {
        key: 'pollIntervalSeconds',
        parse: seconds(3600, 5, MIN_POLL_INTERVAL_SECONDS),
        modes: WAITS
    },
    mode: { key: 'mode', parse: oneOf(MODES), default: 'deploy', modes: ALL },
    'delete-tracing-project': {
        key: 'deleteTracingProject',
        parse: parsers_boolean,
        default: 'false',
        modes: ['delete', 'prune']
    },
    'revision-id': { key: 'revisionId', parse: parsers_uuid('a revision ID'), modes: ROLLBACK },
    'rollback-on-failure': {
        key: 'rollbackOnFailure',
        parse: parsers_boolean,
        default: 'false',
        modes: DEPLOY
    },
    'smoke-test': { key: 'smokeTest', parse: parsers_boolean, default: 'false', modes: WAITS },
    'deployment-url': {
        key: 'deploymentUrl',
        parse: keyedBaseUrl('the URL of the agent server, such as https://my-agent.example.com'),
        modes: SMOKE
    },
    'trusted-hosts': { key: 'trustedHosts', parse: hostNames, modes: SMOKE, smokeStep: true },
    'smoke-assistant-id': {
        key: 'smokeAssistantId',
        parse: token('an assistant ID or graph name', 'agent'),
        default: 'agent',
        modes: SMOKE,
        smokeStep: true
    },
    'smoke-input': {
        key: 'smokeInput',
        parse: jsonObject('{"messages": [{"role": "user", "content": "ping"}]}'),
        default: '{}',
        modes: SMOKE,
        smokeStep: true
    },
    'smoke-stream-mode': {
        key: 'smokeStreamMode',
        parse: listOf(STREAM_MODES, 'stream mode'),
        default: 'updates',
        modes: SMOKE,
        smokeStep: true
    },
    'smoke-stream-subgraphs': {
        key: 'smokeStreamSubgraphs',
        parse: parsers_boolean,
        default: 'false',
        modes: SMOKE,
        smokeStep: true
    },
    'smoke-timeout-seconds': {
        key: 'smokeTimeoutSeconds',
        parse: seconds(3600, 120),
        default: '120',
        modes: SMOKE,
        smokeStep: true
    },
    'smoke-cases': {
        key: 'smokeCases',
        parse: token('the path of a YAML or JSON file of smoke cases', '.github/smoke-cases.yml'),
        modes: SMOKE
    },
    'smoke-expect': { key: 'smokeExpect', parse: parsers_text, modes: SMOKE, smokeStep: true },
    'require-commit-match': {
        key: 'requireCommitMatch',
        parse: parsers_boolean,
        default: 'false',
        modes: DEPLOY
    },
    'log-lines': { key: 'logLines', parse: count(1000), default: '50', modes: WAITS },
    'follow-logs': { key: 'followLogs', parse: parsers_boolean, default: 'false', modes: WAITS },
    'github-token': {
        key: 'githubToken',
        parse: token('a GitHub token', '${{ secrets.GITHUB_TOKEN }}'),
        secret: true,
        modes: GITHUB
    },
    environment: {
        key: 'environment',
        parse: line('a GitHub environment name', 255, 'preview'),
        modes: GITHUB
    },
    'prune-prefix': {
        key: 'prunePrefix',
        parse: namePrefix,
        modes: PRUNE
    },
    'prune-max-age-days': { key: 'pruneMaxAgeDays', parse: days(3650), modes: PRUNE_DRY_RUN },
    'max-previews': { key: 'maxPreviews', parse: count(1000), modes: ['deploy'] },
    'request-timeout-seconds': {
        key: 'requestTimeoutSeconds',
        parse: seconds(600, 30),
        default: '30',
        modes: ALL
    }
};
/** The names of the inputs, in the table's order. */
const INPUT_NAMES = Object.keys(INPUTS);

;// CONCATENATED MODULE: ./src/inputs/checks.ts
// Owns the checks of the inputs taken together (what one input's parser cannot tell): the
// deployment named, rollback, the smoke step's inputs, prune, the source and the ref. Each problem
// names the inputs and the fix.




/**
 * Every problem of the inputs taken together; none when they make sense as a whole. `given`: the
 * inputs the workflow gave a value other than their default.
 */
function inputProblems(inputs, env, given = new Set()) {
    return [
        ...targetProblems(inputs),
        ...rollbackProblems(inputs),
        ...smokeOffProblems(inputs, given),
        ...pruneProblems(inputs),
        ...sourceProblems(inputs, env),
        ...cloudSecretProblems(inputs)
    ];
}
/**
 * The mode whose checks a run's inputs get: `plan` says what deploy would do with the same
 * inputs, so it refuses what deploy refuses (the smoke-cases file read and checked too), and
 * every check below asks this, never the mode itself.
 */
function checkedAs(mode) {
    return mode === 'plan' ? 'deploy' : mode;
}
/** Problems of the inputs that name the deployment and what to do with it. */
function targetProblems(inputs) {
    const problems = [];
    const { deploymentName, deploymentId, deploymentUrl } = inputs;
    const mode = checkedAs(inputs.mode);
    if (inputs.smokeTest && !inputs.wait && (mode === 'deploy' || mode === 'rollback')) {
        const smoke = inputs.smokeCases === undefined ? `'smoke-test' (true)` : `'smoke-cases'`;
        problems.push(`Inputs ${smoke} and 'wait' (false) conflict: the smoke step runs once the revision is DEPLOYED, which needs the wait.`);
    }
    if (deploymentName !== undefined && deploymentId !== undefined) {
        problems.push(`Inputs 'deployment-name' and 'deployment-id' both given: give one of them (the name to find or create the deployment, or the ID to update it directly).`);
    }
    else if (deploymentName === undefined && deploymentId === undefined) {
        // The prune's dry run names no deployment: plan is checked as deploy except there.
        const pruning = inputs.mode === 'prune' || (inputs.mode === 'plan' && inputs.prunePrefix !== undefined);
        if (pruning)
            return problems;
        if (mode === 'smoke' && deploymentUrl === undefined) {
            problems.push(`Input 'deployment-url', 'deployment-name' or 'deployment-id' is required with mode 'smoke': the agent server to test, or the deployment whose URL to use.`);
        }
        else if (mode !== 'smoke') {
            problems.push(`Input 'deployment-name' or 'deployment-id' is required: the name of the deployment to create or update, or the ID of an existing one.`);
        }
    }
    return problems;
}
/** `rollback-on-failure` acts on the smoke step's failure: without the smoke step it never could. */
function rollbackProblems(inputs) {
    if (checkedAs(inputs.mode) !== 'deploy' || !inputs.rollbackOnFailure || inputs.smokeTest) {
        return [];
    }
    return [
        `Input 'rollback-on-failure' (true) needs the smoke step ('smoke-test: true' or 'smoke-cases'): the rollback follows a failed smoke test of the new revision.`
    ];
}
/**
 * The smoke step's inputs given while the step is off (deploy or rollback without 'smoke-test' or
 * 'smoke-cases') would be ignored without a word: refused, as 'rollback-on-failure' is.
 */
function smokeOffProblems(inputs, given) {
    const mode = checkedAs(inputs.mode);
    if ((mode !== 'deploy' && mode !== 'rollback') || inputs.smokeTest)
        return [];
    const names = INPUT_NAMES.filter(name => 'smokeStep' in INPUTS[name] && given.has(name));
    if (names.length === 0)
        return [];
    const one = names.length === 1;
    return [
        `${one ? 'Input' : 'Inputs'} ${names.map(name => `'${name}'`).join(', ')} ${one ? 'applies' : 'apply'} only to the smoke test, which is off in mode '${inputs.mode}': set 'smoke-test: true' to run it (or give 'smoke-cases'), or drop ${one ? 'it' : 'them'}.`
    ];
}
/** Prune needs a prefix and a way to tell a preview is done; `max-previews` counts by prefix. */
function pruneProblems(inputs) {
    const problems = [];
    const { mode, prunePrefix } = inputs;
    if (mode === 'prune' && prunePrefix === undefined) {
        problems.push(`Input 'prune-prefix' is required with mode 'prune': the start of the preview deployments' names, such as my-agent-pr- (examples/pr-preview.yml names them my-agent-pr-<number>).`);
    }
    const pruning = mode === 'prune' || (mode === 'plan' && prunePrefix !== undefined);
    if (pruning && inputs.githubToken === undefined && inputs.pruneMaxAgeDays === undefined) {
        problems.push(`Input 'github-token' or 'prune-max-age-days' is required with 'prune-prefix' in mode '${mode}': prune deletes a preview whose pull request is closed (which GitHub tells, with github-token: \${{ secrets.GITHUB_TOKEN }}) or whose newest revision is older than prune-max-age-days (such as 7).`);
    }
    if (mode === 'deploy' && inputs.maxPreviews !== undefined && prunePrefix === undefined) {
        problems.push(`Input 'max-previews' (${inputs.maxPreviews}) needs 'prune-prefix': the start of the names of the previews it counts, such as my-agent-pr-.`);
    }
    return problems;
}
/** Problems of what to deploy: the source, the ref, and inputs that only one source takes. */
function sourceProblems(inputs, env) {
    if (checkedAs(inputs.mode) !== 'deploy')
        return [];
    if (inputs.source !== 'github')
        return imageProblems(inputs);
    return [...imageProblems(inputs), ...hostProblems(inputs, env), ...refProblems(inputs, env)];
}
/**
 * LangSmith builds a GitHub source through its GitHub app, which reaches github.com only: a
 * repository on any other host (GitHub Enterprise Server) is refused before any request.
 */
function hostProblems(inputs, env) {
    const host = repositoryHost(inputs.repoUrl);
    if (inputs.repoUrl === undefined || host === GITHUB_COM)
        return [];
    const why = `with source github, LangSmith builds through its GitHub app, which reaches ${GITHUB_COM} only`;
    const upload = `deploy with 'source: upload' (the action uploads the checked-out tree)`;
    if (inputs.repoUrlGiven) {
        return [
            `Input 'repo-url' (${inputs.repoUrl}) is ${host === undefined ? 'not a repository URL of the form https://github.com/owner/name' : `on ${host}, not ${GITHUB_COM}`}: ${why}. Give the https://github.com/owner/name URL of a repository there, or ${upload}.`
        ];
    }
    return [
        `This workflow runs on ${env.GITHUB_SERVER_URL ?? 'another GitHub host'} (GITHUB_SERVER_URL), not https://${GITHUB_COM}: ${why}, so it cannot build ${inputs.repoUrl}. Nothing was sent: ${upload}, or set 'repo-url' to a copy of the repository on ${GITHUB_COM}.`
    ];
}
/**
 * Secrets the cloud refuses and self-hosted installs accept: refused here only when `api-url` is a
 * cloud host (or not given).
 */
function cloudSecretProblems(inputs) {
    if (inputs.customApiUrl)
        return [];
    const names = inputs.secrets.map(s => s.name).filter(name => reservedEnvName(name) === 'cloud');
    if (names.length === 0)
        return [];
    return [
        `Input 'secrets' names ${names.join(', ')}, which the LangSmith cloud reserves for itself and refuses (only self-hosted installs, whose 'api-url' is not a cloud host, accept ${names.length === 1 ? 'it' : 'them'}): rename or drop ${names.length === 1 ? 'it' : 'them'}.`
    ];
}
/** An image needs `image-uri`; `image-uri` and the image-only inputs need an image. */
function imageProblems(inputs) {
    const image = inputs.source === 'external_docker';
    if (image && inputs.imageUri === undefined) {
        return [`Input 'source' is image, which needs 'image-uri': the prebuilt image to deploy.`];
    }
    if (!image && inputs.imageUri !== undefined) {
        return [
            `Inputs 'source' (${inputs.source === 'github' ? 'github' : 'upload'}) and 'image-uri' conflict: an image is deployed with source image; drop one of them.`
        ];
    }
    if (image)
        return builtOnlyProblems(inputs);
    const imageOnly = ['custom-url', 'resource-spec', 'listener-id'].filter(name => inputs[INPUTS[name].key] !== undefined);
    if (imageOnly.length === 0)
        return [];
    const one = imageOnly.length === 1;
    return [
        `${one ? 'Input' : 'Inputs'} ${imageOnly.map(name => `'${name}'`).join(', ')} ${one ? 'applies' : 'apply'} only to a prebuilt image ('image-uri', source external_docker); LangSmith sets the URL of a deployment it builds itself (source_config.custom_url). Drop ${one ? 'it' : 'them'}, or deploy an image.`
    ];
}
/** The build's commands apply only to a source LangSmith builds. */
function builtOnlyProblems(inputs) {
    const given = ['install-command', 'build-command'].filter(name => inputs[INPUTS[name].key] !== undefined);
    if (given.length === 0)
        return [];
    return [
        `${given.map(name => `'${name}'`).join(' and ')} apply only to a source LangSmith builds (github or upload), not to a prebuilt image ('image-uri', source external_docker): drop ${given.length === 1 ? 'it' : 'them'}.`
    ];
}
/** A GitHub ref: one is needed, a tag only by its full ref, and never built on push. */
function refProblems(inputs, env) {
    const problems = [];
    if (inputs.repoRef === undefined) {
        problems.push(`Input 'repo-ref' is empty and the workflow gives no branch (GITHUB_HEAD_REF and GITHUB_REF_NAME are unset): set 'repo-ref' to the branch, tag or commit to deploy.`);
    }
    const bareTag = bareTagOf(inputs.repoRef, env);
    if (bareTag !== undefined) {
        problems.push(`Input 'repo-ref' names the tag ${bareTag} by its bare name: LangSmith takes a tag only as its full ref, repo-ref: ${TAG_REF_PREFIX}${bareTag}.`);
    }
    if (inputs.buildOnPush === true && isTagRef(inputs.repoRef)) {
        problems.push(`Inputs 'build-on-push' (true) and 'repo-ref' (${inputs.repoRef ?? ''}, a tag) conflict: LangSmith rebuilds on push only from a branch; drop 'build-on-push' or deploy a branch.`);
    }
    return problems;
}
/** The ref the workflow runs on, as the service takes it: a tag as `refs/tags/<tag>`. */
function pushedRef(env) {
    const head = (0,base_text/* nonEmpty */.hq)(env.GITHUB_HEAD_REF);
    if (head !== undefined)
        return head;
    const name = (0,base_text/* nonEmpty */.hq)(env.GITHUB_REF_NAME);
    if (name === undefined)
        return undefined;
    return env.GITHUB_REF_TYPE === 'tag' ? `${TAG_REF_PREFIX}${name}` : name;
}
/** The tag `ref` names by its bare name, when the workflow runs on that very tag. */
function bareTagOf(ref, env) {
    if (ref === undefined || isTagRef(ref) || env.GITHUB_REF_TYPE !== 'tag')
        return undefined;
    return ref === (0,base_text/* nonEmpty */.hq)(env.GITHUB_REF_NAME) ? ref : undefined;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/inputs/smoke-cases.ts
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
const caseSchema = strictObject({
    name: line('a case name', MAX_NAME_CHARS, 'greets-back').refine(name => name !== '', 'must not be empty'),
    input: record(schemas_string(), unknown(), {
        error: 'must be a JSON object, such as {"messages": [{"role": "user", "content": "hi"}]}'
    }),
    'assistant-id': INPUTS['smoke-assistant-id'].parse.optional(),
    'stream-mode': preprocess(asList, INPUTS['smoke-stream-mode'].parse).optional(),
    expect: preprocess(asText, schemas_string({ error: 'must be text: quote it (expect: "yes"); a number is taken as its text' })
        .pipe(INPUTS['smoke-expect'].parse))
        .optional(),
    'timeout-seconds': preprocess(asText, INPUTS['smoke-timeout-seconds'].parse).optional()
});
const fileSchema = array(unknown(), { error: 'must hold a list of cases' })
    .min(1, 'must list at least one case')
    .max(MAX_SMOKE_CASES, `must list at most ${MAX_SMOKE_CASES} cases`);
/**
 * Reads and checks the `smoke-cases` file `given` (relative to `workspace`, and never outside
 * it). Sends nothing; the problems name the file, the case (by name, else number) and the field.
 */
async function readSmokeCases(given, workspace, defaults) {
    const where = `Input 'smoke-cases' (${(0,base_text/* quote */.hD)(given)})`;
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
            ...(rest['assistant-id'] === undefined ? {} : { assistantId: rest['assistant-id'] }),
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
        ? `case ${(0,base_text/* quote */.hD)(name.trim())} (#${index + 1})`
        : `case #${index + 1}`;
}
/** `, field 'stream-mode':` for an issue; unknown fields are named as such. */
function fieldOf(issue) {
    if (issue.code === 'unrecognized_keys') {
        return `: unknown field ${issue.keys.map(key => (0,base_text/* quote */.hD)(key)).join(', ')}; a case takes name, input, assistant-id, stream-mode, expect and timeout-seconds, and`;
    }
    const [field] = issue.path;
    return field === undefined ? ':' : `, field '${String(field)}':`;
}
/** The file's text; a path outside the workspace (symbolic links followed) is refused. */
function readInside(given, workspace) {
    const root = (0,external_node_fs_.realpathSync)(workspace);
    const escapes = (file) => {
        const relative = external_node_path_.relative(root, file);
        return relative === '' || relative.startsWith('..') || external_node_path_.isAbsolute(relative);
    };
    const outside = `is outside the workspace ${workspace}; give a path to a file in the repository`;
    if (escapes(external_node_path_.resolve(root, given)))
        throw new Error(outside);
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(external_node_path_.resolve(root, given));
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
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw new Error('is not a file');
        if (stat.size > MAX_FILE_BYTES) {
            throw new Error(`is ${stat.size} bytes; a cases file may have at most ${MAX_FILE_BYTES}`);
        }
        const buffer = Buffer.alloc(stat.size);
        const read = (0,external_node_fs_.readSync)(fd, buffer, 0, stat.size, 0);
        // A byte order mark, as some editors on Windows write one, is not part of the data.
        return buffer
            .subarray(0, read)
            .toString('utf8')
            .replace(/^\uFEFF/, '');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
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
    const { parseYamlData } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(303)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4303));
    return parseYamlData(text);
}

;// CONCATENATED MODULE: ./src/inputs/unknown.ts


const PREFIX = 'INPUT_';
/**
 * The environment variable the runner (and `core.getInput`) uses for an input: `INPUT_` and the
 * name upper-cased, spaces as underscores, hyphens kept (`INPUT_SMOKE-TEST`).
 */
function variableOf(name) {
    return `${PREFIX}${name.replace(/ /g, '_').toUpperCase()}`;
}
/**
 * Every `INPUT_` variable of `env` that no input of `names` reads, with the closest input. Reads
 * names only, never a value; a variable with an empty name is skipped.
 */
function unknownInputs(env, names = INPUT_NAMES) {
    const known = new Set(names.map(variableOf));
    return Object.keys(env)
        .filter(key => key.startsWith(PREFIX) && key.length > PREFIX.length && !known.has(key))
        .sort()
        .map(key => {
        const name = key.slice(PREFIX.length).toLowerCase();
        return { name, closest: closestInput(name, names) };
    });
}
/**
 * Warns of each unknown input of `env` through the logger (GitHub's runner warns of an unexpected
 * input without a guess; run elsewhere, nothing would), and returns them for the refusals' hints.
 */
function warnUnknownInputs(env, logger) {
    const unknown = unknownInputs(env);
    for (const input of unknown)
        logger.warning(unknownInputWarning(input));
    return unknown;
}
/** The warning for an unknown input: its name and the input it most likely meant. */
function unknownInputWarning({ name, closest }) {
    const guess = closest === undefined
        ? 'the action has no input of that name (the README lists them).'
        : `did you mean '${closest}'?`;
    return `Unexpected input '${unknown_shown(name)}': ${guess} It is ignored.`;
}
/**
 * `problems` with the hint of each unknown input that looks like an input a problem names (the
 * missing `deployment-name` of a workflow that wrote `deployment_name`).
 */
function withUnknownHints(problems, unknown) {
    return problems.map(problem => {
        const hints = unknown
            .filter(({ closest }) => closest !== undefined && problem.includes(`'${closest}'`))
            .map(({ name, closest }) => `the workflow gives '${unknown_shown(name)}': did you mean '${closest}'?`);
        return hints.length === 0 ? problem : `${problem} (${hints.join('; ')})`;
    });
}
/** A name as a message shows it: on one line, cut short. */
function unknown_shown(name) {
    return (0,base_text/* truncate */.xv)(name.replace(/[^\x20-\x7e]/g, '?'), 60);
}
/**
 * The input `name` most likely meant: the nearest by edit distance (a swap of two letters counts
 * once; `_`, `.` and blanks read as `-`), when no further than a third of its length (two at
 * least); the first in the table's order on a tie.
 */
function closestInput(name, names) {
    const typed = normalize(name);
    const limit = Math.max(2, Math.floor(typed.length / 3));
    let best;
    for (const candidate of names) {
        const distance = editDistance(typed, normalize(candidate));
        if (distance <= limit && (best === undefined || distance < best.distance)) {
            best = { name: candidate, distance };
        }
    }
    return best?.name;
}
function normalize(name) {
    return name.toLowerCase().replace(/[\s_.]+/g, '-');
}
/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1);
            d = Math.min(d, (rows[i - 1]?.[j - 1] ?? 0) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
            }
            row.push(d);
        }
        rows.push(row);
    }
    return rows[a.length]?.[b.length] ?? 0;
}

;// CONCATENATED MODULE: ./src/inputs/read.ts
// Owns turning the runner's raw inputs into Inputs: the only core.getInput, masking secrets
// first, parsing through the table, checks across inputs, defaults from the workflow.









/** The `source` input's words for the service's sources. */
const SOURCES = {
    github: 'github',
    upload: 'internal_source',
    image: 'external_docker'
};
/** One or more inputs are invalid; the message lists each with the form expected. */
class InputError extends Error {
    problems;
    name = 'InputError';
    constructor(problems) {
        super(problems.length === 1 ? (problems[0] ?? '') : `Invalid inputs:\n- ${problems.join('\n- ')}`);
        this.problems = problems;
    }
}
/** Reads every input with `core.getInput`: the only place in the action that does. */
function readRawInputs() {
    const raw = {};
    for (const name of INPUT_NAMES)
        raw[name] = getInput(name, { trimWhitespace: false });
    return raw;
}
/**
 * Registers the value of every secret input with the redactor, before anything is logged. A
 * value too short or too plain to mask safely is not masked (that would corrupt every line that
 * holds it, outputs included): a warning says so, naming it, never showing it. A value of several
 * lines is masked line by line too, since the runner masks each line of the log on its own.
 * The inputs masked are those the table marks `secret`, and no other.
 */
function maskSecretInputs(raw, redactor, logger, table = INPUTS) {
    const values = Object.entries(table).flatMap(([name, { secret }]) => {
        const value = raw[name] ?? '';
        if (secret === undefined)
            return [];
        return secret === true ? [{ label: `input '${name}'`, value }] : secret(value);
    });
    const unmasked = values.filter(({ value }) => !redactor.add(value));
    for (const { label, value } of unmasked) {
        // Unnamed: a part of a malformed 'secrets', which is refused without a word of what it holds.
        if (label === undefined)
            continue;
        logger.warning(`The value of ${label} is too short to mask safely (${unmaskableReason(value.trim()) ?? ''}), so it is not masked: masking it would corrupt every line and output that holds it. The action sends it but never prints it; make sure your workflow does not print it either.`);
    }
}
/**
 * Turns raw input strings into {@link Inputs}, or throws an {@link InputError} that names every
 * invalid input and the form it must have, with the hint of an `unknown` input that looks like
 * one it names. Sends nothing and logs nothing; reads only the `smoke-cases` file.
 */
async function parseInputs(raw, env, unknown = []) {
    const problems = [];
    const parsed = {};
    for (const name of INPUT_NAMES) {
        const result = parseOne(name, raw[name] ?? '');
        if ('problem' in result)
            problems.push(result.problem + whyEmpty(name, raw[name], env));
        else
            parsed[INPUTS[name].key] = result.value;
    }
    const given = parsed;
    const cases = problems.length === 0 ? await smokeCasesOf(given, env) : { cases: undefined };
    if ('problems' in cases)
        problems.push(...cases.problems);
    const inputs = withEnvironment(given, env, 'cases' in cases ? cases.cases : undefined);
    if (problems.length === 0)
        problems.push(...inputProblems(inputs, env, givenInputs(raw)));
    if (problems.length > 0)
        throw new InputError(withUnknownHints(problems, unknown));
    return inputs;
}
/**
 * The inputs given a value other than their default: the runner passes an input the workflow
 * leaves out as its default from action.yml, so only another value tells that it was given.
 */
function givenInputs(raw) {
    return new Set(INPUT_NAMES.filter(name => {
        const spec = INPUTS[name];
        const value = (raw[name] ?? '').trim();
        return value !== '' && value !== spec.default;
    }));
}
/** The `smoke-cases` file, read and checked when the mode reads the input. */
async function smokeCasesOf(parsed, env) {
    const modes = INPUTS['smoke-cases'].modes;
    if (parsed.smokeCases === undefined || !modes.includes(checkedAs(parsed.mode))) {
        return { cases: undefined };
    }
    return readSmokeCases(parsed.smokeCases, env.GITHUB_WORKSPACE || process.cwd(), parsed);
}
/** One input through its parser: the default when empty, a problem that names it. */
function parseOne(name, raw) {
    const spec = INPUTS[name];
    const empty = raw === '' || (raw.trim() === '' && !('blankIsGiven' in spec));
    const given = empty ? ('default' in spec ? spec.default : '') : raw;
    if (empty && given.trim() === '') {
        if ('required' in spec)
            return { problem: `Input '${name}' is required: ${spec.required}.` };
        return { value: undefined };
    }
    const result = spec.parse.safeParse(given);
    if (result.success)
        return { value: result.data };
    const expected = result.error.issues[0]?.message ?? 'is invalid';
    const shown = 'secret' in spec ? '' : `, got ${(0,base_text/* quote */.hD)(raw)}`;
    return { problem: `Input '${name}' ${expected}${shown}.` };
}
/** What to do, by why GitHub gave the run no secrets: how to skip such runs. */
const WITHHELD = {
    fork: "This run is for a pull request from a fork, and GitHub gives such runs none of the repository's secrets, so the secret given to this input is empty. Skip these runs with an if: on the job or the step, `if: github.event.pull_request.head.repo.full_name == github.repository` (the action's examples/pr-preview.yml skips them with a notice).",
    dependabot: "This run was started by Dependabot, and GitHub gives its runs none of the repository's secrets (only Dependabot secrets), so the secret given to this input is empty. Skip these runs with an if: on the job or the step, `if: github.actor != 'dependabot[bot]'` (the action's examples/pr-preview.yml skips them with a notice), or store the key as a Dependabot secret too."
};
/**
 * Why a required secret input is empty, when it is because GitHub withheld the secrets from
 * this run (a pull request from a fork, or Dependabot): the reason and how to skip such runs.
 */
function whyEmpty(name, raw, env) {
    const spec = INPUTS[name];
    if (!('secret' in spec) || !('required' in spec) || (raw ?? '').trim() !== '')
        return '';
    const withheld = (0,github_context/* secretsWithheld */.J0)(env);
    if (withheld !== undefined)
        return ` ${WITHHELD[withheld]}`;
    const event = env.GITHUB_EVENT_NAME ? ` (event ${env.GITHUB_EVENT_NAME})` : '';
    return ` It is empty${event}: the secret it names is unset, misspelled (the NAME in \${{ secrets.NAME }} must be the secret's, such as LANGSMITH_API_KEY), or not available to this event or environment (an environment secret needs the job's environment:; an organization secret must be shared with this repository). Set it under Settings \u2192 Secrets and variables \u2192 Actions.`;
}
/** The parsed inputs with the defaults that come from the region and the workflow. */
function withEnvironment(parsed, env, smokeCases) {
    return {
        ...parsed,
        smokeCases,
        smokeTest: parsed.smokeTest || smokeCases !== undefined,
        // The region is unset when its input was refused: the run stops on that problem.
        apiUrl: parsed.apiUrl ?? (REGIONS.includes(parsed.region) ? cloudApiUrl(parsed.region) : ''),
        customApiUrl: parsed.apiUrl !== undefined && cloudRegionOf(parsed.apiUrl) === undefined,
        repoUrl: parsed.repoUrl ?? defaultRepoUrl(env),
        repoUrlGiven: parsed.repoUrl !== undefined,
        repoRef: parsed.repoRef ?? pushedRef(env),
        secrets: parsed.secrets ?? [],
        source: defaultSource(parsed),
        sourceGiven: parsed.source !== undefined
    };
}
function defaultSource(parsed) {
    if (parsed.source !== undefined)
        return SOURCES[parsed.source];
    if (parsed.imageUri !== undefined)
        return 'external_docker';
    return parsed.integrationId !== undefined ? 'github' : 'internal_source';
}
function defaultRepoUrl(env) {
    const server = (0,base_text/* nonEmpty */.hq)(env.GITHUB_SERVER_URL);
    const repository = (0,base_text/* nonEmpty */.hq)(env.GITHUB_REPOSITORY);
    if (server === undefined || repository === undefined)
        return undefined;
    return `${server.replace(/\/+$/, '')}/${repository}`;
}

;// CONCATENATED MODULE: ./src/control-plane/rollback-target.ts
// Owns which revision `mode: rollback` goes back to: never forward in time, never to a copy of
// what serves. The same source (commit, image, or archive: by digest when known) marks a copy.

/**
 * The revision `mode: rollback` redeploys when no `revision-id` is given: the newest DEPLOYED
 * revision older than the *original* of the serving one (the oldest DEPLOYED revision with the
 * same source, which a redeploy copies), whose source differs from the serving one's. So a
 * rollback after G, B, then G' (a redeploy of G) goes to the release before G, never to B, and
 * each further rollback walks one release further back.
 */
function chooseRollbackTarget(candidates) {
    const { serving, digests = new Map() } = candidates;
    const keyOf = (revision) => sourceKey(revision, digests);
    const key = keyOf(serving);
    if (key === undefined)
        return { kind: 'unknown-source', serving };
    const listed = candidates.deployed.filter(r => !rollback_target_sameId(r.id, serving.id));
    const all = newestFirst([serving, ...listed]);
    const copies = all.filter(revision => keyOf(revision) === key);
    const original = copies.at(-1) ?? serving;
    const at = all.indexOf(original);
    const differs = (revision) => keyOf(revision) !== key;
    const target = all.slice(at + 1).find(differs);
    if (target === undefined)
        return { kind: 'none', serving, original };
    const passedOver = all.slice(0, at).filter(differs);
    const unknown = [serving, target].filter(r => archiveDigest(r, digests) === null);
    const uploads = [serving, target].filter(r => artefacts(r).tarball !== undefined);
    const contentsKnown = uploads.length < 2 || unknown.length === 0;
    return { kind: 'found', serving, original, target, passedOver, contentsKnown };
}
/**
 * Whether `given` (a `revision-id`) already serves: it is the serving revision, or a copy of
 * its source (then redeploying it would change nothing).
 */
function servesAlready(given, serving, digests = new Map()) {
    if (rollback_target_sameId(given.id, serving.id))
        return true;
    const key = sourceKey(serving, digests);
    return key !== undefined && sourceKey(given, digests) === key;
}
/**
 * What a revision was made from, for the log: its commit, image or uploaded archive, with the
 * config path when there is one.
 */
function describeSource(revision, digests = new Map()) {
    const { commitSha, ref, configPath } = builtFrom(revision);
    const { image, tarball } = artefacts(revision);
    const digest = archiveDigest(revision, digests);
    const archive = `archive ${tarball ?? ''}${digest ? ` (sha256:${digest.slice(0, 12)}\u2026)` : ''}`;
    const what = commitSha !== undefined
        ? `commit ${commitSha.slice(0, 12)}${ref === undefined ? '' : ` (${ref})`}`
        : (image ?? (tarball === undefined ? undefined : archive));
    if (what === undefined)
        return 'no commit, image or archive named';
    return configPath === undefined ? what : `${what}, ${configPath}`;
}
/** Two revision IDs name the same revision (IDs are UUIDs: any case). */
function rollback_target_sameId(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}
/**
 * The content of a revision's source: commit, image, archive (its digest when known, else its
 * path: each upload has its own) and config path; undefined when the record names none of
 * commit, image or archive (then a copy cannot be told from a release).
 */
function sourceKey(revision, digests) {
    const { commitSha, configPath } = builtFrom(revision);
    const { image, tarball } = artefacts(revision);
    if (commitSha === undefined && image === undefined && tarball === undefined)
        return undefined;
    const digest = archiveDigest(revision, digests);
    const archive = digest ? `sha256:${digest}` : tarball === undefined ? null : `path:${tarball}`;
    return JSON.stringify([commitSha ?? null, image ?? null, archive, configPath ?? null]);
}
/** The digest known of a revision's archive; null for an archive not known, undefined for none. */
function archiveDigest(revision, digests) {
    const { tarball } = artefacts(revision);
    return tarball === undefined ? undefined : (digests.get(tarball) ?? null);
}
/** The image and the uploaded archive a revision names, when it does. */
function artefacts(revision) {
    const config = revision.source_revision_config;
    return {
        image: config?.image_uri?.trim() || undefined,
        tarball: config?.source_tarball_path?.trim() || undefined
    };
}

;// CONCATENATED MODULE: ./src/control-plane/rollback-choice.ts
// Owns which revision `mode: rollback` redeploys: `revision-id` checked (or found serving
// already), else the release before the one serving now; the log says which serves and why.


/** The status of a revision that went live; an older one keeps it after a newer one serves. */
const LIVE_ONCE = 'DEPLOYED';
/** Newer releases a rollback skipped, named in its log; the rest are counted. */
const PASSED_OVER_SHOWN = 5;
/**
 * The revision `mode: rollback` redeploys: `revision-id`, checked to be one of the deployment's
 * that went live once (or that serves already), or the release before the one serving now.
 */
async function chooseRevision(deps, { deployment, revisionId: given, digests = new Map() }) {
    const name = `deployment "${deployment.name}" (${deployment.id})`;
    if (given === undefined) {
        return { kind: 'redeploy', revisionId: await releaseBefore(deps, deployment, digests) };
    }
    const revision = await revisionOf(deps, deployment, given);
    const active = deployment.active_revision_id || undefined;
    const serving = active === undefined || active.toLowerCase() === revision.id.toLowerCase()
        ? revision
        : await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: active });
    if (active !== undefined && servesAlready(revision, serving, digests)) {
        const copy = serving === revision
            ? ''
            : ` (a copy of revision ${given}'s source: ${describeSource(serving, digests)})`;
        deps.logger.info(`Revision ${serving.id}${copy} already serves ${name}: nothing to roll back, nothing redeployed.`);
        return { kind: 'serving', revision: serving };
    }
    if (revision.status !== LIVE_ONCE) {
        throw new Error(`input 'revision-id': revision ${given} of ${name} is ${revision.status}, so it never went live and there is nothing to redeploy; give a revision whose status is ${LIVE_ONCE}`);
    }
    deps.logger.info(`Revision ${given} of ${name} is ${revision.status}: rolling back to it.`);
    return { kind: 'redeploy', revisionId: given };
}
/**
 * Without `revision-id`: the release before the one serving now, read from every DEPLOYED
 * revision (every page), chosen by {@link chooseRollbackTarget}; the log says why.
 */
async function releaseBefore(deps, deployment, digests) {
    const name = `deployment "${deployment.name}" (${deployment.id})`;
    const active = deployment.active_revision_id;
    if (!active) {
        const said = active === undefined
            ? 'does not say which revision serves it (no active_revision_id)'
            : 'has no revision serving it now (active_revision_id is null)';
        throw new Error(`${name} ${said}, so the revision before it cannot be chosen; name the revision to roll back to with input 'revision-id'`);
    }
    const deployed = await deps.controlPlane.listRevisions({
        deploymentId: deployment.id,
        statuses: [LIVE_ONCE]
    });
    const serving = deployed.find(r => r.id.toLowerCase() === active.toLowerCase()) ??
        (await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: active }));
    const choice = chooseRollbackTarget({ serving, deployed, digests });
    deps.logger.info(`Revision ${serving.id} serves ${name} now (${describeSource(serving, digests)}).`);
    if (choice.kind === 'unknown-source') {
        throw new Error(`${name}: the revision serving now, ${serving.id}, names no commit, image or archive in its source_revision_config, so whether it is a redeploy of an older one cannot be told, nor which release came before it; name the revision to roll back to with input 'revision-id'`);
    }
    const { original } = choice;
    deps.logger.info(original === serving
        ? `It is its own original: no older ${LIVE_ONCE} revision has its source.`
        : `It is a redeploy of revision ${original.id} (created ${original.created_at ?? 'at a time not told'}), the oldest ${LIVE_ONCE} revision with its source: the release it serves.`);
    if (choice.kind === 'none') {
        throw new Error(`${name} has no revision to roll back to: no revision with status ${LIVE_ONCE} is older than revision ${original.id} (the original of ${serving.id}, which serves now) with another source; a rollback never moves forward in time`);
    }
    const { target, passedOver } = choice;
    // Two uploads whose digests are not both known may hold the same tree: never said to differ.
    const why = choice.contentsKnown
        ? 'whose source differs from the serving one'
        : `from another upload (contents not known), which may hold the same tree: GitHub records no digest of both archives`;
    deps.logger.info(`Rolling back to revision ${target.id} (${describeSource(target, digests)}): the newest ${LIVE_ONCE} revision older than ${original.id} ${why}.${passedOverNote(passedOver)}`);
    return target.id;
}
/** What the log says of newer releases the rollback skipped (the bad build among them). */
function passedOverNote(passedOver) {
    if (passedOver.length === 0)
        return '';
    const shown = passedOver.slice(0, PASSED_OVER_SHOWN).map(r => r.id);
    const more = passedOver.length - shown.length;
    const list = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    return ` Not ${list}: newer than ${passedOver.length === 1 ? 'that release, it is' : 'that release, they are'} no way back (a rollback never moves forward in time).`;
}
/** The revision `revisionId`, an error before any write when it is not one of the deployment's. */
async function revisionOf(deps, deployment, revisionId) {
    try {
        return await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId });
    }
    catch (error) {
        if (error instanceof errors/* HttpStatusError */.F9 && error.status === 404) {
            throw new Error(`input 'revision-id': ${revisionId} is not a revision of deployment "${deployment.name}" (${deployment.id}) (${error.message}); give the ID of one of its revisions`, { cause: error });
        }
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/control-plane/rollback-guard.ts
// Owns "may we still roll back?": the deployment read again just before a rollback's write, so
// that a rollback never replaces a release another writer made (or is making) since it decided.




/**
 * The rule, pure: a rollback may go on only while the revision it was decided on (or, with
 * `copiesCount`, a copy of its source) serves, and no newer revision that is not final-failed
 * (a status of {@link classifyStatus} 'deployed' or 'in-progress', unknown ones included) is on
 * its way to serve. Copies of the decided-on source are no newer release. When none served as it
 * was decided, it may go on only while none serves.
 */
function mayStillRollBack(c) {
    const { serving, decidedOnId } = c;
    if (decidedOnId === undefined) {
        return serving === undefined ? { kind: 'go' } : { kind: 'serving-changed', serving };
    }
    if (serving === undefined) {
        return { kind: 'cannot-tell', why: 'the deployment names no revision serving it now' };
    }
    const all = newestFirst(c.revisions);
    const at = all.findIndex(r => rollback_target_sameId(r.id, decidedOnId));
    const decidedOn = at < 0 ? undefined : all[at];
    if (decidedOn === undefined) {
        return {
            kind: 'cannot-tell',
            why: `revision ${decidedOnId} is not among the deployment's revisions as listed, so which are newer cannot be told`
        };
    }
    const same = (r) => rollback_target_sameId(r.id, decidedOn.id) || (c.copiesCount && servesAlready(decidedOn, r));
    if (!same(serving))
        return { kind: 'serving-changed', serving };
    const newer = all
        .slice(0, at)
        .find(r => !same(r) && ['deployed', 'in-progress'].includes(classifyStatus(r.status)));
    return newer === undefined ? { kind: 'go' } : { kind: 'newer-on-its-way', newer };
}
/**
 * Reads `deployment` again, its revisions down to the decided-on one, and the serving one; judges
 * them by {@link mayStillRollBack}. A read that fails is a verdict too: what serves cannot be told.
 */
async function readGuard(deps, deployment, decided) {
    const { controlPlane } = deps;
    try {
        const now = await controlPlane.getDeployment({ id: deployment.id });
        // Newest first, page after page down to the decided-on one: every newer revision is read.
        const revisions = await controlPlane.listRevisions({
            deploymentId: deployment.id,
            until: r => rollback_target_sameId(r.id, decided.decidedOnId ?? '')
        });
        const activeId = now.active_revision_id || undefined;
        const serving = activeId === undefined
            ? undefined
            : (revisions.find(r => rollback_target_sameId(r.id, activeId)) ??
                (await controlPlane.getRevision({ deploymentId: deployment.id, revisionId: activeId })));
        return { verdict: mayStillRollBack({ ...decided, serving, revisions }), deployment: now };
    }
    catch (error) {
        if (deps.signal?.aborted === true)
            throw error;
        const why = `reading deployment "${deployment.name}" again failed (${(0,errors/* errorMessage */.gJ)(error)})`;
        return { verdict: { kind: 'cannot-tell', why }, deployment };
    }
}

;// CONCATENATED MODULE: ./src/agent-server/output-text.ts
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
            walk(field(data, 'values'), output_text_top(`${mode} values`, out));
            return out;
        case 'debug':
            debugOutput(data, out);
            return out;
        case 'tasks':
            taskWrites(field(data, 'result'), output_text_top(`${mode} result`, out));
            return out;
        case 'events':
            eventsOutput(data, out);
            return out;
        default:
            // values, updates, custom, messages/partial, messages/complete and modes yet to come.
            walk(data, output_text_top(mode, out));
            return out;
    }
}
function output_text_top(mode, out) {
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
        walk(data.payload.values, output_text_top('debug values', out));
    }
    else if (data.type === 'task_result') {
        taskWrites(data.payload.result, output_text_top('debug result', out));
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
    walk(inner.chunk, output_text_top('events chunk', out));
    walk(inner.output, output_text_top('events output', out));
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
        for (const output of outputTexts(event)) {
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
    return new AgentServerClient({
        url: options.url,
        apiKey: options.apiKey,
        userAgent: options.userAgent,
        clock: deps.clock,
        logger: deps.logger,
        deadline: new base_clock/* Deadline */.B2(deps.clock, started + options.timeoutMs, 'smoke-timeout-seconds'),
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
async function waitForAgent(runtime, smoke) {
    const { clock, logger, signal, random } = runtime;
    const { url } = smoke;
    const started = clock.now();
    const budgetMs = Math.min(READY_CAP_MS, smoke.timeoutSeconds * 1000 * READY_SHARE);
    const client = new AgentServerClient({
        url,
        userAgent: userAgent(),
        clock,
        logger,
        deadline: base_clock/* Deadline */.B2.after(clock, budgetMs, 'smoke-timeout-seconds'),
        signal,
        random,
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
        if (signal?.aborted)
            throw error;
        logger.warning(`The agent server did not answer GET /ok within ${(0,duration/* formatDuration */.a3)(budgetMs)}: ${(0,errors/* errorMessage */.gJ)(error)}. Trying the smoke run anyway.`);
    }
    return clock.now() - started;
}

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
    const readyMs = await waitForAgent(deps, {
        url: target,
        timeoutSeconds: inputs.smokeTimeoutSeconds
    });
    const step = { deps, inputs, target };
    if (inputs.smokeCases !== undefined)
        return smokeCases(step, inputs.smokeCases);
    const only = defaultSmokeCase(inputs);
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
    const results = await deps.logger.group(`Smoke test: ${cases.length} cases at ${target}, ${at} at a time`, () => inPool(cases, SMOKE_CASES_AT_ONCE, smokeCase => {
        const logger = prefixedLogger(deps.logger, `[${smokeCase.name}] `);
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
function runCase(step, smokeCase, timeoutMs) {
    const { deps, inputs, target } = step;
    return runSmoke({
        url: target,
        apiKey: inputs.apiKey,
        assistantId: smokeCase.assistantId,
        input: smokeCase.input,
        streamMode: smokeCase.streamMode,
        streamSubgraphs: inputs.smokeStreamSubgraphs,
        timeoutMs,
        expect: smokeCase.expect,
        signal: deps.signal,
        userAgent: userAgent()
    }, { clock: deps.clock, logger: deps.logger });
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
/**
 * `target` (named by the control plane, not by the user) when url-trust.ts lets the API key go
 * there; otherwise an error that says why and names the input that would allow it.
 */
function trustedAgentUrl(target, inputs) {
    if (target === '') {
        throw new SmokeRefusedError(`smoke test not run: the deployment publishes no URL (neither url nor source_config.custom_url); set input 'deployment-url'`);
    }
    const allowed = { ...platformHosts(inputs), trusted: inputs.trustedHosts ?? [] };
    const refused = (0,url_trust/* agentUrlProblem */.IS)(target, allowed);
    if (refused !== undefined)
        throw new SmokeRefusedError(`smoke test not run: ${refused}`);
    return target;
}

;// CONCATENATED MODULE: ./src/run/source-digests.ts
// Owns what a run knows of uploaded archives' contents through GitHub (`github-token`): an upload
// run's GitHub Deployment, made once its archive is sent, records the digest; a rollback reads them.



/**
 * The archive digests GitHub holds for `deployment`'s revisions, by archive path; empty without
 * `github-token` or when GitHub cannot say (a warning): then no archive's contents are known.
 */
async function knownDigests(deps, github, deployment) {
    if (github === undefined)
        return new Map();
    // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
    const read = () => github.reporter.sourceDigests(deployment.name);
    return (await deps.deadline.excluding(read)) ?? new Map();
}
/**
 * A deploy's GitHub Deployment (with `github-token`): announced now, or, with source upload, by
 * what this returns, which the deploy calls once the archive is sent (so that its payload
 * records the archive); undefined when there is nothing to call later.
 */
async function announceDeployment(deps, github, inputs, existing) {
    if (github === undefined)
        return undefined;
    if (inputs.source === 'internal_source') {
        return (deployment, upload) => announceUpload(deps, github, deployment, upload);
    }
    const name = existing?.name ?? inputs.deploymentName ?? inputs.deploymentId ?? '';
    const url = existing === undefined ? undefined : agentUrl(existing) || undefined;
    // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
    await deps.deadline.excluding(() => announceDeploy(github, name, url));
    return undefined;
}
/**
 * An upload run's GitHub Deployment and in-progress comment, made once the archive is sent so
 * that its payload records the archive (path and digest); first says when the archive is the
 * one the serving revision was built from, as far as GitHub's records tell.
 */
async function announceUpload(deps, github, deployment, upload) {
    await sayWhenServing(deps, github, deployment, upload);
    const deploymentName = deployment.name;
    const environmentUrl = agentUrl(deployment) || undefined;
    await deps.deadline.excluding(async () => {
        await github.reporter.start({ deploymentName, environmentUrl, upload });
        await postComment(github, { state: 'in_progress', deploymentName });
    });
}
/** The log line of an archive equal to the serving revision's (known by its recorded digest). */
async function sayWhenServing(deps, github, deployment, upload) {
    const active = deployment.active_revision_id;
    if (!active)
        return;
    const digests = await knownDigests(deps, github, deployment);
    if (digests.size === 0)
        return;
    try {
        const serving = await deps.controlPlane.getRevision({
            deploymentId: deployment.id,
            revisionId: active
        });
        const path = serving.source_revision_config?.source_tarball_path?.trim();
        if (path === undefined || digests.get(path) !== upload.sha256)
            return;
        deps.logger.info(`The archive is the same as the serving revision's (${serving.id}, sha256:${upload.sha256}): LangSmith builds it again.`);
    }
    catch (error) {
        deps.logger.debug(`Whether the serving revision has this archive is not known: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/control-plane/logs.ts
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
        for (const route of LOG_ROUTES) {
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
        options.logger.warning(`Could not fetch the ${options.type} logs: ${(0,errors/* errorMessage */.gJ)(error)}`);
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
            this.options.logger.debug(`Following the ${type} log failed: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
}

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
    const type = logTypeFor(failed.status);
    const lines = await lastLogLines(controlPlane, {
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

;// CONCATENATED MODULE: ./src/run/wait.ts
// Owns the wait for this run's revision and its verdict: polling it (following its logs when
// asked) until it is live and serving, failed, superseded or out of time, said in one message.







/** How long, past the timeout, fetching the last log lines of a revision still in progress may take. */
const LATE_LOGS_GRACE_MS = 10_000;
/**
 * Polls the revision until it is terminal or the time is up, then judges: returns when it is
 * `DEPLOYED`, throws a message that says why otherwise.
 */
async function waitUntilLive(deps, inputs, deployed, options = {}) {
    const step = { deps, inputs };
    const result = await poll(step, deployed, options.track ?? true);
    return judge(step, deployed, result);
}
/** Reads the revision once and reports its status, without waiting (`wait: false`). */
async function reportWithoutWaiting(deps, deployed) {
    const { controlPlane, progress } = deps;
    const { deployment, revisionId } = deployed;
    const revision = await controlPlane.getRevision({ deploymentId: deployment.id, revisionId });
    progress.submitted();
    progress.status(revision.status, deps.clock.now());
    progress.commit(builtFrom(revision).commitSha);
    deps.logger.info(`Not waiting (wait: false): revision ${revisionId} is ${revision.status}.`);
}
async function poll(step, deployed, track) {
    const { deps, inputs } = step;
    const { progress, controlPlane, logger, clock } = deps;
    const { deployment, revisionId } = deployed;
    const follower = inputs.followLogs
        ? new LogFollower(controlPlane, { deploymentId: deployment.id, revisionId, logger })
        : undefined;
    const seconds = inputs.pollIntervalSeconds;
    return logger.group(`Wait for revision ${revisionId}`, () => waitForRevision({
        controlPlane,
        deploymentId: deployment.id,
        revisionId,
        pollIntervalMs: seconds === undefined ? undefined : seconds * 1000,
        history: deployed.baseline.history,
        // An image is deployed as it is: no build comes.
        prebuilt: inputs.imageUri !== undefined,
        clock,
        deadline: deps.deadline,
        lastLookMs: inputs.requestTimeoutSeconds * 1000,
        logger,
        signal: deps.signal,
        onStatus: (status, revision) => {
            if (!track)
                return;
            progress.status(status, clock.now());
            progress.commit(builtFrom(revision).commitSha);
        },
        follow: follower === undefined ? undefined : status => follower.poll(status)
    }));
}
async function judge(step, deployed, result) {
    const { deps, inputs } = step;
    const { controlPlane } = deps;
    const { deployment, revisionId } = deployed;
    const name = `revision ${revisionId} of deployment "${deployment.name}"`;
    switch (result.outcome) {
        case 'deployed':
            return serving(step, deployed, result);
        case 'failed': {
            const failed = { deploymentId: deployment.id, revisionId, status: result.status };
            await showFailureLogs(deps, inputs, { ...failed, how: 'failed' });
            const message = result.revision?.status_message;
            throw new Error(`${name} ended ${result.status}${message ? ` (${message})` : ''} after ${(0,duration/* formatDuration */.a3)(result.elapsedMs)}; it will not go live`);
        }
        case 'superseded': {
            const latest = await controlPlane
                .getDeployment({ id: deployment.id })
                .then(d => d.latest_revision_id)
                .catch(() => undefined);
            const newer = latest && latest !== revisionId ? `: a newer revision, ${latest}, superseded it` : '';
            throw new Error(`${name} ended ${result.status}${newer}; this revision will never go live`);
        }
        case 'timeout': {
            deps.progress.timedOut();
            // The time is up, but the last lines tell why: a short grace to fetch them.
            const late = { deploymentId: deployment.id, revisionId, status: result.status };
            await deps.deadline.graced(LATE_LOGS_GRACE_MS, () => showFailureLogs(deps, inputs, { ...late, how: 'late' }));
            throw new Error(`${name} was still ${result.status || 'without a status'} after ${(0,duration/* formatDuration */.a3)(result.elapsedMs)}, when the timeout of ${inputs.timeoutSeconds} s (timeout-seconds) ran out; the deployment goes on without this run`);
        }
        case 'in-progress':
            throw new Error(`${name}: the wait ended while it was still in progress`);
    }
}
/**
 * After `DEPLOYED`: waits (bounded) until the deployment serves the revision, as its
 * `active_revision_id` says; fails when a newer revision took over, or when it never switched.
 */
async function serving(step, deployed, result) {
    const { deps, inputs } = step;
    const { logger } = deps;
    const { deployment: written, revisionId, baseline } = deployed;
    const seconds = inputs.pollIntervalSeconds;
    const switched = await waitForSwitchOver({
        controlPlane: deps.controlPlane,
        deploymentId: written.id,
        revisionId,
        baseline,
        pollIntervalMs: seconds === undefined ? undefined : seconds * 1000,
        clock: deps.clock,
        deadline: deps.deadline,
        lastLookMs: inputs.requestTimeoutSeconds * 1000,
        logger,
        signal: deps.signal
    });
    const live = switched.deployment ?? written;
    deps.progress.deployment(deploymentFacts(live, inputs));
    const name = `revision ${revisionId} of deployment "${written.name}"`;
    const active = live.active_revision_id || 'no revision';
    if (switched.serving === 'replaced') {
        throw new Error(`${name} went DEPLOYED, but a newer revision, ${active}, took over: the deployment serves ${active} (active_revision_id), not this run's revision`);
    }
    if (switched.serving === 'timeout') {
        throw new Error(`${name} is DEPLOYED, but ${(0,duration/* formatDuration */.a3)(switched.elapsedMs)} later the deployment still serves ${active} (active_revision_id), not this revision; the deployment goes on without this run`);
    }
    const proof = switched.serving === 'serving'
        ? 'and serves traffic'
        : '(the control plane does not say which revision serves traffic: no active_revision_id)';
    const url = agentUrl(live);
    const where = url ? ` Agent server: ${url}` : '';
    const took = (0,duration/* formatDuration */.a3)(result.elapsedMs + switched.elapsedMs);
    logger.info(`\u2705 ${(0,base_text/* capitalize */.ZH)(name)} is DEPLOYED ${proof} after ${took}.${where}`);
    return { deployment: live, url, revision: result.revision };
}

;// CONCATENATED MODULE: ./src/run/rollback.ts
// Owns the story of rolling back: after a failed smoke test (`rollback-on-failure`) and as
// `mode: rollback` (its choice: control-plane/rollback-choice.ts), redeploy once, wait till live.












/**
 * The smoke step of `mode: deploy` on the live revision; with `rollback-on-failure`, a failure
 * redeploys the revision that served before this run, then fails the step anyway. A smoke step
 * refused before it reached the agent fails the step and rolls nothing back: nothing was tried.
 */
async function smokeOrRollBack(step, deployed, live) {
    try {
        await smokeLive(step, deployed.revisionId, live.url);
    }
    catch (error) {
        // Only an agent that was tried and failed is rolled back: a refusal tested nothing.
        if (error instanceof SmokeRefusedError)
            throw error;
        if (!step.inputs.rollbackOnFailure || step.deps.signal?.aborted === true)
            throw error;
        await rollBackAfterSmoke(step, { ...deployed, deployment: live.deployment }, error);
    }
}
/**
 * The smoke step on `revisionId`, live at `url`; a refusal before the agent was tried says
 * that the revision stays live untested (and is no reason to roll back).
 */
async function smokeLive(step, revisionId, url) {
    try {
        await smokeStep(step.deps, step.inputs, url);
    }
    catch (error) {
        if (error instanceof SmokeRefusedError)
            throw untested(step, revisionId, error);
        throw error;
    }
}
/** The failure of a smoke step that never tried the agent: `revisionId` stays live untested. */
function untested(step, revisionId, refusal) {
    const why = step.inputs.rollbackOnFailure
        ? 'nothing rolled back, since the agent was never tried'
        : 'the agent was never tried';
    const stays = `revision ${revisionId} stays live untested (${why})`;
    step.deps.logger.warning(`The smoke test did not run; ${stays}.`);
    step.deps.progress.smokeRefused(refusal.message);
    return new SmokeRefusedError(`${refusal.message}; ${stays}`, { cause: refusal });
}
/**
 * After a failed smoke test: redeploys the revision that served before this run when it was
 * DEPLOYED then, and, read again just before, this run's revision (or a copy) still serves and
 * no newer one is on its way; waits until it is live. Always throws: the smoke failure, and
 * what became of the rollback (not possible, not allowed any more, done, or failed too).
 */
async function rollBackAfterSmoke(step, deployed, smokeFailure) {
    const { logger } = step.deps;
    const reason = (0,errors/* errorMessage */.gJ)(smokeFailure);
    const name = `deployment "${deployed.deployment.name}"`;
    const before = deployed.servingBefore;
    if (before === undefined) {
        const none = `no rollback: no revision served ${name} before this run (first deploy), so revision ${deployed.revisionId} stays live`;
        logger.warning(`The smoke test failed; ${none}.`);
        throw new Error(`${reason}; ${none}`, { cause: smokeFailure });
    }
    if (before.status !== LIVE_ONCE) {
        const was = before.status === undefined ? 'could not be read' : `was ${before.status}`;
        const none = `no rollback: revision ${before.id}, which served ${name} before this run, ${was} then, not ${LIVE_ONCE}, so revision ${deployed.revisionId} stays live`;
        logger.warning(`The smoke test failed; ${none}.`);
        throw new Error(`${reason}; ${none}`, { cause: smokeFailure });
    }
    const decidedOnId = deployed.revisionId;
    const guarded = await readGuard(step.deps, deployed.deployment, {
        decidedOnId,
        copiesCount: true
    });
    if (guarded.verdict.kind !== 'go') {
        const decided = `this run's revision ${decidedOnId}`;
        const none = `no rollback: ${blocker(guarded, decided)}; a rollback must not replace a newer release, so revision ${before.id} was not redeployed`;
        logger.warning(`The smoke test failed; ${none}.`);
        throw new Error(`${reason}; ${none}`, { cause: smokeFailure });
    }
    logger.warning(`The smoke test failed: rolling ${name} back to revision ${before.id}, which served it before this run.`);
    let now;
    try {
        now = (await redeployAndWait(step, guarded.deployment, before.id, false)).revisionId;
    }
    catch (error) {
        // Until the redeploy is accepted, nothing changed: the run's revision still serves.
        const still = step.deps.progress.report.rollback === undefined
            ? `; revision ${deployed.revisionId} still serves`
            : '';
        throw new Error(`${reason}; the rollback to revision ${before.id} failed too: ${(0,errors/* errorMessage */.gJ)(error)}${still}`, { cause: smokeFailure });
    }
    const what = now === before.id
        ? `revision ${now}, which served before this run, is live again`
        : `revision ${now}, a redeploy of revision ${before.id} which served before this run, is live now`;
    throw new Error(`${reason}; rolled back: ${what}; revision ${deployed.revisionId} no longer serves`, { cause: smokeFailure });
}
/**
 * `mode: rollback`: redeploys `revision-id`, or the release before the one serving now (see
 * control-plane/rollback-choice.ts), waits until it is live, and smoke-tests it when asked. A
 * `revision-id` that already serves is a success with nothing redeployed; a deployment whose
 * serving revision changed (or that has a newer one on its way) since the choice is refused.
 */
async function rollbackMode(deps, inputs) {
    const step = { deps, inputs };
    const found = await resolveTarget(deps, inputs, 'there is nothing to roll back');
    if (found === undefined) {
        throw new Error(`${(0,base_text/* capitalize */.ZH)(describeTarget(inputs))} does not exist: there is nothing to roll back`);
    }
    const choice = await deps.logger.group(`Choose the revision to roll back to`, async () => {
        const digests = await knownDigests(deps, deps.github, found);
        return chooseRevision(deps, { deployment: found, revisionId: inputs.revisionId, digests });
    });
    if (choice.kind === 'serving')
        return alreadyServing(step, found, choice.revision);
    await announceRollback(step, found, choice.revisionId);
    // Read again just before the write: what served when the target was chosen must still serve.
    const decidedOnId = found.active_revision_id || undefined;
    const guarded = await readGuard(deps, found, { decidedOnId, copiesCount: false });
    if (guarded.verdict.kind !== 'go') {
        const decided = `revision ${decidedOnId ?? '(none)'}, which served when it was chosen`;
        throw new Error(`nothing was redeployed: the revision to roll back to, ${choice.revisionId}, was chosen from what served deployment "${found.name}" (${found.id}), and ${blocker(guarded, decided)}; run the rollback again to choose from what serves now`);
    }
    const { revisionId, live } = await redeployAndWait(step, guarded.deployment, choice.revisionId, true);
    if (live !== undefined && inputs.smokeTest)
        await smokeLive(step, revisionId, live.url);
}
/**
 * Why the deployment read again just before a rollback's write (control-plane/rollback-guard.ts)
 * stops it, said of the revision the rollback was `decided` on.
 */
function blocker({ verdict, deployment }, decided) {
    switch (verdict.kind) {
        case 'go':
            return 'nothing stands in its way';
        case 'serving-changed':
            return `revision ${verdict.serving.id} serves deployment "${deployment.name}" now, not ${decided}`;
        case 'newer-on-its-way': {
            const { id, status } = verdict.newer;
            const where = status === LIVE_ONCE ? 'live' : 'on its way to serve';
            return `revision ${id}, newer than ${decided}, is ${status} (${where})`;
        }
        case 'cannot-tell':
            return `${verdict.why}, so whether another release serves or is on its way cannot be told`;
    }
}
/** With `github-token`: a GitHub Deployment in progress for the rollback, as a deploy makes. */
async function announceRollback(step, deployment, revisionId) {
    const github = step.deps.github;
    if (github === undefined)
        return;
    const url = agentUrl(deployment) || undefined;
    const description = `Rolling back "${deployment.name}" to revision ${revisionId}`;
    // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
    await step.deps.deadline.excluding(() => announceDeploy(github, deployment.name, url, description));
}
/**
 * `revision-id` names the revision serving now, or a copy of its source: nothing to redeploy.
 * Its outputs are those of a rollback that ended there (no `rolled-back-to`); smoke-tested when
 * asked.
 */
async function alreadyServing(step, deployment, serving) {
    step.deps.progress.revision(serving.id);
    step.deps.progress.status(serving.status, step.deps.clock.now());
    step.deps.progress.commit(builtFrom(serving).commitSha);
    if (step.inputs.smokeTest)
        await smokeLive(step, serving.id, agentUrl(deployment));
}
/**
 * Redeploys `revisionId` of `deployment` (once: control-plane/writes settles an uncertain send) and waits
 * until the revision the answer names (or the redeployed one) is live (no `live` with `wait:
 * false`). `own`: the revision is the run's own (`mode: rollback`), its status the run's output.
 */
async function redeployAndWait(step, deployment, revisionId, own) {
    const answer = await step.deps.logger.group(`Redeploy revision ${revisionId}`, async () => {
        const redeployed = await redeployRevision(step.deps, deployment, revisionId);
        step.deps.logger.info(redeployed.revisionId === revisionId
            ? `Redeployed revision ${revisionId}.`
            : `Redeployed revision ${revisionId}: the revision that results is ${redeployed.revisionId}.`);
        return redeployed;
    });
    const { revisionId: target } = answer;
    if (own)
        step.deps.progress.revision(target);
    step.deps.progress.rollback({ to: revisionId, liveRevisionId: target, live: false });
    const deployed = { ...answer, created: false };
    if (own && !step.inputs.wait) {
        await reportWithoutWaiting(step.deps, deployed);
        return { revisionId: target, live: undefined };
    }
    try {
        const live = await waitUntilLive(step.deps, step.inputs, deployed, { track: own });
        step.deps.progress.rollback({ to: revisionId, liveRevisionId: target, live: true });
        return { revisionId: target, live };
    }
    catch (error) {
        const failure = (0,errors/* errorMessage */.gJ)(error);
        step.deps.progress.rollback({ to: revisionId, liveRevisionId: target, live: false, failure });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/run/plan.ts
// Owns `mode: plan`: what deploy would do, found by reading only (GETs, no upload URL): the
// bodies deploy would send (requests.ts) against the deployment as read, and every preflight.











/** Where the plan names the archive deploy would upload: its object path is known only then. */
const UPLOAD_PENDING = '(the archive deploy uploads)';
/**
 * `mode: plan`: finds the deployment, says what deploy would send and change, and runs every
 * preflight check. Fails the step, once the plan is reported, when deploy would fail.
 */
async function planStep(deps, inputs) {
    const existing = await resolveTarget(deps, inputs, 'deploy would create it');
    const title = `Plan: what deploy would do to ${describeTarget(inputs)}`;
    const plan = await deps.logger.group(title, async () => {
        const found = await planOf(deps, inputs, existing);
        logPlan(deps.logger, found.report);
        // The warnings deploy gives before its write, from the same owner.
        if (existing !== undefined && found.secrets !== 'no update') {
            logSecretsChange(deps.logger, found.secrets, existing);
        }
        return found.report;
    });
    deps.progress.plan(plan);
    const failed = plan.preflight.filter(check => !check.passed);
    if (failed.length > 0) {
        throw new Error(`deploy would fail: ${failed.map(check => check.text).join('; ')}`);
    }
}
/** The plan: the preflight's checks, then the bodies deploy would send, compared. */
async function planOf(deps, inputs, existing) {
    const action = existing === undefined ? 'create' : 'update';
    const result = preflightChecks(inputs, existing);
    const checks = [...result.checks];
    if (result.source === undefined) {
        return { report: { action, rows: [], preflight: checks }, secrets: 'no update' };
    }
    const packed = result.source === 'internal_source' ? await packForPlan(deps, inputs, checks) : undefined;
    const spec = specOver(existing, { ...inputs, source: result.source }, checks);
    const now = existing === undefined ? undefined : await readServingNow(deps, existing);
    const compared = existing === undefined ? undefined : servingView(existing, now);
    const rows = diffOf(spec, compared, result.source, packed?.configPath).map(planRow);
    if (existing !== undefined && now !== undefined) {
        rows.unshift(...revisionRows(now, spec, result.source, packed));
    }
    checks.push(onCancelCheck(inputs.onCancel));
    const report = {
        action,
        rows: [...rows, ...result.fixed.map(fixedRow)],
        preflight: checks
    };
    return { report, secrets: existing === undefined ? 'no update' : result.secrets };
}
/**
 * The rows on revisions: the one serving now (what it was built from, against what deploy would
 * send) and, when the latest is another (a failed or pending build), the latest and its status.
 */
function revisionRows({ serving, latest }, spec, source, packed) {
    const sent = updateBody(spec, targetOf(source, spec, packed?.configPath)).source_revision_config;
    const rows = [
        {
            field: 'revision',
            current: serving === undefined ? 'none serves' : `${serving.id} (serving)`,
            next: 'a new revision',
            verdict: 'add'
        },
        planRow(diffBuiltFrom(serving, sent, packed?.sha256))
    ];
    if (latest !== undefined) {
        const status = latest.status ?? 'status not read';
        rows.push({
            field: 'latest_revision',
            current: `${latest.id} (${status})`,
            next: '',
            verdict: 'not serving'
        });
    }
    return rows;
}
/**
 * The deployment as the plan compares with it: "now" is what serves, so when the latest revision
 * is another (a failed build), the revision fields are the serving revision's, when read.
 */
function servingView(existing, now) {
    const revision = now?.serving?.revision;
    if (now?.latest === undefined || revision === undefined)
        return existing;
    return { ...existing, source_revision_config: revision.source_revision_config };
}
/**
 * The spec deploy would send to `existing`: `resource-spec` over the image deployment's current
 * spec, as the update merges it; when the answer cannot tell it, a failed check and the input as
 * given.
 */
function specOver(existing, spec, checks) {
    if (existing === undefined)
        return spec;
    const over = specOverRead(existing, spec);
    if ('spec' in over)
        return over.spec;
    checks.push({ passed: false, text: over.problem });
    return spec;
}
/** What a cancelled deploy would do to its revision (`on-cancel`): said, never a failure. */
function onCancelCheck(onCancel) {
    return {
        passed: true,
        text: onCancel === 'interrupt'
            ? 'on-cancel: interrupt: a cancelled deploy would interrupt its revision if not final yet'
            : 'on-cancel: leave: a cancelled deploy would leave its revision to LangSmith'
    };
}
/**
 * Packs the tree as deploy would, to check that it packs and to name its digest (the same tree
 * gives the same archive), then removes it. Local only: no upload URL is asked for. Returns the
 * config's path inside the archive, or undefined when the tree does not pack (a failed check).
 */
async function packForPlan(deps, inputs, checks) {
    try {
        const { plan, archive } = await packTree(deps, inputs);
        await archive.remove();
        checks.push({
            passed: true,
            text: `the tree packs: ${archive.files} files, ${(0,base_text/* formatBytes */.z3)(archive.bytes)}, sha256 ${archive.sha256} (deploy would upload it; the plan uploads nothing)`
        });
        return { configPath: plan.configPath, sha256: archive.sha256 };
    }
    catch (error) {
        checks.push({ passed: false, text: (0,errors/* errorMessage */.gJ)(error) });
        return undefined;
    }
}
/** The bodies deploy would send, built by requests.ts as deploy builds them, compared. */
function diffOf(spec, existing, source, configPath) {
    const target = targetOf(source, spec, configPath);
    if (existing !== undefined)
        return diffUpdate(updateBody(spec, target), existing);
    const body = createBody(spec);
    // An upload deployment is created empty; its first revision comes with the update after it.
    if (source !== 'internal_source')
        return diffCreate(body);
    const revision = updateBody(spec, target).source_revision_config;
    return diffCreate({ ...body, source_revision_config: revision });
}
/** What deploy's update would name: for an upload, the archive it uploads then. */
function targetOf(source, spec, configPath) {
    if (source !== 'internal_source')
        return { source };
    const uploaded = { objectPath: UPLOAD_PENDING, configPath: configPath ?? spec.graphConfigPath };
    return { source, uploaded };
}
function fixedRow(change) {
    return {
        field: `source_config.${change.field}`,
        current: change.current ?? '',
        next: change.wanted,
        verdict: 'cannot change'
    };
}
/** The plan in the log, one line per field and per check (the logger redacts every line). */
function logPlan(logger, plan) {
    logger.info(`Deploy would ${plan.action} the deployment:`);
    logChanges(logger, plan.rows);
    logger.info('Preflight:');
    for (const check of plan.preflight) {
        logger.info(`  ${check.passed ? 'ok' : 'FAILS'}: ${check.text}`);
    }
}

;// CONCATENATED MODULE: ./src/control-plane/prune-choice.ts
// Owns which previews prune deletes: the deployments named with the prefix, each judged by the
// age of its newest revision and by its pull request's state; and the `max-previews` cap.

const DAY_MS = 86_400_000;
/** How many names a refusal of `max-previews` lists. */
const NAMES_SHOWN = 10;
/** The deployments whose name starts with `prefix`, by name. */
async function previews(deps, prefix) {
    const listed = await (0,errors/* withContext */.eQ)(`listing the deployments named "${prefix}\u2026"`, () => deps.controlPlane.listAllDeployments({ nameContains: prefix }));
    return listed
        .filter(deployment => deployment.name.startsWith(prefix))
        .sort((a, b) => a.name.localeCompare(b.name));
}
/**
 * Whether `deployment` goes: its newest revision older than `maxAgeDays`, or its pull request
 * (the number its name ends with) closed. Kept otherwise, with every reason found.
 */
async function judgePreview(deps, rule, deployment) {
    const { name, id } = deployment;
    const reasons = [];
    const maxDays = rule.maxAgeDays;
    if (maxDays !== undefined) {
        const age = await ageDays(deps, deployment);
        if (age === undefined)
            reasons.push('its age is not known (no revision date)');
        else if (age > maxDays) {
            const reason = `newest revision ${prune_choice_days(age)} old (more than ${prune_choice_days(maxDays)})`;
            return { name, id, delete: true, reason };
        }
        else
            reasons.push(`newest revision ${prune_choice_days(age)} old`);
    }
    if (rule.pullRequestState !== undefined) {
        const number = pullRequestOf(name, rule.prefix);
        if (number === undefined)
            reasons.push('its name ends with no pull request number');
        else {
            const state = await rule.pullRequestState(number);
            if (state === 'closed')
                return { name, id, delete: true, reason: `pull request #${number} is closed` };
            reasons.push(state === 'open'
                ? `pull request #${number} is open`
                : `GitHub could not say whether pull request #${number} is closed`);
        }
    }
    return { name, id, delete: false, reason: reasons.join('; ') };
}
/** The pull request number a preview's name ends with (`pr-12`, `agent-pr12`), if any. */
function pullRequestOf(name, prefix) {
    const match = /(?:^|\D)(\d{1,9})$/.exec(name.slice(prefix.length));
    return match?.[1] === undefined ? undefined : Number(match[1]);
}
/** Days since the newest revision was created (else the deployment was updated), if told. */
async function ageDays(deps, deployment) {
    const revisions = await (0,errors/* withContext */.eQ)(`reading the revisions of "${deployment.name}"`, () => deps.controlPlane.listRevisions({ deploymentId: deployment.id, until: () => true }));
    const newest = Date.parse(revisions[0]?.created_at ?? deployment.updated_at ?? '');
    if (!Number.isFinite(newest))
        return undefined;
    return Math.max(0, deps.clock.now() - newest) / DAY_MS;
}
/** "3 days", "1.5 days", "1 day": tenths below ten. */
function prune_choice_days(value) {
    const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
    return `${rounded} day${rounded === 1 ? '' : 's'}`;
}
/**
 * Why creating `deploymentName` would pass `max-previews` (a new deployment named with the
 * prefix while as many exist already), or undefined when it would not.
 */
async function previewCapProblem(deps, cap, existing) {
    const { maxPreviews, prunePrefix, deploymentName } = cap;
    if (existing !== undefined || maxPreviews === undefined || prunePrefix === undefined)
        return;
    if (deploymentName === undefined || !deploymentName.startsWith(prunePrefix))
        return;
    const others = await previews(deps, prunePrefix);
    if (others.length < maxPreviews)
        return;
    const names = others.slice(0, NAMES_SHOWN).map(d => `"${d.name}"`);
    const more = others.length > NAMES_SHOWN ? ` and ${others.length - NAMES_SHOWN} more` : '';
    return `refusing to create preview "${deploymentName}": ${others.length} deployments named "${prunePrefix}\u2026" exist already (${names.join(', ')}${more}) and input 'max-previews' is ${maxPreviews}. Delete previews no longer needed (mode: prune, or mode: delete), or raise 'max-previews'. Nothing was created.`;
}

;// CONCATENATED MODULE: ./src/run/prune.ts
// Owns the story of previews that clean up (`mode: prune`): say which go and why (the choice is
// control-plane/prune-choice.ts), delete them, its dry run in `mode: plan`, the `max-previews` check.



/**
 * `mode: prune` (or, with `dryRun`, its dry run in `mode: plan`): finds every deployment whose
 * name starts with `prune-prefix`, says which go and why, and deletes those (not in a dry run).
 * A failed delete does not stop the others; the step fails after, naming each.
 */
async function pruneStep(deps, inputs, options) {
    const { logger, progress } = deps;
    const prefix = inputs.prunePrefix ?? '';
    const title = `${options.dryRun ? 'Plan: what prune would delete of' : 'Prune'} deployments named "${prefix}\u2026"`;
    await logger.group(title, async () => {
        const found = await previews(deps, prefix);
        const rule = { prefix, maxAgeDays: inputs.pruneMaxAgeDays, pullRequestState: prState(deps) };
        const entries = [];
        for (const deployment of found)
            entries.push(await judgePreview(deps, rule, deployment));
        const report = { prefix, dryRun: options.dryRun, entries };
        progress.prune(report);
        for (const entry of entries) {
            const verb = entry.delete ? (options.dryRun ? 'would delete' : 'deletes') : 'keeps';
            logger.info(`Prune ${verb} "${entry.name}" (${entry.id}): ${entry.reason}.`);
        }
        if (options.dryRun)
            return;
        try {
            await deleteAll(deps, inputs.deleteTracingProject, { found, entries });
        }
        finally {
            progress.prune(report); // the `pruned` output: what was deleted, even when one failed
        }
    });
}
/** Deletes each entry judged to go; throws at the end when any delete failed. */
async function deleteAll(deps, deleteTracingProject, { found, entries }) {
    const failures = [];
    for (const [index, entry] of entries.entries()) {
        const deployment = found[index];
        if (!entry.delete || deployment === undefined)
            continue;
        try {
            entry.deleted = await deleteDeployment(deps, deployment, deleteTracingProject);
            if (entry.deleted)
                deps.logger.info(`Deleted deployment "${entry.name}" (${entry.id}).`);
        }
        catch (error) {
            failures.push((0,errors/* errorMessage */.gJ)(error));
        }
    }
    if (failures.length > 0) {
        throw new Error(`prune could not delete ${failures.length} deployment(s): ${failures.join('; ')}`);
    }
}
/**
 * `max-previews`: refuses, before any write, to create a preview (a new deployment whose name
 * starts with `prune-prefix`) when that many previews exist already.
 */
async function checkPreviewCap(deps, cap, existing) {
    const problem = await previewCapProblem(deps, cap, existing);
    if (problem !== undefined)
        throw new Error(problem);
}
/** With `github-token`: a pull request's state, read outside the run's `timeout-seconds`. */
function prState(deps) {
    const { github, deadline } = deps;
    if (github === undefined)
        return undefined;
    // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
    return number => deadline.excluding(() => github.reporter.pullRequestState(number));
}

;// CONCATENATED MODULE: ./src/main.ts
// Owns the story of a run: read the inputs, pick the mode, call its steps, report. Every
// failure, thrown Error or not, fails the step once, here, with what was being done.






















/** What each mode does, as the README tells it. */
const main_MODES = {
    deploy: deployMode,
    plan: planMode,
    rollback: ctx => rollbackMode(modeDeps(ctx), ctx.inputs),
    delete: ctx => deleteStep(modeDeps(ctx), ctx.inputs),
    smoke: smokeMode,
    prune: ctx => pruneStep(modeDeps(ctx), ctx.inputs, { dryRun: false })
};
/** The headline of the job summary, per mode. */
const ACTIONS = {
    deploy: 'Deploy',
    plan: 'Plan',
    rollback: 'Rollback',
    delete: 'Delete',
    smoke: 'Smoke test',
    prune: 'Prune'
};
/**
 * One run of the action. Never throws: every failure fails the step once, with a message that
 * says what was being done; the outputs known by then stay set and the summary is written.
 */
async function run(options = {}) {
    const settings = runSettings(options);
    const { clock, signal } = settings;
    const redactor = new Redactor();
    const logger = actionsLogger(redactor);
    const startedAt = clock.now();
    const env = options.env ?? process.env;
    let inputs;
    let progress;
    let github;
    try {
        const raw = readRawInputs();
        maskSecretInputs(raw, redactor, logger);
        inputs = await parseInputs(raw, env, warnUnknownInputs(env, logger));
        const subject = { action: ACTIONS[inputs.mode], target: describeTarget(inputs) };
        const { deploymentUrl } = inputs;
        progress = new Progress({ ...subject, deploymentUrl, startedAt }, redactor, logger);
        github = await openGitHub({ inputs, env, logger, redactor, clock, signal });
        // The one runtime of the run: `timeout-seconds` counts from here.
        const runtime = openRuntime(inputs, settings, logger);
        const controlPlane = openControlPlane(inputs, runtime, settings, redactor);
        await main_MODES[inputs.mode]({ inputs, env, progress, github, redactor, runtime, controlPlane });
    }
    catch (error) {
        const afterCancel = openAfterCancel(settings, logger, redactor);
        const message = signal?.aborted === true
            ? await cancelledMessage({ inputs, progress, logger, failure: error, afterCancel })
            : (0,errors/* errorMessage */.gJ)(error);
        progress?.fail(message, signal?.aborted === true);
        logger.fail(message);
    }
    if (github !== undefined && inputs !== undefined && progress !== undefined) {
        await reportToGitHub(github, inputs.mode, progress.redactedReport());
    }
    await progress?.writeSummary(clock.now());
}
/**
 * `mode: deploy`: find the deployment, create or update it, wait for the new revision to be
 * live, and smoke-test it when asked (rolling back on a failure with `rollback-on-failure`).
 */
async function deployMode(ctx) {
    const { inputs, github } = ctx;
    const deps = modeDeps(ctx);
    const existing = await resolveTarget(deps, inputs, 'it will be created', {
        awaitDeletion: true
    });
    await checkPreviewCap(deps, inputs, existing);
    const onUploaded = await announceDeployment(deps, github, inputs, existing);
    const filled = await withIntegration(deps, inputs, existing);
    const archiveDigests = deployment => knownDigests(deps, github, deployment);
    const deployed = await deploy({ ...deps, onUploaded, archiveDigests }, filled, existing);
    if (!inputs.wait)
        return reportWithoutWaiting(deps, deployed);
    const live = await waitUntilLive(deps, inputs, deployed);
    await checkBuiltCommit(deps, inputs, live);
    if (inputs.smokeTest)
        await smokeOrRollBack({ deps, inputs }, deployed, live);
}
/**
 * `mode: plan`: what deploy would do to the deployment named and, with `prune-prefix`, what
 * prune would delete (its dry run).
 */
async function planMode(ctx) {
    const { inputs } = ctx;
    const deps = modeDeps(ctx);
    if (inputs.prunePrefix !== undefined)
        await pruneStep(deps, inputs, { dryRun: true });
    if (inputs.deploymentName === undefined && inputs.deploymentId === undefined)
        return;
    const needsIntegration = inputs.source === 'github' && inputs.integrationId === undefined;
    if (!needsIntegration)
        return planStep(deps, inputs);
    await planStep(deps, await withIntegration(deps, inputs, await findTarget(deps, inputs)));
}
/** `mode: smoke`: only the smoke step, against `deployment-url` or the named deployment's URL. */
async function smokeMode(ctx) {
    const { inputs } = ctx;
    const deps = modeDeps(ctx);
    if (inputs.deploymentUrl !== undefined)
        return smokeStep(deps, inputs, inputs.deploymentUrl);
    const found = await resolveTarget(deps, inputs, 'there is nothing to smoke-test');
    if (found === undefined) {
        throw new Error(`${(0,base_text/* capitalize */.ZH)(describeTarget(inputs))} does not exist: there is nothing to smoke-test`);
    }
    await smokeStep(deps, inputs, agentUrl(found));
}

;// CONCATENATED MODULE: ./src/index.ts
// The entry point the runner starts (action.yml, runs.main): one run, cancelled by the
// runner's signals.


void run({ signal: cancelOnSignals() });

