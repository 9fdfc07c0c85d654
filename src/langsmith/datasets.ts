// Owns reading LangSmith's datasets and examples over the action's own Http (the key only where
// url-trust allows): a dataset by name or ID, its examples in pages that fit, and failures' meaning.
import { z } from 'zod'
import { BodyTooLargeError, HttpStatusError, ResponseFormatError } from '../base/errors.js'
import { Http, type FailedResponse, type HttpSettings, type RequestSpec } from '../base/http.js'
import { parseJson } from '../base/json.js'

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

/** Examples read per page at most: the SDK's own page size. */
const PAGE = 100
/** Largest page read (Http's own default): a page larger is read again with half the examples. */
const PAGE_BYTES = 8 * 1024 * 1024
/**
 * Largest single example read, alone: above the 25 MB a deployment accepts in a request, so that
 * an example too large to run is read, measured and named by ID rather than refused unread.
 */
const EXAMPLE_BYTES = 64 * 1024 * 1024
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** LangSmith's dataset API (`/datasets`, `/examples`), read only. */
export class LangSmithDatasets {
  private readonly http: Http
  /** The same API, reading one example alone up to {@link EXAMPLE_BYTES}. */
  private readonly single: Http

  constructor(options: LangSmithOptions) {
    const { apiUrl, apiKey, workspaceId, ...settings } = options
    const host = new URL(apiUrl).host
    const config = {
      ...settings,
      baseUrl: apiUrl,
      headers: { 'X-Api-Key': apiKey, 'X-Tenant-Id': workspaceId },
      secretHeaders: ['X-Api-Key'],
      hint: (failure: FailedResponse) => langSmithHint(failure, host)
    }
    this.http = new Http({ ...config, maxBodyBytes: PAGE_BYTES })
    this.single = new Http({ ...config, maxBodyBytes: EXAMPLE_BYTES })
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
   * The dataset's examples (of `split` when given), in order, stopping once more than `atMost`
   * were read: the caller refuses a dataset larger than its bound without reading it all. A page
   * larger than {@link PAGE_BYTES} is read again with half as many examples, down to one read
   * alone up to {@link EXAMPLE_BYTES}; one larger still is refused, named by its offset. Pages
   * grow back (doubling, up to {@link PAGE}) once one fills less than half the bound.
   */
  async listExamples(options: ExampleQuery): Promise<Example[]> {
    const examples: Example[] = []
    let limit = PAGE
    while (examples.length <= options.atMost) {
      const page = await this.readPage(options, examples.length, limit)
      if (page === undefined) {
        limit = Math.max(1, Math.floor(limit / 2))
        continue
      }
      examples.push(...page.examples)
      if (page.examples.length < limit) break
      if (page.bytes * 2 <= PAGE_BYTES) limit = Math.min(PAGE, limit * 2)
    }
    return examples
  }

  /**
   * `limit` examples from `offset`, with the page's size in bytes; undefined when the page is
   * larger than {@link PAGE_BYTES} (read it again, smaller).
   */
  private async readPage(
    options: ExampleQuery,
    offset: number,
    limit: number
  ): Promise<{ examples: Example[]; bytes: number } | undefined> {
    const alone = limit === 1
    const spec: RequestSpec = {
      method: 'GET',
      path: '/examples',
      query: { dataset: options.datasetId, splits: options.split, offset, limit },
      expect: [200]
    }
    let text: string
    try {
      text = (await (alone ? this.single : this.http).send(spec)).text
    } catch (error) {
      if (!alone && isLargerThan(error, PAGE_BYTES)) return undefined
      if (alone && isLargerThan(error, EXAMPLE_BYTES)) {
        throw new ResponseFormatError(
          `GET /examples: the example at offset ${offset} of dataset ${options.datasetId}${options.split === undefined ? '' : ` (split "${options.split}")`} is too large to read: its answer is larger than ${EXAMPLE_BYTES} bytes (${EXAMPLE_BYTES / 1024 / 1024} MiB), and no deployment would take it as a run's input`,
          { cause: error }
        )
      }
      throw error
    }
    const examples = parseJson(text, z.array(ExampleSchema), 'GET /examples')
    return { examples, bytes: Buffer.byteLength(text) }
  }
}

/** What {@link LangSmithDatasets.listExamples} reads. */
export interface ExampleQuery {
  readonly datasetId: string
  readonly split?: string
  /** Stop once more than this many were read. */
  readonly atMost: number
}

/** Whether `error` is Http's refusal of a body larger than `limit` bytes. */
function isLargerThan(error: unknown, limit: number): boolean {
  return error instanceof BodyTooLargeError && error.limit === limit
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
