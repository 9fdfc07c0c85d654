// Owns the defaults the runner passes for inputs not given: `action.yml`'s, read once a process
// and kept on disk by the file's hash (for the e2e tests, the demo and the benchmarks).
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root, from this file's place (emulator/ or lib/emulator/). */
export function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.basename(path.dirname(here)) === 'lib'
    ? path.resolve(here, '../..')
    : path.resolve(here, '..')
}

/**
 * `action.yml`'s defaults, read once a process, and kept on disk by the file's hash: in a jest
 * test (a vm context, the parser's code cold) parsing its YAML cost ~90 ms of CPU in every e2e
 * file, and loading the parser ~60 ms more.
 */
let declared: Promise<Record<string, string>> | undefined

/** The defaults `action.yml` declares, by input name, as the runner passes them. */
export async function actionDefaults(): Promise<Record<string, string>> {
  declared ??= readFile(path.join(repoRoot(), 'action.yml'), 'utf8')
    .then(text => keptDefaults(text))
    .catch((error: unknown) => {
      declared = undefined
      throw error
    })
  return { ...(await declared) }
}

/** Where parsed defaults are kept, one file per hash of `action.yml`. */
const KEPT = path.join(repoRoot(), 'node_modules', '.cache', 'langgraph-deploy-runner')

/** The defaults of the action file `text`: kept in `dir` under its hash, else parsed and kept. */
export async function keptDefaults(text: string, dir = KEPT): Promise<Record<string, string>> {
  const file = path.join(dir, `${createHash('sha256').update(text).digest('hex')}.json`)
  const kept = await readFile(file, 'utf8').catch(() => undefined)
  if (kept !== undefined) return JSON.parse(kept) as Record<string, string>
  const defaults = await parseDefaults(text)
  // Written whole under another name, then renamed: a reader in another worker sees all or none.
  const partial = `${file}.${randomUUID()}.tmp`
  await mkdir(dir, { recursive: true })
  await writeFile(partial, JSON.stringify(defaults))
  await rename(partial, file)
  return defaults
}

async function parseDefaults(text: string): Promise<Record<string, string>> {
  const { parse } = await import('yaml')
  const action = parse(text) as { inputs?: Record<string, { default?: string | number | boolean }> }
  const defaults: Record<string, string> = {}
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    if (input.default !== undefined) defaults[name] = String(input.default)
  }
  return defaults
}
