// Owns the words GitHub shows for a deployment: status descriptions as plain text fitted to
// GitHub's limit, and the hidden marker that finds an environment's pull-request comment again.
import { plainLine } from '../base/untrusted.js'

/** Final state of a GitHub deployment. */
export type FinishState = 'success' | 'failure' | 'error' | 'inactive'

/** GitHub cuts a deployment status description at this many characters (and rejects longer). */
export const MAX_STATUS_DESCRIPTION = 140

/** Default status description of a final state. */
export function defaultDescription(state: FinishState): string {
  switch (state) {
    case 'success':
      return 'Deployed to LangSmith'
    case 'failure':
      return 'The LangSmith deployment failed'
    case 'error':
      return 'The deploy run stopped before it finished'
    case 'inactive':
      return 'The LangSmith deployment was deleted'
  }
}

/**
 * `text` as plain text on one line (no terminal escapes, no line breaks, controls made visible),
 * fitted into GitHub's limit of {@link MAX_STATUS_DESCRIPTION} characters.
 */
export function statusDescription(text: string): string {
  const line = plainLine(text).replace(/\s+/g, ' ').trim()
  const chars = Array.from(line)
  return chars.length <= MAX_STATUS_DESCRIPTION
    ? line
    : `${chars.slice(0, MAX_STATUS_DESCRIPTION - 1).join('')}…`
}

/**
 * The hidden marker that finds an environment's comment again. The name is encoded so that no
 * environment name can end the HTML comment early.
 */
export function commentMarker(environment: string): string {
  return `<!-- langgraph-deploy-action:${encodeURIComponent(environment).replace(/--/g, '-%2D')} -->`
}
