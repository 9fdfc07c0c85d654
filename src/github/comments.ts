// Owns finding a pull request's comment by its hidden marker, on any page of the comments. It
// only reads; writing the comment is the reporter's.
import type { Octokit } from './octokit.js'

/** The id of the comment behind `marker` on pull request `prNumber`, reading every page. */
export async function findComment(
  octokit: Octokit,
  repo: { readonly owner: string; readonly repo: string },
  prNumber: number,
  marker: string
): Promise<number | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: prNumber,
    per_page: 100
  })
  for await (const page of pages) {
    const found = page.data.find(comment => comment.body?.includes(marker) === true)
    if (found !== undefined) return found.id
  }
  return undefined
}
