// Tests of mix files: written and read back unchanged, and a malformed one refused with its line
// and field.
import { describe, expect, it } from '@jest/globals'
import { drawMix } from '../../bench/poll/mix.js'
import { MixFileError, formatMix, parseMix } from '../../bench/poll/mix-file.js'

const mix = drawMix({ seed: 3, deployments: 2, revisionsPerDeployment: 3 })

/** The mix's text with revision `i` (on line i + 2) replaced by `line`. */
function withLine(i: number, line: string): string {
  const lines = formatMix(mix).split('\n')
  lines[i + 1] = line
  return lines.join('\n')
}

describe('mix files', () => {
  it('reads back what it writes, one revision a line', () => {
    const text = formatMix(mix)
    expect(text.split('\n')).toHaveLength(mix.length + 3)
    expect(parseMix(text, 'm.json')).toEqual(mix)
  })

  it('takes a revision without kind', () => {
    const { kind: _kind, ...bare } = mix[0] ?? { kind: '' }
    const text = formatMix([bare as (typeof mix)[number]])
    expect(parseMix(text, 'm.json')[0]?.kind).toBeUndefined()
  })

  it.each([
    [
      /"final":"\w+"/,
      '"final":"DEPLOY_FAILED"',
      'field "final": expected one of DEPLOYED, BUILD_FAILED, got "DEPLOY_FAILED"'
    ],
    [/"prebuilt":\w+/, '"prebuilt":"no"', 'field "prebuilt": expected true or false'],
    ['"status":"CREATING"', '"status":"QUEUED"', 'field "phases[0].status"'],
    [
      '"createdAt":',
      '"createdAtX":',
      'field "createdAt": expected a whole number of at least 0, missing'
    ]
  ])('refuses %s as %s with its line and field', (from, to, message) => {
    const line = (formatMix(mix).split('\n')[3] ?? '').replace(from, to)
    expect(() => parseMix(withLine(2, line), 'm.json')).toThrow(`m.json:4: revision 2: ${message}`)
  })

  it('refuses a negative duration, a repeated status, and revisions out of order', () => {
    const second = formatMix(mix).split('\n')[2] ?? ''
    expect(() => parseMix(withLine(1, second.replace(/"ms":\d+/, '"ms":-5')), 'm')).toThrow(
      'm:3: revision 1: field "phases[0].ms"'
    )
    expect(() =>
      parseMix(withLine(1, second.replace('"status":"AWAITING_BUILD"', '"status":"CREATING"')), 'm')
    ).toThrow('m:3: revision 1: field "phases[1].status": CREATING comes twice')
    expect(() => parseMix(withLine(1, second.replace('"index":1', '"index":0')), 'm')).toThrow(
      'm:3: revision 1: field "index": 0 after 0 in deployment 0'
    )
  })

  it('names the line where the revision begins in a file laid out otherwise', () => {
    const bad = mix.map((r, i) => (i === 1 ? { ...r, deployment: 'zero' } : r))
    const text = JSON.stringify(bad, null, 2)
    // The second revision begins on the line after the first one's closing brace.
    const line = text.split('\n').indexOf('  },') + 2
    expect(() => parseMix(text, 'm')).toThrow(`m:${line}: revision 1: field "deployment"`)
  })

  it('refuses what is not a mix', () => {
    expect(() => parseMix('{"a":1}', 'm')).toThrow('m:1: a mix is a JSON array of revisions')
    expect(() => parseMix('[]', 'm')).toThrow('m:1: the mix has no revision')
    // The bench prints its message alone, without a stack: the fault is the file's.
    expect(() => parseMix('[\n  1\n]', 'm')).toThrow(MixFileError)
    expect(() => parseMix('[{"deployment":', 'm')).toThrow('m: not JSON')
    expect(() => parseMix('[\n  1\n]', 'm')).toThrow('m:2: revision 0: not an object')
  })
})
