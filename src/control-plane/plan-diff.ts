// Owns comparing a write's body (as requests.ts builds it) with the deployment as read, field by
// field: what `mode: plan` says deploy would change and what an update logs. Never a secret's value.
import type { CreateDeploymentBody, Secret, UpdateDeploymentBody } from './requests.js'
import type { Deployment, Revision } from './schemas.js'

/** What the write would do with one field. */
export type FieldVerdict =
  | 'add'
  | 'change'
  | 'unchanged'
  | 'remove'
  /** Sent, but the deployment as read does not tell its value, so no one can say if it changes. */
  | 'will be sent'

/** One field of the write, beside the deployment's value of it. */
export interface FieldDiff {
  /** Its path in the body: `source_revision_config.repo_ref`, `secrets.OPENAI_API_KEY`. */
  readonly field: string
  /** The deployment's value as read; undefined when it has none (or on a create). */
  readonly current: string | undefined
  /** The value sent; undefined for a secret (its value is never shown) or a removal. */
  readonly next: string | undefined
  readonly verdict: FieldVerdict
}

/**
 * Fields the bodies send under a second name, for servers that read the other one (requests.ts
 * sends the config path as both): each is a row of its own, as it is sent, and when the
 * deployment as read has only the other name, compared with that.
 */
const SECOND_NAMES: Readonly<Record<string, string>> = {
  graph_config_path: 'langgraph_config_path'
}

/** A create: every field it sends is new. */
export function diffCreate(body: CreateDeploymentBody): FieldDiff[] {
  const rows: FieldDiff[] = [
    { field: 'name', current: undefined, next: body.name, verdict: 'add' },
    { field: 'source', current: undefined, next: body.source, verdict: 'add' }
  ]
  for (const part of ['source_config', 'source_revision_config'] as const) {
    for (const [key, value] of fieldsOf(body[part])) {
      rows.push({ field: `${part}.${key}`, current: undefined, next: value, verdict: 'add' })
    }
  }
  return [...rows, ...diffSecrets(body.secrets, undefined)]
}

/** An update of `deployment`: each field the body sends, against the deployment's value. */
export function diffUpdate(body: UpdateDeploymentBody, deployment: Deployment): FieldDiff[] {
  const rows: FieldDiff[] = []
  if (body.revision_source !== undefined) {
    rows.push(compare('source', deployment, 'source', body.revision_source))
  }
  for (const part of ['source_config', 'source_revision_config'] as const) {
    const read: Readonly<Record<string, unknown>> = deployment[part] ?? {}
    for (const [key, value] of fieldsOf(body[part])) {
      rows.push(compare(`${part}.${key}`, read, readName(read, key), value))
    }
  }
  if (body.secrets !== undefined) rows.push(...diffSecrets(body.secrets, deployment.secrets))
  return rows
}

/**
 * The secrets sent against the deployment's: by name, and by value only where the service
 * returned one. A secret of the deployment not sent is removed: the list sent replaces it.
 */
export function diffSecrets(
  sent: readonly Secret[],
  read: Deployment['secrets'] | undefined
): FieldDiff[] {
  const known = new Map((read ?? []).map(secret => [secret.name, secret.value ?? undefined]))
  const rows = sent.map((secret): FieldDiff => {
    const field = `secrets.${secret.name}`
    if (!known.has(secret.name))
      return { field, current: undefined, next: undefined, verdict: 'add' }
    const value = known.get(secret.name)
    const verdict =
      value === undefined ? 'will be sent' : value === secret.value ? 'unchanged' : 'change'
    return { field, current: undefined, next: undefined, verdict }
  })
  if (read === undefined || sent.length === 0) return rows
  const names = new Set(sent.map(secret => secret.name))
  for (const name of known.keys()) {
    if (names.has(name)) continue
    rows.push({ field: `secrets.${name}`, current: undefined, next: undefined, verdict: 'remove' })
  }
  return rows
}

/** The settings an update sends (`source_config.*`: build_on_push, custom_url, resource_spec...). */
export function diffSettings(body: UpdateDeploymentBody, deployment: Deployment): FieldDiff[] {
  return diffUpdate({ source_config: body.source_config }, deployment)
}

/** The revision that serves before a write, as read (undefined: none serves, or not told). */
export interface ServingRevision {
  readonly id: string
  /** Undefined when it could not be read: what it was built from is not known. */
  readonly revision: Revision | undefined
  /** Its archive's SHA-256, where a record of the upload tells it (GitHub's, with a token). */
  readonly digest?: string
}

/** The row of what the new revision is built from, against what the serving one was. */
export const BUILT_FROM = 'built_from'

/**
 * What the serving revision was built from against what the write sends (its
 * `source_revision_config`; `digest`: the archive's sha256, for an upload). Never `unchanged`: a
 * new revision is built either way, and a ref may point at another commit by then.
 */
export function diffBuiltFrom(
  serving: ServingRevision | undefined,
  sent: Readonly<Record<string, unknown>> | undefined,
  digest?: string
): FieldDiff {
  const next = builtFrom(sent ?? {}, digest) ?? '(not told)'
  if (serving === undefined) return { field: BUILT_FROM, current: undefined, next, verdict: 'add' }
  const what =
    serving.revision === undefined
      ? undefined
      : builtFrom(serving.revision.source_revision_config ?? {}, serving.digest)
  const current = `revision ${serving.id}: ${what ?? 'what it was built from is not known'}`
  return { field: BUILT_FROM, current, next, verdict: 'change' }
}

/**
 * What a revision config names, for people: the image, the archive (and its digest when known),
 * or the commit built and its ref (a ref alone before the build).
 */
function builtFrom(config: Readonly<Record<string, unknown>>, digest?: string): string | undefined {
  const text = (key: string): string | undefined => {
    const value = config[key]
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  }
  const [image, archive, commit, ref] = [
    'image_uri',
    'source_tarball_path',
    'repo_commit_sha',
    'repo_ref'
  ].map(text)
  if (image !== undefined) return `image ${image}`
  if (archive !== undefined)
    return `archive ${archive}${digest === undefined ? '' : ` (sha256:${digest})`}`
  if (commit !== undefined) return `commit ${commit}${ref === undefined ? '' : ` (ref ${ref})`}`
  return ref === undefined ? undefined : `ref ${ref}`
}

/** Every field of one part of a body, as text: each is a row of the plan. */
function fieldsOf(part: Readonly<Record<string, unknown>> | undefined): [string, string][] {
  const fields: [string, string][] = []
  for (const [key, value] of Object.entries(part ?? {})) {
    const text = shown(value)
    if (text !== undefined) fields.push([key, text])
  }
  return fields
}

/** The name under which the deployment as read holds the field `key` of the body. */
function readName(read: Readonly<Record<string, unknown>>, key: string): string {
  const other = SECOND_NAMES[key]
  return key in read || other === undefined || !(other in read) ? key : other
}

/** `read[key]` against the value sent: a field the answer leaves out cannot be compared. */
function compare(
  field: string,
  read: Readonly<Record<string, unknown>>,
  key: string,
  next: string
): FieldDiff {
  if (!(key in read)) return { field, current: undefined, next, verdict: 'will be sent' }
  const current = shown(read[key])
  if (current === undefined) return { field, current, next, verdict: 'add' }
  return { field, current, next, verdict: current === next ? 'unchanged' : 'change' }
}

/** A value as text: JSON for objects (keys sorted, so that order does not count); none for null. */
function shown(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  return JSON.stringify(sorted(value))
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, sorted(item)])
  )
}
