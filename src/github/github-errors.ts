// Owns what a failed request to GitHub means for the person reading the run: the request, the
// status, GitHub's message, and the token permission that explains a 401, 403 or 404.
import { errorMessage } from '../base/errors.js'
import { fieldOf as field } from '../base/objects.js'
import { truncate } from '../base/text.js'

/** Longest piece of GitHub's error text quoted in a warning. */
const MAX_ERROR_CHARS = 300

/** The HTTP status of an Octokit error that carries a response. */
export function statusOf(error: unknown): number | undefined {
  const response = field(error, 'response')
  const status = field(response, 'status')
  return typeof status === 'number' ? status : undefined
}

/**
 * What went wrong with a request to GitHub, in one line: the request, the HTTP status and
 * GitHub's message, or why no answer came; with advice for the statuses a token's permissions
 * explain.
 */
export function describeGitHubError(error: unknown): string {
  const request = field(error, 'request')
  const method = field(request, 'method')
  const url = field(request, 'url')
  let where = ''
  if (typeof method === 'string' && typeof url === 'string') {
    try {
      where = `${method} ${new URL(url).pathname}`
    } catch {
      where = method
    }
  }
  const message = cut(errorMessage(error))
  const status = statusOf(error)
  // Octokit gives a request that got no response status 500 but no response; the reason (a
  // refused connection, a DNS failure) is the innermost cause.
  if (status === undefined) {
    return where ? `${where} got no answer: ${cut(innermostMessage(error))}` : message
  }
  const hint =
    status === 401
      ? ' (github-token is not valid)'
      : status === 403 || status === 404
        ? ' (github-token needs the deployments: write and pull-requests: write permissions; a pull request from a fork gets a read-only token)'
        : ''
  return `${where} returned HTTP ${status}: ${message}${hint}`
}

/** The message of the deepest `cause` in a chain of errors. */
function innermostMessage(error: unknown): string {
  let message = errorMessage(error)
  let current = error
  for (let depth = 0; depth < 10; depth++) {
    current = field(current, 'cause')
    const text = field(current, 'message')
    if (typeof text !== 'string' || text === '') break
    message = text
  }
  return message
}

function cut(text: string): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), MAX_ERROR_CHARS)
}
