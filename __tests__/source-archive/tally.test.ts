import { describe, expect, it } from '@jest/globals'
import { fixGzipOs } from '../../src/source-archive/tally.js'

describe('fixGzipOs', () => {
  // A header as zlib writes it on Windows (OS 10), cut into chunks in different places.
  const windows = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 10, 0xaa, 0xbb]
  it.each<[string, number[][]]>([
    ['in one chunk', [windows]],
    ['across chunks', [windows.slice(0, 5), windows.slice(5)]],
    ['in a chunk of its own', [windows.slice(0, 9), windows.slice(9, 10), windows.slice(10)]]
  ])('sets the OS byte to Unix %s, and nothing else', (_name, cuts) => {
    let position = 0
    const out: number[] = []
    for (const cut of cuts) {
      const chunk = Buffer.from(cut)
      fixGzipOs(chunk, position)
      position += chunk.length
      out.push(...chunk)
    }
    expect(out).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xaa, 0xbb])
  })

  it('leaves the bytes after the header alone', () => {
    const chunk = Buffer.from([10, 10, 10])
    fixGzipOs(chunk, 10)
    expect([...chunk]).toEqual([10, 10, 10])
  })
})
