// Owns what a write's secrets list does to the deployment's secrets, by name only: the list sent
// replaces them, so names it leaves out are removed. Built on plan-diff.ts's diffSecrets.
import { diffSecrets } from './plan-diff.js'
import type { Secret } from './requests.js'
import type { Deployment } from './schemas.js'

/** What a secrets list sent does to the deployment's secrets: names, never values. */
export interface SecretsChange {
  /** False when the deployment as read does not list its secrets: removals cannot be told. */
  readonly known: boolean
  /** Names the deployment holds and the list leaves out: the write removes them. */
  readonly removed: readonly string[]
  /** Names the list adds. */
  readonly added: readonly string[]
  /** Names whose value the service returned and the list changes. */
  readonly changed: readonly string[]
  /** Names sent again whose value the service does not return: changed or not, no one can say. */
  readonly resent: readonly string[]
  /** Names whose value the service returned and the list sends unchanged. */
  readonly unchanged: readonly string[]
}

/**
 * The change of a write that sends `sent` to a deployment holding `current` (as read; undefined
 * when the answer did not list them). The list sent replaces the deployment's secrets.
 */
export function secretsChange(
  sent: readonly Secret[],
  current: Deployment['secrets'] | undefined
): SecretsChange {
  const change = {
    removed: [] as string[],
    added: [] as string[],
    changed: [] as string[],
    resent: [] as string[],
    unchanged: [] as string[]
  }
  for (const row of diffSecrets(sent, current ?? undefined)) {
    const name = row.field.slice('secrets.'.length)
    if (row.verdict === 'remove') change.removed.push(name)
    else if (row.verdict === 'add') change.added.push(name)
    else if (row.verdict === 'change') change.changed.push(name)
    else if (row.verdict === 'unchanged') change.unchanged.push(name)
    else change.resent.push(name)
  }
  const known = current !== undefined && current !== null
  // Unlisted secrets look like additions to diffSecrets; with nothing listed, none is known new.
  if (!known) return { ...change, known, added: [], resent: [...change.added] }
  return { ...change, known }
}

/**
 * What an update that sends no secrets does to them: nothing. The service keeps the previous
 * revision's when none are sent (and takes an empty list as none: no list can clear them).
 */
export const SECRETS_KEPT =
  "secrets: unchanged (none sent; the service keeps the previous revision's)"

/** The change in one line, names only: what the log says before the write. */
export function describeSecretsChange(change: SecretsChange): string {
  if (!change.known) {
    return `the secrets listed replace the deployment's secrets; the service did not list the deployment's secrets, so which names this removes cannot be told (sent: ${list(change.resent)})`
  }
  const parts = [
    `removed ${list(change.removed)}`,
    `added ${list(change.added)}`,
    `changed ${list(change.changed)}`
  ]
  if (change.resent.length > 0) {
    parts.push(
      `sent again ${list(change.resent)} (the service does not show secret values, so whether these change cannot be told)`
    )
  }
  if (change.unchanged.length > 0) parts.push(`unchanged ${list(change.unchanged)}`)
  return `the secrets listed replace the deployment's secrets: ${parts.join('; ')}`
}

/**
 * Why a write that must keep every existing secret (`secrets-keep-existing`) may not go ahead;
 * undefined when it may. `target` names the deployment (`deployment "my-agent"`).
 */
export function keepExistingProblem(change: SecretsChange, target: string): string | undefined {
  if (!change.known) {
    return `input 'secrets-keep-existing' is true, but the service did not list the secrets of ${target}, so whether 'secrets' leaves one out cannot be told; nothing was sent. List every secret in 'secrets', or set 'secrets-keep-existing' to false`
  }
  if (change.removed.length === 0) return undefined
  const names = list(change.removed)
  return `input 'secrets-keep-existing' is true, but 'secrets' leaves out ${names}, which ${target} holds, and the list replaces the deployment's secrets; nothing was sent. Add ${change.removed.length === 1 ? 'it' : 'them'} to 'secrets' (the service never returns secret values, so the action cannot carry them over), or set 'secrets-keep-existing' to false to remove ${change.removed.length === 1 ? 'it' : 'them'}`
}

function list(names: readonly string[]): string {
  return names.length === 0 ? 'none' : names.join(', ')
}
