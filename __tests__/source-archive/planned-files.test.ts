// Issue 36 point 3: the plan's files are kept off the JS heap; what goes in comes out, in order,
// past every growth of the buffers that hold it.
import { describe, expect, it } from '@jest/globals'
import { PlannedFiles } from '../../src/source-archive/planned-files.js'

/** A path of about `length` characters, some of them outside ASCII. */
function pathOf(index: number, length: number): string {
  const name = `f${String(index).padStart(6, '0')}-é-${'x'.repeat(length)}`
  return `pkg${index % 7}/${name}.py`
}

describe('the planned files', () => {
  it('give back every file added, in order, past several growths of each buffer', () => {
    const files = new PlannedFiles('apps')
    const added: { archivePath: string; bytes: number; executable: boolean }[] = []
    for (let index = 0; index < 5_000; index++) {
      // 5,000 files (the arrays start at 1,024) and ~1 MB of paths (the buffer starts at 64 KiB),
      // one path longer than the buffer's first size on its own
      const archivePath = pathOf(index, index === 3 ? 70_000 : index % 300)
      const entry = { archivePath, bytes: index * 1_000_003, executable: index % 3 === 0 }
      files.add(entry.archivePath, entry.bytes, entry.executable)
      added.push(entry)
    }
    expect(files.length).toBe(5_000)
    expect([...files]).toEqual(
      added.map(entry => ({
        archivePath: entry.archivePath,
        source: `apps/${entry.archivePath}`,
        bytes: entry.bytes,
        mode: entry.executable ? 0o755 : 0o644
      }))
    )
  })

  it('name a file by its archive path alone when the archive is rooted at the workspace', () => {
    const files = new PlannedFiles('')
    files.add('langgraph.json', 0, false)
    files.add('src/日本語.py', 2 ** 40, true)
    expect([...files]).toEqual([
      { archivePath: 'langgraph.json', source: 'langgraph.json', bytes: 0, mode: 0o644 },
      { archivePath: 'src/日本語.py', source: 'src/日本語.py', bytes: 2 ** 40, mode: 0o755 }
    ])
  })

  it('can be read more than once', () => {
    const files = new PlannedFiles('')
    files.add('a', 1, false)
    expect([...files]).toEqual([...files])
    expect([...new PlannedFiles('')]).toEqual([])
  })
})
