/**
 * A local emulator of the deployment control plane and of the agent servers it deploys, for
 * tests, benchmarks and demos. It is a real HTTP server on loopback:
 *
 * - `/v2/...` and `/api-host/v2/...`: the control plane (see control-plane/router.ts), as strict as the
 *   real service about what it accepts (create-request.ts, update-request.ts);
 * - `/agents/<deployment-id>/...`: that deployment's agent server, once a revision is live; on
 *   Cloud (option `plays`) a body over 25 MB is refused 413, and a Serverless one may sleep
 *   (options `wakeMs`, `idleMs`);
 * - `/api/v1/...` (also `/api/...`): LangSmith's API for datasets, examples, experiments, runs and
 *   feedback (see langsmith/router.ts), with the seeded dataset `agent-smoke`;
 * - anything else: 404 `{"detail":"Not Found"}`, or a web front end's HTML (option `root`).
 *
 * A second loopback listener, the storage host (`storageUrl`), takes the source archives of
 * `internal_source` deployments through one-time signed URLs (see storage.ts).
 *
 * Faults can be injected on any route of either listener, and a test can read every request,
 * every accepted upload and the state.
 */
import { Emulator } from './emulator.js'
import type { EmulatorOptions, RunningEmulator } from './types.js'

export * from './types.js'
export {
  DEFAULT_API_KEY,
  DEFAULT_INTEGRATION_ID,
  DEFAULT_LISTENER_ID,
  DEFAULT_STEP_MS,
  DEFAULT_WORKSPACE_ID
} from './base/defaults.js'
export {
  CLOUD_ONLY_RESERVED_ENV_NAMES,
  RESERVED_ENV_NAMES,
  isCloudReservedEnvName,
  isReservedEnvName
} from './control-plane/reserved-env.js'
export { LANGSMITH_API_PREFIX } from './langsmith/router.js'
export { CLOUD_PAYLOAD_LIMIT_BYTES } from './payload-limit.js'
export { AGENT_SMOKE_DATASET } from './langsmith/agent-smoke.js'
export { parseDatasetFile } from './langsmith/dataset-file.js'
export { StateFileError } from './persist/state-file.js'
export { STORAGE_BUCKET, UPLOAD_CONTENT_TYPE, UPLOAD_LENGTH_RANGE } from './storage/storage.js'
export { readTarball, type TarballEntry } from './storage/tarball.js'
export { fakeCommitSha } from './control-plane/plans.js'
export { answerText, keepFields, setFields } from './faults/rewrites.js'
export {
  DEFAULT_INTEGRATIONS,
  type EmulatedIntegration,
  integrationsWith
} from './integrations/integrations.js'

/**
 * Starts an emulator on loopback (port 0 unless configured) and resolves once both its
 * listeners listen. Close it with `close()`; it holds no timers of its own between requests
 * (with `stateDir`, a save pending for a tenth of a second, which never keeps the process alive).
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = new Emulator(options)
  try {
    await emulator.listen()
  } catch (error) {
    // A port in use: the listener that did open is closed, not left behind.
    await emulator.close()
    throw error
  }
  return emulator.surface()
}
