// Owns one run: executing its graph and fanning its events out to the clients that stream it.
import {
  executeGraph,
  type Checkpoint,
  type Graph,
  type RunIdentity,
  type StartPoint,
  type State
} from './engine.js'
import { formatFrame, type EventStream } from './sse.js'
import { StreamRouter, type StreamMode } from './stream.js'

/** Status of a run, with the real server's names. */
export type RunStatus = 'pending' | 'running' | 'success' | 'error' | 'interrupted'

/** How a run ended: its final values, or the graph's error (undefined when cancelled). */
export interface RunOutcome {
  readonly status: RunStatus
  readonly values: State | undefined
  readonly error: Error | undefined
}

/** What a run needs to start. */
export interface RunOptions {
  readonly identity: RunIdentity
  readonly graph: Graph
  readonly input: unknown
  readonly modes: readonly StreamMode[]
  readonly subgraphs: boolean
  /** Whether the run is cancelled when the client that started it disconnects. */
  readonly onDisconnect: 'cancel' | 'continue'
  readonly tickMs: number
  /** The thread's latest checkpoint, for a stateful run on a thread that has run before. */
  readonly start: StartPoint | null
  /** Receives each root checkpoint (a stateful run persists them in its thread). */
  readonly onCheckpoint: (checkpoint: Checkpoint) => void
  /** Called once when the run has stopped, with its final status and the graph's error if it failed. */
  readonly onFinish: (status: RunStatus, error: Error | undefined) => void
  /** Run metadata (the thread's and the request's), reported in the run record. */
  readonly metadata: Readonly<Record<string, unknown>>
}

/**
 * One run: executes its graph and fans each event out to the clients
 * streaming it. Clients only receive what is published after they
 * subscribe; nothing is buffered. Publishing waits for every subscribed
 * client to accept the event, so the slowest reader paces the run and memory
 * stays flat; with no subscriber the run goes at its own pace.
 */
export class Run {
  private status: RunStatus = 'pending'
  readonly createdAt = new Date().toISOString()
  private updatedAt = this.createdAt
  private readonly controller = new AbortController()
  private readonly subscribers = new Set<EventStream>()
  /** Id of the next event: thread runs number their events 0, 1, 2, ... */
  private nextId = 0
  private finished: Promise<void> | undefined
  private values: State | undefined
  private failure: Error | undefined
  private settle: (() => void) | undefined
  /** Resolves once the run has stopped, whatever the outcome. */
  private readonly settled = new Promise<void>(resolve => {
    this.settle = resolve
  })

  constructor(private readonly options: RunOptions) {}

  /** Waits until the run has stopped (it must have been started or be cancelled) and tells how. */
  async outcome(): Promise<RunOutcome> {
    await this.settled
    return { status: this.status, values: this.values, error: this.failure }
  }

  /** The run's identity (ids, graph, whether it is stateful). */
  get identity(): RunIdentity {
    return this.options.identity
  }

  /** Whether the run is cancelled when the client that started it disconnects. */
  get onDisconnect(): 'cancel' | 'continue' {
    return this.options.onDisconnect
  }

  /** Whether the run is still pending or running. */
  get active(): boolean {
    return this.status === 'pending' || this.status === 'running'
  }

  /** Adds a client; it receives the events published from now on, and its body ends with the run. */
  subscribe(stream: EventStream): void {
    if (!this.active) {
      stream.end()
      return
    }
    this.subscribers.add(stream)
    stream.onClientGone(() => this.subscribers.delete(stream))
  }

  /** Starts executing; resolves when the run has stopped, whatever the outcome. */
  start(): Promise<void> {
    this.finished ??= this.execute()
    return this.finished
  }

  /** Stops the run as soon as it next yields; subscribers' bodies end. */
  cancel(): void {
    if (this.status === 'pending') this.finish('interrupted')
    this.controller.abort(new Error('run cancelled'))
    // Ending the bodies now also releases a publish that waits for a full socket to drain.
    for (const subscriber of this.subscribers) subscriber.end()
    this.subscribers.clear()
  }

  private async execute(): Promise<void> {
    if (!this.active) return
    this.status = 'running'
    const { identity, graph, input, modes, subgraphs, tickMs, start } = this.options
    const signal = this.controller.signal
    // A cancelled run may still be winding down while a newer run owns the thread.
    const onCheckpoint = (checkpoint: Checkpoint) => {
      if (!signal.aborted) this.options.onCheckpoint(checkpoint)
    }
    try {
      await this.publish('metadata', { run_id: identity.runId, attempt: 1 })
      this.values = await executeGraph({
        graph,
        input,
        identity,
        sink: new StreamRouter(modes, subgraphs, (event, data) => this.publish(event, data)),
        signal,
        tickMs,
        start,
        onCheckpoint,
        metadata: this.options.metadata
      })
      this.finish(signal.aborted ? 'interrupted' : 'success')
    } catch (error) {
      if (signal.aborted) {
        this.finish('interrupted')
        return
      }
      const failure = error instanceof Error ? error : new Error(String(error))
      await this.publish('error', { error: failure.name, message: failure.message }).catch(
        () => undefined
      )
      this.finish('error', failure)
    }
  }

  private async publish(event: string, data: unknown): Promise<void> {
    this.controller.signal.throwIfAborted()
    const id = this.nextId
    this.nextId += 1
    if (this.subscribers.size === 0) return
    const frame = formatFrame(
      event,
      JSON.stringify(data),
      this.options.identity.stateful ? id : undefined
    )
    let pending: Promise<void>[] | undefined
    for (const subscriber of this.subscribers) {
      const waiting = subscriber.send(frame)
      if (waiting !== undefined) (pending ??= []).push(waiting)
    }
    if (pending !== undefined) await Promise.all(pending)
  }

  private finish(status: RunStatus, error?: Error): void {
    if (!this.active) return
    this.status = status
    this.failure = error
    this.updatedAt = new Date().toISOString()
    for (const subscriber of this.subscribers) subscriber.end()
    this.subscribers.clear()
    this.options.onFinish(status, error)
    this.settle?.()
  }

  /** The run record, as `POST /threads/{id}/runs` returns it. */
  record(): Record<string, unknown> {
    const { identity, input, modes, subgraphs, metadata } = this.options
    return {
      run_id: identity.runId,
      thread_id: identity.threadId,
      assistant_id: identity.assistantId,
      metadata,
      status: this.status,
      kwargs: {
        input,
        config: {
          configurable: {
            ...(identity.userAgent === undefined ? {} : { 'user-agent': identity.userAgent }),
            run_id: identity.runId,
            thread_id: identity.threadId,
            graph_id: identity.graphId,
            assistant_id: identity.assistantId
          },
          metadata
        },
        context: {},
        stream_mode: modes,
        temporary: !identity.stateful,
        subgraphs,
        resumable: false
      },
      multitask_strategy: 'reject',
      created_at: this.createdAt,
      updated_at: this.updatedAt
    }
  }
}
