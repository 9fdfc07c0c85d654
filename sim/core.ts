// Owns the simulation's stand-in for `@actions/core`: every call goes to the record of the run it
// was made in (AsyncLocalStorage), so many runs of the action can share one process at once.
import { AsyncLocalStorage } from 'node:async_hooks'

/** One line the action wrote. */
export interface LogLine {
  readonly level: 'info' | 'debug' | 'notice' | 'warning' | 'error' | 'group'
  readonly message: string
}

/** What one run did through `@actions/core`. */
export interface CoreRecord {
  readonly inputs: Readonly<Record<string, string>>
  readonly outputs: Record<string, string>
  readonly log: LogLine[]
  readonly summary: string[]
  readonly secrets: string[]
  failed: string | undefined
}

const runs = new AsyncLocalStorage<CoreRecord>()

/** A fresh record with these inputs (as the runner passes them: absent is empty). */
export function coreRecord(inputs: Readonly<Record<string, string>>): CoreRecord {
  return { inputs, outputs: {}, log: [], summary: [], secrets: [], failed: undefined }
}

/** Runs `fn` (a run of the action) with its `@actions/core` calls going to `record`. */
export function withCore<T>(record: CoreRecord, fn: () => Promise<T>): Promise<T> {
  return runs.run(record, fn)
}

function current(): CoreRecord {
  const record = runs.getStore()
  if (record === undefined) throw new Error('@actions/core was called outside a simulated run')
  return record
}

const text = (message: string | Error): string =>
  message instanceof Error ? message.message : message

const write =
  (level: LogLine['level']) =>
  (message: string | Error): void => {
    current().log.push({ level, message: text(message) })
  }

export function getInput(
  name: string,
  options?: { required?: boolean; trimWhitespace?: boolean }
): string {
  const value = current().inputs[name] ?? ''
  if (options?.required === true && value === '') {
    throw new Error(`Input required and not supplied: ${name}`)
  }
  return options?.trimWhitespace === false ? value : value.trim()
}

export function setSecret(secret: string): void {
  current().secrets.push(secret)
}

export function setOutput(name: string, value: unknown): void {
  current().outputs[name] = String(value)
}

export function setFailed(message: string | Error): void {
  current().failed = text(message)
}

export const info = write('info')
export const debug = write('debug')
export const notice = write('notice')
export const warning = write('warning')
export const error = write('error')

export function startGroup(name: string): void {
  write('group')(name)
}

export function endGroup(): void {
  // Groups are only lines here.
}

export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  startGroup(name)
  return fn()
}

export function isDebug(): boolean {
  return true
}

/** The part of the toolkit's job summary the action uses. */
interface Summary {
  addRaw(raw: string, addEOL?: boolean): Summary
  write(): Promise<Summary>
}

/** The job summary: what is added is kept in the run's record. */
export const summary: Summary = {
  addRaw(raw, addEOL = false) {
    current().summary.push(addEOL ? `${raw}\n` : raw)
    return summary
  },
  write() {
    return Promise.resolve(summary)
  }
}

export const ExitCode = { Success: 0, Failure: 1 } as const
