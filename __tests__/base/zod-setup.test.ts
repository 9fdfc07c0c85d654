// Tests of src/base/zod-setup.ts: zod's global settings, and that the entry applies them first.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { config, z } from 'zod'

describe('zod settings', () => {
  it('turn off the compiled fast path, and schemas still parse and refuse as before', async () => {
    expect(config().jitless).not.toBe(true)
    await import('../../src/base/zod-setup.js')
    expect(config().jitless).toBe(true)
    const schema = z.looseObject({ id: z.string().min(1), n: z.number().nullish() })
    expect(schema.parse({ id: 'a', extra: 1 })).toEqual({ id: 'a', extra: 1 })
    expect(schema.safeParse({ id: '' }).success).toBe(false)
  })

  it('are the first thing the entry imports, before any module that builds a schema', async () => {
    const entry = await readFile(new URL('../../src/index.ts', import.meta.url), 'utf8')
    const imports = entry.split('\n').filter(line => line.startsWith('import '))
    expect(imports[0]).toBe("import './base/zod-setup.js'")
  })
})
