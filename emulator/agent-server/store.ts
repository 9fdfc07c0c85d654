// Owns the long-term memory store of an agent server (`/store/...`): items by namespace and key,
// their search and namespaces, validated and answered as LangChain's server does.
import {
  checkObject,
  invalidType,
  isRecord,
  readJsonBody,
  sendJson,
  textError,
  validationError,
  type Issue
} from './protocol.js'
import type { Exchange, Route } from './routing.js'
import { CORS_HEADERS } from './sse.js'

/** One item, as the store keeps it. */
interface Item {
  value: Record<string, unknown>
  readonly key: string
  readonly namespace: readonly string[]
  readonly createdAt: string
  updatedAt: string
}

/** An item as the routes answer it (`created_at`, `updated_at`). */
function itemJson(item: Item): Record<string, unknown> {
  return {
    value: item.value,
    key: item.key,
    namespace: item.namespace,
    created_at: item.createdAt,
    updated_at: item.updatedAt
  }
}

/**
 * The real server's namespace check: none is 400 "Namespace is required"; a label that is empty
 * or holds a period is 422 (both plain text).
 */
function checkNamespace(namespace: readonly string[]): void {
  if (namespace.length === 0) throw textError(400, 'Namespace is required')
  if (namespace.some(label => label === '' || label.includes('.'))) {
    throw textError(
      422,
      `Namespace labels cannot be empty or contain periods. Received: ${namespace.join('.')}`
    )
  }
}

/** A filter value: equal, or every `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$nin` met. */
function meets(actual: unknown, wanted: unknown): boolean {
  if (!isRecord(wanted) || !Object.keys(wanted).some(key => key.startsWith('$'))) {
    return actual === wanted
  }
  return Object.entries(wanted)
    .filter(([operator]) => operator.startsWith('$'))
    .every(([operator, value]) => {
      const numbers: [number, number] = [Number(actual), Number(value)]
      switch (operator) {
        case '$eq':
          return actual === value
        case '$ne':
          return actual !== value
        case '$gt':
          return numbers[0] > numbers[1]
        case '$gte':
          return numbers[0] >= numbers[1]
        case '$lt':
          return numbers[0] < numbers[1]
        case '$lte':
          return numbers[0] <= numbers[1]
        case '$in':
          return Array.isArray(value) && value.includes(actual)
        case '$nin':
          return !Array.isArray(value) || !value.includes(actual)
        default:
          return false
      }
    })
}

/** Whether `path` matches the start (or the end) of `namespace`; `*` matches any label. */
function matches(path: readonly string[], namespace: readonly string[], atEnd: boolean): boolean {
  if (path.length > namespace.length) return false
  const offset = atEnd ? namespace.length - path.length : 0
  return path.every((label, index) => label === '*' || namespace[offset + index] === label)
}

/** The items of one deployment's store, by namespace then key, in the order they were put. */
export class ItemStore {
  private readonly namespaces = new Map<string, Map<string, Item>>()

  get(namespace: readonly string[], key: string): Item | undefined {
    return this.namespaces.get(namespace.join('\u0000'))?.get(key)
  }

  put(namespace: readonly string[], key: string, value: Record<string, unknown>): void {
    const id = namespace.join('\u0000')
    const items = this.namespaces.get(id) ?? new Map<string, Item>()
    this.namespaces.set(id, items)
    const now = new Date().toISOString()
    const existing = items.get(key)
    if (existing === undefined) {
      items.set(key, { value, key, namespace: [...namespace], createdAt: now, updatedAt: now })
    } else {
      existing.value = value
      existing.updatedAt = now
    }
  }

  delete(namespace: readonly string[], key: string): void {
    const id = namespace.join('\u0000')
    const items = this.namespaces.get(id)
    items?.delete(key)
    if (items?.size === 0) this.namespaces.delete(id)
  }

  /** The items below a namespace prefix whose value meets every filter, in the order put. */
  search(prefix: readonly string[], filter: Record<string, unknown>): Item[] {
    return [...this.namespaces.values()]
      .flatMap(items => [...items.values()])
      .filter(item => matches(prefix, item.namespace, false))
      .filter(item => Object.entries(filter).every(([key, want]) => meets(item.value[key], want)))
  }

  /** The namespaces holding items, sorted, cut at `maxDepth` labels (duplicates removed). */
  list(prefix: readonly string[], suffix: readonly string[], maxDepth: number | undefined) {
    const all = [...this.namespaces.values()]
      .map(items => [...items.values()][0]?.namespace ?? [])
      .filter(namespace => matches(prefix, namespace, false) && matches(suffix, namespace, true))
      .map(namespace => (maxDepth === undefined ? namespace : namespace.slice(0, maxDepth)))
    const unique = new Map(all.map(namespace => [namespace.join(':'), namespace]))
    return [...unique.values()].sort((a, b) => a.join(':').localeCompare(b.join(':')))
  }
}

/** The checks of a body's fields: each an array of strings, a string, a number or an object. */
function check(body: Record<string, unknown>, fields: Readonly<Record<string, string>>): void {
  const issues: Issue[] = []
  for (const [key, kind] of Object.entries(fields)) {
    const value = body[key]
    const required = kind.endsWith('!')
    const type = kind.replace('!', '')
    if (value === undefined) {
      if (required) issues.push(invalidType(type === 'strings' ? 'array' : type, value, [key]))
      continue
    }
    if (type === 'object') checkObject(body, key, issues)
    else if (type === 'strings') {
      if (!Array.isArray(value)) issues.push(invalidType('array', value, [key]))
      else {
        value.forEach((label: unknown, index) => {
          if (typeof label !== 'string') issues.push(invalidType('string', label, [key, index]))
        })
      }
    } else if (typeof value !== type) issues.push(invalidType(type, value, [key]))
  }
  if (issues.length > 0) throw validationError(issues)
}

async function readBody(exchange: Exchange): Promise<Record<string, unknown>> {
  const body = await readJsonBody(exchange.req, exchange.bodyLimit)
  if (!isRecord(body)) throw validationError([invalidType('object', body, [])])
  return body
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : [])
const noContent = ({ res }: Exchange): void => {
  res.writeHead(204, CORS_HEADERS).end()
}

/** The store routes: put, get and delete an item, search items, list namespaces. */
export function storeRoutes(store: ItemStore): Route[] {
  return [
    {
      method: 'PUT',
      path: /^\/store\/items$/,
      handle: async exchange => {
        const body = await readBody(exchange)
        check(body, { namespace: 'strings!', key: 'string!', value: 'object!' })
        checkNamespace(strings(body.namespace))
        store.put(
          strings(body.namespace),
          body.key as string,
          body.value as Record<string, unknown>
        )
        noContent(exchange)
      }
    },
    {
      method: 'GET',
      path: /^\/store\/items$/,
      handle: ({ res, query }) => {
        const key = query.get('key')
        if (key === null) throw validationError([invalidType('string', undefined, ['key'])])
        const item = store.get(query.get('namespace')?.split('.') ?? [], key)
        sendJson(res, 200, item === undefined ? null : itemJson(item))
      }
    },
    {
      method: 'DELETE',
      path: /^\/store\/items$/,
      handle: async exchange => {
        const body = await readBody(exchange)
        check(body, { namespace: 'strings', key: 'string!' })
        const namespace = strings(body.namespace)
        if (namespace.length > 0) checkNamespace(namespace)
        store.delete(namespace, body.key as string)
        noContent(exchange)
      }
    },
    {
      method: 'POST',
      path: /^\/store\/items\/search$/,
      handle: async exchange => {
        const body = await readBody(exchange)
        const fields = { limit: 'number', offset: 'number', query: 'string', filter: 'object' }
        check(body, { namespace_prefix: 'strings!', ...fields })
        const prefix = strings(body.namespace_prefix)
        if (prefix.length > 0) checkNamespace(prefix)
        const offset = typeof body.offset === 'number' ? body.offset : 0
        const limit = typeof body.limit === 'number' ? body.limit : 10
        const found = store.search(prefix, isRecord(body.filter) ? body.filter : {})
        sendJson(exchange.res, 200, { items: found.slice(offset, offset + limit).map(itemJson) })
      }
    },
    {
      method: 'POST',
      path: /^\/store\/namespaces$/,
      handle: async exchange => {
        const body = await readBody(exchange)
        const fields = { max_depth: 'number', limit: 'number', offset: 'number' }
        check(body, { prefix: 'strings', suffix: 'strings', ...fields })
        for (const key of ['prefix', 'suffix']) {
          if (Array.isArray(body[key])) checkNamespace(strings(body[key]))
        }
        const offset = typeof body.offset === 'number' ? body.offset : 0
        const limit = typeof body.limit === 'number' ? body.limit : 100
        const depth = typeof body.max_depth === 'number' ? body.max_depth : undefined
        const namespaces = store.list(strings(body.prefix), strings(body.suffix), depth)
        sendJson(exchange.res, 200, { namespaces: namespaces.slice(offset, offset + limit) })
      }
    }
  ]
}
