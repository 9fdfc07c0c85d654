// Owns when tunnel loads: `npm run bundle` resolves `@actions/http-client`'s `import 'tunnel'`
// here (tsconfig `paths`). Only a request through a proxy needs it, so the real module (and
// node:assert with it) loads in loadTunnel(), which Http calls before a request a proxy carries.
import type { Agent } from 'node:http'

/** One of tunnel's agent factories, as `@actions/http-client` calls them. */
type AgentFactory = (options: object) => Agent

interface Tunnel {
  readonly httpOverHttp: AgentFactory
  readonly httpsOverHttp: AgentFactory
  readonly httpOverHttps: AgentFactory
  readonly httpsOverHttps: AgentFactory
}

let loaded: Tunnel | undefined

/** Loads tunnel; call it before `@actions/http-client` builds an agent for a proxied request. */
export async function loadTunnel(): Promise<void> {
  if (loaded !== undefined) return
  // @ts-expect-error tunnel ships no types; the four factories are typed above.
  const module = (await import('../../node_modules/tunnel/index.js')) as {
    readonly default?: Tunnel
  } & Tunnel
  loaded = module.default ?? module
}

function tunnel(): Tunnel {
  if (loaded === undefined) throw new Error('tunnel was used before loadTunnel() loaded it')
  return loaded
}

export const httpOverHttp: AgentFactory = options => tunnel().httpOverHttp(options)
export const httpsOverHttp: AgentFactory = options => tunnel().httpsOverHttp(options)
export const httpOverHttps: AgentFactory = options => tunnel().httpOverHttps(options)
export const httpsOverHttps: AgentFactory = options => tunnel().httpsOverHttps(options)
