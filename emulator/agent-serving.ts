// Owns how an emulator serves its deployments' agents: the mounts under /agents, and the real
// builds behind them when LangChain's agent server serves what was deployed (agentServer).
import * as path from 'node:path'

import { AgentMounts } from './agent-mounts.js'
import type { RealBuilds } from './builds/contract.js'
import type { DeploymentStore } from './control-plane/state.js'
import { sourceOf, type GraphSources } from './deployed-graphs.js'
import { ingressLimit } from './payload-limit.js'
import type { ScaleToZero } from './scale-to-zero.js'
import type { SourceStorage } from './storage/storage.js'
import type { EmulatorOptions } from './types.js'

/** Longest wait for a real build's server to answer `GET /ok`, unless `buildTimeoutMs` says. */
const DEFAULT_BUILD_TIMEOUT_MS = 120_000

/** The parts of the emulator the agents are served from. */
export interface AgentParts {
  readonly store: DeploymentStore
  readonly storage: SourceStorage
  readonly apiKey: string
  readonly now: () => number
  readonly scaleToZero: ScaleToZero
}

/** The mounts, and the real builds when `agentServer` is LangChain's. */
export interface AgentServing {
  readonly agents: AgentMounts
  readonly builds: RealBuilds | undefined
}

/** How an emulator with `options` serves agents. */
export function agentServing(options: EmulatorOptions, parts: AgentParts): AgentServing {
  const sources: GraphSources = {
    uploaded: objectPath => parts.storage.uploaded(objectPath),
    repoDir: repository => options.repos?.[repository],
    graphs: options.graphs ?? []
  }
  const { stateDir } = options
  const builds =
    options.agentServer === undefined || options.agentServer === 'builtin'
      ? undefined
      : options.agentServer.builds({
          now: parts.now,
          store: () => parts.store,
          sourceOf: (record, revision) => sourceOf(record, revision, sources),
          root: stateDir === undefined ? undefined : path.join(stateDir, 'builds'),
          onEvent: options.onBuild ?? (() => undefined),
          startTimeoutMs: options.buildTimeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS
        })
  const agents = new AgentMounts(
    parts.store,
    {
      ...(options.agentAuth === false ? {} : { apiKey: parts.apiKey }),
      ...(options.agentTickMs === undefined ? {} : { tickMs: options.agentTickMs })
    },
    sources,
    {
      limit: ingressLimit(options.plays ?? 'cloud'),
      scaleToZero: parts.scaleToZero,
      builtServer: revisionId => builds?.urlOf(revisionId),
      stopBuilt: id => void builds?.stopDeployment(id)
    }
  )
  return { agents, builds }
}
