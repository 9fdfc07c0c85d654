// Owns reading LangSmith's datasets and examples over the action's own Http (the key only where
// url-trust allows): a dataset by name or ID, its examples page by page, and what failures mean.
import { z } from 'zod'
import { HttpStatusError } from '../base/errors.js'
import { Http, type FailedResponse, type HttpSettings } from '../base/http.js'

/** How to reach LangSmith's API. */
export interface LangSmithOptions extends HttpSettings {
  /** The API base the SDK calls `apiUrl`: `https://api.smith.langchain.com`, `https://host/api/v1`. */
  readonly apiUrl: string
  readonly apiKey: string
  readonly workspaceId: string
}

const DatasetSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  example_count: z.number().int().nonnegative().nullish(),
  tenant_id: z.string().nullish()
})

/** A dataset as the gate reads it. */
export type Dataset = z.infer<typeof DatasetSchema>

const ExampleSchema = z.looseObject({
  id: z.string().min(1),
  inputs: z.unknown(),
  outputs: z.unknown().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish()
})

/** An example as the API answers it; `inputs` is checked by the caller (an object, or refused). */
export type Example = z.infer<typeof ExampleSchema>

/** Examples read per page: the SDK's own page size. */
const PAGE = 100
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** LangSmith's dataset API (`/datasets`, `/examples`), read only. */
export class LangSmithDatasets {
  private readonly http: Http

  constructor(options: LangSmithOptions) {
    const { apiUrl, apiKey, workspaceId, ...settings } = options
    const host = new URL(apiUrl).host
    this.http = new Http({
      ...settings,
      baseUrl: apiUrl,
      headers: { 'X-Api-Key': apiKey, 'X-Tenant-Id': workspaceId },
      secretHeaders: ['X-Api-Key'],
      hint: failure => langSmithHint(failure, host)
    })
  }

  /** The dataset named `nameOrId` (an ID is tried as one first), or undefined when none is. */
  async findDataset(nameOrId: string): Promise<Dataset | undefined> {
    if (UUID.test(nameOrId)) {
      try {
        return await this.http.json(
          { method: 'GET', path: `/datasets/${encodeURIComponent(nameOrId)}`, expect: [200] },
          DatasetSchema,
          'GET /datasets/{dataset_id}'
        )
      } catch (error) {
        if (!(error instanceof HttpStatusError && error.status === 404)) throw error
      }
    }
    const found = await this.http.json(
      { method: 'GET', path: '/datasets', query: { name: nameOrId, limit: 2 }, expect: [200] },
      z.array(DatasetSchema),
      'GET /datasets?name='
    )
    return found.find(dataset => dataset.name === nameOrId)
  }

  /**
   * The dataset's examples (of `split` when given), page after page, stopping once more than
   * `atMost` were read: the caller refuses a dataset larger than its bound without reading it all.
   */
  async listExamples(options: {
    readonly datasetId: string
    readonly split?: string
    readonly atMost: number
  }): Promise<Example[]> {
    const examples: Example[] = []
    for (let offset = 0; examples.length <= options.atMost; offset += PAGE) {
      const page = await this.http.json(
        {
          method: 'GET',
          path: '/examples',
          query: { dataset: options.datasetId, splits: options.split, offset, limit: PAGE },
          expect: [200]
        },
        z.array(ExampleSchema),
        'GET /examples'
      )
      examples.push(...page)
      if (page.length < PAGE) break
    }
    return examples
  }
}

/** What a user can do about a failed LangSmith request, naming the API host asked. */
function langSmithHint(failure: FailedResponse, host: string): string | undefined {
  switch (failure.status) {
    case 401:
      return `LangSmith's API at ${host} did not accept the API key: check 'api-key', and 'langsmith-api-url' if the key belongs to another LangSmith`
    case 403:
      return `LangSmith's API at ${host} refused the key in this workspace: check 'workspace-id', and that the key may read datasets and write experiments there`
    case 404:
      if (/html/i.test(failure.contentType)) {
        return `${host} answered with a web page, not LangSmith's API: check 'langsmith-api-url' (a self-hosted LangSmith serves it at https://<host>/api/v1)`
      }
      return failure.path === '/datasets'
        ? `no dataset list there: check 'langsmith-api-url' (a self-hosted LangSmith serves its API at https://<host>/api/v1)`
        : undefined
    default:
      return undefined
  }
}
