import { describe, expect, it } from '@jest/globals'
import { agentUrl, deploymentFacts } from '../../src/control-plane/deployments.js'

describe('agentUrl', () => {
  it.each([
    [
      {
        id: '1',
        name: 'a',
        url: 'https://a.example.com',
        source_config: { custom_url: 'https://c' }
      },
      // The schema's field first; the top-level url only where an install sends one.
      'https://c'
    ],
    [
      { id: '1', name: 'a', url: 'https://a.example.com', source_config: null },
      'https://a.example.com'
    ],
    [{ id: '1', name: 'a', url: null, source_config: { custom_url: 'https://c' } }, 'https://c'],
    [{ id: '1', name: 'a', url: '', source_config: null }, ''],
    [{ id: '1', name: 'a' }, '']
  ])('%j -> %s', (deployment, expected) => {
    expect(agentUrl(deployment)).toBe(expected)
  })
})

describe('deploymentFacts', () => {
  const cloud = { apiUrl: 'https://api.host.langchain.com', workspaceId: 'ws-1' }

  it("names the field the agent URL came from, and the page under the record's tenant", () => {
    const deployment = {
      id: 'd 1',
      name: 'agent',
      tenant_id: 't-9',
      url: 'https://top.example.com',
      source_config: { custom_url: 'https://agent-1.us.langgraph.app' }
    }
    expect(deploymentFacts(deployment, cloud)).toEqual({
      id: 'd 1',
      name: 'agent',
      url: 'https://agent-1.us.langgraph.app',
      urlField: 'source_config.custom_url',
      dashboardUrl: 'https://smith.langchain.com/o/t-9/host/deployments/d%201'
    })
  })

  it('falls back to the top-level url, and to the workspace when the record names no tenant', () => {
    const facts = deploymentFacts({ id: 'd', name: 'a', url: 'https://top.example.com' }, cloud)
    expect(facts.url).toBe('https://top.example.com')
    expect(facts.urlField).toBe('url')
    expect(facts.dashboardUrl).toBe('https://smith.langchain.com/o/ws-1/host/deployments/d')
  })

  it('names no field when no URL is given, and a self-hosted page without /api-host', () => {
    const selfHosted = { apiUrl: 'https://lgp.example.com/api-host/', workspaceId: 'ws' }
    const facts = deploymentFacts({ id: 'd', name: 'a', url: '' }, selfHosted)
    expect(facts).toMatchObject({ url: '', urlField: undefined })
    expect(facts.dashboardUrl).toBe('https://lgp.example.com/o/ws/host/deployments/d')
  })
})
