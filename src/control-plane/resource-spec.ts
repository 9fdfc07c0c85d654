// Owns `resource_spec` on an update: the service replaces it whole with each revision, so the
// fields of `resource-spec` are laid over the deployment's current spec, read just before.
import type { Logger } from '../base/log.js'
import type { ControlPlane } from './client.js'
import type { DeploySpec, UpdateSource } from './requests.js'
import type { Deployment } from './schemas.js'

/** A `resource_spec` object. */
type ResourceSpec = Readonly<Record<string, unknown>>

/** The spec an update sends, or why the deployment as read cannot tell what it would be. */
export type SpecOver = { readonly spec: ResourceSpec } | { readonly problem: string }

/**
 * `given` laid over the deployment's current `resource_spec`: each top-level field given replaces
 * the current one whole (a nested object such as `labels` too), every other field is kept, an
 * unknown one as well. The answer cannot tell when it has no `source_config.resource_spec`, or
 * one that is not an object: sending `given` alone would reset every field it leaves out.
 */
export function resourceSpecOver(deployment: Deployment, given: ResourceSpec): SpecOver {
  const config: Readonly<Record<string, unknown>> = deployment.source_config ?? {}
  const current = config.resource_spec
  if (current === null) return { spec: { ...given } }
  if (isSpec(current)) return { spec: { ...current, ...given } }
  const read = current === undefined ? 'shows none' : 'is not an object'
  return {
    problem: `input 'resource-spec' gives only some fields, and the service replaces the whole resource_spec with each revision, but the current source_config.resource_spec of deployment "${deployment.name}" ${read} as read, so what the others are cannot be told; nothing was sent. Change the spec in the LangSmith UI, or leave 'resource-spec' out to keep it`
  }
}

/**
 * `spec` as an update of `existing` sends it, from the deployment as read (no new read): with
 * `resource-spec` on an image deployment, laid over its current spec; or why that cannot be told.
 */
export function specOverRead(
  existing: Deployment,
  spec: DeploySpec
): { readonly spec: DeploySpec } | { readonly problem: string } {
  const given = spec.resourceSpec
  if (given === undefined || spec.source !== 'external_docker') return { spec }
  const over = resourceSpecOver(existing, given)
  return 'problem' in over ? over : { spec: { ...spec, resourceSpec: over.spec } }
}

function isSpec(value: unknown): value is ResourceSpec {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** What {@link specOverCurrent} reads with and tells. */
export interface SpecReadDeps {
  readonly controlPlane: ControlPlane
  readonly logger: Logger
}

/**
 * The spec an update of deployment `id` sends: with `resource-spec` on an image deployment, its
 * fields laid over the current spec, read now (just before the write). Throws, before anything
 * is sent, when the answer cannot tell the current spec.
 */
export async function specOverCurrent(
  deps: SpecReadDeps,
  id: string,
  spec: DeploySpec,
  target: UpdateSource
): Promise<DeploySpec> {
  const given = spec.resourceSpec
  if (given === undefined || target.source !== 'external_docker') return spec
  const current = await deps.controlPlane.getDeployment({ id })
  const over = resourceSpecOver(current, given)
  if ('problem' in over) throw new Error(over.problem)
  const kept = Object.keys(over.spec).filter(key => !(key in given))
  deps.logger.info(
    `resource_spec: ${Object.keys(given).join(', ')} from 'resource-spec' over the current spec (read just now), which keeps ${kept.length === 0 ? 'no other field' : kept.join(', ')}: the service replaces the whole spec with each revision.`
  )
  return { ...spec, resourceSpec: over.spec }
}
