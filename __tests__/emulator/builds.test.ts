/**
 * The emulator's real builds, where no process needs to start (the e2e test real-agent starts
 * LangChain's server): a build that fails before the server (a Python config without `langgraph`
 * on PATH, a config that is not JSON) ends BUILD_FAILED with a build log that says why; the
 * built-in agent is not what answers then. And the proxy in front of a real server passes a
 * stream on as it is written, without the API key.
 */
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { LANGGRAPH_AGENT_SERVER } from '../../emulator/builds/builds.js'

import { proxyToAgent } from '../../emulator/builds/agent-proxy.js'
import type { RunningEmulator, WireDeployment } from '../../emulator/index.js'
import { call, emulatorPerTest, sourceBody, tarball, upload } from './emulator-helpers.js'

const start = emulatorPerTest()

/** Deploys `files` by upload to a new deployment; resolves to its id and revision id. */
async function deployFiles(
  emu: RunningEmulator,
  files: Record<string, string>
): Promise<{ id: string; rid: string }> {
  const created = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
    body: sourceBody('built')
  })
  const { id } = created.body
  const objectPath = await upload(emu, id, await tarball(files))
  const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${id}`, {
    body: {
      revision_source: 'internal_source',
      source_revision_config: {
        source_tarball_path: objectPath,
        langgraph_config_path: 'langgraph.json'
      }
    }
  })
  return { id, rid: patched.body.latest_revision_id ?? '' }
}

/** Polls until the revision is final; resolves to its status, message and build log. */
async function settled(emu: RunningEmulator, id: string, rid: string) {
  for (;;) {
    const revision = await call<{ status: string; status_message: string | null }>(
      emu,
      'GET',
      `/v2/deployments/${id}/revisions/${rid}`
    )
    if (revision.status !== 200) throw new Error(`revision: ${revision.status}`)
    if (/DEPLOYED|FAILED/.test(revision.body.status)) {
      const logs = await call<{ items: { message: string; level: string }[] }>(
        emu,
        'GET',
        `/v2/deployment-logs?deployment_id=${id}&log_type=BUILD`
      )
      return { ...revision.body, log: logs.body.items }
    }
    await new Promise(resolve => setTimeout(resolve, 20))
  }
}

describe('a real build that fails before its server starts', () => {
  it('a Python config without langgraph on PATH says what to install', async () => {
    const path = process.env.PATH
    process.env.PATH = ''
    try {
      const emu = await start({ agentServer: LANGGRAPH_AGENT_SERVER, stepMs: 5 })
      const { id, rid } = await deployFiles(emu, {
        'langgraph.json': JSON.stringify({ python_version: '3.12', graphs: { chat: './a.py:g' } }),
        'a.py': 'g = None\n'
      })
      const revision = await settled(emu, id, rid)
      expect(revision.status).toBe('BUILD_FAILED')
      expect(revision.status_message).toContain('pip install -U "langgraph-cli[inmem]"')
      expect(revision.log.at(-1)).toMatchObject({
        message: revision.status_message,
        level: 'ERROR'
      })
      expect(revision.log.map(line => line.message)).toContain(
        'Read graph configuration langgraph.json: Python graphs'
      )
      // Nothing is live: the built-in agent does not stand in for a failed build.
      expect((await call(emu, 'GET', `/agents/${id}/assistants/chat`)).status).toBe(503)
    } finally {
      process.env.PATH = path
    }
  })

  it('a config that is not JSON says so', async () => {
    const emu = await start({ agentServer: LANGGRAPH_AGENT_SERVER, stepMs: 5 })
    const { id, rid } = await deployFiles(emu, { 'langgraph.json': '{"graphs": ' })
    const revision = await settled(emu, id, rid)
    expect(revision.status).toBe('BUILD_FAILED')
    expect(revision.status_message).toMatch(/^Build failed: langgraph.json is not valid JSON: /)
  })
})

describe('the proxy to a real agent server', () => {
  let upstream: Server
  let front: Server
  let seen: Record<string, string | string[] | undefined> = {}
  let release: () => void = () => undefined

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen = req.headers
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('event: metadata\ndata: {"run_id":"1"}\n\n')
      release = () => {
        res.end('event: values\ndata: {"done":true}\n\n')
      }
    })
    await new Promise<void>(resolve => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    front = createServer((req, res) => {
      void proxyToAgent(req, res, `http://127.0.0.1:${port}`, '/runs/stream?x=1')
    })
    await new Promise<void>(resolve => front.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    release()
    await new Promise(resolve => front.close(resolve))
    await new Promise(resolve => upstream.close(resolve))
  })

  it('passes the first event on before the stream ends, and not the API key', async () => {
    const { port } = front.address() as AddressInfo
    const first = await new Promise<string>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', method: 'POST', path: '/', headers: { 'x-api-key': 'secret' } },
        res => {
          res.setEncoding('utf8')
          res.once('data', (chunk: string) => {
            resolve(chunk)
          })
        }
      )
      req.on('error', reject)
      req.end('{}')
    })
    expect(first).toBe('event: metadata\ndata: {"run_id":"1"}\n\n')
    expect(seen['x-api-key']).toBeUndefined()
  })
})
