// Owns the tree the pack section packs: a seeded LangGraph project of ~10k source-like files and
// some binary-ish data files (~145 MB at scale 1), written to a temporary directory, never committed.
import { mkdir, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { seededRandom } from '../stats.js'

/** What was written. */
export interface GeneratedTree {
  readonly dir: string
  /** The config file, relative to `dir`. */
  readonly configPath: string
  readonly files: number
  readonly bytes: number
}

/** Packages per unit of scale: 40 × 10 modules × 25 files = 10,000 source files. */
const PACKAGES = 40
const MODULES = 10
const FILES_PER_MODULE = 25
/** Data files per unit of scale, and their mean size (≈ 75 MB). */
const DATA_FILES = 100
const DATA_MEAN_BYTES = 750_000

const WORDS = (
  'state graph node edge agent tool message model prompt runnable config checkpoint thread ' +
  'store memory retriever document chunk embedding vector index query answer result value ' +
  'input output stream event update channel reducer schema field record batch queue worker ' +
  'client server request response status error retry timeout deadline budget token cache'
).split(' ')
const EXTENSIONS = ['py', 'ts', 'py', 'json', 'md', 'py', 'ts', 'yaml'] as const

type Random = () => number

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T

function identifier(random: Random): string {
  const a = pick(random, WORDS)
  const b = pick(random, WORDS)
  return random() < 0.5 ? `${a}_${b}` : `${a}${b[0]?.toUpperCase() ?? ''}${b.slice(1)}`
}

/** One line of source-like text: code, a comment or data, with identifiers and numbers. */
function line(random: Random): string {
  const indent = '    '.repeat(Math.floor(random() * 3))
  const kind = random()
  if (kind < 0.1)
    return `${indent}# ${pick(random, WORDS)} ${pick(random, WORDS)} ${identifier(random)}`
  if (kind < 0.4) {
    return `${indent}${identifier(random)} = ${identifier(random)}(${identifier(random)}, ${Math.floor(random() * 10_000)})`
  }
  if (kind < 0.6) return `${indent}if ${identifier(random)}.${identifier(random)} is not None:`
  if (kind < 0.8) {
    return `${indent}return {"${pick(random, WORDS)}": ${identifier(random)}, "id": "${Math.floor(random() * 2 ** 32).toString(16)}"}`
  }
  return `${indent}def ${identifier(random)}(self, ${identifier(random)}: ${pick(random, WORDS)}) -> None:`
}

/** Source-like text of about `bytes` bytes. */
function sourceText(random: Random, bytes: number): Buffer {
  const lines: string[] = []
  let size = 0
  while (size < bytes) {
    const next = line(random)
    lines.push(next)
    size += next.length + 1
  }
  return Buffer.from(`${lines.join('\n')}\n`)
}

/** Binary-ish data: 4 KiB blocks, most of them random bytes, some runs of a repeated record. */
function dataBytes(random: Random, bytes: number): Buffer {
  const buffer = Buffer.alloc(Math.ceil(bytes / 4096) * 4096)
  for (let block = 0; block < bytes; block += 4096) {
    const end = block + 4096
    if (random() < 0.7) {
      for (let i = block; i < end; i += 4) buffer.writeUInt32LE((random() * 2 ** 32) >>> 0, i)
    } else {
      const record = Math.floor(random() * 2 ** 31)
      for (let i = block; i < end; i += 4) buffer.writeUInt32LE((record + (i % 64)) >>> 0, i)
    }
  }
  return buffer.subarray(0, bytes)
}

/**
 * Writes the tree of `scale` (1: ~10k files, ~145 MB) under `dir`, the same bytes for the same
 * seed and scale. Besides what is packed, it holds a few entries the ignore rules leave out.
 */
export async function generateTree(
  dir: string,
  scale: number,
  seed: number
): Promise<GeneratedTree> {
  const random = seededRandom(seed)
  let files = 0
  let bytes = 0
  const put = async (relative: string, content: Buffer | string, mode = 0o644): Promise<void> => {
    const target = path.join(dir, ...relative.split('/'))
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, content, { mode })
    files++
    bytes += Buffer.byteLength(content)
  }
  await put(
    'langgraph.json',
    '{"dependencies": ["."], "graphs": {"agent": "./src/agent/graph.py:graph"}}\n'
  )
  await put('src/agent/graph.py', 'graph = None\n')
  await put('.gitignore', '*.log\nbuild/\n')
  await put('build/out.log', 'left out\n')
  await put('node_modules/left/index.js', 'left out\n')
  for (let p = 0; p < PACKAGES * scale; p++) {
    for (let m = 0; m < MODULES; m++) {
      const writes: Promise<void>[] = []
      for (let f = 0; f < FILES_PER_MODULE; f++) {
        const ext = pick(random, EXTENSIONS)
        const size = Math.floor(1_000 + random() * 12_000)
        const mode = f === 0 ? 0o755 : 0o644
        writes.push(
          put(
            `src/pkg${p}/mod${m}/${identifier(random)}_${f}.${ext}`,
            sourceText(random, size),
            mode
          )
        )
      }
      await Promise.all(writes)
    }
  }
  for (let d = 0; d < DATA_FILES * scale; d++) {
    const size = Math.floor(DATA_MEAN_BYTES * (0.2 + 1.6 * random()))
    await put(`data/set${d % 10}/part_${d}.bin`, dataBytes(random, size))
  }
  return { dir, configPath: 'langgraph.json', files, bytes }
}
