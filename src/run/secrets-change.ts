// Owns telling, before an update that sends `secrets`, what the list does to the deployment's
// secrets (the list replaces them): the names removed, added and changed, in the log and summary.
import { type SecretsChange, describeSecretsChange } from '../control-plane/secrets-diff.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { StepDeps } from './context.js'

/**
 * Logs and reports, by name only, what the update's `secrets` list does to the secrets of
 * `before` (the deployment as read before the write), as the preflight computed it. A removal
 * is a warning. `secrets-keep-existing` is checked earlier, by the preflight.
 */
export function reportSecretsChange(
  { logger, progress }: Pick<StepDeps, 'logger' | 'progress'>,
  change: SecretsChange,
  before: Deployment
): void {
  const line = `Deployment "${before.name}": ${describeSecretsChange(change)}.`
  if (change.removed.length > 0) logger.warning(line)
  else logger.info(line)
  const { known, removed, added, changed, resent } = change
  progress.secrets({ known, removed, added, changed, resent })
}
