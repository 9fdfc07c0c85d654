/**
 * The RE2 port loads only when asked (its own chunk of the bundle): used before loadRe2(), it says
 * so instead of failing somewhere inside a score.
 */
import { expect, it } from '@jest/globals'
import { loadRe2, re2 } from '../../src/eval/re2.js'

it('refuses to be used before it is loaded, then hands re2js over', async () => {
  expect(() => re2()).toThrow('re2js was used before loadRe2() loaded it')
  await loadRe2()
  expect(re2().RE2JS.compile('a+b').matches('aab')).toBe(true)
})
