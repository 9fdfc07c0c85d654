// Owns telling, before an update, what it does to the deployment's secrets: a list sent replaces
// them (the names removed, added and changed), none sent keeps them; in the log and summary.
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
  if (change === undefined) {
    logger.info(`Deployment "${before.name}": ${SECRETS_KEPT}.`)
    progress.secrets({ known: true, kept: true, removed: [], added: [], changed: [], resent: [] })
    return
  }
  const line = `Deployment "${before.name}": ${describeSecretsChange(change)}.`
  if (change.removed.length > 0) logger.warning(line)
  else logger.info(line)
  const { known, removed, added, changed, resent } = change
  progress.secrets({ known, removed, added, changed, resent })
}
