// Owns the text surgery that lets a bundle time its own loading: a mark where each module of the
// webpack output begins, a timer around each module factory, and the bytes of each region.

/*
 * ncc's output is webpack's: CommonJS modules are factories in `__webpack_modules__`, keyed by a
 * numeric ID and run by `__nccwpck_require__`; ES modules are concatenated into the entry (or
 * into a factory), each after a `;// CONCATENATED MODULE: <path>` line.
 */

/** A stretch of the bundle's text and who owns it. */
export interface Region {
  /** `id:<n>` for a module factory, the source path for a concatenated module, or RUNTIME. */
  readonly label: string
  readonly bytes: number
}

/** Owner of the bundle's text and time outside any module: webpack's own runtime. */
export const RUNTIME = '(webpack runtime)'

/** The global object the instrumented bundle reports to. */
export const PROBE_GLOBAL = '__benchProfile'

const FACTORY_CALL =
  '__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);'
const FACTORY_START = /^\/\*\*\*\/ (\d+):$/
const CONCATENATED = /^;\/\/ CONCATENATED MODULE: (.+)$/
/** The banner webpack writes where the module table ends and its runtime begins. */
const RUNTIME_BANNER = '/************************************************************************/'

/**
 * The bundle with its probes: `begin()` as its first statement, `mark(path)` where each
 * concatenated module begins, `enter(id)`/`exit()` around each factory call. Throws when the
 * runtime no longer reads as expected, rather than time the wrong thing.
 */
export function instrument(bundle: string): string {
  const probe = `globalThis.${PROBE_GLOBAL}`
  const calls = bundle.split(FACTORY_CALL).length - 1
  if (calls !== 1) {
    throw new Error(`instrument: expected one module factory call in the runtime, found ${calls}`)
  }
  const timedCall = `${probe}.enter(moduleId); try { ${FACTORY_CALL} } finally { ${probe}.exit(); }`
  const lines = bundle.replace(FACTORY_CALL, timedCall).split('\n')
  let marks = 0
  const out = lines.map(line => {
    const concatenated = CONCATENATED.exec(line)
    if (concatenated === null) return line
    marks++
    return `;${probe}.mark(${JSON.stringify(concatenated[1])})${line}`
  })
  if (marks === 0) throw new Error('instrument: no concatenated module found in the bundle')
  return `${probe}.begin();\n${out.join('\n')}`
}

/**
 * The bundle's text cut into regions, in order: each factory from its `/***\/ <id>:` line, each
 * concatenated module from its marker line, webpack's runtime from its banner. Their bytes add
 * up to the file's size.
 */
export function regions(bundle: string): Region[] {
  const found: { label: string; bytes: number }[] = []
  let label = RUNTIME
  let bytes = 0
  for (const line of bundle.split('\n')) {
    const factory = FACTORY_START.exec(line)
    const concatenated = CONCATENATED.exec(line)
    const next =
      factory !== null
        ? `id:${factory[1] ?? ''}`
        : concatenated !== null
          ? (concatenated[1] ?? RUNTIME)
          : line === RUNTIME_BANNER
            ? RUNTIME
            : undefined
    if (next !== undefined && next !== label) {
      found.push({ label, bytes })
      label = next
      bytes = 0
    }
    bytes += Buffer.byteLength(line) + 1
  }
  found.push({ label, bytes: bytes - 1 })
  return found.filter(region => region.bytes > 0)
}

/**
 * The code a fresh process runs to time one import of an instrumented bundle: it installs the
 * probe, imports the bundle, and prints one line of JSON after `marker` on stderr: the time
 * before the bundle's first statement (reading, compiling, linking), the time owned by each
 * label, and the whole import.
 */
export function profilerScript(bundleUrl: string, marker: string): string {
  return `const now = () => performance.now()
const totals = Object.create(null)
const stack = []
let current = ${JSON.stringify(RUNTIME)}
let last = 0
let firstStatementAt = 0
const charge = () => {
  const t = now()
  totals[current] = (totals[current] ?? 0) + (t - last)
  last = t
}
globalThis.${PROBE_GLOBAL} = {
  begin() { firstStatementAt = now(); last = firstStatementAt },
  enter(id) { charge(); stack.push(current); current = 'id:' + id },
  exit() { charge(); current = stack.pop() },
  mark(path) { charge(); current = path }
}
const started = now()
await import(${JSON.stringify(bundleUrl)})
charge()
const ended = now()
process.stderr.write('\\n${marker}' + JSON.stringify({
  beforeFirstStatementMs: firstStatementAt - started,
  totals,
  importMs: ended - started
}) + '\\n')
`
}
