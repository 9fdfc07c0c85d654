// Owns telling, before an update (and in its plan), what it does to the deployment's secrets: a
// list sent replaces them (names removed, added, changed), none sent keeps them; log and summary.
import {
  SECRETS_KEPT,
  type SecretsChange,
  describeSecretsChange
} from '../control-plane/secrets-diff.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { StepDeps } from './context.js'

/**
 * Logs and reports, by name only, what the update's `secrets` list does to the secrets of
 * `before` (the deployment as read before the write), as the preflight computed it; undefined
 * when the update sends none, which keeps them. A removal is a warning.
 * `secrets-keep-existing` is checked earlier, by the preflight.
 */
export function reportSecretsChange(
  { logger, progress }: Pick<StepDeps, 'logger' | 'progress'>,
  change: SecretsChange | undefined,
  before: Deployment
): void {
  logSecretsChange(logger, change, before)
  if (change === undefined) {
    progress.secrets({ known: true, kept: true, removed: [], added: [], changed: [], resent: [] })
    return
  }
  const { known, removed, added, changed, resent } = change
  progress.secrets({ known, removed, added, changed, resent })
}

/**
 * The log's line on what the `secrets` list does to `before`'s secrets: a warning when it removes
 * one. Deploy writes it before the update, and `mode: plan` the same, so both warn alike.
 */
export function logSecretsChange(
  logger: Pick<StepDeps['logger'], 'info' | 'warning'>,
  change: SecretsChange | undefined,
  before: Deployment
): void {
  const said = change === undefined ? SECRETS_KEPT : describeSecretsChange(change)
  const line = `Deployment "${before.name}": ${said}.`
  if (change !== undefined && change.removed.length > 0) logger.warning(line)
  else logger.info(line)
}
