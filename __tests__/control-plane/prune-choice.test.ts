// Which previews prune deletes and the `max-previews` cap, as tables on a fake clock over a typed
// fake of the client's two lists: the age of the newest revision, the pull request's state.
import { describe, expect, it } from '@jest/globals'
import {
  type PruneDeps,
  type PruneRule,
  judgePreview,
  previewCapProblem,
  previews,
  pullRequestOf
} from '../../src/control-plane/prune-choice.js'
import type { Deployment } from '../../src/control-plane/schemas.js'
import { FakeClock } from '../fixtures/clock.js'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const DAY = 86_400_000

/** A deployment `name` whose newest revision is `ageDays` old (undefined: no date told). */
interface Listed {
  readonly name: string
  readonly ageDays?: number
}

/** The choice's dependencies over `listed`, on a fake clock at NOW, and the reads made. */
function deps(listed: readonly Listed[]): PruneDeps & { readonly reads: string[] } {
  const reads: string[] = []
  const deployments = listed.map(({ name }) => ({ id: `id-${name}`, name }))
  const ageOf = (id: string) => listed.find(l => `id-${l.name}` === id)?.ageDays
  return {
    clock: new FakeClock(NOW),
    reads,
    controlPlane: {
      listAllDeployments: ({ nameContains }) => {
        reads.push(`deployments ${nameContains}`)
        return Promise.resolve(deployments.filter(d => d.name.includes(nameContains)))
      },
      listRevisions: ({ deploymentId }) => {
        reads.push(`revisions ${deploymentId}`)
        const age = ageOf(deploymentId)
        const created_at = age === undefined ? undefined : new Date(NOW - age * DAY).toISOString()
        return Promise.resolve(
          created_at === undefined ? [] : [{ id: 'r', status: 'DEPLOYED', created_at }]
        )
      }
    }
  }
}

const STATES: Readonly<Record<number, 'open' | 'closed' | undefined>> = { 12: 'closed', 13: 'open' }
const asked = (number: number) => Promise.resolve(STATES[number])

/** The preview's name and age in days, the rule besides its prefix, whether it goes, and why. */
type Row = readonly [string, number | undefined, Partial<PruneRule>, boolean, string]

const AGED = { maxAgeDays: 30 }
const ASKED = { pullRequestState: asked }

const ROWS: readonly Row[] = [
  ['pr-7', 40, AGED, true, 'newest revision 40 days old (more than 30 days)'],
  ['pr-7', 1.54, AGED, false, 'newest revision 1.5 days old'],
  ['pr-7', 1, AGED, false, 'newest revision 1 day old'],
  ['pr-7', undefined, AGED, false, 'its age is not known (no revision date)'],
  ['pr-12', 1, ASKED, true, 'pull request #12 is closed'],
  [
    'pr-13',
    2,
    { ...AGED, ...ASKED },
    false,
    'newest revision 2 days old; pull request #13 is open'
  ],
  ['pr-14', 2, ASKED, false, 'GitHub could not say whether pull request #14 is closed'],
  ['pr-main', 2, ASKED, false, 'its name ends with no pull request number']
]

describe('judgePreview', () => {
  it.each(ROWS)('%s, %s days old: deleted %s, %s', async (name, ageDays, asked, goes, reason) => {
    const given = deps([{ name, ageDays }])
    const rule = { prefix: 'pr-', maxAgeDays: undefined, ...asked }
    const [deployment] = await previews(given, 'pr-')
    if (deployment === undefined) throw new Error('the preview was not listed')
    const verdict = await judgePreview(given, rule, deployment)
    expect(verdict).toEqual({ name, id: `id-${name}`, delete: goes, reason })
  })
})

describe('previews', () => {
  it('keeps only names that start with the prefix, by name', async () => {
    const given = deps([{ name: 'pr-9' }, { name: 'app-pr-1' }, { name: 'pr-10' }])
    const found = await previews(given, 'pr-')
    expect(found.map(d => d.name)).toEqual(['pr-10', 'pr-9'])
    expect(given.reads).toEqual(['deployments pr-'])
  })
})

describe('pullRequestOf', () => {
  it.each([
    ['pr-12', 12],
    ['pr-agent-pr12', 12],
    ['pr-main', undefined],
    ['pr-', undefined],
    ['pr-1234567890', undefined]
  ])('%s -> %s', (name, number) => {
    expect(pullRequestOf(name, 'pr-')).toBe(number)
  })
})

describe('previewCapProblem', () => {
  const three = [{ name: 'pr-1' }, { name: 'pr-2' }, { name: 'pr-3' }]
  const cap = { maxPreviews: 3, prunePrefix: 'pr-', deploymentName: 'pr-4' }
  const existing: Deployment = { id: 'id-pr-4', name: 'pr-4' }

  it.each([
    [
      'the cap reached: refused, naming them',
      three,
      cap,
      undefined,
      /3 deployments named "pr-…" exist already \("pr-1", "pr-2", "pr-3"\)/
    ],
    ['below the cap', three.slice(0, 2), cap, undefined, undefined],
    ['an update, not a create', three, cap, existing, undefined],
    ['a name outside the prefix', three, { ...cap, deploymentName: 'main' }, undefined, undefined],
    ['no cap', three, { ...cap, maxPreviews: undefined }, undefined, undefined]
  ] as const)('%s', async (_title, listed, given, before, refused) => {
    const problem = await previewCapProblem(deps(listed), given, before)
    if (refused === undefined) expect(problem).toBeUndefined()
    else expect(problem).toMatch(refused)
  })
})
