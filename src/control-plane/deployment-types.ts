// Owns what a deployment type means across LangSmith's two pricing eras: the values, which era
// takes each, the default a create asks for and its fallback, which types are one, which scale to zero.

/**
 * The types of the usage-based pricing (LangChain's docs, 2026: "two deployment types: Serverless
 * and Dedicated"), and those of the previous pricing (the Terraform provider's list; only the
 * `_zero` ones scale to zero), which organizations not yet moved still send.
 */
const USAGE_TYPES = ['serverless', 'dedicated'] as const
const PREVIOUS_TYPES = ['dev_free', 'dev', 'prod', 'dev_zero', 'dev_free_zero'] as const

/** Every deployment type the action sends; fixed when a deployment is created. */
export const DEPLOYMENT_TYPES = [...USAGE_TYPES, ...PREVIOUS_TYPES] as const

/** A deployment type. */
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number]

/** What `langgraph deploy --deployment-type` asks for by default today. */
export const DEFAULT_DEPLOYMENT_TYPE: DeploymentType = 'serverless'

/** The previous default (LangChain's CLIs before 2026), for a service that knows only those. */
export const PREVIOUS_DEFAULT_TYPE: DeploymentType = 'dev'

/** The pricing era whose organizations may send `type`. */
export function pricingOf(type: string): 'usage' | 'previous' | undefined {
  if ((USAGE_TYPES as readonly string[]).includes(type)) return 'usage'
  return (PREVIOUS_TYPES as readonly string[]).includes(type) ? 'previous' : undefined
}

/**
 * The usage-era type a type is shown as: "a Development deployment is shown as Serverless, a
 * Production one as Dedicated" (LangChain's docs); undefined for a type the action does not know.
 */
function usageTypeOf(type: string): (typeof USAGE_TYPES)[number] | undefined {
  if (type === 'dedicated' || type === 'prod') return 'dedicated'
  return pricingOf(type) === undefined ? undefined : 'serverless'
}

/**
 * Whether two types name one deployment type: equal, or one era's name for the other's (`dev`
 * and `serverless`). Within one era each value is its own type (`dev` is not `dev_zero`).
 */
export function sameDeploymentType(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true
  const [eraA, eraB] = [pricingOf(a), pricingOf(b)]
  if (eraA === undefined || eraB === undefined || eraA === eraB) return false
  return usageTypeOf(a) === usageTypeOf(b)
}

/**
 * Whether a deployment of this type scales to zero when idle, so that its first request wakes it:
 * Serverless, and the previous pricing's `_zero` types. Undefined when the type is not known.
 */
export function scalesToZero(type: string | undefined): boolean | undefined {
  if (type === undefined || pricingOf(type) === undefined) return undefined
  return type === 'serverless' || type.endsWith('_zero')
}

/** How people read a type: `serverless (usage-based pricing)`. */
export function describeDeploymentType(type: string): string {
  const era = pricingOf(type)
  if (era === undefined) return type
  return `${type} (${era === 'usage' ? 'usage-based' : 'previous'} pricing)`
}
