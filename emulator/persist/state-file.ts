/**
 * Owns the files `--state DIR` keeps: `state.json` (format, version, the stores' records) and each
 * uploaded archive as a file of its own under `archives/`. Each is written to a temporary file and
 * renamed over the old one, readable by its owner only: secrets' values are in it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'

import type { DeploymentRecord } from '../control-plane/records.js'
import type { SavedLangSmith } from '../langsmith/router.js'
import type { UploadRecord } from '../storage/storage.js'
import { isRecord } from '../base/validation.js'

/** What `state.json` says it is, and the one version of it this emulator reads. */
export const STATE_FORMAT = 'langgraph-deploy-emulator-state'
export const STATE_VERSION = 1

/** The stores' records, as saved and as restored. */
export interface StateRecords {
  readonly deployments: readonly DeploymentRecord[]
  readonly uploads: readonly UploadRecord[]
  readonly langsmith: SavedLangSmith
}

/** An upload as `state.json` lists it: its bytes are in `archives/<archiveFile>`. */
type SavedUpload = Omit<UploadRecord, 'archive'> & { readonly archiveFile: string }

/** A state that cannot be restored: the start fails, naming the file, and nothing is wiped. */
export class StateFileError extends Error {
  constructor(
    readonly file: string,
    problem: string
  ) {
    super(
      `Cannot restore the emulator's state from ${file}: ${problem}. Fix or remove it, or start with another --state directory.`
    )
    this.name = 'StateFileError'
  }
}

/** The state file of directory `dir`. */
export function stateFileOf(dir: string): string {
  return path.join(dir, 'state.json')
}

/** The file an upload's archive is kept in: its object path, flattened (`sources_<id>_<uuid>.tar.gz`). */
export function archiveFileOf(objectPath: string): string {
  return objectPath.replace(/[^A-Za-z0-9._-]/g, '_')
}

/** The text of `state.json` for `records` (without the archives' bytes). */
export function stateText(records: StateRecords): string {
  const uploads: SavedUpload[] = records.uploads.map(({ archive: _bytes, ...upload }) => ({
    ...upload,
    archiveFile: archiveFileOf(upload.objectPath)
  }))
  const { deployments, langsmith } = records
  return `${JSON.stringify({ format: STATE_FORMAT, version: STATE_VERSION, deployments, uploads, langsmith })}\n`
}

/** Writes `data` to `file` through a temporary file renamed over it, owner-only (0600). */
export function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, data, { mode: 0o600 })
  renameSync(temporary, file)
}

/**
 * Writes the state: each archive not in `written` first (then added to it), then `state.json`
 * as `text`, so the state never names an archive that is not there.
 */
export function writeState(
  dir: string,
  text: string,
  records: StateRecords,
  written: Set<string>
): void {
  const archives = path.join(dir, 'archives')
  mkdirSync(archives, { recursive: true, mode: 0o700 })
  for (const upload of records.uploads) {
    const name = archiveFileOf(upload.objectPath)
    if (written.has(name)) continue
    writeAtomically(path.join(archives, name), upload.archive)
    written.add(name)
  }
  writeAtomically(stateFileOf(dir), text)
}

/** The state saved in `dir`, or undefined when it holds none. Throws {@link StateFileError}. */
export function readState(dir: string): StateRecords | undefined {
  const file = stateFileOf(dir)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined
    throw new StateFileError(file, `it cannot be read (${(error as Error).message})`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new StateFileError(file, `it is not JSON (${(error as Error).message})`)
  }
  const { deployments, uploads, langsmith } = checkedDocument(file, parsed)
  return { deployments, uploads: uploads.map(upload => readArchive(dir, upload)), langsmith }
}

function readArchive(dir: string, upload: SavedUpload): UploadRecord {
  const { archiveFile, ...record } = upload
  const file = path.join(dir, 'archives', archiveFile)
  try {
    return { ...record, archive: readFileSync(file) }
  } catch (error) {
    throw new StateFileError(
      stateFileOf(dir),
      `the archive of upload ${upload.objectPath} cannot be read from ${file} (${(error as Error).message})`
    )
  }
}

/** A list of records, each with a string `key`; else the problem, in words. */
function listOf(value: unknown, where: string, key: string): string | undefined {
  if (!Array.isArray(value)) return `${where} is not a list`
  const bad = value.findIndex(item => !isRecord(item) || typeof item[key] !== 'string')
  return bad === -1 ? undefined : `${where}[${bad}] has no ${key}`
}

/** The document, once its format, version and lists are as this emulator writes them. */
function checkedDocument(
  file: string,
  parsed: unknown
): { deployments: DeploymentRecord[]; uploads: SavedUpload[]; langsmith: SavedLangSmith } {
  if (!isRecord(parsed) || parsed.format !== STATE_FORMAT) {
    throw new StateFileError(
      file,
      `it is not an emulator state file (no "format": "${STATE_FORMAT}")`
    )
  }
  if (parsed.version !== STATE_VERSION) {
    throw new StateFileError(
      file,
      `it is version ${JSON.stringify(parsed.version)} of the state format; this emulator reads version ${STATE_VERSION}`
    )
  }
  const langsmith = isRecord(parsed.langsmith) ? parsed.langsmith : {}
  const problem =
    listOf(parsed.deployments, 'deployments', 'id') ??
    listOf(parsed.uploads, 'uploads', 'objectPath') ??
    listOf(parsed.uploads, 'uploads', 'archiveFile') ??
    listOf(langsmith.datasets, 'langsmith.datasets', 'id') ??
    listOf(langsmith.sessions, 'langsmith.sessions', 'id') ??
    listOf(langsmith.runs, 'langsmith.runs', 'id') ??
    listOf(langsmith.feedback, 'langsmith.feedback', 'id')
  if (problem !== undefined) throw new StateFileError(file, problem)
  const uploads = parsed.uploads as SavedUpload[]
  const unsafe = uploads.find(
    ({ archiveFile }) => archiveFile !== archiveFileOf(archiveFile) || archiveFile.startsWith('.')
  )
  if (unsafe !== undefined) {
    throw new StateFileError(file, `archiveFile "${unsafe.archiveFile}" is not a plain file name`)
  }
  return {
    deployments: parsed.deployments as DeploymentRecord[],
    uploads,
    langsmith: langsmith as unknown as SavedLangSmith
  }
}
