/**
 * Owns the emulator's stand-in of the LangSmith UI page of a deployment,
 * `/o/{tenant}/host/deployments/{id}` (the path the action links to): an HTML page listing the
 * deployment and its revisions, newest first. Every value is HTML-escaped.
 */
import { emulatorPage, escapeHtml } from '../base/http-util.js'
import type { DeploymentStore } from './state.js'

const PAGE = /^\/o\/([^/]+)\/host\/deployments\/([^/]+)$/

/**
 * The page of `pathname` when it is a deployment's page: 200 with the listing, 404 for a
 * deployment of another workspace or none; undefined when the path is no deployment page.
 */
export function dashboardPage(
  store: DeploymentStore,
  workspaceId: string,
  pathname: string
): { status: number; body: string } | undefined {
  const match = PAGE.exec(pathname)
  if (match === null) return undefined
  const [, tenant = '', id = ''] = match.map(part => decodeURIComponent(part))
  const record = tenant === workspaceId ? store.get(id) : undefined
  if (record === undefined) return { status: 404, body: emulatorPage('Deployment not found', '') }
  const { deployment, revisions } = store.snapshot(record)
  const rows = revisions
    .map(
      r =>
        `<tr><td><code>${escapeHtml(r.id)}</code></td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.created_at)}</td><td>${escapeHtml(r.source_revision_config.repo_ref ?? r.source_revision_config.image_uri)}</td></tr>`
    )
    .join('\n')
  const body = [
    `<h1>Deployment ${escapeHtml(deployment.name)}</h1>`,
    `<p>ID <code>${escapeHtml(deployment.id)}</code>, source ${escapeHtml(deployment.source)}, URL <code>${escapeHtml(deployment.source_config.custom_url ?? deployment.url)}</code></p>`,
    `<h2>Revisions (${revisions.length})</h2>`,
    '<table><thead><tr><th>Revision</th><th>Status</th><th>Created</th><th>Ref or image</th></tr></thead><tbody>',
    rows,
    '</tbody></table>'
  ].join('\n')
  return { status: 200, body: emulatorPage(`Deployment ${deployment.name}`, body) }
}
