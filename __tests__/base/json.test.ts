import { describe, expect, it } from '@jest/globals'
import { z } from 'zod'
import { parseJson } from '../../src/base/json.js'

const Obj = z.object({ ok: z.boolean() })

describe('parseJson', () => {
  it('reads a body of the expected shape', () => {
    expect(parseJson('{"ok":true}', Obj, 'GET /x')).toEqual({ ok: true })
  })

  it('reports an empty body', () => {
    expect(() => parseJson('', Obj, 'GET /x')).toThrow(
      'GET /x answered with a body that is not JSON (empty)'
    )
  })

  it('quotes the start of a body that is not JSON, on one line', () => {
    expect(() => parseJson(`<html>\n${'x'.repeat(200)}`, Obj, 'GET /x')).toThrow(
      /not JSON: "<html> x{73}…"$/
    )
  })

  it('names the field of an unexpected shape', () => {
    expect(() => parseJson('{"ok":"yes"}', Obj, 'GET /x')).toThrow(
      'GET /x answered with JSON of an unexpected shape: ok:'
    )
  })
})
