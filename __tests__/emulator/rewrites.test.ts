// The everyday rewrites of emulator/faults/rewrites.ts: the request is applied, then its answer changed.
import { describe, expect, it } from '@jest/globals'
import { type WireDeployment, answerText, keepFields, setFields } from '../../emulator/index.js'
import { call, createBody, emulatorPerTest } from './emulator-helpers.js'

const start = emulatorPerTest()

describe('the everyday rewrites: keepFields, answerText, setFields', () => {
  it('applies the request, then keeps only the named fields of its answer', async () => {
    const emu = await start()
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'rewrite', rewrite: keepFields(['id', 'latest_revision_id']) }
    })
    const reply = await call(emu, 'POST', '/v2/deployments', { body: createBody('terse') })
    const [created] = emu.state.deployments()
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({
      id: created?.deployment.id,
      latest_revision_id: created?.deployment.latest_revision_id
    })
    expect(emu.requests[0]).toMatchObject({ status: 201, fault: 'rewrite' })
  })

  it('applies the request, then answers its status with the given body instead', async () => {
    const emu = await start()
    emu.faults.add({
      path: '/v2/deployments',
      fault: { kind: 'rewrite', rewrite: answerText('OK') }
    })
    const response = await fetch(`${emu.url}/v2/deployments`, {
      method: 'POST',
      headers: {
        'x-api-key': emu.apiKey,
        'x-tenant-id': emu.workspaceId,
        'content-type': 'application/json'
      },
      body: JSON.stringify(createBody('said-ok'))
    })
    expect([response.status, await response.text()]).toEqual([201, 'OK'])
    expect(emu.state.deployments()).toHaveLength(1)
    emu.faults.clear()
    emu.faults.add({ path: '/v2/deployments', fault: { kind: 'rewrite', rewrite: answerText('') } })
    const none = await call(emu, 'GET', '/v2/deployments')
    expect([none.status, none.text]).toEqual([200, ''])
  })

  it('applies the request, then sets the given fields over its answer', async () => {
    const emu = await start()
    const created = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
      body: createBody('lagging')
    })
    const path = `/v2/deployments/${created.body.id}`
    emu.faults.add({
      path,
      fault: { kind: 'rewrite', rewrite: setFields({ latest_revision_id: null }) }
    })
    const read = await call<WireDeployment>(emu, 'GET', path)
    expect(read.body).toEqual({ ...created.body, latest_revision_id: null })
  })
})
