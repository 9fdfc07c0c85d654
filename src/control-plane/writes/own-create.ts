// Owns settling a create that got no answer by ownership.ts's rule: the deployment found by its
// name is this run's only when one of its revisions carries this run's mark, read, never assumed.
import type { Deployment, Revision } from '../schemas.js'
import {
  type SentSource,
  UnprovenDeploymentError,
  carriesMark,
  provenByReads
} from './ownership.js'
import { type WriteDeps, settle } from './settle.js'

/** A deployment found by name and proven this run's, with the first revision its create made. */
export interface OwnCreate {
  readonly deployment: Deployment
  readonly revisionId: string
}

/**
 * The deployment `found` by its name after this run's create got no answer (`sent` its source),
 * proven this run's: one of its revisions (the latest, as the deployment names it, or one the
 * list shows, read again while the list lags) carries the mark no other writer could have made.
 * The deployment appeared after the write (the run found none before it), so only this run's
 * create made that revision, and the deployment with it. Throws {@link UnprovenDeploymentError}
 * otherwise: the run takes neither as its own. No create sends such a mark today (an upload's is
 * empty, its archive follows it; a ref or an image is what another writer's create sends too):
 * the step then fails at once, saying it cannot tell.
 */
export async function provenCreate(
  deps: WriteDeps,
  found: Deployment,
  sent: SentSource
): Promise<OwnCreate> {
  const latest = found.latest_revision_id ?? undefined
  if (!provenByReads(sent)) {
    throw new UnprovenDeploymentError(found, latest === undefined ? [] : [latest], sent)
  }
  if (latest !== undefined && carriesMark(found.source_revision_config, sent)) {
    return { deployment: found, revisionId: latest }
  }
  const seen = new Set<string>()
  const marked = await settle(deps, async (): Promise<Revision | undefined> => {
    const revisions = await deps.controlPlane.listRevisions({ deploymentId: found.id })
    for (const revision of revisions) seen.add(revision.id)
    return revisions.find(revision => carriesMark(revision.source_revision_config, sent))
  })
  if (marked === undefined) throw new UnprovenDeploymentError(found, [...seen], sent)
  return { deployment: found, revisionId: marked.id }
}
