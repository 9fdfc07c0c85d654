/**
 * Owns the deployment fields beside its source's config that the Terraform provider sends:
 * `display_name` (kept, changed by PATCH, never cleared) and `secret_references` (Kubernetes
 * secrets, `external_docker` only; `[]` removes all, omitted keeps them).
 */
import { refused } from '../base/api-error.js'
import type { DeploymentSource } from './wire-types.js'
import { FieldReader, isRecord } from '../base/validation.js'

/** One `secret_references` item: an environment variable read from a Kubernetes secret. */
export interface SecretReference {
  readonly name: string
  readonly secret_name: string
  readonly secret_key: string
}

/** The fields as a request gives them; undefined: not given (absent or null). */
export interface DeploymentFields {
  readonly displayName?: string
  readonly secretReferences?: readonly SecretReference[]
}

/**
 * Reads `display_name` (a non-empty string: it cannot be cleared, so `""` is a 422 and null
 * leaves it as it is) and `secret_references`; schema problems go to the reader's issues.
 */
export function readDeploymentFields(reader: FieldReader): DeploymentFields {
  const shown = reader.value.display_name
  const displayName = shown === null ? undefined : reader.string('display_name', { minLength: 1 })
  const secretReferences =
    reader.value.secret_references === null ? undefined : readReferences(reader)
  return {
    ...(displayName === undefined ? {} : { displayName }),
    ...(secretReferences === undefined ? {} : { secretReferences })
  }
}

function readReferences(reader: FieldReader): SecretReference[] | undefined {
  const items = reader.array('secret_references')
  if (items === undefined) return undefined
  const references: SecretReference[] = []
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const loc = [...reader.loc, 'secret_references', index]
    if (!isRecord(item)) {
      reader.issues.push({
        type: 'model_attributes_type',
        loc,
        msg: 'Input should be a valid dictionary or object to extract fields from',
        input: item
      })
      return
    }
    const one = new FieldReader(item, loc, reader.issues)
    const name = one.string('name', { required: true, minLength: 1 })
    const secretName = one.string('secret_name', { required: true, minLength: 1 })
    const secretKey = one.string('secret_key', { required: true, minLength: 1 })
    if (name === undefined || secretName === undefined || secretKey === undefined) return
    if (seen.has(name)) {
      one.fail('name', 'value_error', `Value error, duplicate secret reference '${name}'`, name)
      return
    }
    seen.add(name)
    references.push({ name, secret_name: secretName, secret_key: secretKey })
  })
  return references
}

/** Refuses (400) `secret_references` on a deployment that does not run on a listener. */
export function refuseForeignReferences(source: DeploymentSource, fields: DeploymentFields): void {
  if (fields.secretReferences === undefined || source === 'external_docker') return
  throw refused(
    `secret_references apply to external_docker deployments only (Kubernetes secrets of the listener's cluster); this deployment's source is '${source}': send its values in secrets.`
  )
}
