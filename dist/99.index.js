export const id = 99;
export const ids = [99];
export const modules = {

/***/ 99:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ArchiveTooLargeError: () => (/* reexport */ archive_errors/* ArchiveTooLargeError */.q),
  SourceArchiveError: () => (/* reexport */ archive_errors/* SourceArchiveError */.a),
  checkedOutCommit: () => (/* reexport */ checked_out_commit/* checkedOutCommit */.X),
  describeSkip: () => (/* reexport */ describeSkip),
  logArchive: () => (/* reexport */ logArchive),
  planArchive: () => (/* reexport */ planArchive),
  uploadArchive: () => (/* reexport */ uploadArchive),
  uploadProgress: () => (/* reexport */ uploadProgress),
  writeArchive: () => (/* reexport */ writeArchive)
});

// EXTERNAL MODULE: ./src/source-archive/archive-errors.ts
var archive_errors = __webpack_require__(3442);
// EXTERNAL MODULE: ./src/base/duration.ts
var duration = __webpack_require__(5937);
// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/source-archive/config-file.ts + 1 modules
var config_file = __webpack_require__(400);
// EXTERNAL MODULE: ./src/source-archive/paths.ts
var paths = __webpack_require__(5186);
;// CONCATENATED MODULE: ./src/source-archive/planned-files.ts

/** Room for this many files, and this many bytes of their paths, before the first growth. */
const INITIAL_FILES = 1024;
const INITIAL_PATH_BYTES = 64 * 1024;
/**
 * The files of a plan in archive order: appended in that order, read back as {@link PlannedFile}s
 * made one at a time. `root` is the directory archive paths are relative to.
 */
class PlannedFiles {
    root;
    paths = Buffer.allocUnsafe(INITIAL_PATH_BYTES);
    pathBytes = 0;
    /** Where each file's path ends in `paths`; it starts where the one before ends. */
    ends = new Uint32Array(INITIAL_FILES);
    sizes = new Float64Array(INITIAL_FILES);
    executable = new Uint8Array(INITIAL_FILES);
    count = 0;
    constructor(root) {
        this.root = root;
    }
    /** The number of files. */
    get length() {
        return this.count;
    }
    /** Adds a file after the others; `archivePath` must sort after theirs. */
    add(archivePath, bytes, executable) {
        const pathBytes = Buffer.byteLength(archivePath);
        if (this.pathBytes + pathBytes > this.paths.length) {
            this.paths = grown(this.paths, this.pathBytes + pathBytes);
        }
        if (this.count === this.ends.length) {
            this.ends = grown(this.ends, this.count + 1);
            this.sizes = grown(this.sizes, this.count + 1);
            this.executable = grown(this.executable, this.count + 1);
        }
        this.pathBytes += this.paths.write(archivePath, this.pathBytes, 'utf8');
        this.ends[this.count] = this.pathBytes;
        this.sizes[this.count] = bytes;
        this.executable[this.count] = executable ? 1 : 0;
        this.count++;
    }
    *[Symbol.iterator]() {
        let start = 0;
        for (let index = 0; index < this.count; index++) {
            const end = this.ends[index] ?? start;
            const archivePath = this.paths.toString('utf8', start, end);
            start = end;
            yield {
                archivePath,
                source: (0,paths/* joinPath */.uJ)(this.root, archivePath),
                bytes: this.sizes[index] ?? 0,
                mode: this.executable[index] === 1 ? 0o755 : 0o644
            };
        }
    }
}
/** A copy of `array` with room for at least `needed` elements: twice as large, or more. */
function grown(array, needed) {
    const size = Math.max(needed, array.length * 2);
    const next = (Buffer.isBuffer(array)
        ? Buffer.allocUnsafe(size)
        : new array.constructor(size));
    next.set(array);
    return next;
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/source-archive/ignore-rules.ts
// Owns which entries the ignore files leave out: each .gitignore as git reads it (for its own
// subtree, deeper files first, negations included) and a .dockerignore as Docker reads it.


const GITIGNORE = '.gitignore';
const DOCKERIGNORE = '.dockerignore';
const newIgnore = () => ignore_default()({ ignorecase: false });
/** Compiles the text of the ignore file `kind` found in `base`. */
function parseRuleFile(options) {
    const lines = options.text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const rules = newIgnore();
    const reincludes = [];
    lines.forEach((line, index) => {
        const mark = String(index + 1);
        if (options.kind === GITIGNORE) {
            rules.add({ pattern: line, mark });
            return;
        }
        const docker = dockerPattern(line);
        if (!docker)
            return;
        const bang = docker.negated ? '!' : '';
        // Docker matches a pattern against an entry or any directory above it, last match winning:
        // in gitignore terms, the anchored pattern and everything below what it matches.
        rules.add([
            { pattern: `${bang}/${docker.pattern}`, mark },
            { pattern: `${bang}/${docker.pattern}/**`, mark }
        ]);
        if (docker.negated)
            reincludes.push(literalPrefix(docker.pattern));
    });
    return { kind: options.kind, base: options.base, lines, rules, reincludes };
}
/**
 * A .dockerignore line as Docker reads it: trimmed, `#` comments skipped, `!` for an exception,
 * cleaned like a path and relative to the context root. Undefined for a line that matches nothing.
 */
function dockerPattern(line) {
    let pattern = line.trim();
    if (pattern === '' || pattern.startsWith('#'))
        return undefined;
    const negated = pattern.startsWith('!');
    if (negated)
        pattern = pattern.slice(1).trim();
    const segments = [];
    for (const segment of pattern.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment !== '..')
            segments.push(segment);
        else if (segments.pop() === undefined)
            return undefined; // above the context: never matches
    }
    return segments.length ? { pattern: segments.join('/'), negated } : undefined;
}
function literalPrefix(pattern) {
    const segments = pattern.split('/');
    const glob = segments.findIndex(segment => /[*?[\\]/.test(segment));
    return glob === -1 ? segments : segments.slice(0, glob);
}
/** The scope of the workspace root, with `files` (the ignore files found there). */
function workspaceScope(files) {
    return { dir: '', views: files.map(file => ({ file, matcher: newIgnore().add(file.rules) })) };
}
/**
 * The scope inside `name`, a directory of `scope` that was not excluded, with `added` (the ignore
 * files found in it) applying from there down.
 *
 * Git never re-includes an entry below an excluded directory, and `ignore` enforces that by
 * testing each parent first. But a parent excluded by a shallow .gitignore may have been brought
 * back by a deeper one; the entries below it are then judged on their own. So each file's rules
 * get a `!` for every directory entered below it: all of them were kept, so none can exclude.
 */
function enter(scope, name, added) {
    const dir = (0,paths/* joinPath */.uJ)(scope.dir, name);
    const views = scope.views.map(view => ({
        file: view.file,
        matcher: newIgnore()
            .add(view.matcher)
            .add(`!/${escapeLiteral((0,paths/* relativeTo */.Mf)(view.file.base, dir))}/`)
    }));
    for (const file of added)
        views.push({ file, matcher: newIgnore().add(file.rules) });
    return { dir, views };
}
/** Escapes a path so that a gitignore pattern matches it literally. */
function escapeLiteral(literal) {
    return literal.replace(/[\\*?[]/g, match => `\\${match}`);
}
/** What the ignore files in `scope` say about `entry`, an entry of its directory. */
function judge(scope, entry) {
    const { name, isDirectory } = entry;
    const target = (0,paths/* joinPath */.uJ)(scope.dir, name);
    const test = (view) => view.matcher.test((0,paths/* relativeTo */.Mf)(view.file.base, target) + (isDirectory ? '/' : ''));
    for (let i = scope.views.length - 1; i >= 0; i--) {
        const view = scope.views[i];
        if (view?.file.kind !== GITIGNORE)
            continue;
        const result = test(view);
        if (result.ignored)
            return { excludedBy: exclusion(view.file, result.rule), descend: false };
        if (result.unignored)
            break; // a deeper `!` pattern has the last word
    }
    let excludedBy;
    let descend = isDirectory;
    for (const view of scope.views) {
        if (view.file.kind !== DOCKERIGNORE)
            continue;
        const result = test(view);
        if (!result.ignored)
            continue;
        excludedBy ??= exclusion(view.file, result.rule);
        descend &&= mayReinclude(view.file, (0,paths/* relativeTo */.Mf)(view.file.base, target));
    }
    return excludedBy ? { excludedBy, descend } : { descend: isDirectory };
}
function exclusion(file, rule) {
    const line = Number(rule?.mark ?? 0);
    return {
        file: (0,paths/* joinPath */.uJ)(file.base, file.kind),
        line,
        pattern: (file.lines[line - 1] ?? '').trim()
    };
}
/** Whether an `!` pattern of a .dockerignore could match something below `dir`. */
function mayReinclude(file, dir) {
    const segments = dir.split('/');
    return file.reincludes.some(prefix => prefix.every((segment, i) => i >= segments.length || segments[i] === segment));
}
/** "apps/agent/.gitignore line 3 (`*.json`)". */
function describeExclusion(excluded) {
    return `${excluded.file} line ${excluded.line} (\`${excluded.pattern}\`)`;
}

// EXTERNAL MODULE: ./src/source-archive/graph-files.ts
var graph_files = __webpack_require__(4004);
;// CONCATENATED MODULE: ./src/source-archive/limits.ts
// Owns the archive's size limits (the archive sent, the bytes read to make it): defaults merged
// once, the five largest files, and the refusals and warning that name them.


/** The most the service accepts for a source archive: 200 MiB. */
const MAX_ARCHIVE_BYTES = 209_715_200;
/** Above this the archive is still sent, with a warning: 50 MiB. */
const WARN_ARCHIVE_BYTES = 52_428_800;
/**
 * The most the files may come to before packing: 2 GiB. The archive limit bounds what is sent,
 * not what is read; this bounds the runner's work on a tree that compresses without end.
 */
const MAX_READ_BYTES = 2_147_483_648;
/** How many of the largest files the size messages name. */
const LARGEST_COUNT = 5;
const LIMIT_DEFAULTS = {
    maxBytes: MAX_ARCHIVE_BYTES,
    warnBytes: WARN_ARCHIVE_BYTES,
    maxReadBytes: MAX_READ_BYTES
};
/** The only place a limit default is applied; everything below takes ArchiveLimitSettings. */
function limitSettings(given = {}) {
    const settings = {
        maxBytes: given.maxBytes ?? LIMIT_DEFAULTS.maxBytes,
        warnBytes: given.warnBytes ?? LIMIT_DEFAULTS.warnBytes,
        maxReadBytes: given.maxReadBytes ?? LIMIT_DEFAULTS.maxReadBytes
    };
    for (const [name, value] of Object.entries(settings)) {
        if (!Number.isSafeInteger(value) || value <= 0) {
            throw new archive_errors/* SourceArchiveError */.a('invalid-limits', `The archive size limit ${name} must be a positive whole number of bytes, not ${String(value)}.`);
        }
    }
    return settings;
}
/** The {@link LARGEST_COUNT} largest files, largest first, ties by path. */
function largestFiles(files) {
    const top = [];
    for (const file of files) {
        top.push({ path: file.path, bytes: file.bytes });
        top.sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        if (top.length > LARGEST_COUNT)
            top.pop();
    }
    return top;
}
/** "a.bin (3 MiB), b.csv (1.2 MiB)". */
function describeLargest(largest) {
    return largest.map(file => `${file.path} (${(0,base_text/* formatBytes */.z3)(file.bytes)})`).join(', ');
}
const ADVICE = 'Leave out large files that the build does not need (model weights, data sets, build output) ' +
    'with .dockerignore or .gitignore next to langgraph.json.';
/** The refusal for an archive over `maxBytes`, or files over `maxReadBytes`. */
function tooLargeError(details) {
    return new archive_errors/* ArchiveTooLargeError */.q(details, `${describeOver(details)} The largest files: ${describeLargest(details.largest)}. ${ADVICE}`);
}
/** Which limit was passed, by how much, and how far packing went. */
function describeOver(details) {
    const { bytes, maxBytes, readBytes, filesBytes } = details;
    if (details.measured === 'read') {
        return (`The files to archive come to ${(0,base_text/* formatBytes */.z3)(bytes)}, over the limit of ` +
            `${(0,base_text/* formatBytes */.z3)(maxBytes)} on the bytes read to pack them (it spares the runner a tree ` +
            'that compresses without end); nothing was read.');
    }
    const at = (0,base_text/* formatBytes */.z3)(bytes) === (0,base_text/* formatBytes */.z3)(maxBytes) ? ` (${bytes} bytes)` : '';
    return (`The compressed source archive passed the limit of ${(0,base_text/* formatBytes */.z3)(maxBytes)} ` +
        `('upload-max-mb') at ${(0,base_text/* formatBytes */.z3)(bytes)}${at}, after reading ${(0,base_text/* formatBytes */.z3)(readBytes)} of the ` +
        `${(0,base_text/* formatBytes */.z3)(filesBytes)} of files; packing stopped there.`);
}
/** The warning for an archive over `warnBytes`, or undefined when it is not. */
function sizeWarning(details) {
    if (details.bytes <= details.warnBytes)
        return undefined;
    return (`The source archive is ${(0,base_text/* formatBytes */.z3)(details.bytes)}, over ${(0,base_text/* formatBytes */.z3)(details.warnBytes)}: ` +
        `uploading and building it takes longer. The largest files: ${describeLargest(details.largest)}. ` +
        ADVICE);
}

;// CONCATENATED MODULE: ./src/source-archive/secret-files.ts
// Owns which files look like secrets and stay out of the archive unless included on purpose:
// .env files, private keys, JSON files with a "private_key" field (service-account keys), and the
// credentials google-github-actions/auth writes into the workspace (gha-creds-*.json).


/** `.env.*` files that hold examples, not secrets. */
const ENV_EXAMPLES = new Set(['.env.example', '.env.sample', '.env.template']);
/** JSON files up to this size are read for a "private_key" field; a key file is a few KiB. */
const JSON_SCAN_BYTES = 1024 * 1024;
const PRIVATE_KEY_FIELD = /"private_key"\s*:/;
/** The kind of secrets file `name` is by its name alone, or undefined. */
function secretKindByName(name) {
    const lower = name.toLowerCase();
    if (lower === '.env' || (lower.startsWith('.env.') && !ENV_EXAMPLES.has(lower)))
        return 'env-file';
    if (lower.endsWith('.pem') || lower.endsWith('.key'))
        return 'private-key';
    if (lower.startsWith('id_rsa') || lower.startsWith('id_ed25519'))
        return 'private-key';
    // Workload identity federation writes no "private_key": the file holds the request token of
    // the job's OIDC credential, which mints Google access tokens while the job runs.
    if (lower.startsWith('gha-creds-') && lower.endsWith('.json'))
        return 'gha-creds';
    return undefined;
}
/**
 * The kind of secrets file the regular file at `absolute` (named `name`, of `bytes` bytes) is,
 * or undefined when it looks like none. A JSON file is read for a `"private_key"` field.
 */
async function secretFileKind(absolute, name, bytes) {
    const byName = secretKindByName(name);
    if (byName !== undefined || !name.toLowerCase().endsWith('.json'))
        return byName;
    if (bytes > JSON_SCAN_BYTES)
        return undefined;
    const text = await external_node_fs_.promises.readFile(absolute, 'utf8');
    return PRIVATE_KEY_FIELD.test(text) ? 'private-key-json' : undefined;
}
/** In words: "a .env file". */
function describeSecretKind(kind) {
    switch (kind) {
        case 'env-file':
            return 'a .env file';
        case 'private-key':
            return 'a private key';
        case 'private-key-json':
            return 'a JSON file with a "private_key" field';
        case 'gha-creds':
            return 'Google credentials written by google-github-actions/auth';
    }
}
/**
 * Whether a secrets file at `target` is packed on purpose: `patterns` are read as .gitignore
 * lines relative to the workspace (`*.pem` anywhere, `apps/agent/.env` only there).
 */
function includeMatcher(patterns) {
    if (patterns.length === 0)
        return () => false;
    const rules = ignore_default()({ ignorecase: false }).add([...patterns]);
    return target => rules.ignores(target);
}

;// CONCATENATED MODULE: ./src/source-archive/walk.ts
// Owns the walk of the packed directories: which files go in, and what is left out and why.






/** Directories (and files) left out wherever they are, whatever the ignore files say. */
const ALWAYS_EXCLUDED = new Set([
    '.git',
    'node_modules',
    '__pycache__',
    '.venv',
    'venv',
    '.tox',
    '.mypy_cache'
]);
const absolute = (context, target) => external_node_path_default().join(context.workspace, ...target.split('/'));
/** The ignore files in `dir` that apply to its subtree. */
async function ruleFilesIn(context, dir) {
    const kinds = context.namedRoots.has(dir) ? [GITIGNORE, DOCKERIGNORE] : [GITIGNORE];
    const files = [];
    for (const kind of kinds) {
        const text = await readRegularFile(absolute(context, (0,paths/* joinPath */.uJ)(dir, kind)));
        if (text !== undefined)
            files.push(parseRuleFile({ kind, base: dir, text }));
    }
    return files;
}
/** The text of a regular file; undefined when there is none (git ignores a symlinked one). */
async function readRegularFile(file) {
    const stat = await external_node_fs_.promises.lstat(file).catch(() => undefined);
    return stat?.isFile() ? external_node_fs_.promises.readFile(file, 'utf8') : undefined;
}
/**
 * The scope inside `dir` (a directory of the workspace), or the entry on the way down that is
 * left out, which leaves `dir` out with it. A symbolic link on the way is refused: the archive
 * lays files out where they are, not where a link points.
 */
async function scopeFor(context, dir) {
    let scope = workspaceScope(await ruleFilesIn(context, ''));
    for (const name of dir === '' ? [] : dir.split('/')) {
        const target = (0,paths/* joinPath */.uJ)(scope.dir, name);
        const stat = await external_node_fs_.promises.lstat(absolute(context, target));
        if (stat.isSymbolicLink()) {
            throw new archive_errors/* SourceArchiveError */.a('symbolic-link', `${target} is a symbolic link; the source archive holds no links. ` +
                `Name the directory it points to instead of ${dir}.`);
        }
        const skipped = skipDirectory(scope, name);
        if (skipped)
            return { skipped };
        scope = enter(scope, name, await ruleFilesIn(context, target));
    }
    return { scope };
}
/** Why the directory `name` in `scope` is left out, or undefined when it is walked. */
function skipDirectory(scope, name) {
    const target = (0,paths/* joinPath */.uJ)(scope.dir, name);
    if (ALWAYS_EXCLUDED.has(name))
        return { path: target, directory: true, reason: 'always-excluded' };
    const verdict = judge(scope, { name, isDirectory: true });
    if (!verdict.excludedBy || verdict.descend)
        return undefined;
    return { path: target, directory: true, reason: 'ignored', excludedBy: verdict.excludedBy };
}
/** Entries of a directory stat'ed (and JSON files read) at once: enough to keep libuv's pool busy. */
const STAT_BATCH = 32;
/**
 * Walks the directory of `scope` and everything below it that is not left out, handing what it
 * finds to `visitor` in archive order (bytewise by path), whatever order the listing and the stats
 * come in: the entries of a directory are stat'ed in parallel, {@link STAT_BATCH} at a time, then
 * sorted by name (a directory's as if it ended in `/`, so its files come where their paths sort),
 * and its subdirectories walked in that order. Only the entries of the directories on the way down
 * are held. Entries are read and stat'ed by their raw bytes: a name that is not UTF-8 has no string
 * that opens it.
 */
async function walk(context, scope, visitor) {
    const dir = Buffer.from(absolute(context, scope.dir) + (external_node_path_default()).sep);
    const names = await external_node_fs_.promises.readdir(dir, { encoding: 'buffer' });
    const visited = [];
    for (let start = 0; start < names.length; start += STAT_BATCH) {
        const batch = names.slice(start, start + STAT_BATCH);
        const entries = await Promise.all(batch.map(raw => visit(context, scope, dir, raw)));
        entries.forEach((entry, index) => {
            const raw = batch[index];
            if (entry === undefined || raw === undefined)
                return;
            const directory = 'scope' in entry || ('reason' in entry && entry.directory);
            visited.push({ key: directory ? Buffer.concat([raw, SLASH]) : raw, entry });
        });
    }
    visited.sort((a, b) => Buffer.compare(a.key, b.key));
    for (const { entry } of visited) {
        if ('scope' in entry)
            await walk(context, entry.scope, visitor);
        else if ('reason' in entry)
            visitor.skip(entry);
        else
            visitor.file(entry);
    }
}
const SLASH = Buffer.from('/');
/** What the entry `raw` of `dir` is: a file to pack, a directory to walk, or left out (quietly). */
async function visit(context, scope, dir, raw) {
    const stat = await (context.lstat ?? external_node_fs_.promises.lstat)(Buffer.concat([dir, raw]));
    const name = utf8Name(raw);
    if (name === undefined)
        return notUtf8(scope, raw, stat);
    const entry = classify(context, scope, name, stat);
    if (entry === 'directory') {
        const rules = await ruleFilesIn(context, (0,paths/* joinPath */.uJ)(scope.dir, name));
        return { scope: enter(scope, name, rules) };
    }
    if ('reason' in entry)
        return entry;
    const kind = await secretFileKind(absolute(context, entry.source), name, entry.bytes);
    if (kind === undefined || context.included(entry.source))
        return entry;
    return { path: entry.source, directory: false, reason: 'secrets-file', secretKind: kind };
}
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** The name as text, or undefined when its bytes are not valid UTF-8. */
function utf8Name(raw) {
    try {
        return STRICT_UTF8.decode(raw);
    }
    catch {
        return undefined;
    }
}
/** A name for people: printable ASCII as is, every other byte as `\xE9`. */
function escapedName(raw) {
    let shown = '';
    for (const byte of raw) {
        shown +=
            byte >= 0x20 && byte < 0x7f && byte !== 0x5c
                ? String.fromCharCode(byte)
                : `\\x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return shown;
}
/**
 * An entry whose name is not UTF-8: the archive cannot name it, so it is left out. It is reported
 * unless an ignore file leaves it out anyway (judged by its name with U+FFFD for each bad byte).
 */
function notUtf8(scope, raw, stat) {
    const isDirectory = stat.isDirectory();
    if (judge(scope, { name: raw.toString('utf8'), isDirectory }).excludedBy)
        return undefined;
    return {
        path: (0,paths/* joinPath */.uJ)(scope.dir, escapedName(raw)),
        directory: isDirectory,
        reason: 'name-not-utf8'
    };
}
/** Whether the entry `name` of `scope` is a file to pack, a directory to walk, or left out. */
function classify(context, scope, name, stat) {
    const target = (0,paths/* joinPath */.uJ)(scope.dir, name);
    const skip = (reason, excludedBy) => ({
        path: target,
        directory: stat.isDirectory(),
        reason,
        ...(excludedBy ? { excludedBy } : {})
    });
    if (stat.isSymbolicLink())
        return skip('symbolic-link');
    if (ALWAYS_EXCLUDED.has(name))
        return skip('always-excluded');
    if (stat.isDirectory())
        return skipDirectory(scope, name) ?? 'directory';
    if (!stat.isFile())
        return skip('not-a-regular-file');
    const excludedBy = judge(scope, { name, isDirectory: false }).excludedBy;
    if (excludedBy)
        return skip('ignored', excludedBy);
    const withheld = context.withheld.get(target);
    if (withheld)
        return skip(withheld);
    return { source: target, bytes: stat.size, executable: (stat.mode & 0o100) !== 0 };
}

;// CONCATENATED MODULE: ./src/source-archive/archive-plan.ts
// Owns the plan of a source archive: which files go in, where, in what order, and the checks that
// refuse a tree the build could not use (config left out, dependency missing, too large).











/**
 * Walks the config's directory and its local dependencies, applying the ignore files, and plans
 * the archive. Throws {@link SourceArchiveError} when the tree cannot be packed as asked, and
 * {@link ArchiveTooLargeError} when its files come to more than `limits.maxReadBytes` (the
 * archive's own limit, on its compressed bytes, is the writer's).
 */
async function planArchive(options) {
    const limits = limitSettings(options.limits);
    const workspace = await external_node_fs_.promises.realpath(external_node_path_default().resolve(options.workspace)).catch((error) => {
        throw new archive_errors/* SourceArchiveError */.a('workspace-missing', `The workspace ${options.workspace} cannot be read: ${error.message}.`, { cause: error });
    });
    const config = await (0,config_file/* placeConfig */.Q)({
        given: options.workspace,
        workspace,
        configPath: options.configPath
    });
    const named = [config.dir, ...config.dependencies];
    const directories = (0,paths/* outermost */.J9)(named);
    const context = {
        workspace,
        namedRoots: new Set(named),
        withheld: new Map(config.envFile === undefined ? [] : [[config.envFile, 'env-file']]),
        included: includeMatcher(options.include ?? [])
    };
    const root = (0,paths/* commonAncestor */.j1)(directories);
    const found = new Found(root);
    for (const dir of inArchiveOrder(directories, root)) {
        const entered = await scopeFor(context, dir);
        if ('skipped' in entered)
            throw excludedError(config, dir, entered.skipped);
        await walk(context, entered.scope, found);
    }
    const { warnings, missing } = checkContents(config, found);
    warnings.push(...(await (0,graph_files/* judgeMissingGraphs */.t)(workspace, config, missing)));
    const { files, bytes } = found;
    const largest = largestFiles(sizesOf(files));
    if (bytes > limits.maxReadBytes) {
        const maxBytes = limits.maxReadBytes;
        throw tooLargeError({
            measured: 'read',
            bytes,
            maxBytes,
            readBytes: 0,
            filesBytes: bytes,
            largest
        });
    }
    const configPath = (0,paths/* relativeTo */.Mf)(root, config.path);
    const skipped = found.skipped;
    return {
        workspace,
        root,
        configPath,
        directories,
        files,
        bytes,
        largest,
        skipped,
        warnings,
        graphs: config.graphs,
        limits
    };
}
/** What the walk found, in archive order: the files kept off the heap, their total, what was left out. */
class Found {
    files;
    skipped = [];
    bytes = 0;
    constructor(root) {
        this.files = new PlannedFiles(root);
    }
    file(file) {
        this.files.add((0,paths/* relativeTo */.Mf)(this.files.root, file.source), file.bytes, file.executable);
        this.bytes += file.bytes;
    }
    skip(entry) {
        this.skipped.push(entry);
    }
}
/**
 * The packed directories in the order their files come in the archive: each one's files sort
 * together, after the paths that sort before its own followed by `/`.
 */
function inArchiveOrder(directories, root) {
    const key = (dir) => `${(0,paths/* relativeTo */.Mf)(root, dir)}/`;
    return [...directories].sort((a, b) => (0,paths/* compareBytewise */.GV)(key(a), key(b)));
}
/** The sizes of `files` one at a time: no second list of every file. */
function* sizesOf(files) {
    for (const file of files)
        yield { path: file.archivePath, bytes: file.bytes };
}
/**
 * Refuses a walk that left out the config file, a dependency or a file the config points to;
 * warns about a file other than a graph's module that does not exist (the build may resolve it),
 * and returns each graph whose module is missing, for graph-files.ts to judge.
 */
function checkContents(config, found) {
    const held = heldTargets(found.files, [config.path, ...config.references.map(r => r.target)]);
    const skipOf = (target) => found.skipped.find(entry => (0,paths/* isWithin */.UO)(entry.path, target));
    for (const dir of config.dependencies) {
        const skipped = skipOf(dir);
        if (skipped)
            throw excludedError(config, dir, skipped);
    }
    if (!held.has(config.path)) {
        const skipped = skipOf(config.path);
        if (skipped)
            throw excludedError(config, config.path, skipped);
        throw new archive_errors/* SourceArchiveError */.a('config-missing', `${config.path} disappeared during the walk.`);
    }
    const warnings = [];
    const missing = [];
    for (const reference of config.references) {
        const skipped = skipOf(reference.target);
        if (skipped) {
            throw new archive_errors/* SourceArchiveError */.a('reference-excluded', `"${reference.field}" in ${config.path} points to ${reference.target}, which the source ` +
                `archive leaves out: ${describeSkip(skipped)}.`);
        }
        const { graph } = reference;
        if (!held.has(reference.target) && graph !== undefined) {
            const siblings = filesIn(found.files, (0,paths/* parentOf */.gN)(reference.target));
            missing.push({ reference: { ...reference, graph }, deployed: 'the source archive', siblings });
        }
        else if (!held.has(reference.target)) {
            warnings.push(`"${reference.field}" in ${config.path} points to ${reference.path}, which is not in ` +
                `the workspace (${reference.target}); the build fails unless it resolves that path.`);
        }
    }
    return { warnings, missing };
}
/** The names of the files packed directly in `dir`. */
function filesIn(files, dir) {
    const names = [];
    for (const file of files) {
        if ((0,paths/* parentOf */.gN)(file.source) === dir)
            names.push(external_node_path_default().posix.basename(file.source));
    }
    return names;
}
/** Which of `targets` the files hold (as a file, or below it): one pass over the files. */
function heldTargets(files, targets) {
    const wanted = new Set(targets);
    const held = new Set();
    for (const file of files) {
        for (const target of wanted) {
            if ((0,paths/* isWithin */.UO)(target, file.source)) {
                held.add(target);
                wanted.delete(target);
            }
        }
        if (wanted.size === 0)
            break;
    }
    return held;
}
/** The refusal for the config file, its directory or a dependency that the walk leaves out. */
function excludedError(config, target, skipped) {
    const isConfig = (0,paths/* isWithin */.UO)(target, config.path);
    const what = isConfig ? `The config file ${config.path}` : `The local dependency ${target}`;
    const how = skipped.reason === 'ignored' && skipped.excludedBy
        ? ` Remove that pattern, or add one starting with "!" after it that matches ${skipped.path}.`
        : skipped.reason === 'secrets-file'
            ? ` To pack it on purpose, include it by name (input 'upload-include': ${skipped.path}).`
            : '';
    return new archive_errors/* SourceArchiveError */.a(isConfig ? 'config-excluded' : 'dependency-excluded', `${what} would be left out of the source archive: ${describeSkip(skipped)}.${how}`);
}
/** Why an entry is left out, for people: "apps/.gitignore line 2 (`build/`) excludes build". */
function describeSkip(skipped) {
    const what = skipped.path;
    switch (skipped.reason) {
        case 'ignored':
            return skipped.excludedBy
                ? `${describeExclusion(skipped.excludedBy)} excludes ${what}`
                : `${what} is ignored`;
        case 'always-excluded':
            return `${what} is left out, as every ${external_node_path_default().posix.basename(what)} is`;
        case 'symbolic-link':
            return `${what} is a symbolic link, and the archive holds no links`;
        case 'not-a-regular-file':
            return `${what} is not a regular file`;
        case 'env-file':
            return `${what} is the env file the config names; it holds local settings, not source`;
        case 'name-not-utf8':
            return `the name of ${what} is not valid UTF-8, so the archive cannot hold it`;
        case 'secrets-file':
            return `${what} looks like a secrets file (${skipped.secretKind ? describeSecretKind(skipped.secretKind) : 'a key'})`;
    }
}

;// CONCATENATED MODULE: ./src/source-archive/archive-log.ts



/** A progress line at most this often while the archive travels. */
const PROGRESS_EVERY_MS = 5000;
/** Entries left out that a user may not expect to be: a warning each, with what to do. */
const WARNED = {
    'secrets-file': path => `Files that look like secrets are never sent by default; give the deployment its variables with the input 'secrets'. To pack this one on purpose, add ${path} to the input 'upload-include'.`,
    'name-not-utf8': () => 'Rename it if the build needs it, or list it in .gitignore to leave it out quietly.'
};
/** What was packed, in the log; the warnings as warnings. */
function logArchive(logger, plan, archive) {
    logger.info(`Packed ${archive.files} files (${(0,base_text/* formatBytes */.z3)(archive.bytes)}) from ${plan.root || '.'}: config ${plan.configPath}, sha256 ${archive.sha256}.`);
    for (const skipped of plan.skipped) {
        const advice = WARNED[skipped.reason];
        if (advice === undefined)
            logger.info(`  left out: ${describeSkip(skipped)}`);
        else
            logger.warning(`Left out of the source archive: ${describeSkip(skipped)}. ${advice(skipped.path)}`);
    }
    for (const warning of archive.warnings)
        logger.warning(warning);
}
/**
 * What the upload of `bytes` says as it goes: a line with the bytes sent, the share, the rate
 * and the time taken, at most every {@link PROGRESS_EVERY_MS}, and always once all is sent.
 */
function uploadProgress(runtime, bytes) {
    const { clock, logger } = runtime;
    const started = clock.now();
    let shownAt = started;
    return sent => {
        const now = clock.now();
        if (now - shownAt < PROGRESS_EVERY_MS && sent < bytes)
            return;
        shownAt = now;
        const seconds = Math.max(0.001, (now - started) / 1000);
        const percent = Math.floor((sent / Math.max(1, bytes)) * 100);
        logger.info(`Uploading: ${(0,base_text/* formatBytes */.z3)(sent)} of ${(0,base_text/* formatBytes */.z3)(bytes)} (${percent}%), ${(0,base_text/* formatBytes */.z3)(Math.round(sent / seconds))}/s, ${(0,duration/* formatDuration */.a3)(now - started)}`);
    };
}

// EXTERNAL MODULE: ./src/source-archive/checked-out-commit.ts
var checked_out_commit = __webpack_require__(3010);
// EXTERNAL MODULE: ./src/base/http.ts
var base_http = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/base/url-trust.ts
var url_trust = __webpack_require__(7191);
;// CONCATENATED MODULE: ./src/source-archive/upload.ts
// Owns sending an archive to the signed URL the control plane hands out: a streamed PUT with the
// storage host's headers, never the API key or the tenant, never along a redirect, with progress.



/** The content type of a source archive. */
const ARCHIVE_CONTENT_TYPE = 'application/gzip';
/** The range of sizes the storage host takes: up to 200 MiB, as the service requires. */
const CONTENT_LENGTH_RANGE = '0,209715200';
/**
 * The archive is read into {@link UPLOAD_BUFFERS} buffers of this size, each reused once what it
 * held has left: what the upload holds is the same for any archive, and it leaves no garbage
 * for the collector (a buffer per read piled up tens of MiB on a large archive).
 */
const UPLOAD_CHUNK_BYTES = 256 * 1024;
const UPLOAD_BUFFERS = 4;
/** Why a signed URL cannot be used; undefined when it can (https, or http to this machine). */
function signedUrlProblem(url) {
    const parsed = (0,url_trust/* parseUrl */.Dl)(url);
    if (parsed === undefined || !(0,url_trust/* isHttpUrl */.q$)(parsed))
        return 'it is not an http(s) URL';
    return (0,url_trust/* plainHttpProblem */.iR)(parsed) === undefined
        ? undefined
        : 'it is plain http to another machine: the archive and the URL would travel unencrypted';
}
/**
 * PUTs the archive to the signed URL. Only transient failures are retried (a new attempt sends
 * the whole file again), within the deadline of `settings`. The request carries no credentials
 * of the action: the signed URL is the only one.
 */
async function uploadArchive(options) {
    const { url, path, bytes, onProgress, ...settings } = options;
    const problem = signedUrlProblem(url);
    if (problem !== undefined)
        throw new Error(`the upload URL was refused: ${problem}`);
    const target = new URL(url);
    const http = new base_http/* Http */.l({
        ...settings,
        baseUrl: target.origin,
        headers: { 'x-goog-content-length-range': CONTENT_LENGTH_RANGE },
        secretHeaders: []
    });
    await http.send({
        method: 'PUT',
        path: `${target.pathname}${target.search}`,
        expect: [200, 201, 204],
        headers: { accept: '*/*' },
        upload: {
            length: bytes,
            contentType: ARCHIVE_CONTENT_TYPE,
            open: () => async (send) => {
                await sendFile(path, bytes, send, onProgress);
            }
        }
    });
}
/** Sends the first `bytes` of the file `path` through `send`, from a few reused buffers. */
async function sendFile(path, bytes, send, onProgress) {
    const handle = await external_node_fs_.promises.open(path, 'r');
    try {
        const free = Array.from({ length: UPLOAD_BUFFERS }, () => Buffer.allocUnsafeSlow(UPLOAD_CHUNK_BYTES));
        const inFlight = new Set();
        let position = 0;
        let sent = 0;
        while (position < bytes) {
            if (free.length === 0)
                await Promise.race(inFlight);
            const buffer = free.pop();
            const length = Math.min(buffer.length, bytes - position);
            const { bytesRead } = await handle.read(buffer, 0, length, position);
            if (bytesRead === 0)
                throw new Error(`the archive ${path} ended at ${position} bytes`);
            position += bytesRead;
            const leaving = send(buffer.subarray(0, bytesRead)).then(() => {
                inFlight.delete(leaving);
                free.push(buffer);
                sent += bytesRead;
                onProgress?.(sent);
            });
            leaving.catch(() => undefined); // raced or awaited below; a later failure is not unhandled
            inFlight.add(leaving);
        }
        await Promise.all(inFlight);
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/source-archive/tally.ts
// Owns the byte counter of the compressed archive: counting, hashing and limiting what passes,
// and the gzip header's OS byte that would make the bytes depend on the runner.


/** The gzip header's OS byte, which zlib sets to the platform it was built for. */
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNIX = 3;
/**
 * Sets the OS byte of a gzip header to Unix, where `chunk` (at `position` in the stream) holds it:
 * zlib writes the platform it was built for there, which would make the bytes depend on the runner.
 */
function fixGzipOs(chunk, position) {
    const offset = GZIP_OS_OFFSET - position;
    if (offset >= 0 && offset < chunk.length)
        chunk[offset] = GZIP_OS_UNIX;
}
/**
 * Passes bytes through, counting and hashing them. Optionally fixes the gzip OS byte, and aborts
 * `over` once more than `limit` bytes came (and drops the rest).
 */
class Tally extends external_node_stream_.Transform {
    options;
    bytes = 0;
    digest = '';
    overLimit = false;
    hash = (0,external_node_crypto_.createHash)('sha256');
    constructor(options) {
        super();
        this.options = options;
    }
    _transform(chunk, _encoding, callback) {
        if (this.options.patchGzipHeader)
            fixGzipOs(chunk, this.bytes);
        if (this.overLimit) {
            callback(); // the write fails: drop the rest rather than stall the stream
            return;
        }
        this.bytes += chunk.length;
        if (this.bytes > (this.options.limit ?? Infinity)) {
            this.overLimit = true; // `bytes` stays where the limit was passed
            this.options.over?.abort(new Error('the archive passed its size limit'));
            callback();
            return;
        }
        this.hash.update(chunk);
        callback(null, chunk);
    }
    _flush(callback) {
        this.digest = this.hash.digest('hex');
        callback();
    }
}

;// CONCATENATED MODULE: ./src/source-archive/tar-batches.ts
// Owns the tar bytes on their way to gzip: written into a few batches that are reused once gzip
// has taken them, so what packing holds is the same for any tree; counted and hashed as they go.


/**
 * A writer of tar bytes into `count` batches of `batchBytes`: a full batch is hashed and handed
 * to the sink, and the writer waits for a batch to come back when all are out. Files are read
 * straight into the batches, so their contents are never copied or held elsewhere.
 */
class TarBatches {
    sink;
    /** Bytes written so far. */
    bytes = 0;
    hash = (0,external_node_crypto_.createHash)('sha256');
    free = [];
    current;
    filled = 0;
    waiting;
    failure;
    constructor(sink, batchBytes, count) {
        this.sink = sink;
        for (let i = 0; i < count; i++)
            this.free.push(Buffer.allocUnsafeSlow(batchBytes));
    }
    /** Adds `bytes` (a header, padding). */
    async write(bytes) {
        let offset = 0;
        while (offset < bytes.length) {
            const batch = this.current ?? (await this.next());
            const copied = bytes.copy(batch, this.filled, offset);
            offset += copied;
            this.advance(batch, copied);
        }
    }
    /**
     * Reads `length` bytes of the open file `fd` from where it is, straight into the batches.
     * Returns the bytes read: fewer than `length` when the file ended first. `onRead` sees each
     * read's size as it comes (and may throw to stop).
     */
    async readFrom(fd, length, onRead) {
        let read = 0;
        while (read < length) {
            const batch = this.current ?? (await this.next());
            const wanted = Math.min(batch.length - this.filled, length - read);
            const got = (0,external_node_fs_.readSync)(fd, batch, this.filled, wanted, null);
            if (got === 0)
                break;
            read += got;
            this.advance(batch, got);
            onRead(got);
        }
        return read;
    }
    /** Hands the last, partial batch to the sink; returns the SHA-256 of all bytes, in hex. */
    end() {
        this.throwIfFailed();
        if (this.current !== undefined && this.filled > 0)
            this.send(this.current, this.filled);
        this.current = undefined;
        return this.hash.digest('hex');
    }
    /** Stops the writer: a wait for a batch, and every later write, fails with `error`. */
    fail(error) {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
        const waiting = this.waiting;
        this.waiting = undefined;
        waiting?.reject(this.failure);
    }
    advance(batch, bytes) {
        this.filled += bytes;
        this.bytes += bytes;
        if (this.filled === batch.length) {
            this.current = undefined;
            this.send(batch, batch.length);
        }
    }
    send(batch, length) {
        const bytes = length === batch.length ? batch : batch.subarray(0, length);
        this.hash.update(bytes);
        this.sink(bytes, () => {
            this.free.push(batch);
            const waiting = this.waiting;
            this.waiting = undefined;
            waiting?.resolve();
        });
    }
    /** A free batch to write into; waits for one to come back when all are out. */
    async next() {
        for (;;) {
            this.throwIfFailed();
            const batch = this.free.pop();
            if (batch !== undefined) {
                this.current = batch;
                this.filled = 0;
                return batch;
            }
            await new Promise((resolve, reject) => {
                this.waiting = { resolve, reject };
            });
        }
    }
    throwIfFailed() {
        if (this.failure !== undefined)
            throw this.failure;
    }
}

;// CONCATENATED MODULE: ./src/source-archive/tar-header.ts
// Owns the tar header of a packed file, byte for byte as tar-stream 3 writes it (ustar; a pax
// record for a name that is not ASCII or too long), so the same tree keeps its source-digest.
/** The size of a tar block: headers are one block, contents are padded to whole blocks. */
const TAR_BLOCK = 512;
const FILE = 0;
const PAX_HEADER = 72;
const ZEROS = '0000000000000000000';
const SEVENS = '7777777777777777777';
/**
 * The header blocks of `entry`: one ustar block, or, for a name ustar cannot hold, a pax header
 * block, its records padded to a block, and a block named `PaxHeader` (as tar-stream names it).
 */
function tarHeader(entry) {
    const block = Buffer.alloc(TAR_BLOCK);
    if (ustar(block, entry.name, entry, FILE))
        return block;
    const records = Buffer.from(paxRecord(` path=${entry.name}\n`));
    const padded = Math.ceil(records.length / TAR_BLOCK) * TAR_BLOCK;
    const blocks = Buffer.alloc(TAR_BLOCK + padded + TAR_BLOCK);
    ustar(blocks, 'PaxHeader', { ...entry, size: records.length }, PAX_HEADER);
    records.copy(blocks, TAR_BLOCK);
    ustar(blocks.subarray(TAR_BLOCK + padded), 'PaxHeader', entry, FILE);
    return blocks;
}
/** Writes a ustar header into the zeroed `block`; false when the name does not fit one. */
function ustar(block, fullName, entry, typeflag) {
    let name = fullName;
    let prefix = '';
    if (Buffer.byteLength(name) !== name.length)
        return false; // not ASCII
    while (name.length > 100) {
        const slash = name.indexOf('/');
        if (slash === -1)
            return false;
        prefix += prefix ? `/${name.slice(0, slash)}` : name.slice(0, slash);
        name = name.slice(slash + 1);
    }
    if (name.length > 100 || prefix.length > 155)
        return false;
    block.write(name, 0);
    block.write(octal(entry.mode & 0o7777, 6), 100);
    block.write(octal(0, 6), 108); // uid
    block.write(octal(0, 6), 116); // gid
    writeSize(block, entry.size, 124);
    block.write(octal((entry.mtime.getTime() / 1000) | 0, 11), 136);
    block[156] = 0x30 + typeflag;
    block.write('ustar\u000000', 257, 'latin1');
    block.write(octal(0, 6), 329); // devmajor
    block.write(octal(0, 6), 337); // devminor
    if (prefix)
        block.write(prefix, 345);
    block.write(octal(checksum(block), 6), 148);
    return true;
}
function octal(value, digits) {
    const text = value.toString(8);
    if (text.length > digits)
        return `${SEVENS.slice(0, digits)} `;
    return `${ZEROS.slice(0, digits - text.length)}${text} `;
}
/** The size field: octal, or base-256 when it needs more than 11 octal digits. */
function writeSize(block, size, offset) {
    if (size.toString(8).length <= 11) {
        block.write(octal(size, 11), offset);
        return;
    }
    block[offset] = 0x80;
    let rest = size;
    for (let i = 11; i > 0; i--) {
        block[offset + i] = rest & 0xff;
        rest = Math.floor(rest / 0x100);
    }
}
/** The header's checksum: its bytes, with the checksum field counted as spaces. */
function checksum(block) {
    let sum = 8 * 32;
    for (let i = 0; i < 148; i++)
        sum += block[i];
    for (let i = 156; i < TAR_BLOCK; i++)
        sum += block[i];
    return sum;
}
/** A pax record: its length in decimal (counting the digits themselves), then `text`. */
function paxRecord(text) {
    const length = Buffer.byteLength(text);
    let digits = Math.floor(Math.log(length) / Math.log(10)) + 1;
    if (length + digits >= Math.pow(10, digits))
        digits++;
    return `${length + digits}${text}`;
}

;// CONCATENATED MODULE: ./src/source-archive/write.ts
// Owns writing a planned archive: a reproducible tar.gz streamed to a temporary file and hashed
// on the way (neither the tree nor the archive is held in memory), stopped once over its limit;
// and the archive's identity: the digest of its tar, which no zlib can change.










/**
 * The modification time of every entry. Fixed, so the bytes do not depend on when files were
 * checked out; after 1980 in every time zone, so a build that zips the files (a Python wheel)
 * never meets a date ZIP cannot store.
 */
const ARCHIVE_MTIME = new Date('2000-01-01T00:00:00Z');
/** The compression level, fixed: it shows in the gzip header and in every byte after it. */
const GZIP_LEVEL = 6;
/**
 * Packs the files of `plan` into a gzip tarball in a new temporary directory. The same files give
 * the same bytes: entries in the plan's order, fixed time, owner and modes, no gzip time or name.
 * On failure nothing is left behind. Throws {@link ArchiveTooLargeError} as soon as the compressed
 * archive passes the plan's `maxBytes` (nothing more is read), and {@link SourceArchiveError}
 * (`file-changed`) when a file changed since it was planned.
 */
async function writeArchive(plan, options = {}) {
    const directory = await external_node_fs_.promises.mkdtemp(external_node_path_default().join(options.directory ?? external_node_os_default().tmpdir(), 'langgraph-src-'));
    const remove = () => external_node_fs_.promises.rm(directory, { recursive: true, force: true });
    const file = external_node_path_default().join(directory, 'source.tar.gz');
    try {
        const { gzip, tar } = await pack(plan, file);
        const warnBytes = plan.limits.warnBytes;
        const warning = sizeWarning({ bytes: gzip.bytes, warnBytes, largest: plan.largest });
        return {
            path: file,
            sha256: tar.digest,
            gzipSha256: gzip.digest,
            bytes: gzip.bytes,
            files: plan.files.length,
            largest: plan.largest,
            warnings: warning ? [...plan.warnings, warning] : plan.warnings,
            remove
        };
    }
    catch (error) {
        await remove();
        throw error;
    }
}
/**
 * Streams the tar of `plan` through gzip into `file`, counting and hashing both; once the gzip
 * bytes pass `maxBytes`, the files stop being read (at the next batch) and the write fails.
 */
async function pack(plan, file) {
    const over = new AbortController();
    const gzip = new Tally({ patchGzipHeader: true, limit: plan.limits.maxBytes, over });
    const compress = (0,external_node_zlib_.createGzip)({ level: GZIP_LEVEL, chunkSize: BATCH_BYTES });
    const batches = new TarBatches((batch, done) => compress.write(batch, done), BATCH_BYTES, BATCHES);
    const read = { bytes: 0, stop: over.signal };
    over.signal.addEventListener('abort', () => {
        batches.fail(over.signal.reason);
    });
    compress.once('close', () => {
        batches.fail(new Error('the archive stream closed early'));
    });
    let tar;
    let inputFailure;
    let outputFailure;
    const input = addFiles(batches, plan, read)
        .then(() => {
        tar = { digest: batches.end(), bytes: batches.bytes };
        compress.end();
    })
        .catch((error) => {
        inputFailure = error;
        compress.destroy(error);
    });
    const output = (0,promises_.pipeline)(compress, gzip, (0,external_node_fs_.createWriteStream)(file, { flags: 'wx', highWaterMark: BATCH_BYTES })).catch((error) => {
        outputFailure = error;
        batches.fail(error);
    });
    await Promise.all([input, output]);
    if (gzip.overLimit)
        throw overLimit(plan, gzip.bytes, read.bytes);
    // The output's failure first: a failed write closes the stream the input then waits on.
    const failure = outputFailure ?? inputFailure;
    if (failure !== undefined || tar === undefined) {
        throw failure instanceof Error
            ? failure
            : new Error('Writing the archive failed', { cause: failure });
    }
    return { tar, gzip };
}
/** The size of the batches of tar handed to gzip, and of its output chunks. */
const BATCH_BYTES = 256 * 1024;
/** Batches of tar in use at once: one being filled while gzip works through the others. */
const BATCHES = 4;
/** Two empty blocks end a tar. */
const END_OF_TAR = Buffer.alloc(2 * TAR_BLOCK);
/** The refusal of an archive that passed `maxBytes` at `bytes`, with `readBytes` of files read. */
function overLimit(plan, bytes, readBytes) {
    const { limits, largest } = plan;
    const maxBytes = limits.maxBytes;
    return tooLargeError({
        measured: 'archive',
        bytes,
        maxBytes,
        readBytes,
        filesBytes: plan.bytes,
        largest
    });
}
/**
 * Adds every planned file in order, each read with blocking calls straight into the batches: for
 * files in the page cache a read costs microseconds, where each promise of fs costs a trip to
 * the thread pool that zlib compresses on. The event loop turns while a batch is awaited.
 */
async function addFiles(batches, plan, read) {
    for (const file of plan.files) {
        read.stop.throwIfAborted();
        assertSafePath(file.archivePath);
        const absolute = external_node_path_default().join(plan.workspace, ...file.source.split('/'));
        await batches.write(tarHeader(header(file)));
        await addContent(batches, absolute, file, read);
        const padding = (TAR_BLOCK - (file.bytes % TAR_BLOCK)) % TAR_BLOCK;
        if (padding > 0)
            await batches.write(END_OF_TAR.subarray(0, padding));
    }
    await batches.write(END_OF_TAR);
}
/** Reads `file` into the batches, opened as planned (a regular file of the planned size, no link). */
async function addContent(batches, absolute, file, reading) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(absolute, OPEN_NO_FOLLOW);
    }
    catch (error) {
        throw changed(file, error.message);
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile() || stat.size !== file.bytes)
            throw changed(file, 'its size or type differs');
        const read = await batches.readFrom(fd, file.bytes, bytes => {
            reading.bytes += bytes;
            reading.stop.throwIfAborted();
        });
        if (read < file.bytes)
            throw changed(file, 'it shrank');
        if ((0,external_node_fs_.readSync)(fd, ONE_BYTE, 0, 1, null) > 0)
            throw changed(file, 'it grew');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Where a read past a file's planned end goes: it only tells whether the file grew. */
const ONE_BYTE = Buffer.alloc(1);
/** Opens for reading without following a link swapped in since the plan (where supported). */
const OPEN_NO_FOLLOW = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
/** The tar header of `file`: nothing in it depends on the machine, the user or the clock. */
function header(file) {
    return { name: file.archivePath, size: file.bytes, mode: file.mode, mtime: ARCHIVE_MTIME };
}
function changed(file, why) {
    return new archive_errors/* SourceArchiveError */.a('file-changed', `${file.source} changed while the source archive was written (${why}); ` +
        'make sure no step writes into the workspace while the action packs it.');
}
/** The plan never yields these; refuse them all the same, as an extractor would. */
function assertSafePath(archivePath) {
    const segments = archivePath.split('/');
    if (segments.some(segment => segment === '' || segment === '.' || segment === '..')) {
        throw new Error(`Refusing the archive path "${archivePath}"`);
    }
}

;// CONCATENATED MODULE: ./src/source-archive/index.ts
// Owns the public face of the source archive: plan the files of a LangGraph config, write them
// as a reproducible tar.gz for LangSmith to build (`internal_source`), upload it, and say which
// commit the workspace has checked out.








/***/ })

};
