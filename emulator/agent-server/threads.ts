// Owns the threads of an agent server and the thread record's JSON; thread-state.ts owns their
// checkpoints' JSON (state, history) and updates.
import { taskId, type Checkpoint } from './engine.js'
import { uuid7 } from './ids.js'
import type { Run } from './run.js'

/** Status of a thread, with the real server's names. */
export type ThreadStatus = 'idle' | 'busy' | 'error'

/** A thread: its record fields, its latest checkpoint and its runs. */
export interface Thread {
  readonly threadId: string
  readonly createdAt: string
  updatedAt: string
  metadata: Record<string, unknown>
  status: ThreadStatus
  config: Record<string, unknown>
  /** Latest root checkpoint written by a run on the thread; `null` before the first run. */
  latest: Checkpoint | null
  /** Every root checkpoint of the thread, oldest first (the last is {@link latest}). */
  readonly history: Checkpoint[]
  /** The error of the last run when it failed (shown on the pending task of the state). */
  lastError: Error | undefined
  /** Runs on the thread by id, kept after they finish so a join can tell "finished" from "unknown". */
  readonly runs: Map<string, Run>
}

/** In-memory threads of one deployment. */
export class ThreadStore {
  private readonly threads = new Map<string, Thread>()

  /** Creates a thread; the id is generated unless given. */
  create(threadId: string | undefined, metadata: Record<string, unknown>): Thread {
    const now = new Date().toISOString()
    const thread: Thread = {
      threadId: threadId ?? uuid7(),
      createdAt: now,
      updatedAt: now,
      metadata,
      status: 'idle',
      config: {},
      latest: null,
      history: [],
      lastError: undefined,
      runs: new Map()
    }
    this.threads.set(thread.threadId, thread)
    return thread
  }

  get(threadId: string): Thread | undefined {
    return this.threads.get(threadId)
  }

  /** Forgets a thread, its runs and its checkpoints (its active runs are cancelled first). */
  delete(thread: Thread): void {
    for (const run of thread.runs.values()) if (run.active) run.cancel()
    this.threads.delete(thread.threadId)
  }

  /** Every thread, in creation order. */
  all(): Thread[] {
    return [...this.threads.values()]
  }

  /** Every run still active on any thread. */
  *activeRuns(): Iterable<Run> {
    for (const thread of this.threads.values()) {
      for (const run of thread.runs.values()) if (run.active) yield run
    }
  }
}

/** Keeps a new root checkpoint as the thread's latest. */
export function keepCheckpoint(thread: Thread, checkpoint: Checkpoint): void {
  thread.latest = checkpoint
  thread.history.push(checkpoint)
  thread.updatedAt = new Date().toISOString()
}

/** The active run of a thread, if any (a thread runs one run at a time). */
export function activeRun(thread: Thread): Run | undefined {
  for (const run of thread.runs.values()) if (run.active) return run
  return undefined
}

/** The thread record as `POST /threads` and `GET /threads/{id}` return it. */
export function threadJson(thread: Thread): Record<string, unknown> {
  return {
    thread_id: thread.threadId,
    created_at: thread.createdAt,
    updated_at: thread.updatedAt,
    metadata: thread.metadata,
    status: thread.status,
    config: thread.config,
    ...(thread.latest === null
      ? {}
      : { values: thread.latest.values, interrupts: interrupts(thread.latest) })
  }
}

/** The pending tasks of a checkpoint (those of a failed step) and their interrupts, none here. */
function interrupts(checkpoint: Checkpoint): Record<string, unknown[]> {
  return Object.fromEntries(checkpoint.next.map(name => [taskId(checkpoint.id, name), []]))
}
