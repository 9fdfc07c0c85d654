/**
 * `stateDir` (the CLI's `--state`): each store's records saved by one emulator and restored by the
 * next on the same directory, read back through the API as equal; a revision in flight goes on by
 * the clock; the files written (0600, atomic, archives apart); a state that cannot be read refused.
 */
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'

import {
  StateFileError,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator
} from '../../emulator/index.js'
import { SAVE_DELAY_MS } from '../../emulator/persist/kept-state.js'
import { ManualClock, call, createBody, sourceBody, tarball, upload } from './emulator-helpers.js'

let dir = ''
let clock: ManualClock
const running: RunningEmulator[] = []

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kept-state-'))
  clock = new ManualClock()
})

afterEach(async () => {
  for (const emulator of running.splice(0)) await emulator.close()
  await rm(dir, { recursive: true, force: true })
})

async function start(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  // One public URL for both, as the agent URLs name it (each start listens on a new port).
  const emulator = await startEmulator({
    stepMs: 100,
    now: clock.now,
    stateDir: dir,
    publicUrl: 'http://emulator.test',
    ...options
  })
  running.push(emulator)
  return emulator
}

/** Closes `emulator` (which saves) and starts the next one on the same directory. */
async function restart(emulator: RunningEmulator, options: EmulatorOptions = {}) {
  running.splice(running.indexOf(emulator), 1)
  await emulator.close()
  return start(options)
}

/** The body of a GET, which must answer 200. */
async function read(emulator: RunningEmulator, route: string): Promise<unknown> {
  const reply = await call(emulator, 'GET', route)
  expect(reply.status).toBe(200)
  return reply.body
}

const LS = '/api/v1'

describe('deployments and revisions', () => {
  it('come back with the same IDs, fields, secrets and statuses; one in flight goes on by the clock', async () => {
    const first = await start()
    const created = await call<{ id: string }>(first, 'POST', '/v2/deployments', {
      body: createBody('kept')
    })
    expect(created.status).toBe(201)
    const { id } = created.body
    clock.advance(10_000)
    const patched = await call(first, 'PATCH', `/v2/deployments/${id}`, {
      body: { source_revision_config: { repo_ref: 'v2' } }
    })
    expect(patched.status).toBe(200)
    clock.advance(150) // the second revision is in its second step
    const before = first.state.deployment(id)
    expect(before?.revisions.map(r => r.status)).toEqual(['AWAITING_BUILD', 'DEPLOYED'])

    const second = await restart(first)
    expect(second.savedState?.restored).toMatchObject({ deployments: 1, revisions: 2 })
    expect(second.state.deployment(id)).toEqual(before)
    clock.advance(1000)
    expect(second.state.deployment(id)?.revisions.map(r => r.status)).toEqual([
      'DEPLOYED',
      'DEPLOYED'
    ])
    // Writes after the restart are stamped after those before it, and the name stays taken.
    const again = await call(second, 'POST', '/v2/deployments', { body: createBody('kept') })
    expect(again.status).toBe(409)
    const other = await call<{ created_at: string }>(second, 'POST', '/v2/deployments', {
      body: createBody('other')
    })
    expect(Date.parse(other.body.created_at)).toBeGreaterThan(
      Date.parse(before?.deployment.updated_at ?? '')
    )
    expect(second.state.deployments().map(d => d.deployment.name)).toEqual(['other', 'kept'])
  })

  it('a write in the same millisecond after a restart is stamped and ordered after those before it', async () => {
    const first = await start()
    const kept = await call<{ updated_at: string }>(first, 'POST', '/v2/deployments', {
      body: createBody('kept')
    })
    const second = await restart(first)
    const after = await call<{ updated_at: string }>(second, 'POST', '/v2/deployments', {
      body: createBody('after')
    })
    expect(Date.parse(after.body.updated_at)).toBeGreaterThan(Date.parse(kept.body.updated_at))
    expect(second.state.deployments().map(d => d.deployment.name)).toEqual(['after', 'kept'])
  })
})

describe('uploads', () => {
  it('keep each archive as a file of its own; the agent of the upload offers its graphs again', async () => {
    const first = await start()
    const created = await call<{ id: string }>(first, 'POST', '/v2/deployments', {
      body: sourceBody('uploaded')
    })
    const { id } = created.body
    const archive = await tarball({ 'langgraph.json': '{"graphs":{"mine":"./a.py:g"}}' })
    const objectPath = await upload(first, id, archive)
    const patched = await call(first, 'PATCH', `/v2/deployments/${id}`, {
      body: {
        revision_source: 'internal_source',
        source_revision_config: {
          source_tarball_path: objectPath,
          langgraph_config_path: 'langgraph.json'
        }
      }
    })
    expect(patched.status).toBe(200)

    const second = await restart(first)
    expect(second.uploads.map(u => [u.objectPath, u.files, u.archive])).toEqual([
      [objectPath, ['langgraph.json'], archive]
    ])
    const files = await readdir(path.join(dir, 'archives'))
    expect(files).toHaveLength(1)
    expect(await readFile(path.join(dir, 'archives', files[0] ?? ''))).toEqual(archive)
    expect(await readFile(path.join(dir, 'state.json'), 'utf8')).not.toContain(
      archive.toString('base64')
    )
    clock.advance(1000)
    const assistants = await fetch(`${second.url}/agents/${id}/assistants/search`, {
      method: 'POST',
      headers: { 'x-api-key': second.apiKey, 'content-type': 'application/json' },
      body: '{}'
    })
    const graphs = ((await assistants.json()) as { graph_id: string }[]).map(a => a.graph_id)
    expect(graphs).toContain('mine')
  })
})

/** A dataset with two examples (one in split `release`), an experiment on it, a run and feedback. */
async function langSmithWrites(emulator: RunningEmulator): Promise<Record<string, string>> {
  const dataset = await call<{ id: string }>(emulator, 'POST', `${LS}/datasets`, {
    body: { name: 'in-code', description: 'kept' }
  })
  const examples = await call<{ id: string }[]>(emulator, 'POST', `${LS}/examples/bulk`, {
    body: [
      { dataset_id: dataset.body.id, inputs: { q: 1 }, outputs: { a: 1 }, split: 'release' },
      { dataset_id: dataset.body.id, inputs: { q: 2 } }
    ]
  })
  expect(examples.status).toBe(200)
  const session = await call<{ id: string }>(emulator, 'POST', `${LS}/sessions`, {
    body: { name: 'exp-1', reference_dataset_id: dataset.body.id, extra: { metadata: { r: 'x' } } }
  })
  const run = '5f0c8a52-3a7e-4c1d-9b2e-0a1b2c3d4e5f'
  const example = examples.body[0]?.id ?? ''
  const posted = await call(emulator, 'POST', `${LS}/runs`, {
    body: {
      id: run,
      name: 't',
      run_type: 'chain',
      inputs: {},
      start_time: clock.time,
      session_id: session.body.id,
      reference_example_id: example
    }
  })
  expect(posted.status).toBe(202)
  await call(emulator, 'PATCH', `${LS}/runs/${run}`, {
    body: { outputs: { a: 1 }, end_time: clock.time }
  })
  const feedback = await call(emulator, 'POST', `${LS}/feedback`, {
    body: { run_id: run, key: 'correct', score: 1 }
  })
  expect(feedback.status).toBe(200)
  return { dataset: dataset.body.id, session: session.body.id, run, example }
}

describe("LangSmith's datasets, examples, experiments, runs and feedback", () => {
  it('come back as the API served them, the seeded agent-smoke once, with its ID', async () => {
    const first = await start()
    const ids = await langSmithWrites(first)
    const reads = [
      `${LS}/datasets`,
      `${LS}/datasets/${ids.dataset}/splits`,
      `${LS}/examples?dataset=${ids.dataset}`,
      `${LS}/sessions?reference_dataset=${ids.dataset}`,
      `${LS}/runs/${ids.run}`,
      `${LS}/feedback?run=${ids.run}`
    ]
    const before = await Promise.all(reads.map(route => read(first, route)))
    const datasets = first.state.datasets()

    const second = await restart(first)
    expect(second.savedState?.restored).toMatchObject({
      datasets: 2,
      experiments: 1,
      datasetsKept: []
    })
    expect(second.state.datasets()).toEqual(datasets)
    expect(await Promise.all(reads.map(route => read(second, route)))).toEqual(before)
    const query = await call<{ runs: { id: string }[] }>(second, 'POST', `${LS}/runs/query`, {
      body: { session: [ids.session] }
    })
    expect(query.body.runs.map(r => r.id)).toEqual([ids.run])
  })

  it('a saved dataset wins over a given one of its name; a given one the state lacks is added', async () => {
    const first = await start({ datasets: [{ name: 'given', examples: [{ inputs: { a: 1 } }] }] })
    const saved = first.state.datasets()
    const second = await restart(first, {
      datasets: [
        { name: 'given', examples: [{ inputs: { a: 2 } }, { inputs: { a: 3 } }] },
        { name: 'new', examples: [{ inputs: { b: 1 } }] }
      ]
    })
    const now = second.state.datasets()
    expect(now.slice(0, 2)).toEqual(saved)
    expect(now.map(d => d.name)).toEqual(['agent-smoke', 'given', 'new'])
    // Said, not silent: the --dataset file of that name was not loaded.
    expect(second.savedState?.restored?.datasetsKept).toEqual(['given'])
  })
})

describe('the files', () => {
  it('are saved shortly after a write, owner-only, with no temporary file left', async () => {
    const emulator = await start()
    const file = path.join(dir, 'state.json')
    await expect(stat(file)).rejects.toThrow()
    await call(emulator, 'POST', `${LS}/datasets`, { body: { name: 'soon' } })
    await new Promise(resolve => setTimeout(resolve, SAVE_DELAY_MS * 3))
    expect(await readFile(file, 'utf8')).toContain('"soon"')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect((await readdir(dir)).sort()).toEqual(['archives', 'state.json'])
  })

  it('a state that cannot be read stops the start, naming the file, and is left as it was', async () => {
    const file = path.join(dir, 'state.json')
    const cases: [string, RegExp][] = [
      ['{"format": "langgraph-deploy-emulator-state", "vers', /it is not JSON/],
      ['{"format": "other"}', /it is not an emulator state file/],
      [
        '{"format": "langgraph-deploy-emulator-state", "version": 99}',
        /it is version 99 .* reads version 1/
      ],
      [
        '{"format": "langgraph-deploy-emulator-state", "version": 1, "deployments": {}}',
        /deployments is not a list/
      ]
    ]
    for (const [text, why] of cases) {
      await writeFile(file, text)
      const started = startEmulator({ stateDir: dir })
      await expect(started).rejects.toThrow(StateFileError)
      await expect(started).rejects.toThrow(why)
      await expect(started).rejects.toThrow(`from ${file}:`)
      expect(await readFile(file, 'utf8')).toBe(text)
    }
  })

  it('an archive the state names and the directory lacks is refused too', async () => {
    const first = await start()
    const { body } = await call<{ id: string }>(first, 'POST', '/v2/deployments', {
      body: sourceBody('gone')
    })
    await upload(first, body.id, await tarball({ 'langgraph.json': '{}' }))
    running.splice(0)
    await first.close()
    await rm(path.join(dir, 'archives'), { recursive: true })
    await expect(startEmulator({ stateDir: dir })).rejects.toThrow(
      /the archive of upload sources\//
    )
  })
})
