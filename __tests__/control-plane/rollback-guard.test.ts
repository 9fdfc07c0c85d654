// "May we still roll back?", as a table: only while the revision decided on (or, for the automatic
// rollback, a copy of its source) serves and nothing newer is on its way; never guessed.
import { describe, expect, it } from '@jest/globals'
import {
  type GuardCase,
  type GuardDeps,
  type GuardVerdict,
  mayStillRollBack,
  readGuard
} from '../../src/control-plane/rollback-guard.js'
import {
  type Deployment,
  DeploymentSchema,
  type Revision,
  RevisionSchema
} from '../../src/control-plane/schemas.js'

const T0 = Date.parse('2026-11-20T10:00:00Z')

/** Revision `id`, created `minute` minutes after T0, built from commit `sha` (a letter). */
function rev(id: string, minute: number, status: string, sha: string): Revision {
  return RevisionSchema.parse({
    id,
    status,
    created_at: new Date(T0 + minute * 60_000).toISOString(),
    source_revision_config: { repo_ref: 'main', repo_commit_sha: sha.repeat(40) }
  })
}

/** What served before the run, then the run's own revision. */
const OLD = rev('rev-old', 1, 'DEPLOYED', 'a')
const MINE = rev('rev-mine', 2, 'DEPLOYED', 'b')
/** Another writer's revision, newer than the run's, in the status given. */
const newer = (status: string): Revision => rev('rev-newer', 3, status, 'c')
/** A redeploy of the run's own source (the same code). */
const COPY = rev('rev-copy', 3, 'DEPLOYED', 'b')

/** The automatic rollback's case: decided on this run's revision, copies count. */
function auto(serving: Revision | undefined, revisions: readonly Revision[]): GuardCase {
  return { decidedOnId: MINE.id, copiesCount: true, serving, revisions }
}

const GO: GuardVerdict = { kind: 'go' }

describe('mayStillRollBack', () => {
  const table: [string, GuardCase, GuardVerdict['kind'], string?][] = [
    ["the run's revision serves, nothing newer", auto(MINE, [MINE, OLD]), 'go'],
    ['ids in another case', auto(MINE, [{ ...MINE, id: 'REV-MINE' }, OLD]), 'go'],
    [
      'a newer revision serves',
      auto(newer('DEPLOYED'), [newer('DEPLOYED'), MINE, OLD]),
      'serving-changed',
      'rev-newer'
    ],
    [
      'a newer one DEPLOYED, not yet serving',
      auto(MINE, [newer('DEPLOYED'), MINE, OLD]),
      'newer-on-its-way',
      'rev-newer'
    ],
    [
      'a newer one QUEUED',
      auto(MINE, [newer('QUEUED'), MINE, OLD]),
      'newer-on-its-way',
      'rev-newer'
    ],
    [
      'a newer one BUILDING',
      auto(MINE, [newer('BUILDING'), MINE, OLD]),
      'newer-on-its-way',
      'rev-newer'
    ],
    [
      'a newer one DEPLOYING',
      auto(MINE, [newer('DEPLOYING'), MINE, OLD]),
      'newer-on-its-way',
      'rev-newer'
    ],
    [
      'a newer one in a status not known',
      auto(MINE, [newer('WARMING'), MINE, OLD]),
      'newer-on-its-way',
      'rev-newer'
    ],
    ['a newer one BUILD_FAILED', auto(MINE, [newer('BUILD_FAILED'), MINE, OLD]), 'go'],
    ['a newer one DEPLOY_FAILED', auto(MINE, [newer('DEPLOY_FAILED'), MINE, OLD]), 'go'],
    ['a newer one SKIPPED', auto(MINE, [newer('SKIPPED'), MINE, OLD]), 'go'],
    ['a newer one INTERRUPTED', auto(MINE, [newer('INTERRUPTED'), MINE, OLD]), 'go'],
    ['an older one still building', auto(MINE, [MINE, rev('rev-x', 0, 'BUILDING', 'd')]), 'go'],
    ["a copy of the run's source serves", auto(COPY, [COPY, MINE, OLD]), 'go'],
    ['the revision before serves again', auto(OLD, [MINE, OLD]), 'serving-changed', 'rev-old'],
    ['no revision serves', auto(undefined, [MINE, OLD]), 'cannot-tell'],
    ["the run's revision is not listed", auto(MINE, [OLD]), 'cannot-tell']
  ]
  // A rest parameter: jest would take a fourth parameter for `done` on rows of three.
  it.each(table)('%s', (...[, c, kind, named]) => {
    const verdict = mayStillRollBack(c)
    expect(verdict.kind).toBe(kind)
    if (verdict.kind === 'serving-changed') expect(verdict.serving.id).toBe(named)
    if (verdict.kind === 'newer-on-its-way') expect(verdict.newer.id).toBe(named)
  })

  it('in the order of created_at, whatever the order listed', () => {
    expect(mayStillRollBack(auto(MINE, [OLD, MINE, newer('BUILDING')])).kind).toBe(
      'newer-on-its-way'
    )
  })

  it('for mode rollback a copy of what served is another release: it changed', () => {
    const c = { ...auto(COPY, [COPY, MINE, OLD]), copiesCount: false }
    expect(mayStillRollBack(c)).toEqual({ kind: 'serving-changed', serving: COPY })
    expect(mayStillRollBack({ ...c, serving: MINE, revisions: [MINE, OLD] })).toEqual(GO)
  })

  it('when none served as the target was chosen, only while none serves', () => {
    const none = { decidedOnId: undefined, copiesCount: false, revisions: [OLD] }
    expect(mayStillRollBack({ ...none, serving: undefined })).toEqual(GO)
    expect(mayStillRollBack({ ...none, serving: OLD }).kind).toBe('serving-changed')
  })

  it('when the deployment names none serving (active_revision_id left out), the list judges: another release on its way stops it', () => {
    // Case 4 of issue 44: another run's in-progress revision would end SKIPPED.
    const none = { decidedOnId: undefined, copiesCount: false, serving: undefined }
    for (const status of ['QUEUED', 'AWAITING_BUILD', 'BUILDING', 'DEPLOYING']) {
      const busy = newer(status)
      expect(mayStillRollBack({ ...none, revisions: [OLD, busy] })).toEqual({
        kind: 'newer-on-its-way',
        newer: busy
      })
    }
    expect(mayStillRollBack({ ...none, revisions: [newer('BUILD_FAILED'), OLD] })).toEqual(GO)
  })

  it('holds when the deployment changed since the decision and the answers do not show how (a lagging list, active_revision_id left out)', () => {
    // Seed 347 of the adversary: another run's revision hidden by a list that lags 30 s.
    const none = { decidedOnId: undefined, copiesCount: false, serving: undefined }
    const moved = { decided: '2026-11-20T10:10:00Z', now: '2026-11-20T10:10:05Z' }
    expect(mayStillRollBack({ ...none, revisions: [OLD], updatedAt: moved })).toEqual({
      kind: 'cannot-tell',
      why: 'the deployment changed since the rollback was decided (its updated_at moved from 2026-11-20T10:10:00Z to 2026-11-20T10:10:05Z), which the answers read do not explain'
    })
    const still = { decided: moved.decided, now: moved.decided }
    expect(mayStillRollBack({ ...none, revisions: [OLD], updatedAt: still })).toEqual(GO)
    // Unknown on either side: nothing to compare, the other rules judge.
    const untold = { decided: undefined, now: moved.now }
    expect(mayStillRollBack({ ...none, revisions: [OLD], updatedAt: untold })).toEqual(GO)
    // A blocker the list shows is named rather than the change.
    const busy = newer('BUILDING')
    expect(mayStillRollBack({ ...none, revisions: [busy, OLD], updatedAt: moved }).kind).toBe(
      'newer-on-its-way'
    )
  })

  it('after a move of updated_at, goes on only when its list shows a revision made then (seed 3731)', () => {
    // The automatic rollback is decided on the deployment as this run's write left it; another
    // writer's revision in flight, hidden by a list that lags, moved updated_at since.
    const at = (minute: number): string => new Date(T0 + minute * 60_000).toISOString()
    const moved = { decided: at(2), now: at(3) }
    expect(mayStillRollBack({ ...auto(MINE, [MINE, OLD]), updatedAt: moved }).kind).toBe(
      'cannot-tell'
    )
    // The list shows the write that moved it (a failed revision): the list judged it.
    const failed = newer('BUILD_FAILED')
    expect(mayStillRollBack({ ...auto(MINE, [failed, MINE, OLD]), updatedAt: moved })).toEqual(GO)
    // A revision made before the move does not explain it.
    const later = { decided: at(2), now: at(4) }
    expect(mayStillRollBack({ ...auto(MINE, [failed, MINE, OLD]), updatedAt: later }).kind).toBe(
      'cannot-tell'
    )
    // Without a decided-on revision, nothing explains a move.
    const none = { decidedOnId: undefined, copiesCount: false, serving: undefined }
    expect(mayStillRollBack({ ...none, revisions: [failed, OLD], updatedAt: moved }).kind).toBe(
      'cannot-tell'
    )
  })

  it('holds when the deployment names a latest revision its list does not show yet', () => {
    // Seed 1306: a revision in flight, named latest by the read, hidden by a lagging list.
    const c = { ...auto(MINE, [MINE, OLD]), latestId: 'rev-unlisted' }
    expect(mayStillRollBack(c)).toEqual({
      kind: 'cannot-tell',
      why: 'the deployment names revision rev-unlisted as its latest, which its revision list does not show (it may lag), so whether it is on its way cannot be told'
    })
    expect(mayStillRollBack({ ...c, latestId: MINE.id })).toEqual(GO)
    expect(mayStillRollBack({ ...c, latestId: 'REV-MINE' })).toEqual(GO)
    const listedBusy = newer('DEPLOYING')
    expect(
      mayStillRollBack({ ...c, revisions: [listedBusy, MINE, OLD], latestId: listedBusy.id })
    ).toEqual({ kind: 'newer-on-its-way', newer: listedBusy })
  })

  it('says why it cannot tell', () => {
    expect(mayStillRollBack(auto(MINE, [OLD]))).toEqual({
      kind: 'cannot-tell',
      why: "revision rev-mine is not among the deployment's revisions as listed, so which are newer cannot be told"
    })
  })
})

describe('readGuard', () => {
  it('sees a release another writer makes between its two reads (seed 2222: no active or latest revision named)', async () => {
    // The write lands just after whichever read comes first: the list must come first, so
    // that the deployment read after it shows the move of updated_at the list cannot show.
    const decided = DeploymentSchema.parse({
      id: 'dep-1',
      name: 'agent',
      updated_at: new Date(T0 + 2 * 60_000).toISOString()
    })
    let written = false
    const released = newer('DEPLOYED')
    const write = (): void => {
      written = true
    }
    const deps: GuardDeps = {
      signal: undefined,
      controlPlane: {
        getDeployment: (): Promise<Deployment> => {
          const answer = written
            ? { ...decided, updated_at: new Date(T0 + 3 * 60_000).toISOString() }
            : decided
          write()
          return Promise.resolve(answer)
        },
        listRevisions: (): Promise<Revision[]> => {
          const answer = written ? [released, OLD] : [OLD]
          write()
          return Promise.resolve(answer)
        },
        getRevision: (): Promise<Revision> => Promise.resolve(OLD)
      }
    }
    const guarded = await readGuard(deps, decided, {
      decidedOnId: undefined,
      copiesCount: false,
      decidedOn: decided
    })
    expect(guarded.verdict.kind).toBe('cannot-tell')
  })
})
