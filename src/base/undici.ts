// Owns when undici loads: `npm run bundle` resolves the toolkit's `import 'undici'` here (tsconfig
// `paths`), so undici is a chunk of its own, loaded by loadUndici() only before Octokit needs it.
import type * as Undici from '../../node_modules/undici/index.js'

let loaded: typeof Undici | undefined

/** Loads undici; call it before anything of the toolkit may use its `fetch` or `ProxyAgent`. */
export async function loadUndici(): Promise<void> {
  loaded ??= await import('../../node_modules/undici/index.js')
}

function undici(): typeof Undici {
  if (loaded === undefined) throw new Error('undici was used before loadUndici() loaded it')
  return loaded
}

/** undici's `fetch` (what `@actions/github` hands Octokit). */
export const fetch: typeof Undici.fetch = (...args) => undici().fetch(...args)

/** undici's `ProxyAgent` (what `@actions/http-client` builds for a proxy's dispatcher). */
export const ProxyAgent = new Proxy(Object as unknown as typeof Undici.ProxyAgent, {
  construct: (_target, args: ConstructorParameters<typeof Undici.ProxyAgent>) =>
    new (undici().ProxyAgent)(...args)
})
