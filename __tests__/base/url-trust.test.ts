// Where the API key may go with a smoke run at an agent URL the control plane named, and which
// URLs are fit to show people.
import { describe, expect, it } from '@jest/globals'
import { type KeyHosts, agentUrlProblem, showableUrl } from '../../src/base/url-trust.js'
import { platformHosts } from '../../src/control-plane/hosts.js'

const cloud: KeyHosts = {
  ...platformHosts({
    region: 'eu',
    customApiUrl: false,
    apiUrl: 'https://eu.api.host.langchain.com'
  }),
  trusted: ['agents.example.com']
}
const selfHosted: KeyHosts = {
  ...platformHosts({
    region: 'us',
    customApiUrl: true,
    apiUrl: 'https://ls.corp.example/api-host'
  }),
  trusted: []
}

describe('agentUrlProblem', () => {
  it.each<[string, KeyHosts, boolean]>([
    ['https://my-agent-1a2b.eu.langgraph.app', cloud, true],
    ['https://MY-AGENT.LangGraph.App./', cloud, true],
    ['https://eu.api.host.langchain.com/agents/x', cloud, true],
    ['https://agents.example.com:8443/x', cloud, true],
    ['https://langgraph.app', cloud, false],
    ['https://langgraph.app.attacker.example', cloud, false],
    ['https://evil-langgraph.app', cloud, false],
    ['https://api.host.langchain.com', cloud, false],
    ['https://sub.agents.example.com', cloud, false],
    ['http://x.eu.langgraph.app', cloud, false],
    ['https://ls.corp.example/agent', selfHosted, true],
    ['https://ls.corp.example.attacker.example', selfHosted, false],
    ['https://x.langgraph.app', selfHosted, false]
  ])('%s: %p', (url, allowed, ok) => {
    const problem = agentUrlProblem(url, allowed)
    expect(problem === undefined).toBe(ok)
    if (!ok) expect(problem).toMatch(/trusted-hosts|https/)
  })

  it('names the host and the input that would allow it', () => {
    const problem = agentUrlProblem('https://127.0.0.1.attacker.example/x', selfHosted)
    expect(problem).toContain('127.0.0.1.attacker.example')
    expect(problem).toContain("'trusted-hosts'")
  })

  it.each([
    ['ftp://x.eu.langgraph.app', 'is not an http(s) URL'],
    ['not a url', 'is not an http(s) URL'],
    ['http://x.eu.langgraph.app', 'is plain http']
  ])('%s: the scheme is judged before the host (%s)', (url, problem) => {
    expect(agentUrlProblem(url, cloud)).toContain(problem)
  })

  it.each(['http://localhost:8123', 'http://127.0.0.1:8123'])(
    '%s: plain http to this machine, on a host allowed',
    url => {
      const loopback = { hosts: ['localhost', '127.0.0.1'], suffixes: [], trusted: [] }
      expect(agentUrlProblem(url, loopback)).toBeUndefined()
    }
  )
})

describe('showableUrl', () => {
  it.each<[string, string | undefined]>([
    ['https://a.example/x', 'https://a.example/x'],
    [' http://localhost:8123 ', 'http://localhost:8123'],
    ['http://a.example', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['https://a.example/x y', undefined],
    ['https://u:p@a.example', undefined],
    ['', undefined]
  ])('%j → %j', (text, shown) => {
    expect(showableUrl(text)).toBe(shown)
  })
})
