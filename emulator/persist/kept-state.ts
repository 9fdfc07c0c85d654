/**
 * Owns `--state DIR` for one emulator: restores what DIR holds into its stores at start, then saves
 * them (debounced) after each write that changed something, and once more when it closes.
 */
import type { DeploymentStore } from '../control-plane/state.js'
import type { LangSmithApi } from '../langsmith/router.js'
import type { SourceStorage } from '../storage/storage.js'
import {
  StateFileError,
  readState,
  stateFileOf,
  stateText,
  writeState,
  archiveFileOf,
  type StateRecords
} from './state-file.js'

/** How long after a write the state is saved: writes in a burst are saved once. */
export const SAVE_DELAY_MS = 100

/** Methods that write nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The stores whose records are kept. */
export interface KeptParts {
  readonly store: DeploymentStore
  readonly storage: SourceStorage
  readonly langsmith: LangSmithApi
}

/** What was restored at start. */
export interface RestoredCounts {
  readonly deployments: number
  readonly revisions: number
  readonly uploads: number
  readonly datasets: number
  readonly experiments: number
  /** `--dataset` files not loaded: the state holds a dataset of that name, kept instead. */
  readonly datasetsKept: readonly string[]
}

/** Where the state is kept and what was restored from it (undefined: DIR held none yet). */
export interface KeptStateInfo {
  readonly dir: string
  readonly file: string
  readonly restored: RestoredCounts | undefined
}

function recordsOf({ store, storage, langsmith }: KeptParts): StateRecords {
  return { deployments: store.saved(), uploads: storage.list(), langsmith: langsmith.saved() }
}

function countsOf(records: StateRecords, datasetsKept: readonly string[]): RestoredCounts {
  return {
    datasetsKept,
    deployments: records.deployments.length,
    revisions: records.deployments.reduce((sum, record) => sum + record.revisions.length, 0),
    uploads: records.uploads.length,
    datasets: records.langsmith.datasets.length,
    experiments: records.langsmith.sessions.filter(session => session.referenceDatasetId !== null)
      .length
  }
}

/** The state of one emulator kept in a directory. */
export class KeptState {
  readonly info: KeptStateInfo
  readonly #parts: KeptParts
  /** Archives already in DIR. */
  readonly #written = new Set<string>()
  #lastText: string | undefined
  #timer: NodeJS.Timeout | undefined

  /** Restores the state DIR holds into `parts`. Throws {@link StateFileError} when it cannot. */
  constructor(dir: string, parts: KeptParts) {
    this.#parts = parts
    const file = stateFileOf(dir)
    const saved = readState(dir)
    let datasetsKept: string[] = []
    if (saved !== undefined) {
      try {
        parts.store.restore(saved.deployments)
        parts.storage.restore(saved.uploads)
        datasetsKept = parts.langsmith.restore(saved.langsmith)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        throw new StateFileError(file, `its records do not fit this emulator (${message})`)
      }
      for (const upload of saved.uploads) this.#written.add(archiveFileOf(upload.objectPath))
      this.#lastText = stateText(recordsOf(parts))
    }
    this.info = {
      dir,
      file,
      restored: saved === undefined ? undefined : countsOf(saved, datasetsKept)
    }
  }

  /** A request was answered: after any but a read, the state is saved shortly, if it changed. */
  answered(method = 'GET'): void {
    if (READS.has(method.toUpperCase()) || this.#timer !== undefined) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      try {
        this.save()
      } catch (error) {
        process.emitWarning(`the emulator's state was not saved: ${(error as Error).message}`)
      }
    }, SAVE_DELAY_MS)
    // A pending save never keeps the process alive: close() saves at once.
    this.#timer.unref()
  }

  /** Saves now, if anything changed since the last save (or since the restore). */
  save(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const records = recordsOf(this.#parts)
    const text = stateText(records)
    if (text === this.#lastText) return
    writeState(this.info.dir, text, records, this.#written)
    this.#lastText = text
  }
}
