import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from '@jest/globals'

import { parseCliArgs, runCli } from '../../emulator/cli-command.js'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'
import { BranchHeads, parseFailSpec } from '../../emulator/scripted.js'
import { call, createBody } from './emulator-helpers.js'

const SHA = 'abcdef0123456789abcdef0123456789abcdef01'
const running: RunningEmulator[] = []

afterEach(async () => {
  await Promise.all(running.splice(0).map(emulator => emulator.close()))
})

async function emulator(
  options: Parameters<typeof startEmulator>[0] = {}
): Promise<RunningEmulator> {
  const started = await startEmulator({ stepMs: 0, ...options })
  running.push(started)
  return started
}

function capture() {
  const out: string[] = []
  const err: string[] = []
  const output = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }
  return { out, err, output }
}

/** Creates `name` and updates it `updates` times; the status of each revision, oldest first. */
async function revisionStatuses(
  em: RunningEmulator,
  name: string,
  updates: number
): Promise<string[]> {
  const created = await call<{ id: string }>(em, 'POST', '/v2/deployments', {
    body: createBody(name)
  })
  expect(created.status).toBe(201)
  for (let i = 0; i < updates; i++) {
    const patched = await call(em, 'PATCH', `/v2/deployments/${created.body.id}`, {
      body: {
        source_revision_config: { repo_ref: `r${i}`, langgraph_config_path: 'langgraph.json' }
      }
    })
    expect(patched.status).toBe(200)
  }
  await new Promise(resolve => setTimeout(resolve, 20))
  return em.state
    .revisions(created.body.id)
    .map(revision => revision.status)
    .reverse()
}

describe('--fail for a later revision', () => {
  it.each([
    ['a=BUILD_FAILED', { name: 'a', revision: undefined, outcome: 'BUILD_FAILED' }],
    ['my-agent@2=DEPLOY_FAILED', { name: 'my-agent', revision: 2, outcome: 'DEPLOY_FAILED' }],
    ['x@12=DEPLOYED', { name: 'x', revision: 12, outcome: 'DEPLOYED' }]
  ])('parses %s', (raw, spec) => {
    expect(parseFailSpec(raw)).toEqual(spec)
  })

  it('makes only the named revision fail, from the command line', async () => {
    const config = parseCliArgs(['--fail', 'late@2=BUILD_FAILED', '--fail', 'late@3=DEPLOY_FAILED'])
    expect(config.options.scenarios).toEqual({
      late: { outcomes: { 2: 'BUILD_FAILED', 3: 'DEPLOY_FAILED' } }
    })
    const em = await emulator({ scenarios: config.options.scenarios })
    expect(await revisionStatuses(em, 'late', 3)).toEqual([
      'DEPLOYED',
      'BUILD_FAILED',
      'DEPLOY_FAILED',
      'DEPLOYED'
    ])
  })

  it('is scripted through the control route while running, without a restart', async () => {
    const em = await emulator()
    const first = await call<{ id: string }>(em, 'POST', '/v2/deployments', {
      body: createBody('live')
    })
    const scripted = await call(em, 'POST', '/_emulator/fail', {
      body: { fail: 'live@2=BUILD_FAILED' }
    })
    expect(scripted).toMatchObject({
      status: 200,
      body: { fail: 'live (revision 2) -> BUILD_FAILED' }
    })
    const patch = {
      source_revision_config: { repo_ref: 'next', langgraph_config_path: 'langgraph.json' }
    }
    await call(em, 'PATCH', `/v2/deployments/${first.body.id}`, { body: patch })
    await call(em, 'PATCH', `/v2/deployments/${first.body.id}`, { body: patch })
    await new Promise(resolve => setTimeout(resolve, 20))
    const statuses = em.state
      .revisions(first.body.id)
      .map(r => r.status)
      .reverse()
    expect(statuses).toEqual(['DEPLOYED', 'BUILD_FAILED', 'DEPLOYED'])
  })

  it('refuses the control route without the key, and a bad script with its form', async () => {
    const em = await emulator()
    const body = { fail: 'x@2=BUILD_FAILED' }
    const anonymous = await call(em, 'POST', '/_emulator/fail', {
      body,
      headers: { 'x-api-key': null }
    })
    expect(anonymous.status).toBe(401)
    expect(em.state.deployments()).toEqual([])
    const bad = await call<{ detail: string }>(em, 'POST', '/_emulator/fail', {
      body: { fail: 'x@2=BROKEN' }
    })
    expect(bad.status).toBe(422)
    expect(bad.body.detail).toMatch(/<name>@<n>=DEPLOY_FAILED/)
    expect((await call(em, 'GET', '/_emulator/fail')).status).toBe(404)
  })
})

describe('the commit a revision builds', () => {
  it('is the head set for its ref, by option or through the control route', async () => {
    const heads = new BranchHeads({ 'acme/agent@main': SHA })
    expect(heads.commitSha('https://github.com/Acme/agent.git', 'refs/heads/main')).toBe(SHA)
    expect(heads.commitSha('https://github.com/other/repo', 'main')).not.toBe(SHA)
    expect(heads.commitSha('https://github.com/acme/agent', SHA.toUpperCase())).toBe(SHA)

    const em = await emulator()
    const head = await call(em, 'POST', '/_emulator/head', { body: { head: `main=${SHA}` } })
    expect(head.status).toBe(200)
    const created = await call<{ id: string }>(em, 'POST', '/v2/deployments', {
      body: createBody('built')
    })
    const [revision] = em.state.revisions(created.body.id)
    expect(revision?.source_revision_config.repo_commit_sha).toBe(SHA)
  })
})

describe('the command on a busy port', () => {
  it('fails with one clear line naming the port and the fix, no stack', async () => {
    const blocker = createServer()
    await new Promise<void>(resolve => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as AddressInfo
    try {
      const { out, err, output } = capture()
      const code = await runCli(
        ['--port', String(port), '--quiet'],
        output,
        new Promise(() => undefined)
      )
      expect(code).toBe(1)
      expect(err).toEqual([
        `Port ${port} is already in use on 127.0.0.1 (another emulator still running?): stop what listens there, or pick another port with --port (or --storage-port), e.g. --port 0 for any free port.`
      ])
      expect(out).toEqual([])
    } finally {
      await new Promise(resolve => blocker.close(resolve))
    }
  })

  it('--port 0 picks a free port and prints it', async () => {
    const { out, output } = capture()
    let stop = (): void => undefined
    const stopped = new Promise<void>(resolve => {
      stop = resolve
    })
    const done = runCli(['--port', '0', '--quiet'], output, stopped)
    while (!out.includes('Press Ctrl+C to stop.'))
      await new Promise(resolve => setTimeout(resolve, 5))
    const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)$/.exec(out[0] ?? '')?.[1])
    expect(port).toBeGreaterThan(0)
    expect((await fetch(`http://127.0.0.1:${port}/v2/deployments`)).status).toBe(401)
    stop()
    expect(await done).toBe(0)
  })
})
