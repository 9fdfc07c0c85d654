/**
 * Owns the storage host that takes `internal_source` uploads: it issues one-time signed URLs,
 * checks each PUT as a cloud bucket checks a signed request, and keeps what it accepted.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import {
  BodyTooLargeError,
  headerValue,
  readBody,
  sendBody,
  type RequestTarget
} from '../base/http-util.js'
import { filePaths, NotATarballError, readTarball } from './tarball.js'

/** A source archive the storage host accepted. */
export interface UploadRecord {
  readonly deploymentId: string
  /** `object_path` as `upload-url` returned it. */
  readonly objectPath: string
  /** Path and query the archive was PUT to (the signed URL's token included). */
  readonly path: string
  /** Headers as received (names lower-cased by Node). */
  readonly headers: IncomingHttpHeaders
  /** The bytes received: a gzip-compressed tar; open it with `readTarball`. */
  readonly archive: Buffer
  /** Paths of the regular files in the archive, without a leading `./`. */
  readonly files: readonly string[]
  /** Clock time at arrival (ms since the epoch). */
  readonly receivedAt: number
}

/** The bucket every object path lives in. */
export const STORAGE_BUCKET = 'langgraph-deploy-emulator-sources'

/** The `X-Goog-Content-Length-Range` a signed URL is issued for: up to 200 MiB. */
export const UPLOAD_LENGTH_RANGE = '0,209715200'

/** The content type a signed URL is issued for. */
export const UPLOAD_CONTENT_TYPE = 'application/gzip'

const SIGNED_HEADERS = 'content-length;content-type;host;x-goog-content-length-range'

/** A signed URL handed out and not yet used. */
interface Grant {
  readonly deploymentId: string
  readonly objectPath: string
  used: boolean
}

/** Why a request is refused, in a cloud bucket's terms. */
interface Refusal {
  readonly status: number
  readonly code: string
  readonly message: string
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function sendRefusal(res: ServerResponse, refusal: Refusal): void {
  const xml = `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message></Error>`
  sendBody(res, refusal.status, xml, 'application/xml; charset=UTF-8')
}

function signatureMismatch(message: string): Refusal {
  return { status: 403, code: 'SignatureDoesNotMatch', message }
}

/** Parses `min,max`; undefined when malformed. */
function parseRange(raw: string): { min: number; max: number } | undefined {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(raw)
  if (match?.[1] === undefined || match[2] === undefined) return undefined
  const min = Number.parseInt(match[1], 10)
  const max = Number.parseInt(match[2], 10)
  return min <= max ? { min, max } : undefined
}

/** Uploads of source archives, and the signed URLs that allow them. */
export class SourceStorage {
  readonly #now: () => number
  readonly #grants = new Map<string, Grant>()
  readonly #uploads = new Map<string, UploadRecord>()
  #baseUrl = ''

  constructor(now: () => number) {
    this.#now = now
  }

  /** Sets the storage host's address once it listens. */
  setBaseUrl(url: string): void {
    this.#baseUrl = url
  }

  /** A one-time signed URL for one new object of a deployment. */
  issue(deploymentId: string): { upload_url: string; object_path: string } {
    const objectPath = `sources/${deploymentId}/${randomUUID()}.tar.gz`
    const token = randomBytes(32).toString('hex')
    this.#grants.set(token, { deploymentId, objectPath, used: false })
    const date = new Date(this.#now()).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
    const query = new URLSearchParams({
      'X-Goog-Algorithm': 'GOOG4-RSA-SHA256',
      'X-Goog-Credential': 'emulator@langgraph-deploy.iam/auto/storage/goog4_request',
      'X-Goog-Date': date,
      'X-Goog-Expires': '900',
      'X-Goog-SignedHeaders': SIGNED_HEADERS,
      'X-Goog-Signature': token
    })
    return {
      upload_url: `${this.#baseUrl}/${STORAGE_BUCKET}/${objectPath}?${query.toString()}`,
      object_path: objectPath
    }
  }

  /** The archive uploaded at an object path, if any. */
  uploaded(objectPath: string): UploadRecord | undefined {
    return this.#uploads.get(objectPath)
  }

  /** Every accepted upload, oldest first. */
  list(): UploadRecord[] {
    return [...this.#uploads.values()]
  }

  /** Puts saved uploads back (`--state`); the signed URLs handed out before are not kept. */
  restore(uploads: readonly UploadRecord[]): void {
    for (const upload of uploads) this.#uploads.set(upload.objectPath, upload)
  }

  /** Answers one request to the storage host. */
  async handle(req: IncomingMessage, res: ServerResponse, target: RequestTarget): Promise<void> {
    const checked = this.#check(req, target)
    if ('status' in checked) {
      req.resume()
      sendRefusal(res, checked)
      return
    }
    let archive: Buffer
    try {
      archive = await readBody(req, checked.length)
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error
      sendRefusal(res, {
        status: 400,
        code: 'InvalidArgument',
        message: 'Body exceeds Content-Length.'
      })
      return
    }
    let files: string[]
    try {
      files = filePaths(await readTarball(archive))
    } catch (error) {
      if (!(error instanceof NotATarballError)) throw error
      sendRefusal(res, {
        status: 400,
        code: 'InvalidArgument',
        message: `The body is ${error.message}.`
      })
      return
    }
    checked.grant.used = true
    this.#uploads.set(checked.grant.objectPath, {
      deploymentId: checked.grant.deploymentId,
      objectPath: checked.grant.objectPath,
      path: target.path,
      headers: { ...req.headers },
      archive,
      files,
      receivedAt: this.#now()
    })
    const etag = `"${createHash('md5').update(archive).digest('hex')}"`
    sendBody(res, 200, '', 'text/html; charset=UTF-8', { etag })
  }

  /** Everything that can be checked before the body is read. */
  #check(req: IncomingMessage, target: RequestTarget): Refusal | { grant: Grant; length: number } {
    if (req.headers['x-api-key'] !== undefined || req.headers['x-tenant-id'] !== undefined) {
      return {
        status: 403,
        code: 'AccessDenied',
        message:
          'The signed URL is the only credential this host takes: a request carrying X-Api-Key or X-Tenant-Id is refused (never send the API key to the storage host).'
      }
    }
    if ((req.method ?? '').toUpperCase() !== 'PUT') {
      return signatureMismatch(`The URL was signed for PUT, not ${req.method ?? ''}.`)
    }
    const grant = this.#grants.get(target.query.get('X-Goog-Signature') ?? '')
    const prefix = `/${STORAGE_BUCKET}/`
    const objectPath = target.pathname.startsWith(prefix)
      ? target.pathname.slice(prefix.length)
      : ''
    if (grant === undefined || grant.objectPath !== objectPath) {
      return signatureMismatch(
        'The request signature does not match: this is not a signed URL the control plane issued.'
      )
    }
    if (grant.used) {
      return {
        status: 403,
        code: 'AccessDenied',
        message: 'This signed URL was already used: ask for a new upload URL.'
      }
    }
    return this.#checkHeaders(req, grant)
  }

  #checkHeaders(req: IncomingMessage, grant: Grant): Refusal | { grant: Grant; length: number } {
    const type = (headerValue(req.headers['content-type']) ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase()
    if (type !== UPLOAD_CONTENT_TYPE) {
      return signatureMismatch(
        `The URL was signed for Content-Type ${UPLOAD_CONTENT_TYPE}, not '${type ?? ''}'.`
      )
    }
    const rawRange = headerValue(req.headers['x-goog-content-length-range'])
    const range = rawRange === undefined ? undefined : parseRange(rawRange)
    if (range === undefined) {
      return {
        status: 400,
        code: 'InvalidArgument',
        message: `The X-Goog-Content-Length-Range header is ${rawRange === undefined ? 'missing' : `malformed ('${rawRange}')`}: send '${UPLOAD_LENGTH_RANGE}'.`
      }
    }
    if (`${range.min},${range.max}` !== UPLOAD_LENGTH_RANGE) {
      return signatureMismatch(
        `The URL was signed for X-Goog-Content-Length-Range ${UPLOAD_LENGTH_RANGE}.`
      )
    }
    const rawLength = headerValue(req.headers['content-length'])
    if (rawLength === undefined || !/^\d+$/.test(rawLength)) {
      return { status: 411, code: 'MissingContentLength', message: 'Content-Length is required.' }
    }
    const length = Number.parseInt(rawLength, 10)
    if (length < range.min || length > range.max) {
      const code = length > range.max ? 'EntityTooLarge' : 'EntityTooSmall'
      return {
        status: 400,
        code,
        message: `Content-Length ${length} is outside ${rawRange ?? ''}.`
      }
    }
    return { grant, length }
  }
}
