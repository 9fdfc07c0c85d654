// "The same repository" as a table: host, owner and name count; case, `.git`, a trailing `/` and
// the scheme do not.
import { describe, expect, it } from '@jest/globals'
import { repositoryHost, repositoryKey, sameRepository } from '../../src/base/repository.js'

describe('repositoryKey', () => {
  it.each([
    ['https://github.com/acme/agent', 'github.com/acme/agent'],
    ['https://GitHub.com/Acme/Agent.git/', 'github.com/acme/agent'],
    ['http://www.github.com/acme/agent', 'github.com/acme/agent'],
    ['git@github.com:acme/agent.git', 'github.com/acme/agent'],
    ['https://ghe.corp.test/acme/agent', 'ghe.corp.test/acme/agent'],
    ['https://ghe.corp.test:8443/acme/agent', 'ghe.corp.test:8443/acme/agent'],
    ['https://github.com/acme', undefined],
    ['https://github.com/acme/agent/tree/main', undefined],
    ['ftp://github.com/acme/agent', undefined],
    ['not a url', undefined],
    [undefined, undefined]
  ])('%s -> %s', (url, key) => {
    expect(repositoryKey(url)).toBe(key)
  })
})

describe('sameRepository', () => {
  it('compares the host as well as the owner and name', () => {
    expect(
      sameRepository('https://github.com/acme/agent', 'https://github.com/ACME/agent.git')
    ).toBe(true)
    expect(
      sameRepository('https://ghe.corp.test/acme/agent', 'https://github.com/acme/agent')
    ).toBe(false)
    expect(sameRepository(undefined, undefined)).toBe(false)
    expect(repositoryHost('https://ghe.corp.test/acme/agent')).toBe('ghe.corp.test')
  })
})
