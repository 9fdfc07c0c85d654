// Which revision `mode: rollback` redeploys, as a table over a deployment's revision history
// read through a typed fake of the client's two revision reads: what it chooses, what it refuses.
import { describe, expect, it } from '@jest/globals'
import { HttpStatusError } from '../../src/base/errors.js'
import {
  type ChoiceDeps,
  type RollbackChoice,
  chooseRevision
} from '../../src/control-plane/rollback-choice.js'
import { type Deployment, type Revision, RevisionSchema } from '../../src/control-plane/schemas.js'
import { recordingLogger } from '../fixtures/logger.js'

const T0 = Date.parse('2026-11-20T10:00:00Z')

/** Revision `id`, created `minute` minutes after T0 from commit `sha` (no sha: no source). */
function rev(id: string, minute: number, sha: string | undefined, status = 'DEPLOYED'): Revision {
  const config = sha === undefined ? {} : { repo_ref: 'main', repo_commit_sha: sha.repeat(40) }
  const created_at = new Date(T0 + minute * 60_000).toISOString()
  return RevisionSchema.parse({ id, status, created_at, source_revision_config: config })
}

const E = rev('rev-E', 1, 'e')
const F = rev('rev-F', 2, 'f')
const G = rev('rev-G', 3, 'a')
const B = rev('rev-B', 4, 'b')
const G2 = rev('rev-G2', 5, 'a') // a redeploy of G
const FAILED = rev('rev-X', 6, 'c', 'FAILED')
const BARE = rev('rev-N', 7, undefined)
const HISTORY = [E, F, G, B, G2, FAILED, BARE]

/** The client's revision reads over HISTORY, newest first, as the service lists them. */
function deps(): ChoiceDeps & { readonly lines: () => string[]; readonly reads: string[] } {
  const logger = recordingLogger()
  const reads: string[] = []
  const find = (id: string): Revision => {
    const found = HISTORY.find(r => r.id.toLowerCase() === id.toLowerCase())
    if (found !== undefined) return found
    const path = `/v2/deployments/d/revisions/${id}`
    const failure = { method: 'GET', path, status: 404, detail: 'Not found' }
    throw new HttpStatusError({ ...failure, contentType: 'application/json' })
  }
  return {
    logger,
    reads,
    lines: () => logger.lines,
    controlPlane: {
      getRevision: ({ revisionId }) => {
        reads.push(`get ${revisionId}`)
        return Promise.resolve(find(revisionId))
      },
      listRevisions: ({ statuses }) => {
        reads.push(`list ${(statuses ?? []).join(',')}`)
        const listed = HISTORY.filter(r => statuses?.includes(r.status) ?? true)
        return Promise.resolve([...listed].reverse())
      }
    }
  }
}

/** A deployment whose active revision is `active` (null: none; undefined: not said). */
function deployment(active: string | null | undefined): Deployment {
  const said = active === undefined ? {} : { active_revision_id: active }
  return { id: 'd', name: 'agent', ...said }
}

interface Row {
  readonly title: string
  readonly active: string | null | undefined
  readonly given?: string
  readonly chosen?: RollbackChoice['kind'] | `redeploy ${string}`
  readonly refused?: RegExp
}

const ROWS: readonly Row[] = [
  { title: 'before G2 (a copy of G) is F', active: 'rev-G2', chosen: 'redeploy rev-F' },
  { title: 'before B is G', active: 'rev-B', chosen: 'redeploy rev-G' },
  { title: 'before E there is nothing', active: 'rev-E', refused: /has no revision to roll/ },
  { title: 'a source not told cannot be placed', active: 'rev-N', refused: /names no commit/ },
  { title: 'no active revision', active: null, refused: /active_revision_id is null/ },
  { title: 'active revision not said', active: undefined, refused: /no active_revision_id/ },
  {
    title: 'revision-id given, live once',
    active: 'rev-B',
    given: 'rev-F',
    chosen: 'redeploy rev-F'
  },
  { title: 'revision-id serving already', active: 'rev-B', given: 'REV-B', chosen: 'serving' },
  {
    title: 'revision-id a copy of what serves',
    active: 'rev-G2',
    given: 'rev-G',
    chosen: 'serving'
  },
  {
    title: 'revision-id that never went live',
    active: 'rev-B',
    given: 'rev-X',
    refused: /never went live/
  },
  {
    title: 'revision-id not of this deployment',
    active: 'rev-B',
    given: 'rev-Z',
    refused: /input 'revision-id': rev-Z is not a revision/
  }
]

describe('chooseRevision', () => {
  it.each(ROWS)('$title', async row => {
    const given = deps()
    const choosing = chooseRevision(given, {
      deployment: deployment(row.active),
      revisionId: row.given
    })
    if (row.refused !== undefined) {
      await expect(choosing).rejects.toThrow(row.refused)
      return
    }
    const choice = await choosing
    const kind = choice.kind === 'redeploy' ? `redeploy ${choice.revisionId}` : choice.kind
    expect(kind).toBe(row.chosen)
  })

  it('says which revision serves and why the one chosen is the release before it', async () => {
    const given = deps()
    await chooseRevision(given, { deployment: deployment('rev-G2'), revisionId: undefined })
    expect(given.reads).toEqual(['list DEPLOYED'])
    expect(given.lines()).toEqual([
      expect.stringContaining('Revision rev-G2 serves deployment "agent" (d) now'),
      expect.stringContaining('It is a redeploy of revision rev-G'),
      expect.stringMatching(
        /^Rolling back to revision rev-F .* Not rev-N, rev-B: newer than that release, they are/
      )
    ])
  })
})
