import { describe, expect, it } from '@jest/globals'
import {
  ArchiveTooLargeError,
  SourceArchiveError
} from '../../src/source-archive/archive-errors.js'
import { formatBytes } from '../../src/base/text.js'
import {
  largestFiles,
  limitSettings,
  MAX_ARCHIVE_BYTES,
  sizeWarning,
  tooLargeError,
  WARN_ARCHIVE_BYTES
} from '../../src/source-archive/limits.js'

describe('formatBytes', () => {
  it.each<[number, string]>([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [10 * 1024 * 1024, '10 MiB'],
    [12_900_000, '12.3 MiB'],
    [123_456_789, '118 MiB'],
    [WARN_ARCHIVE_BYTES, '50 MiB'],
    [MAX_ARCHIVE_BYTES, '200 MiB'],
    [1_288_490_189, '1.2 GiB']
  ])('%p bytes are %p', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected)
  })
})

describe('largestFiles', () => {
  it('keeps the five largest, largest first, ties by path', () => {
    const files = [
      { path: 'a', bytes: 1 },
      { path: 'b', bytes: 50 },
      { path: 'c', bytes: 7 },
      { path: 'e', bytes: 30 },
      { path: 'd', bytes: 30 },
      { path: 'f', bytes: 2 },
      { path: 'g', bytes: 40 }
    ]
    expect(largestFiles(files)).toEqual([
      { path: 'b', bytes: 50 },
      { path: 'g', bytes: 40 },
      { path: 'd', bytes: 30 },
      { path: 'e', bytes: 30 },
      { path: 'c', bytes: 7 }
    ])
  })

  it('keeps all of fewer than five', () => {
    expect(largestFiles([{ path: 'x', bytes: 3 }])).toEqual([{ path: 'x', bytes: 3 }])
  })
})

describe('limitSettings', () => {
  const defaults = { maxBytes: 209_715_200, warnBytes: 52_428_800, maxReadBytes: 2_147_483_648 }

  it('applies the service limits, and 2 GiB read, by default', () => {
    expect(limitSettings()).toEqual(defaults)
  })

  it('takes each given limit', () => {
    expect(limitSettings({ maxBytes: 1000 })).toEqual({ ...defaults, maxBytes: 1000 })
    expect(limitSettings({ maxBytes: 1000, warnBytes: 10, maxReadBytes: 5000 })).toEqual({
      maxBytes: 1000,
      warnBytes: 10,
      maxReadBytes: 5000
    })
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p', value => {
    expect(() => limitSettings({ maxBytes: value })).toThrow(SourceArchiveError)
    expect(() => limitSettings({ maxReadBytes: value })).toThrow(SourceArchiveError)
    expect(() => limitSettings({ warnBytes: value })).toThrow(
      `The archive size limit warnBytes must be a positive whole number of bytes, not ${value}.`
    )
  })
})

const MIB = 1024 * 1024

describe('the size messages', () => {
  const largest = [
    { path: 'data/model.bin', bytes: 3 * 1024 * 1024 },
    { path: 'data/b.csv', bytes: 1536 },
    { path: 'src/a.py', bytes: 10 }
  ]

  it('refuse naming the largest files in readable units', () => {
    const error = tooLargeError({
      measured: 'read',
      bytes: 4_000_000,
      maxBytes: 2048,
      readBytes: 0,
      filesBytes: 4_000_000,
      largest
    })
    expect(error).toBeInstanceOf(ArchiveTooLargeError)
    expect(error).toBeInstanceOf(SourceArchiveError)
    expect(error.code).toBe('too-large')
    expect(error.largest).toEqual(largest)
    expect(error.message).toContain(
      'The files to archive come to 3.8 MiB, over the limit of 2 KiB on the bytes read to pack ' +
        'them (it spares the runner a tree that compresses without end); nothing was read.'
    )
    expect(error.message).toContain(
      'The largest files: data/model.bin (3 MiB), data/b.csv (1.5 KiB), src/a.py (10 B).'
    )
    expect(error.message).toContain('.dockerignore or .gitignore')
  })

  it('say which limit, the archive at the stop and how much was read', () => {
    const error = tooLargeError({
      measured: 'archive',
      bytes: 3000,
      maxBytes: 2048,
      readBytes: 4096,
      filesBytes: 3 * 1024 * 1024,
      largest
    })
    expect(error).toMatchObject({ measured: 'archive', readBytes: 4096, filesBytes: 3_145_728 })
    expect(error.message).toMatch(
      /^The compressed source archive passed the limit of 2 KiB \('upload-max-mb'\) at 2.9 KiB, after reading 4 KiB of the 3 MiB of files; packing stopped there\. The largest files: data\/model.bin/
    )
  })

  it('give the figure in bytes where rounding would show it equal to the limit', () => {
    const details = { readBytes: 0, filesBytes: 0, largest } as const
    const error = tooLargeError({
      measured: 'archive',
      bytes: 1_050_000,
      maxBytes: MIB,
      ...details
    })
    expect(error.message).toContain(
      "passed the limit of 1 MiB ('upload-max-mb') at 1 MiB (1050000 bytes),"
    )
  })

  it.each<[number, boolean]>([
    [100, false],
    [101, true]
  ])('warn over warnBytes (%p bytes: %p)', (bytes, warns) => {
    const warning = sizeWarning({ bytes, warnBytes: 100, largest })
    if (!warns) expect(warning).toBeUndefined()
    else expect(warning).toContain('The largest files: data/model.bin (3 MiB), data/b.csv')
  })
})
