// What the log says of an archive: what was packed, each entry left out (a warning with what to
// do where a user may not expect it), and the upload's progress lines on a fake clock.
import { describe, expect, it } from '@jest/globals'
import { logArchive, uploadProgress } from '../../src/source-archive/archive-log.js'
import { FakeClock } from '../fixtures/clock.js'
import { recordingLogger } from '../fixtures/logger.js'

const ARCHIVE = { files: 3, bytes: 2048, sha256: 'ab'.repeat(32), warnings: ['big: 9 MB'] }

describe('logArchive', () => {
  it('says what was packed, and each entry left out at the level it deserves', () => {
    const logger = recordingLogger()
    const skipped = [
      { path: 'node_modules', directory: true, reason: 'always-excluded' as const },
      { path: '.env.prod', directory: false, reason: 'secrets-file' as const },
      { path: 'caf\uFFFD', directory: false, reason: 'name-not-utf8' as const }
    ]
    logArchive(logger, { root: 'apps/agent', configPath: 'langgraph.json', skipped }, ARCHIVE)
    expect(logger.entries.map(e => `${e.level}: ${e.message}`)).toEqual([
      `info: Packed 3 files (2 KiB) from apps/agent: config langgraph.json, sha256 ${ARCHIVE.sha256}.`,
      'info:   left out: node_modules is left out, as every node_modules is',
      expect.stringMatching(
        /^warning: Left out of the source archive: \.env\.prod looks like a secrets file .* add \.env\.prod to the input 'upload-include'\.$/
      ),
      expect.stringMatching(
        /^warning: Left out .* not valid UTF-8.*\. Rename it if the build needs it/
      ),
      'warning: big: 9 MB'
    ])
  })

  it('names the workspace root as "."', () => {
    const logger = recordingLogger()
    logArchive(logger, { root: '', configPath: 'langgraph.json', skipped: [] }, ARCHIVE)
    expect(logger.lines[0]).toMatch(/ from \.: config/)
  })
})

describe('uploadProgress', () => {
  it.each([
    // [ms after the start, bytes sent, line said]
    [
      [
        [1000, 512],
        [4999, 1024]
      ],
      []
    ],
    [[[5000, 1024]], ['Uploading: 1 KiB of 2 KiB (50%), 205 B/s, 5 s']],
    [[[1000, 2048]], ['Uploading: 2 KiB of 2 KiB (100%), 2 KiB/s, 1 s']],
    [
      [
        [6000, 1024],
        [9000, 1536],
        [12_000, 1800]
      ],
      ['Uploading: 1 KiB of 2 KiB (50%), 171 B/s, 6 s', 'of 2 KiB (87%)']
    ]
  ] as const)('at most every 5 s, and once all is sent: %j', (sends, said) => {
    const clock = new FakeClock()
    const logger = recordingLogger()
    const start = clock.now()
    const onProgress = uploadProgress({ clock, logger }, ARCHIVE.bytes)
    for (const [at, sent] of sends) {
      clock.time = start + at
      onProgress(sent)
    }
    expect(logger.lines).toHaveLength(said.length)
    said.forEach((line, index) => {
      expect(logger.lines[index]).toContain(line)
    })
  })
})
