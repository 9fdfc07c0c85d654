// Owns the control-plane API of LangSmith Deployment (`/v2/deployments/...`): one typed method
// per endpoint on one Http. It knows paths, paging and answer shapes; not what a run decides.
import { ResponseFormatError } from '../base/errors.js'
import { truncate } from '../base/text.js'
import { Http, type HttpSettings, type RequestSpec } from '../base/http.js'
import { withoutUndefined } from '../base/objects.js'
import { PAGE_SIZE, findByName, listAll } from './deployment-pages.js'
import { controlPlaneHint } from './hints.js'
import type { LogPage, LogQuery, LogRoute } from './log-routes.js'
import { GitHubIntegrations } from './integrations.js'
import { newestFirst } from './revisions.js'
import type { CreateDeploymentBody, CreateRevisionBody, UpdateDeploymentBody } from './requests.js'
import {
  type Deployment,
  DeploymentListSchema,
  DeploymentSchema,
  PatchAnswerSchema,
  type Revision,
  RevisionListSchema,
  RevisionSchema,
  type UploadUrl,
  UploadUrlSchema
} from './schemas.js'

/** How to reach the control plane. */
export interface ControlPlaneOptions extends HttpSettings {
  /** Base URL, e.g. `https://api.host.langchain.com` or `https://host/api-host`. */
  readonly baseUrl: string
  readonly apiKey: string
  readonly workspaceId: string
  /** Hears each secret value a deployment read carries (some installs return them), to mask it. */
  readonly maskSecret?: (value: string) => void
}

/** A GET of one revision answered with another: nothing it says is about the one asked for. */
export class WrongRevisionError extends Error {
  override readonly name = 'WrongRevisionError'

  constructor(
    readonly asked: string,
    readonly answered: string
  ) {
    super(
      `GET /v2/deployments/{deployment_id}/revisions/${asked} answered with revision ${truncate(answered, 200)}, not the one asked for`
    )
  }
}

/** The control-plane API of LangSmith Deployment (`/v2/deployments/...`). */
export class ControlPlane {
  private readonly http: Http
  private readonly maskSecret: (value: string) => void
  readonly integrations: GitHubIntegrations

  constructor(options: ControlPlaneOptions) {
    const { baseUrl, apiKey, workspaceId, maskSecret, ...settings } = options
    this.maskSecret = maskSecret ?? (() => undefined)
    this.http = new Http({
      ...settings,
      baseUrl,
      headers: { 'X-Api-Key': apiKey, 'X-Tenant-Id': workspaceId },
      secretHeaders: ['X-Api-Key'],
      hint: controlPlaneHint
    })
    this.integrations = new GitHubIntegrations(this.http)
  }

  /** Longest time one request may take: what a caller's last look at the deadline is given. */
  get requestTimeoutMs(): number {
    return this.http.requestTimeoutMs
  }

  /** One page of deployments whose name is `name` (when given) and contains `nameContains`. */
  async listDeployments(options: {
    readonly name?: string
    readonly nameContains?: string
    readonly limit?: number
    readonly offset?: number
  }): Promise<Deployment[]> {
    const page = await this.http.json(
      {
        method: 'GET',
        path: '/v2/deployments',
        query: {
          name: options.name,
          name_contains: options.nameContains,
          limit: options.limit ?? PAGE_SIZE,
          offset: options.offset ?? 0
        },
        expect: [200]
      },
      DeploymentListSchema,
      'GET /v2/deployments'
    )
    return page.resources.map(deployment => this.masked(deployment))
  }

  /** The deployment whose name is exactly `name`, or undefined (see deployment-pages.ts). */
  async findDeploymentByName(options: { readonly name: string }): Promise<Deployment | undefined> {
    return findByName(this, options.name)
  }

  /** Every deployment whose name contains `nameContains`, read page after page. */
  async listAllDeployments(options: { readonly nameContains: string }): Promise<Deployment[]> {
    return listAll(this, options.nameContains)
  }

  /** The deployment with this ID; throws {@link HttpStatusError} 404 when there is none. */
  async getDeployment(options: { readonly id: string }): Promise<Deployment> {
    const deployment = await this.http.json(
      { method: 'GET', path: deploymentPath(options.id), expect: [200] },
      DeploymentSchema,
      'GET /v2/deployments/{deployment_id}'
    )
    if (!sameId(deployment.id, options.id)) {
      throw new ResponseFormatError(
        `GET /v2/deployments/${options.id} answered with deployment ${truncate(deployment.id, 200)}, not the one asked for`
      )
    }
    return this.masked(deployment)
  }

  /** `deployment`, once each secret value it carries is masked: never printed, even if echoed. */
  private masked(deployment: Deployment): Deployment {
    for (const { value } of deployment.secrets ?? []) if (value) this.maskSecret(value)
    return deployment
  }

  /**
   * Creates a deployment (201). Never retried on a failure that may have created it: the caller
   * looks the name up before trying again.
   */
  async createDeployment(options: { readonly body: CreateDeploymentBody }): Promise<Deployment> {
    const created = await this.http.json(
      { method: 'POST', path: '/v2/deployments', body: options.body, expect: [201] },
      DeploymentSchema,
      'POST /v2/deployments'
    )
    // The contract promises only id and latest_revision_id in this answer.
    return this.masked({ ...created, name: created.name || options.body.name })
  }

  /**
   * Updates a deployment (200); with `source_revision_config` this creates a revision. Never
   * retried on a failure that may have been applied.
   *
   * The contract does not show the answer's body; the API reference says it is the updated
   * deployment. So whatever fields of a deployment it has are returned, and an empty or
   * unreadable body is no failure: it just tells nothing (the caller then reads the revision
   * list).
   */
  async updateDeployment(options: {
    readonly id: string
    readonly body: UpdateDeploymentBody
  }): Promise<Partial<Deployment>> {
    const response = await this.http.send({
      method: 'PATCH',
      path: deploymentPath(options.id),
      body: options.body,
      expect: [200]
    })
    return writeAnswer(response.text)
  }

  /** Creates a revision (200/201) and returns it; never resent blindly. Older installs: 404/405. */
  async createRevision(o: { deploymentId: string; body: CreateRevisionBody }): Promise<Revision> {
    const path = `${deploymentPath(o.deploymentId)}/revisions`
    const spec: RequestSpec = { method: 'POST', path, body: o.body, expect: [200, 201] }
    return this.http.json(spec, RevisionSchema, 'POST /v2/deployments/{deployment_id}/revisions')
  }

  /**
   * Redeploys an earlier revision (200, no body sent); the answer is the deployment, whose
   * `latest_revision_id` names the revision that results. Never retried on a failure that may
   * have been applied. Read like an update's answer: an unreadable body tells nothing.
   */
  async redeployRevision(options: {
    readonly deploymentId: string
    readonly revisionId: string
  }): Promise<Partial<Deployment>> {
    const response = await this.http.send({
      method: 'POST',
      path: `${revisionPath(options.deploymentId, options.revisionId)}/redeploy`,
      expect: [200]
    })
    return writeAnswer(response.text)
  }

  /**
   * A signed URL to upload a source archive of an `internal_source` deployment to, and the
   * object path to name in the PATCH that builds it. Asking again is harmless, so it is retried
   * like a read.
   */
  async requestUploadUrl(options: { readonly id: string }): Promise<UploadUrl> {
    return this.http.json(
      {
        method: 'POST',
        path: `${deploymentPath(options.id)}/upload-url`,
        expect: [200, 201],
        retry: 'idempotent'
      },
      UploadUrlSchema,
      'POST /v2/deployments/{deployment_id}/upload-url'
    )
  }

  /** Deletes a deployment (204); its tracing project too with `deleteTracingProject` (kept else). */
  async deleteDeployment(options: {
    readonly id: string
    readonly deleteTracingProject: boolean
  }): Promise<void> {
    await this.http.send({
      method: 'DELETE',
      path: deploymentPath(options.id),
      query: { delete_tracing_project: String(options.deleteTracingProject) },
      expect: [204]
    })
  }

  /**
   * The deployment's revisions, newest first (sorted here too, in case the server did not). Reads
   * page after page (`limit`, `offset`) until a short page, a page of nothing new (a server that
   * ignores `offset`), or a page holding a revision `until` accepts.
   */
  async listRevisions(options: {
    readonly deploymentId: string
    readonly until?: (revision: Revision) => boolean
    /** Only revisions with one of these statuses (the `status` filter). */
    readonly statuses?: readonly string[]
  }): Promise<Revision[]> {
    const found = new Map<string, Revision>()
    const status = options.statuses?.join(',')
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await this.revisionsPage(options.deploymentId, {
        query: { limit: PAGE_SIZE, offset, status }
      })
      const fresh = page.resources.filter(revision => !found.has(revision.id))
      for (const revision of fresh) found.set(revision.id, revision)
      const enough = options.until !== undefined && fresh.some(options.until)
      if (page.resources.length < PAGE_SIZE || fresh.length === 0 || enough) break
    }
    return newestFirst([...found.values()])
  }

  /**
   * The `limit` newest revisions of the deployment (one page, newest first), asked for once and
   * given at most `timeoutMs` (or the request timeout when shorter): for a read the run can do
   * without, which must not hold it up.
   */
  async listRecentRevisions(options: {
    readonly deploymentId: string
    readonly limit: number
    readonly timeoutMs: number
  }): Promise<Revision[]> {
    const page = await this.revisionsPage(options.deploymentId, {
      query: { limit: options.limit },
      retry: 'never',
      timeoutMs: options.timeoutMs
    })
    return newestFirst(page.resources)
  }

  /** One page of a deployment's revision list; `spec` sets its query and how it is sent. */
  private revisionsPage(
    deploymentId: string,
    spec: Pick<RequestSpec, 'query' | 'retry' | 'timeoutMs'>
  ): Promise<{ readonly resources: Revision[] }> {
    return this.http.json(
      {
        method: 'GET',
        path: `${deploymentPath(deploymentId)}/revisions`,
        expect: [200],
        ...spec
      },
      RevisionListSchema,
      'GET /v2/deployments/{deployment_id}/revisions'
    )
  }

  /** One revision; throws {@link WrongRevisionError} when the answer is another revision. */
  async getRevision(options: {
    readonly deploymentId: string
    readonly revisionId: string
  }): Promise<Revision> {
    const revision = await this.http.json(
      {
        method: 'GET',
        path: revisionPath(options.deploymentId, options.revisionId),
        expect: [200]
      },
      RevisionSchema,
      'GET /v2/deployments/{deployment_id}/revisions/{revision_id}'
    )
    if (!sameId(revision.id, options.revisionId)) {
      throw new WrongRevisionError(options.revisionId, revision.id)
    }
    return revision
  }

  /**
   * Interrupts a revision that is not final yet (the service answers 2xx; it ends INTERRUPTED).
   * Sent once, never retried, within `timeoutMs`: it is the last word of a cancelled run.
   */
  async interruptRevision(options: {
    readonly deploymentId: string
    readonly revisionId: string
    readonly timeoutMs: number
  }): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: `${revisionPath(options.deploymentId, options.revisionId)}/interrupt`,
      expect: [200, 202, 204],
      retry: 'never',
      timeoutMs: options.timeoutMs
    })
  }

  /**
   * One page of a revision's logs from one route (log-routes.ts, loaded with the first page: a
   * run that reads no log never builds its schemas); undefined when the install does not serve it.
   */
  async readLogs(route: LogRoute, query: LogQuery): Promise<LogPage | undefined> {
    return (await import('./log-routes.js')).readLogPage(this.http, route, query)
  }
}

/** Whether an answer's ID is the one asked for (IDs are UUIDs: case does not matter). */
function sameId(answered: string, asked: string): boolean {
  return answered.toLowerCase() === asked.toLowerCase()
}

function deploymentPath(id: string): string {
  return `/v2/deployments/${encodeURIComponent(id)}`
}

function revisionPath(deploymentId: string, revisionId: string): string {
  return `${deploymentPath(deploymentId)}/revisions/${encodeURIComponent(revisionId)}`
}

/** What a write's answer says of the deployment: its readable fields, or nothing. */
function writeAnswer(text: string): Partial<Deployment> {
  let parsed: unknown
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    parsed = {}
  }
  const result = PatchAnswerSchema.safeParse(parsed)
  return result.success ? withoutUndefined(result.data) : {}
}
