import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { ACTION_NAME, ACTION_VERSION, userAgent } from '../../src/base/version.js'

describe('version', () => {
  it('matches package.json, so the User-Agent names the release', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
    ) as {
      name: string
      version: string
    }
    expect(ACTION_NAME).toBe(pkg.name)
    expect(ACTION_VERSION).toBe(pkg.version)
    expect(userAgent()).toMatch(
      new RegExp(`^${pkg.name}/${pkg.version.replace(/\./g, '\\.')} node/`)
    )
  })
})
