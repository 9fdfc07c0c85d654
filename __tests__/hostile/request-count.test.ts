// What a healthy run costs in requests, against an honest control plane: the issue-14 proof
// (active revision, commit, identity checks) may add at most two requests to each; an update
// spends one of them on its baseline (one page of the deployment's newest revisions) and one
// more on the serving revision its "What changed" table compares the new one with.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { type Hostile, routeOf, startHostile, statusesFirst } from '../fixtures/hostile-emulator.js'
import { cpInputs, expectCleanLog, failureOf, runHostile } from '../fixtures/hostile-run.js'

/**
 * Requests of today's healthy runs (dist of 2026-11; three statuses, each seen on one poll):
 * update = lookup, the serving revision, PATCH, 3 polls, GET deployment; create = lookup, POST,
 * 3 polls, GET deployment. An update also reads the deployment again just before its write
 * (issue 44, point 2: what serves and what is latest then, never carried from the lookup), and,
 * on the PATCH of an older install, lists the revisions down to the one its answer names
 * (issue 44, point 1: a newer one there means the answer proves nothing).
 */
const BASELINE = { update: 9, create: 6 } as const
const EXTRA_ALLOWED = 2

/**
 * The routes, in order, of today's healthy runs: an update reads one page of the deployment's
 * revisions before its write (the baseline, and the history the wait's pace learns from), then
 * the serving revision (its source, for "What changed"); a create has none to read. This control plane plays an older install: its create-revision
 * route answers 404, so the update goes by PATCH.
 */
const SEQUENCE = {
  update: [
    'list-deployments',
    'get-deployment',
    'list-revisions',
    'get-revision',
    'create-revision',
    'patch-deployment',
    'get-revision',
    'list-revisions',
    'get-revision',
    'get-revision',
    'get-deployment'
  ],
  create: [
    'list-deployments',
    'create',
    'get-revision',
    'get-revision',
    'get-revision',
    'get-deployment'
  ]
} as const

/** One emulator for the file (fresh names per test): revisions go live at once. */
let hostile: Hostile

beforeAll(async () => {
  hostile = await startHostile({ stepMs: 0 })
})

afterAll(async () => {
  await hostile.emu.close()
})

/** Requests by route, e.g. `{ 'list-deployments': 1, 'patch-deployment': 1, ... }`. */
function byRoute(): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const request of hostile.controlPlaneRequests()) {
    const route = routeOf(request)
    counts[route] = (counts[route] ?? 0) + 1
  }
  return counts
}

describe('requests of a healthy run', () => {
  it.each([
    ['update', true],
    ['create', false]
  ] as const)('%s', async (kind, seeded) => {
    const name = `count-${kind}`
    if (seeded) hostile.seed(name)
    hostile.emu.clearRequests()
    // Three statuses, each seen on one poll.
    const schedule = statusesFirst(hostile, ['BUILDING', 'DEPLOYING'])
    const run = await runHostile({ inputs: cpInputs(hostile.emu.url, { 'deployment-name': name }) })
    schedule.remove()
    expect(failureOf(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expectCleanLog(run)
    const made = hostile.controlPlaneRequests()
    const total = made.length
    // Printed for the report: the count today and after the fix.
    process.stdout.write(`healthy ${kind}: ${total} requests ${JSON.stringify(byRoute())}\n`)
    expect(total).toBeLessThanOrEqual(BASELINE[kind] + EXTRA_ALLOWED)
    expect(made.map(routeOf)).toEqual(SEQUENCE[kind])
    // The baseline's one page (the newest 20, asked for once), and the PATCH answer's proof.
    const lists = made.filter(request => routeOf(request) === 'list-revisions')
    const pages = kind === 'update' ? [{ limit: '20' }, { limit: '100', offset: '0' }] : []
    expect(lists.map(request => request.query)).toEqual(pages)
    expect(hostile.made(name).map(r => r.status)).toEqual(['DEPLOYED'])
  })
})
