/**
 * Owns the `secrets` list of a control-plane request body, which every create and update may
 * carry (base/json-body.ts parses the body itself).
 */
import { refused } from '../base/api-error.js'
import { isCloudReservedEnvName, isReservedEnvName } from './reserved-env.js'
import { FieldReader, isRecord } from '../base/validation.js'

/** A secret as sent on create or update. */
export interface Secret {
  readonly name: string
  readonly value: string
}

const NOT_AN_OBJECT = 'Input should be a valid dictionary or object to extract fields from'

/** Reads `secrets` (absent: undefined); schema problems go to the reader's issues. */
export function readSecrets(reader: FieldReader): Secret[] | undefined {
  const items = reader.array('secrets')
  if (items === undefined) return undefined
  const secrets: Secret[] = []
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const loc = [...reader.loc, 'secrets', index]
    if (!isRecord(item)) {
      reader.issues.push({ type: 'model_attributes_type', loc, msg: NOT_AN_OBJECT, input: item })
      return
    }
    const secret = new FieldReader(item, loc, reader.issues)
    const name = secret.string('name', { required: true, minLength: 1 })
    const value = secret.string('value', { required: true })
    if (name === undefined || value === undefined) return
    if (seen.has(name)) {
      secret.fail('name', 'value_error', `Value error, duplicate secret name '${name}'`, name)
      return
    }
    seen.add(name)
    secrets.push({ name, value })
  })
  return secrets
}

/**
 * Refuses (400) a secret whose name the platform reserves for itself; on the cloud, also the
 * names only self-hosted installs accept.
 */
export function refuseReservedSecrets(
  secrets: readonly Secret[] | undefined,
  plays: 'cloud' | 'self-hosted'
): void {
  const reserved = secrets?.find(
    secret =>
      isReservedEnvName(secret.name) || (plays === 'cloud' && isCloudReservedEnvName(secret.name))
  )
  if (reserved !== undefined) {
    throw refused(
      `Secret name '${reserved.name}' is reserved by the platform and cannot be set on a deployment; rename the secret.`
    )
  }
}
