// Owns "the same repository": a repository URL's key (host, owner and name, case-insensitive; a
// `.git` and a trailing `/` ignored), and whether a repository is on github.com.

/** The one host LangSmith's GitHub app reaches. */
export const GITHUB_COM = 'github.com'

/**
 * `host/owner/name`, lower-cased, of a repository URL (`https://host/owner/name`, with or
 * without `.git` and a trailing `/`, or `git@host:owner/name`); undefined for anything else. The
 * scheme, a user name and a port of 443 do not count: one repository, however it is written.
 */
export function repositoryKey(url: string | undefined): string | undefined {
  const parts = repositoryParts(url?.trim())
  if (parts === undefined) return undefined
  const [host, owner, name] = parts.map(part => part.toLowerCase())
  const bare = name?.replace(/\.git$/, '')
  if (!host || !owner || !bare) return undefined
  return `${host.replace(/^www\./, '')}/${owner}/${bare}`
}

/** Whether two repository URLs name one repository; false when either is not one. */
export function sameRepository(a: string | undefined, b: string | undefined): boolean {
  const key = repositoryKey(a)
  return key !== undefined && key === repositoryKey(b)
}

/** The host a repository URL names (`github.com`, `ghe.corp.test`); undefined when not one. */
export function repositoryHost(url: string | undefined): string | undefined {
  return repositoryKey(url)?.split('/')[0]
}

/** The key of `owner/name` on github.com. */
export function gitHubComKey(owner: string, name: string): string | undefined {
  return repositoryKey(`https://${GITHUB_COM}/${owner}/${name}`)
}

function repositoryParts(url: string | undefined): readonly string[] | undefined {
  if (url === undefined) return undefined
  const scp = /^[\w.-]+@([\w.-]+):([^/]+)\/([^/]+?)\/?$/.exec(url)
  if (scp !== null) return scp.slice(1)
  if (!URL.canParse(url)) return undefined
  const parsed = new URL(url)
  if (!['https:', 'http:', 'ssh:', 'git:'].includes(parsed.protocol)) return undefined
  const path = parsed.pathname.split('/').filter(Boolean)
  if (path.length !== 2) return undefined
  return [parsed.host, ...path]
}
