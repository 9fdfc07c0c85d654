/** resource-spec.ts: the input's fields over the deployment's current resource_spec, or why not. */
import { describe, expect, it } from '@jest/globals'
import { resourceSpecOver } from '../../src/control-plane/resource-spec.js'
import type { Deployment } from '../../src/control-plane/schemas.js'

const deployment = (config: Record<string, unknown> | null): Deployment => ({
  id: 'd-1',
  name: 'agent',
  source_config: config
})

describe('resourceSpecOver', () => {
  it('keeps every current field the input leaves out, an unknown one too', () => {
    const current = { min_scale: 2, max_scale: 4, cpu: 1, memory_mb: 2048, future: 'x' }
    expect(resourceSpecOver(deployment({ resource_spec: current }), { max_scale: 3 })).toEqual({
      spec: { min_scale: 2, max_scale: 3, cpu: 1, memory_mb: 2048, future: 'x' }
    })
  })

  it('replaces a nested object the input gives whole (labels, annotations)', () => {
    const current = { labels: { team: 'a', cost: 'b' }, annotations: { x: '1' } }
    expect(
      resourceSpecOver(deployment({ resource_spec: current }), { labels: { tier: 'gold' } })
    ).toEqual({ spec: { labels: { tier: 'gold' }, annotations: { x: '1' } } })
  })

  it('takes the input as it is when the deployment has no spec (null)', () => {
    expect(resourceSpecOver(deployment({ resource_spec: null }), { min_scale: 1 })).toEqual({
      spec: { min_scale: 1 }
    })
  })

  it.each<[string, Record<string, unknown> | null]>([
    ['no source_config', null],
    ['no resource_spec in it', { custom_url: null }],
    ['a resource_spec that is not an object', { resource_spec: '{"cpu": 1}' }],
    ['a resource_spec that is a list', { resource_spec: [1] }]
  ])('cannot tell with %s: a problem naming the input, nothing guessed', (_, config) => {
    const over = resourceSpecOver(deployment(config), { max_scale: 3 })
    expect(over).toEqual({
      problem: expect.stringMatching(
        /^input 'resource-spec' gives only some fields.*nothing was sent/
      )
    })
  })
})
