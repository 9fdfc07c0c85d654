// Owns the two pricing eras the control plane can play: the deployment types each accepts, the
// type a create without one gets, a seed's default type, and which types scale to zero.
import type { DeploymentType } from './wire-types.js'

/** The pricing an emulated organization is on: LangSmith's usage-based one (2026), or the one before. */
export type Pricing = 'usage' | 'previous'

/** The default era: LangChain's docs of 2026 ("two deployment types: Serverless and Dedicated"). */
export const DEFAULT_PRICING: Pricing = 'usage'

/** The values of `source_config.deployment_type` each era accepts (any other is a 422). */
export const DEPLOYMENT_TYPES: Readonly<Record<Pricing, readonly DeploymentType[]>> = {
  usage: ['serverless', 'dedicated'],
  previous: ['dev_free', 'dev', 'prod', 'dev_zero', 'dev_free_zero']
}

/**
 * The type stored when a create omits it: `prod` before (the Terraform provider's documented
 * default), and its counterpart `dedicated` on usage pricing ("a Production one Dedicated").
 */
export const CREATE_DEFAULT_TYPE: Readonly<Record<Pricing, DeploymentType>> = {
  usage: 'dedicated',
  previous: 'prod'
}

/** The type of a seeded deployment that names none: the cheap one of each era. */
export const SEED_DEFAULT_TYPE: Readonly<Record<Pricing, DeploymentType>> = {
  usage: 'serverless',
  previous: 'dev'
}

/** The types whose deployments scale to zero when idle and wake on the next request. */
const SLEEPING_TYPES: ReadonlySet<DeploymentType> = new Set([
  'serverless',
  'dev_zero',
  'dev_free_zero'
])

/** Whether a deployment of this type scales to zero (Serverless, the previous `_zero` types). */
export function scalesToZero(type: DeploymentType): boolean {
  return SLEEPING_TYPES.has(type)
}

/** Checks an option's value; a TypeError names it and the two eras otherwise. */
export function pricingOf(value: string | undefined): Pricing {
  if (value === undefined) return DEFAULT_PRICING
  if (value === 'usage' || value === 'previous') return value
  throw new TypeError(`emulator option pricing must be 'usage' or 'previous', got "${value}"`)
}
