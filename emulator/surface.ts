/**
 * Owns the public surface of a started emulator ({@link RunningEmulator}): what a test reads
 * (state, requests, uploads) and the few things it may change (faults, seeds, scenarios, quirks).
 */
import { seedDeployments, type SeedDefaults } from './control-plane/seed.js'
import type { DeploymentRecord, DeploymentStore } from './control-plane/state.js'
import type { FaultRegistry } from './faults/faults.js'
import type { KeptStateInfo } from './persist/kept-state.js'
import type { DatasetSummary } from './langsmith/datasets.js'
import type { RequestLog } from './request-log.js'
import type { ScaleToZero } from './scale-to-zero.js'
import type { SourceStorage } from './storage/storage.js'
import type {
  DeploymentScenario,
  DeploymentSnapshot,
  EmulatorQuirks,
  RunningEmulator,
  SeedDeployment
} from './types.js'

/** The parts of a running emulator (emulator.ts) its surface reads and changes. */
export interface SurfaceParts {
  readonly url: string
  readonly port: number
  readonly storageUrl: string
  readonly apiKey: string
  readonly workspaceId: string
  readonly listenerId: string
  readonly faults: FaultRegistry
  readonly log: RequestLog
  readonly store: DeploymentStore
  readonly storage: SourceStorage
  readonly scenarios: Map<string, DeploymentScenario>
  readonly seedDefaults: SeedDefaults
  readonly scaleToZero: ScaleToZero
  readonly langsmith: { readonly datasets: { summaries(): DatasetSummary[] } }
  quirks: EmulatorQuirks
  readonly kept: { readonly info: KeptStateInfo } | undefined
  agentUrl(deploymentId: string): string
  close(): Promise<void>
}

/** The surface of one emulator; getters read its state at the time they are called. */
export function buildSurface(emulator: SurfaceParts): RunningEmulator {
  const { store, log, storage } = emulator
  const find = (idOrName: string): DeploymentRecord | undefined =>
    store.get(idOrName) ?? store.byName(idOrName)
  return {
    url: emulator.url,
    port: emulator.port,
    storageUrl: emulator.storageUrl,
    apiKey: emulator.apiKey,
    workspaceId: emulator.workspaceId,
    listenerId: emulator.listenerId,
    faults: {
      add: rule => emulator.faults.add(rule),
      clear: () => {
        emulator.faults.clear()
      }
    },
    get requests() {
      return log.entries()
    },
    get uploads() {
      return storage.list()
    },
    clearRequests: () => {
      log.clear()
    },
    state: {
      deployments: () => store.all().map(record => store.snapshot(record)),
      deployment: idOrName => {
        const record = find(idOrName)
        return record === undefined ? undefined : store.snapshot(record)
      },
      revisions: deploymentId => {
        const record = store.get(deploymentId)
        if (record === undefined) return []
        return store.revisions(record).map(revision => store.revisionToWire(record, revision))
      },
      datasets: () => emulator.langsmith.datasets.summaries()
    },
    seed: (seeds: readonly SeedDeployment[]): DeploymentSnapshot[] =>
      seedDeployments(store, seeds, emulator.seedDefaults).map(record => store.snapshot(record)),
    setScenario: (name, scenario) => {
      if (scenario === undefined) emulator.scenarios.delete(name)
      else emulator.scenarios.set(name, scenario)
    },
    setQuirks: quirks => {
      emulator.quirks = { ...emulator.quirks, ...quirks }
    },
    wakes: deploymentId => emulator.scaleToZero.wakes(deploymentId),
    savedState: emulator.kept?.info,
    agentUrl: id => emulator.agentUrl(id),
    close: () => emulator.close()
  }
}
