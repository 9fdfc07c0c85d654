// Owns where the API key may be sent: https, or plain http to this machine only; no user name,
// password, query or fragment in a base URL; to an agent only on a host the user pointed at.
// Inputs, HTTP, the smoke step and the URLs shown to people all ask here.

/** Hosts to which the API key may travel over plain http: this machine only. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/** `text` as a URL, or undefined when it is not one. */
export function parseUrl(text: string): URL | undefined {
  return URL.canParse(text) ? new URL(text) : undefined
}

/** Whether the URL is http(s). */
export function isHttpUrl(url: URL): boolean {
  return url.protocol === 'https:' || url.protocol === 'http:'
}

/**
 * Why a request carrying the API key must not go to `url`, or undefined when it may:
 * only https, or http to this machine.
 */
export function plainHttpProblem(url: URL): string | undefined {
  if (url.protocol !== 'http:' || isLoopback(url.hostname)) return undefined
  return 'must use https:// (plain http:// would send the API key unencrypted; it is allowed only for localhost)'
}

/**
 * Why `url` cannot be a base URL that receives the API key, or undefined when it can: it must
 * pass {@link plainHttpProblem} and name no credentials, query or fragment.
 */
export function keyedBaseUrlProblem(url: URL): string | undefined {
  const plain = plainHttpProblem(url)
  if (plain !== undefined) return plain
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password'
  if (url.search !== '' || url.hash !== '') {
    return 'must not contain a query or fragment: give the base URL only'
  }
  return undefined
}

/** A base URL in the one form requests are built from: origin and path, no trailing slash. */
export function normalizeBaseUrl(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * The last line of defence under every client: throws unless a request carrying credentials
 * may go to `baseUrl`, whatever the URL's source (an input or a server's answer).
 */
export function assertMayCarryKey(baseUrl: string): void {
  const url = parseUrl(baseUrl)
  if (url === undefined || !isHttpUrl(url)) {
    throw new Error(`refusing to send credentials to "${baseUrl}": not an http(s) URL`)
  }
  if (plainHttpProblem(url) !== undefined) {
    throw new Error(
      `refusing to send credentials over plain http to ${url.origin}: only https, or http to localhost`
    )
  }
}

/**
 * `text` when it is a URL fit to show people: absolute, without blanks or credentials, and https
 * (or http to this machine). Else undefined.
 */
export function showableUrl(text: string | undefined): string | undefined {
  const url = httpUrlText(text)
  return url === undefined || plainHttpProblem(new URL(url)) !== undefined ? undefined : url
}

/**
 * `text` when it is an absolute http(s) URL without blanks or credentials (fit to hand to the
 * next step as an output), else undefined.
 */
export function httpUrlText(text: string | undefined): string | undefined {
  const trimmed = text?.trim()
  if (!trimmed || /\s/.test(trimmed)) return undefined
  const url = parseUrl(trimmed)
  if (url === undefined || !isHttpUrl(url) || url.username !== '' || url.password !== '') {
    return undefined
  }
  return trimmed
}

/** Hosts to which the API key may go with a request to an agent the control plane named. */
export interface KeyHosts {
  /** The platform's own hosts, exactly (the control plane's, the region's API hosts). */
  readonly hosts: readonly string[]
  /** Suffixes of the platform's agent hosts (`.langgraph.app`): any host ending with one. */
  readonly suffixes: readonly string[]
  /** The hosts of input `trusted-hosts`, exactly. */
  readonly trusted: readonly string[]
}

/** A host name as compared: lower case, brackets of IPv6 and a final dot removed. */
function hostKey(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
}

/**
 * Why a smoke run carrying the API key must not go to `text`, an agent URL that the control plane
 * named (not the user), or undefined when it may: an http(s) URL, https or plain http to this
 * machine only, on one of the platform's hosts (exactly, or under one of its agent suffixes) or
 * one listed in `trusted-hosts`. Decided before anything is sent, so a refused host never even
 * gets a connection. The text names the input that would allow it.
 */
export function agentUrlProblem(text: string, allowed: KeyHosts): string | undefined {
  const url = parseUrl(text)
  if (url === undefined || !isHttpUrl(url)) {
    return `the deployment's URL "${text}" is not an http(s) URL; set input 'deployment-url'`
  }
  if (plainHttpProblem(url) !== undefined) {
    return `the deployment's URL ${text} is plain http; the API key is only sent over https (or to localhost). Set input 'deployment-url' to its https URL`
  }
  const host = hostKey(url.hostname)
  const exact = [...allowed.hosts, ...allowed.trusted].map(hostKey)
  if (exact.includes(host)) return undefined
  if (allowed.suffixes.some(suffix => host.endsWith(suffix) && host.length > suffix.length)) {
    return undefined
  }
  return `the control plane gives the agent URL ${text}, but its host ${host} is not one of the platform's and not listed in input 'trusted-hosts'; the API key is only sent to hosts you named. If ${host} is yours, add it to 'trusted-hosts' (or set 'deployment-url')`
}
