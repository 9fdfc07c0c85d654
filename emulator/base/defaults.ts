/** Owns the emulator's defaults that callers may need to name: its credentials and pace. */

/** API key accepted when none is configured. */
export const DEFAULT_API_KEY = 'lsv2_emulator_key'

/** Workspace ID accepted when none is configured. */
export const DEFAULT_WORKSPACE_ID = '00000000-0000-4000-8000-000000000001'

/** ID of the one listener `GET /v2/listeners` serves when none is configured. */
export const DEFAULT_LISTENER_ID = '00000000-0000-4000-8000-00000000000a'

/** ID of the workspace's GitHub integration, which seeded GitHub deployments are built through. */
export const DEFAULT_INTEGRATION_ID = '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6'

/** Milliseconds per in-flight revision status when none is configured: fast, for tests. */
export const DEFAULT_STEP_MS = 20
