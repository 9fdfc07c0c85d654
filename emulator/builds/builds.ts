/**
 * Owns the real builds of one emulator: a build per revision whose source it holds, run as the
 * revision is created, its log and end written on the revision (its status follows, see
 * lifecycle.ts `builtPlan`), and the servers they leave: each stops once its revision can no
 * longer serve (superseded and replaced, failed, deleted) and all stop with the emulator.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

import { plansBuild, type BuildProgress } from '../control-plane/lifecycle.js'
import type { DeploymentRecord, DeploymentStore, RevisionRecord } from '../control-plane/state.js'
import type { ChildServer } from './child-server.js'
import type { BuildSettings, LangGraphAgentServer, RealBuilds } from './contract.js'
import { BuildFailure, runBuild } from './build.js'
import { writeSource, type BuildSource } from './work-dir.js'

/** How often servers whose revision no longer serves are looked for. */
const SWEEP_MS = 500

/** One build and what it left. */
interface Running {
  readonly deploymentId: string
  readonly dir: string
  url?: string
  server?: ChildServer
  stopped: boolean
}

/** The real builds of one emulator. */
class Builds implements RealBuilds {
  readonly #settings: BuildSettings
  readonly #running = new Map<string, Running>()
  #root: Promise<string> | undefined
  readonly #sweeper: NodeJS.Timeout

  constructor(settings: BuildSettings) {
    this.#settings = settings
    this.#sweeper = setInterval(() => {
      this.sweep()
    }, SWEEP_MS)
    this.#sweeper.unref()
  }

  /** Starts the build of a new revision when the emulator holds its source and the plan builds. */
  buildRevision(record: DeploymentRecord, revision: RevisionRecord): void {
    if (!plansBuild(revision.plan)) return
    const source = this.#settings.sourceOf(record, revision)
    if (source === undefined) return
    revision.build = { lines: [] }
    void this.#build(record, revision, source, revision.build)
  }

  /**
   * After a restart on saved state (`--state`): builds again what was being built (its log starts
   * over) and the live revision of each deployment, whose status and build log stay as they were.
   */
  rebuildAfterRestart(): void {
    const store = this.#settings.store()
    for (const record of store.all()) {
      const live = store.activeRevision(record)
      for (const revision of record.revisions) {
        const source = this.#settings.sourceOf(record, revision)
        if (revision.build === undefined || source === undefined) continue
        if (revision.build.ended === undefined) {
          revision.build = { lines: [] }
          void this.#build(record, revision, source, revision.build)
        } else if (revision.id === live?.id) {
          void this.#build(record, revision, source, { lines: [] })
        }
      }
    }
  }

  /** The URL of the server a revision's build started, while it runs. */
  urlOf(revisionId: string): string | undefined {
    const running = this.#running.get(revisionId)
    return running?.stopped === false ? running.url : undefined
  }

  async #workDir(revisionId: string): Promise<string> {
    const { root } = this.#settings
    this.#root ??=
      root === undefined
        ? mkdtemp(path.join(tmpdir(), 'langgraph-emulator-builds-'))
        : Promise.resolve(root)
    return path.join(await this.#root, revisionId)
  }

  async #build(
    record: DeploymentRecord,
    revision: RevisionRecord,
    source: BuildSource,
    build: BuildProgress
  ): Promise<void> {
    const offset = () => this.#settings.now() - revision.createdAt
    const log = (message: string, level: 'INFO' | 'ERROR' = 'INFO') => {
      build.lines.push({ offset: offset(), message, level })
    }
    const running: Running = {
      deploymentId: record.id,
      dir: await this.#workDir(revision.id),
      stopped: false
    }
    this.#running.set(revision.id, running)
    const { dir } = running
    const name = `${record.name} revision ${revision.id}`
    try {
      log(source.kind === 'archive' ? 'Unpacking the uploaded source' : `Copying ${source.path}`)
      await rm(dir, { recursive: true, force: true }) // what a build before a restart left
      await writeSource(source, dir)
      const built = await runBuild({
        dir,
        configPath: revision.config.langgraph_config_path ?? 'langgraph.json',
        secrets: Object.fromEntries(record.secrets.map(secret => [secret.name, secret.value])),
        log,
        cancelled: () => running.stopped,
        startTimeoutMs: this.#settings.startTimeoutMs
      })
      Object.assign(running, { url: built.url, server: built.server })
      const times = `dependencies ${seconds(built.installMs)}, agent server start-up ${seconds(built.startMs)}`
      log(
        `Agent server is up at ${built.url}: built in ${seconds(built.installMs + built.startMs)} (${times})`
      )
      build.ended = { offset: offset(), ok: true, message: 'Build succeeded' }
      this.#settings.onEvent(
        `build ${name}: live in ${seconds(offset())} after the write (${times})`
      )
      if (running.stopped) await built.server.stop()
    } catch (error) {
      const reason =
        error instanceof BuildFailure ? error.message : `emulator error: ${String(error)}`
      const message = `Build failed: ${reason}`
      log(message, 'ERROR')
      build.ended = { offset: offset(), ok: false, message }
      this.#settings.onEvent(`build ${name}: BUILD_FAILED after ${seconds(offset())}: ${reason}`)
    }
    this.sweep()
  }

  /** Stops the servers of revisions that no longer serve, or of deployments gone. */
  sweep(): void {
    const store = this.#settings.store()
    for (const [revisionId, running] of this.#running) {
      if (running.stopped) continue
      const record = store.get(running.deploymentId)
      const revision = record?.revisions.find(one => one.id === revisionId)
      const gone = record === undefined || record.deletedAt !== undefined || revision === undefined
      if (gone || !this.#mayServe(store, record, revision)) void this.#stop(revisionId, running)
    }
  }

  /** In flight (it may still go live) or the live one of its deployment. */
  #mayServe(store: DeploymentStore, record: DeploymentRecord, revision: RevisionRecord): boolean {
    const status = store.status(revision).status
    if (['DEPLOYED', 'BUILD_FAILED', 'DEPLOY_FAILED', 'SKIPPED', 'INTERRUPTED'].includes(status)) {
      return store.activeRevision(record)?.id === revision.id
    }
    return true
  }

  async #stop(revisionId: string, running: Running): Promise<void> {
    running.stopped = true
    await running.server?.stop()
    await rm(running.dir, { recursive: true, force: true }).catch(() => undefined)
    this.#running.delete(revisionId)
  }

  /** Stops the servers of a deployment (deleted). */
  async stopDeployment(deploymentId: string): Promise<void> {
    const stops = [...this.#running]
      .filter(([, running]) => running.deploymentId === deploymentId)
      .map(([id, running]) => this.#stop(id, running))
    await Promise.all(stops)
  }

  /** Stops every server and removes the temporary work directories, for good. */
  async close(): Promise<void> {
    clearInterval(this.#sweeper)
    await Promise.all([...this.#running].map(([id, running]) => this.#stop(id, running)))
    if (this.#root !== undefined && this.#settings.root === undefined) {
      await rm(await this.#root, { recursive: true, force: true })
    }
  }
}

/** LangChain's agent server, built per revision: the emulator's `agentServer` of the CLI. */
export const LANGGRAPH_AGENT_SERVER: LangGraphAgentServer = {
  builds: settings => new Builds(settings)
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}
