import { describe, expect, it } from '@jest/globals'
import { agentUrl } from '../../src/run/target.js'

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
