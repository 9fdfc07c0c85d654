// Owns what a revision deployed, as far as the emulator holds it: its source (the uploaded archive,
// or the local directory mapped to its github repository) and the graphs its langgraph.json names.
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'

import type { BuildSource } from './builds/work-dir.js'
import type { DeploymentRecord, RevisionRecord } from './control-plane/records.js'
import { normalizeArchivePath, readTarball } from './storage/tarball.js'
import type { UploadRecord } from './storage/storage.js'

/** Where the sources of revisions come from. */
export interface GraphSources {
  /** The archive uploaded at an object path, if any. */
  readonly uploaded: (objectPath: string) => UploadRecord | undefined
  /** The local directory mapped to a github repository (`owner/name`), if any (`--repo`). */
  readonly repoDir: (repository: string) => string | undefined
  /** Graphs of deployments without a config the emulator holds (`--graph`), besides the built-ins. */
  readonly graphs: readonly string[]
}

/** `owner/name` of a GitHub repository URL, if it is one. */
function repositoryOf(repoUrl: string | null): string | undefined {
  if (repoUrl === null) return undefined
  const match = /^https:\/\/github\.com\/([^/]+\/[^/]+?)(\.git)?\/?$/.exec(repoUrl)
  return match?.[1]
}

/**
 * The source of a revision when the emulator holds it: an `internal_source` revision's archive,
 * a `github` one's mapped directory. Image deployments and unmapped repositories have none.
 */
export function sourceOf(
  record: DeploymentRecord,
  revision: RevisionRecord,
  sources: GraphSources
): BuildSource | undefined {
  const objectPath = revision.config.source_tarball_path
  if (revision.source === 'internal_source' && objectPath !== null) {
    const upload = sources.uploaded(objectPath)
    return upload === undefined ? undefined : { kind: 'archive', archive: upload.archive }
  }
  if (revision.source !== 'github') return undefined
  const repository = repositoryOf(record.sourceConfig.repo_url)
  const dir = repository === undefined ? undefined : sources.repoDir(repository)
  return dir === undefined ? undefined : { kind: 'directory', path: dir }
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

/** The text of the file at `configPath` in a source, or undefined when it has none. */
async function configText(source: BuildSource, configPath: string): Promise<string | undefined> {
  try {
    if (source.kind === 'directory')
      return await readFile(path.join(source.path, configPath), 'utf8')
    const entries = await readTarball(source.archive)
    return entries.find(entry => entry.path === configPath)?.content.toString('utf8')
  } catch {
    return undefined
  }
}

/**
 * The graph names a revision's config offers (`langgraph_config_path`, default
 * `langgraph.json`), or undefined when the emulator holds no config of it: then the built-in
 * graphs and `--graph` answer, as before any config.
 */
export async function deployedGraphs(
  record: DeploymentRecord,
  revision: RevisionRecord,
  sources: GraphSources
): Promise<readonly string[] | undefined> {
  const source = sourceOf(record, revision, sources)
  if (source === undefined) return undefined
  const configPath = normalizeArchivePath(revision.config.langgraph_config_path ?? 'langgraph.json')
  const text = await configText(source, configPath)
  return text === undefined ? undefined : graphKeys(text)
}
