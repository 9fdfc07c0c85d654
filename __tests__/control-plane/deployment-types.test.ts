import { describe, expect, it } from '@jest/globals'
import {
  DEPLOYMENT_TYPES,
  describeDeploymentType,
  pricingOf,
  sameDeploymentType,
  scalesToZero
} from '../../src/control-plane/deployment-types.js'

describe('deployment types across the two pricing eras', () => {
  it('knows each era of each type', () => {
    expect(DEPLOYMENT_TYPES.map(type => [type, pricingOf(type)])).toEqual([
      ['serverless', 'usage'],
      ['dedicated', 'usage'],
      ['dev_free', 'previous'],
      ['dev', 'previous'],
      ['prod', 'previous'],
      ['dev_zero', 'previous'],
      ['dev_free_zero', 'previous']
    ])
    expect(pricingOf('enterprise')).toBeUndefined()
  })

  it.each<[string, string, boolean]>([
    ['serverless', 'serverless', true],
    ['Serverless', 'serverless', true],
    ['dev', 'serverless', true],
    ['serverless', 'dev_zero', true],
    ['prod', 'dedicated', true],
    ['dedicated', 'prod', true],
    ['serverless', 'dedicated', false],
    ['prod', 'serverless', false],
    ['dev', 'dedicated', false],
    // Within one era each value is its own type.
    ['dev', 'dev_zero', false],
    ['dev', 'prod', false],
    ['serverless', 'enterprise', false]
  ])('%s and %s are one type: %s', (a, b, same) => {
    expect(sameDeploymentType(a, b)).toBe(same)
    expect(sameDeploymentType(b, a)).toBe(same)
  })

  it.each<[string | undefined, boolean | undefined]>([
    ['serverless', true],
    ['dev_zero', true],
    ['dev_free_zero', true],
    ['dedicated', false],
    ['dev', false],
    ['prod', false],
    ['enterprise', undefined],
    [undefined, undefined]
  ])('%s scales to zero: %s', (type, scales) => {
    expect(scalesToZero(type)).toBe(scales)
  })

  it('says the era with the type', () => {
    expect(describeDeploymentType('serverless')).toBe('serverless (usage-based pricing)')
    expect(describeDeploymentType('prod')).toBe('prod (previous pricing)')
    expect(describeDeploymentType('enterprise')).toBe('enterprise')
  })
})
