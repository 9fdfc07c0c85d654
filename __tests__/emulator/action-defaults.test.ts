// emulator/action-defaults.ts: the defaults the runner passes are action.yml's, kept on disk by
// the file's hash; a kept answer is used only for the text it was parsed from.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { actionDefaults, keptDefaults } from '../../emulator/action-defaults.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'runner-defaults-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const action = (pace: number): string => `
name: x
inputs:
  poll-interval-seconds:
    description: how often
    default: ${pace}
  api-key:
    description: no default
`

describe('keptDefaults', () => {
  it("parses an action file's defaults as strings, and keeps them", async () => {
    expect(await keptDefaults(action(15), dir)).toEqual({ 'poll-interval-seconds': '15' })
    expect((await readdir(dir)).filter(name => name.endsWith('.json'))).toHaveLength(1)
  })

  it('answers from what it kept for the same text, and parses a changed text again', async () => {
    await keptDefaults(action(15), dir)
    const [kept] = await readdir(dir)
    await writeFile(path.join(dir, kept ?? ''), JSON.stringify({ marker: 'kept' }))
    expect(await keptDefaults(action(15), dir)).toEqual({ marker: 'kept' })
    expect(await keptDefaults(action(30), dir)).toEqual({ 'poll-interval-seconds': '30' })
  })
})

describe('actionDefaults', () => {
  it("are action.yml's", async () => {
    const file = parse(await readFile('action.yml', 'utf8')) as {
      inputs: Record<string, { default?: unknown }>
    }
    const declared = Object.entries(file.inputs).filter(([, input]) => input.default !== undefined)
    const expected = Object.fromEntries(
      declared.map(([name, input]) => [name, String(input.default)])
    )
    expect(await actionDefaults()).toEqual(expected)
    expect(Object.keys(expected).length).toBeGreaterThan(10)
  })
})
