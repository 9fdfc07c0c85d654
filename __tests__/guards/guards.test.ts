/**
 * The lint guard rails can fail: on a copy of the project, a planted upward import fails
 * ESLint's import boundaries, and a planted unused export fails knip; the copy as it is passes.
 */
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

const run = promisify(execFile)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const COPIED = [
  'src',
  '__tests__',
  'emulator',
  'bench',
  'sim',
  'scripts',
  'package.json',
  'knip.json'
]
const CONFIGS = ['tsconfig.json', 'eslint.config.js', 'jest.config.js', '.swcrc']

let copy: string

/** Runs a tool of the project in the copy; resolves with its exit code and output. */
async function tool(bin: string, args: string[]): Promise<{ code: number; output: string }> {
  const file = path.join(root, 'node_modules', '.bin', bin)
  try {
    const { stdout, stderr } = await run(file, args, { cwd: copy, maxBuffer: 16 << 20 })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'guards-'))
  for (const entry of [...COPIED, ...CONFIGS]) {
    await cp(path.join(root, entry), path.join(copy, entry), { recursive: true })
  }
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
}, 60_000)

afterAll(async () => {
  await rm(copy, { recursive: true, force: true })
})

describe('import boundaries (ESLint import-x/no-restricted-paths)', () => {
  it('fail on an upward import planted in src/base/ and on a sideways one in src/report/', async () => {
    await writeFile(
      path.join(copy, 'src/base/planted.ts'),
      "// Planted.\nimport type { RunContext } from '../run/context.js'\nexport type Planted = RunContext\n"
    )
    await writeFile(
      path.join(copy, 'src/report/planted.ts'),
      "// Planted.\nimport type { Deployment } from '../control-plane/schemas.js'\nexport type Planted = Deployment\n"
    )
    const { code, output } = await tool('eslint', ['src/base/planted.ts', 'src/report/planted.ts'])
    expect(code).not.toBe(0)
    expect(output).toMatch(/planted\.ts[\s\S]*"\.\.\/run\/context\.js" imported in restricted zone/)
    expect(output).toMatch(/"\.\.\/control-plane\/schemas\.js" imported in restricted zone/)
    await rm(path.join(copy, 'src/base/planted.ts'))
    await rm(path.join(copy, 'src/report/planted.ts'))
  }, 120_000)
})

describe('the start-up guard (the langsmith SDK only by import())', () => {
  it('fails on a static import of langsmith in src/, and lets a type import and import() pass', async () => {
    const file = path.join(copy, 'src/langsmith/planted.ts')
    await writeFile(
      file,
      "// Planted.\nimport { Client } from 'langsmith'\nexport const planted = Client\n"
    )
    const refused = await tool('eslint', ['src/langsmith/planted.ts'])
    expect(refused.code).not.toBe(0)
    expect(refused.output).toMatch(
      /'langsmith' import is restricted[\s\S]*await import\('langsmith'\)/
    )
    await writeFile(
      file,
      "// Planted.\nimport type { Client } from 'langsmith'\nexport const planted = async (): Promise<typeof Client> => (await import('langsmith')).Client\n"
    )
    const allowed = await tool('eslint', ['src/langsmith/planted.ts'])
    expect(allowed.output).not.toMatch(/no-restricted-imports/)
    await rm(file)
  }, 120_000)
})

describe('unused code (knip)', () => {
  it('passes on the project as it is', async () => {
    const { code, output } = await tool('knip', ['--include', 'files,exports,types'])
    expect(output).not.toMatch(/Unused/)
    expect(code).toBe(0)
  }, 60_000)

  it('fails on a planted unused export and a planted unused file, naming them', async () => {
    const objects = path.join(copy, 'src/base/objects.ts')
    await writeFile(objects, `${await readFile(objects, 'utf8')}\nexport const plantedUnused = 1\n`)
    await writeFile(path.join(copy, 'src/base/orphan.ts'), '// Planted.\nexport const x = 1\n')
    const { code, output } = await tool('knip', ['--include', 'files,exports,types'])
    expect(code).not.toBe(0)
    expect(output).toContain('plantedUnused')
    expect(output).toContain('src/base/orphan.ts')
  }, 60_000)
})
