// Owns which graphs a deployment's agent server offers: the `graphs` of the `langgraph.json` in
// an uploaded archive, or for other sources the graphs the emulator was told (`--graph`).
import type { RevisionRecord } from './control-plane/records.js'
import { normalizeArchivePath, readTarball } from './storage/tarball.js'
import type { UploadRecord } from './storage/storage.js'

/** Where the graphs of a revision come from. */
export interface GraphSources {
  /** The archive uploaded at an object path, if any. */
  readonly uploaded: (objectPath: string) => UploadRecord | undefined
  /** Graphs of github and image deployments, whose sources the emulator never sees. */
  readonly graphs: readonly string[]
}

/** The keys of `graphs` in a `langgraph.json` text; none when it is not such a file. */
function graphKeys(text: string): string[] {
  try {
    const config: unknown = JSON.parse(text)
    const graphs = (config as { graphs?: unknown } | null)?.graphs
    return typeof graphs === 'object' && graphs !== null && !Array.isArray(graphs)
      ? Object.keys(graphs)
      : []
  } catch {
    return []
  }
}

/**
 * The graph names a revision's agent server offers. An `internal_source` revision offers the
 * graphs of the config file in its archive (`langgraph_config_path`, default `langgraph.json`).
 */
export async function deployedGraphs(
  revision: RevisionRecord,
  sources: GraphSources
): Promise<readonly string[]> {
  const objectPath = revision.config.source_tarball_path
  if (revision.source !== 'internal_source' || objectPath === null) return sources.graphs
  const upload = sources.uploaded(objectPath)
  if (upload === undefined) return []
  const configPath = normalizeArchivePath(revision.config.langgraph_config_path ?? 'langgraph.json')
  try {
    const entries = await readTarball(upload.archive)
    const config = entries.find(entry => entry.path === configPath)
    return config === undefined ? [] : graphKeys(config.content.toString('utf8'))
  } catch {
    return []
  }
}
