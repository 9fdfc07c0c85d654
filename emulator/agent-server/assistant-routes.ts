// Owns the assistant routes that write or count: `POST /assistants` and `POST /assistants/count`.
import type { AssistantRegistry, AssistantSpec } from './assistants.js'
import { assistantJson } from './assistants.js'
import { isUuid } from './ids.js'
import {
  checkObject,
  invalidType,
  isRecord,
  readJsonBody,
  sendJson,
  validationError,
  type Issue
} from './protocol.js'
import type { Route } from './routing.js'
import { checkAssistantFilters, matchingAssistants, requireBody } from './search.js'

const IF_EXISTS = ['raise', 'do_nothing'] as const

function checkString(body: Record<string, unknown>, key: string, issues: Issue[]): void {
  if (body[key] !== undefined && typeof body[key] !== 'string') {
    issues.push(invalidType('string', body[key], [key]))
  }
}

/** zod 3's issue for a value that is none of the literals of a union. */
function literalUnion(value: unknown, path: readonly string[]): Issue {
  return {
    code: 'invalid_union',
    unionErrors: IF_EXISTS.map(expected => ({
      issues: [
        {
          received: value,
          code: 'invalid_literal',
          expected,
          path,
          message: `Invalid literal value, expected "${expected}"`
        }
      ],
      name: 'ZodError'
    })),
    path,
    message: 'Invalid input'
  }
}

/** Validates a `POST /assistants` body as the real server does, or throws its 400. */
export function parseAssistantSpec(raw: unknown): AssistantSpec {
  const body = requireBody(raw)
  const issues: Issue[] = []
  const id = body.assistant_id
  if (id !== undefined && typeof id !== 'string') {
    issues.push(invalidType('string', id, ['assistant_id']))
  } else if (typeof id === 'string' && !isUuid(id)) {
    issues.push({
      validation: 'uuid',
      code: 'invalid_string',
      message: 'Invalid uuid',
      path: ['assistant_id']
    })
  }
  if (typeof body.graph_id !== 'string')
    issues.push(invalidType('string', body.graph_id, ['graph_id']))
  checkObject(body, 'config', issues)
  checkObject(body, 'metadata', issues)
  checkString(body, 'name', issues)
  checkString(body, 'description', issues)
  const ifExists = body.if_exists
  if (ifExists !== undefined && !(IF_EXISTS as readonly unknown[]).includes(ifExists)) {
    issues.push(literalUnion(ifExists, ['if_exists']))
  }
  if (issues.length > 0) throw validationError(issues)
  return {
    assistantId: typeof id === 'string' ? id : undefined,
    graphId: body.graph_id as string,
    config: isRecord(body.config) ? body.config : {},
    context: body.context,
    metadata: isRecord(body.metadata) ? body.metadata : {},
    ifExists: ifExists === 'do_nothing' ? 'do_nothing' : 'raise',
    name: typeof body.name === 'string' ? body.name : undefined,
    description: typeof body.description === 'string' ? body.description : undefined
  }
}

/** `POST /assistants` (create) and `POST /assistants/count` on the given registry. */
export function assistantRoutes(assistants: AssistantRegistry): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/assistants$/,
      handle: async ({ req, res, bodyLimit }) => {
        const spec = parseAssistantSpec(await readJsonBody(req, bodyLimit))
        sendJson(res, 200, assistantJson(assistants.create(spec)))
      }
    },
    {
      method: 'POST',
      path: /^\/assistants\/count$/,
      handle: async ({ req, res, bodyLimit }) => {
        const body = requireBody(await readJsonBody(req, bodyLimit))
        const issues: Issue[] = []
        checkAssistantFilters(body, issues)
        if (issues.length > 0) throw validationError(issues)
        sendJson(res, 200, matchingAssistants(assistants.all(), body).length)
      }
    }
  ]
}
