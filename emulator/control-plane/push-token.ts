// Owns the registry of `internal_docker` deployments: `POST /v2/deployments/{id}/push-token`, and
// which images a revision of such a deployment may name (those pushed to its registry).
import { randomBytes } from 'node:crypto'
import { refused } from '../base/api-error.js'
import type { DeploymentRecord } from './state.js'

/** The registry host the emulator names (it runs no registry: nothing is pushed to it). */
const REGISTRY_HOST = 'registry.deployments.emulator.invalid'

/** The repository an internal_docker deployment's images are pushed to. */
function registryUrl(record: DeploymentRecord): string {
  return `${REGISTRY_HOST}/${record.id}`
}

/** `POST .../push-token`: a short-lived token for the deployment's registry (internal_docker only). */
export function pushToken(record: DeploymentRecord): { token: string; registry_url: string } {
  if (record.source !== 'internal_docker') {
    throw refused(
      `Push tokens are only available for 'internal_docker' source deployments: deployment ${record.id} is a ${record.source} deployment.`
    )
  }
  return { token: randomBytes(24).toString('base64url'), registry_url: registryUrl(record) }
}

/** Refuses (400) an image outside the deployment's registry: the service runs only its own. */
export function checkPushedImage(record: DeploymentRecord, imageUri: string): void {
  const registry = registryUrl(record)
  const rest = imageUri.startsWith(registry) ? imageUri.slice(registry.length) : undefined
  if (rest !== undefined && /^[/:@]./.test(rest)) return
  throw refused(
    `source_revision_config.image_uri '${imageUri}' is not in this deployment's registry: POST /v2/deployments/${record.id}/push-token, push the image to its registry_url ('${registry}'), then name it there.`
  )
}
