/**
 * Owns seeding: deployments that exist before the client arrives, each with one revision
 * already in the status the test asked for, filled with the defaults of its source.
 */
import { DEFAULT_INTEGRATION_ID } from '../base/defaults.js'
import { seededPlan, type RevisionConfig } from './plans.js'
import { NameTakenError, type DeploymentRecord, type DeploymentStore } from './state.js'
import type { DeploymentType, SeedDeployment, WireSourceConfig } from './wire-types.js'
import { isUuid } from '../base/validation.js'

/** Refuses a batch with a taken or repeated name, or a malformed ID, before adding any. */
function checkSeeds(store: DeploymentStore, seeds: readonly SeedDeployment[]): void {
  const taken = new Set<string>()
  for (const seed of seeds) {
    if (taken.has(seed.name) || store.byName(seed.name) !== undefined) {
      throw new NameTakenError(seed.name)
    }
    if (seed.id !== undefined && !isUuid(seed.id)) {
      throw new TypeError(`seed deployment ${seed.name} has an ID that is not a UUID: ${seed.id}`)
    }
    taken.add(seed.name)
  }
}

/** What a seed that does not say gets: the emulator's listener, the pricing era's cheap type. */
export interface SeedDefaults {
  readonly listenerId: string
  /** `serverless` on usage pricing, `dev` on the previous one (pricing.ts). */
  readonly deploymentType: DeploymentType
}

function seedSourceConfig(seed: SeedDeployment, defaults: SeedDefaults): WireSourceConfig {
  const source = seed.source ?? 'github'
  const github = source === 'github'
  return {
    integration_id: github ? DEFAULT_INTEGRATION_ID : null,
    // The repository the bundle's runner runs in (emulator/runner.ts): a seeded deployment is the
    // workflow's own, as an earlier run of it would have left it.
    repo_url: github ? 'https://github.com/acme/agent' : null,
    deployment_type: defaults.deploymentType,
    build_on_push: false,
    custom_url: null,
    resource_spec: null,
    listener_id: source === 'external_docker' ? defaults.listenerId : null,
    ...seed.sourceConfig
  }
}

function seedRevisionConfig(seed: SeedDeployment): RevisionConfig {
  const source = seed.source ?? 'github'
  const built = source === 'github' || source === 'internal_source'
  return {
    repo_ref: source === 'github' ? 'main' : null,
    langgraph_config_path: built ? 'langgraph.json' : null,
    image_uri: built ? null : `docker.io/example/${seed.name}:latest`,
    source_tarball_path: source === 'internal_source' ? `seeded/${seed.name}.tar.gz` : null,
    ...seed.sourceRevisionConfig
  }
}

/** Adds the seeds in order (the last is the newest); throws when a name is taken. */
export function seedDeployments(
  store: DeploymentStore,
  seeds: readonly SeedDeployment[],
  defaults: SeedDefaults
): DeploymentRecord[] {
  checkSeeds(store, seeds)
  return seeds.map(seed =>
    store.create(
      {
        ...(seed.id === undefined ? {} : { id: seed.id }),
        name: seed.name,
        source: seed.source ?? 'github',
        sourceConfig: seedSourceConfig(seed, defaults),
        revisionConfig: seedRevisionConfig(seed),
        secrets: seed.secrets ?? []
      },
      subject => seededPlan(subject, seed.revisionStatus ?? 'DEPLOYED')
    )
  )
}
