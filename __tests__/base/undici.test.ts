// Tests of src/base/undici.ts: the stand-in the bundle puts where the toolkit imports undici.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as real from 'undici'
import { ProxyAgent, fetch, loadUndici } from '../../src/base/undici.js'

describe('the undici stand-in', () => {
  let server: Server
  let url: string

  beforeAll(async () => {
    server = createServer((_request, response) => response.end('served'))
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })

  afterAll(async () => {
    await new Promise(resolve => server.close(resolve))
  })

  it('says so when used before loadUndici(), rather than loading undici on the spot', () => {
    expect(() => fetch(url)).toThrow('undici was used before loadUndici() loaded it')
    expect(() => new ProxyAgent('http://127.0.0.1:1')).toThrow('before loadUndici()')
  })

  it("hands undici's own fetch and ProxyAgent through once loaded", async () => {
    await loadUndici()
    const response = await fetch(url)
    expect(await response.text()).toBe('served')
    const agent = new ProxyAgent('http://127.0.0.1:1')
    expect(agent).toBeInstanceOf(real.ProxyAgent)
    await agent.close()
  })
})
