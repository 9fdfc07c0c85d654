import { describe, expect, it } from '@jest/globals'
import {
  describeSecretsChange,
  keepExistingProblem,
  secretsChange
} from '../../src/control-plane/secrets-diff.js'

const sent = [
  { name: 'NEW_SECRET', value: 'new-value-0001' },
  { name: 'OPENAI_API_KEY', value: 'sk-value-0002' }
]

describe('secretsChange', () => {
  it('names the secrets removed, added and sent again when the service shows names only', () => {
    const change = secretsChange(sent, [{ name: 'OPENAI_API_KEY' }, { name: 'SHORT' }])
    expect(change).toEqual({
      known: true,
      removed: ['SHORT'],
      added: ['NEW_SECRET'],
      changed: [],
      resent: ['OPENAI_API_KEY'],
      unchanged: []
    })
    const line = describeSecretsChange(change)
    expect(line).toBe(
      "the secrets listed replace the deployment's secrets: removed SHORT; added NEW_SECRET; changed none; sent again OPENAI_API_KEY (the service does not show secret values, so whether these change cannot be told)"
    )
    expect(line).not.toMatch(/value-000/)
  })

  it('says changed and unchanged where the service returns values', () => {
    const change = secretsChange(sent, [
      { name: 'OPENAI_API_KEY', value: 'sk-old' },
      { name: 'NEW_SECRET', value: 'new-value-0001' }
    ])
    expect(change).toMatchObject({
      removed: [],
      added: [],
      changed: ['OPENAI_API_KEY'],
      unchanged: ['NEW_SECRET']
    })
    expect(describeSecretsChange(change)).toMatch(
      /removed none; added none; changed OPENAI_API_KEY; unchanged NEW_SECRET$/
    )
  })

  it('cannot tell removals when the deployment as read lists no secrets', () => {
    for (const current of [undefined, null]) {
      const change = secretsChange(sent, current)
      expect(change).toMatchObject({ known: false, removed: [], added: [] })
      expect(change.resent).toEqual(['NEW_SECRET', 'OPENAI_API_KEY'])
      expect(describeSecretsChange(change)).toMatch(/which names this removes cannot be told/)
    }
    // An empty list is a list: the deployment has no secrets, so every name is added.
    expect(secretsChange(sent, [])).toMatchObject({
      known: true,
      added: ['NEW_SECRET', 'OPENAI_API_KEY']
    })
  })
})

describe('keepExistingProblem', () => {
  it('refuses a list that leaves out secrets, naming each', () => {
    const change = secretsChange(sent, [
      { name: 'SHORT' },
      { name: 'OTHER' },
      { name: 'NEW_SECRET' }
    ])
    const problem = keepExistingProblem(change, 'deployment "my-agent"')
    expect(problem).toMatch(
      /^input 'secrets-keep-existing' is true, but 'secrets' leaves out SHORT, OTHER, which deployment "my-agent" holds.*nothing was sent\. Add them to 'secrets'/
    )
  })

  it('lets a list that keeps every name go ahead', () => {
    const change = secretsChange(sent, [{ name: 'OPENAI_API_KEY' }])
    expect(keepExistingProblem(change, 'deployment "my-agent"')).toBeUndefined()
  })

  it('refuses when the secrets are not listed: it cannot tell', () => {
    expect(keepExistingProblem(secretsChange(sent, undefined), 'deployment "x"')).toMatch(
      /did not list the secrets of deployment "x"/
    )
  })
})
