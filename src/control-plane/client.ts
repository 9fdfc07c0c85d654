import { z } from 'zod'
import type { Clock, Deadline } from '../base/clock.js'
import { HttpStatusError } from '../base/errors.js'
import { type FailedResponse, Http } from '../base/http.js'
import type { Logger } from '../base/log.js'

const nullableString = z.string().nullish()

/** A deployment as the control plane returns it; only the fields the action reads are checked. */
export const DeploymentSchema = z.looseObject({
  id: z.string().min(1),
  // The contract promises only id and latest_revision_id in some answers; a missing name is ''.
  name: z
    .string()
    .nullish()
    .transform(name => name ?? ''),
  latest_revision_id: nullableString,
  url: nullableString,
  tenant_id: nullableString,
  source_config: z.looseObject({ custom_url: nullableString }).nullish()
})

/** A deployment record. */
export type Deployment = z.infer<typeof DeploymentSchema>

/** A revision of a deployment. */
export const RevisionSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  created_at: nullableString,
  status_message: nullableString
})

/** A revision record. */
export type Revision = z.infer<typeof RevisionSchema>

/** What of a deployment the answer to a PATCH may tell. */
const PatchAnswerSchema = z.looseObject({
  id: z.string().min(1).optional(),
  latest_revision_id: nullableString,
  url: nullableString,
  source_config: z.looseObject({ custom_url: nullableString }).nullish()
})

/** `record` without its undefined fields, so that spreading it keeps what it does not tell. */
function stripUndefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined)
  ) as Partial<T>
}

const DeploymentListSchema = z.looseObject({
  resources: z.array(DeploymentSchema),
  offset: z.number().nullish()
})

const RevisionListSchema = z.looseObject({ resources: z.array(RevisionSchema) })

/** One line of a revision's build or deploy log. */
export const LogEntrySchema = z.looseObject({
  message: z.string().nullish(),
  timestamp: z.union([z.string(), z.number()]).nullish()
})

const LogPageSchema = z.looseObject({
  logs: z.array(LogEntrySchema),
  next_offset: z.union([z.string(), z.number()]).nullish()
})

/** A page of revision logs. */
export type LogPage = z.infer<typeof LogPageSchema>

/** Body of `POST /v2/deployments`. */
export interface CreateDeploymentBody {
  readonly name: string
  readonly source: string
  readonly source_config: Readonly<Record<string, unknown>>
  readonly source_revision_config: Readonly<Record<string, unknown>>
  readonly secrets: readonly { readonly name: string; readonly value: string }[]
}

/** Body of `PATCH /v2/deployments/{id}`: only what changes. */
export interface UpdateDeploymentBody {
  readonly source_config?: Readonly<Record<string, unknown>>
  readonly source_revision_config?: Readonly<Record<string, unknown>>
  readonly secrets?: readonly { readonly name: string; readonly value: string }[]
}

/** How to reach the control plane. */
export interface ControlPlaneOptions {
  /** Base URL, e.g. `https://api.host.langchain.com` or `https://host/api-host`. */
  readonly baseUrl: string
  readonly apiKey: string
  readonly workspaceId: string
  readonly userAgent: string
  readonly clock: Clock
  readonly logger: Logger
  readonly deadline?: Deadline
  readonly signal?: AbortSignal
  readonly requestTimeoutMs?: number
  readonly maxAttempts?: number
  readonly backoffBaseMs?: number
  readonly random?: () => number
}

/** Largest page `GET /v2/deployments` serves. */
const PAGE_SIZE = 100

/** The control-plane API of LangSmith Deployment (`/v2/deployments/...`). */
export class ControlPlane {
  private readonly http: Http

  constructor(options: ControlPlaneOptions) {
    this.http = new Http({
      baseUrl: options.baseUrl,
      headers: { 'X-Api-Key': options.apiKey, 'X-Tenant-Id': options.workspaceId },
      secretHeaders: ['X-Api-Key'],
      userAgent: options.userAgent,
      clock: options.clock,
      logger: options.logger,
      deadline: options.deadline,
      signal: options.signal,
      requestTimeoutMs: options.requestTimeoutMs,
      maxAttempts: options.maxAttempts,
      backoffBaseMs: options.backoffBaseMs,
      random: options.random,
      hint: controlPlaneHint
    })
  }

  /** One page of deployments whose name contains `nameContains`. */
  async listDeployments(options: {
    readonly nameContains?: string
    readonly limit?: number
    readonly offset?: number
  }): Promise<Deployment[]> {
    const page = await this.http.json(
      {
        method: 'GET',
        path: '/v2/deployments',
        query: {
          name_contains: options.nameContains,
          limit: options.limit ?? PAGE_SIZE,
          offset: options.offset ?? 0
        },
        expect: [200]
      },
      DeploymentListSchema,
      'GET /v2/deployments'
    )
    return page.resources
  }

  /**
   * The deployment whose name is exactly `name`, or undefined. `name_contains` is a substring
   * filter, so every page is read until the exact name turns up or a short page ends the list.
   */
  async findDeploymentByName(options: { readonly name: string }): Promise<Deployment | undefined> {
    const seen = new Set<string>()
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await this.listDeployments({
        nameContains: options.name,
        limit: PAGE_SIZE,
        offset
      })
      const match = page.find(deployment => deployment.name === options.name)
      if (match !== undefined) return match
      const fresh = page.filter(deployment => !seen.has(deployment.id))
      // A short page is the last; a page of nothing new means the server ignores `offset`.
      if (page.length < PAGE_SIZE || fresh.length === 0) return undefined
      for (const deployment of fresh) seen.add(deployment.id)
    }
  }

  /** The deployment with this ID; throws {@link HttpStatusError} 404 when there is none. */
  async getDeployment(options: { readonly id: string }): Promise<Deployment> {
    return this.http.json(
      { method: 'GET', path: deploymentPath(options.id), expect: [200] },
      DeploymentSchema,
      'GET /v2/deployments/{deployment_id}'
    )
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
    return { ...created, name: created.name || options.body.name }
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
    let parsed: unknown
    try {
      parsed = response.text.trim() === '' ? {} : JSON.parse(response.text)
    } catch {
      parsed = {}
    }
    const result = PatchAnswerSchema.safeParse(parsed)
    return result.success ? stripUndefined(result.data) : {}
  }

  /** Deletes a deployment (204). */
  async deleteDeployment(options: { readonly id: string }): Promise<void> {
    await this.http.send({ method: 'DELETE', path: deploymentPath(options.id), expect: [204] })
  }

  /** The deployment's revisions, newest first (sorted here too, in case the server did not). */
  async listRevisions(options: { readonly deploymentId: string }): Promise<Revision[]> {
    const list = await this.http.json(
      { method: 'GET', path: `${deploymentPath(options.deploymentId)}/revisions`, expect: [200] },
      RevisionListSchema,
      'GET /v2/deployments/{deployment_id}/revisions'
    )
    return newestFirst(list.resources)
  }

  /** One revision. */
  async getRevision(options: {
    readonly deploymentId: string
    readonly revisionId: string
  }): Promise<Revision> {
    return this.http.json(
      {
        method: 'GET',
        path: `${deploymentPath(options.deploymentId)}/revisions/${encodeURIComponent(options.revisionId)}`,
        expect: [200]
      },
      RevisionSchema,
      'GET /v2/deployments/{deployment_id}/revisions/{revision_id}'
    )
  }

  /**
   * A page of a revision's build or deploy logs; undefined when this install has no logs
   * endpoint (404).
   */
  async getRevisionLogs(options: {
    readonly deploymentId: string
    readonly revisionId: string
    readonly type: 'build' | 'deploy'
    readonly limit?: number
    readonly order?: 'asc' | 'desc'
    readonly offset?: string
  }): Promise<LogPage | undefined> {
    try {
      return await this.http.json(
        {
          method: 'GET',
          path: `${deploymentPath(options.deploymentId)}/revisions/${encodeURIComponent(options.revisionId)}/logs`,
          query: {
            type: options.type,
            limit: options.limit,
            order: options.order,
            offset: options.offset
          },
          expect: [200]
        },
        LogPageSchema,
        'GET /v2/deployments/{deployment_id}/revisions/{revision_id}/logs'
      )
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return undefined
      throw error
    }
  }
}

function deploymentPath(id: string): string {
  return `/v2/deployments/${encodeURIComponent(id)}`
}

/** Revisions sorted by `created_at`, newest first; the server's order breaks ties. */
export function newestFirst(revisions: readonly Revision[]): Revision[] {
  const time = (revision: Revision): number => {
    const parsed = revision.created_at ? Date.parse(revision.created_at) : NaN
    return Number.isNaN(parsed) ? -Infinity : parsed
  }
  return revisions
    .map((revision, index) => ({ revision, index }))
    .sort((a, b) => time(b.revision) - time(a.revision) || a.index - b.index)
    .map(({ revision }) => revision)
}

/** What a user can do about a failed control-plane request. */
export function controlPlaneHint(failure: FailedResponse): string | undefined {
  switch (failure.status) {
    case 401:
      return "check the 'api-key' input: the control plane did not accept the API key"
    case 403:
      return /workspace specification/i.test(failure.detail)
        ? "set 'workspace-id': an organization-scoped API key needs the workspace to act in"
        : "check 'workspace-id': the API key cannot reach that workspace"
    case 404:
      return /html/i.test(failure.contentType) || /^an HTML page/.test(failure.detail)
        ? "the server answered with a web page, not the API: if this is a self-hosted install, does 'api-url' end with '/api-host'?"
        : undefined
    default:
      return undefined
  }
}
