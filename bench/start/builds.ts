// Owns building bundles of the action with ncc for the start-up section: ONE AT A TIME, each in a
// temporary directory of its own and without ncc's shared cache, so that no build meets another.
import { execFileSync, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises'
import * as path from 'node:path'

import { ACTION_SOURCE_ENTRY } from '../targets.js'

/** One bundle of the action to measure. */
export interface Bundle {
  /** `dist/index.js as committed`, `ncc --minify`, ... */
  readonly label: string
  /** What it shows, for the report. */
  readonly note: string
  /** The bundle's index.js. */
  readonly entry: string
}

/** A build of the bundle as `npm run bundle` makes it, with webpack's stats beside it. */
export interface ProfileBuild {
  readonly entry: string
  /** webpack's stats JSON: which module ID is which source file. */
  readonly statsFile: string
}

/** What a build needs. */
export interface BuildOptions {
  readonly repoRoot: string
  /** Where the build directories go (removed with it). */
  readonly scratch: (prefix: string) => Promise<string>
  readonly log: (line: string) => void
}

/**
 * One edit of a copy of the sources: the file's text is replaced by `to(text)`; a variant whose
 * edit changes nothing stops the bench (the trick it undoes has gone or moved).
 */
interface SourceEdit {
  readonly file: string
  readonly to: (text: string) => string
}

/** A bundle built beside the committed one: from the sources as they are, or with a trick undone. */
interface Variant {
  readonly label: string
  readonly note: string
  readonly flags: readonly string[]
  readonly ascii: boolean
  readonly edits: readonly SourceEdit[]
}

/** The variants measured beside the committed bundle, built in this order. */
const VARIANTS: readonly Variant[] = [
  {
    label: 'without the undici chunk',
    note: "the sources without tsconfig's `paths` entry for undici, so the toolkit's `import 'undici'` loads it with the bundle: what loading undici only for the GitHub step buys (kept only while it pays 5 ms)",
    flags: [],
    ascii: true,
    edits: [
      {
        file: 'tsconfig.json',
        to: text => text.replace(/,\s*"paths":\s*\{\s*"undici":\s*\["[^"]+"\]\s*\}/, '')
      }
    ]
  },
  {
    label: 'not made ASCII',
    note: "ncc's output as it is, before `npm run bundle` escapes its non-ASCII characters (scripts/ascii-bundle.js): what the ASCII start-up trick buys (kept only while it pays 5 ms)",
    flags: [],
    ascii: false,
    edits: []
  },
  {
    label: 'ncc --minify',
    note: 'the same code minified: what the size of the bundle costs',
    flags: ['--minify'],
    ascii: true,
    edits: []
  }
]

/** Builds the variants, one after the other. */
export async function buildVariants(options: BuildOptions): Promise<Bundle[]> {
  const bundles: Bundle[] = []
  for (const variant of VARIANTS) {
    const dir = await options.scratch('variant-')
    const out = path.join(dir, 'bundle')
    options.log(`start: building the "${variant.label}" variant with ncc`)
    const root =
      variant.edits.length === 0
        ? options.repoRoot
        : await editedCopy(options.repoRoot, path.join(dir, 'sources'), variant)
    await ncc(root, [...variant.flags, '-o', out])
    if (variant.ascii) await asciiBundle(options.repoRoot, out)
    bundles.push({ label: variant.label, note: variant.note, entry: path.join(out, 'index.js') })
  }
  return bundles
}

/**
 * A copy of what ncc reads (src/, tsconfig.json, package.json; node_modules linked) in `dir`, with
 * the variant's edits applied; returns `dir`.
 */
async function editedCopy(repoRoot: string, dir: string, variant: Variant): Promise<string> {
  await mkdir(dir, { recursive: true })
  for (const entry of ['src', 'tsconfig.json', 'package.json']) {
    await cp(path.join(repoRoot, entry), path.join(dir, entry), { recursive: true })
  }
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  for (const edit of variant.edits) {
    const file = path.join(dir, edit.file)
    const text = await readFile(file, 'utf8')
    const edited = edit.to(text)
    if (edited === text) {
      throw new Error(`the "${variant.label}" variant: ${edit.file} has nothing to undo any more`)
    }
    await writeFile(file, edited)
  }
  return dir
}

/**
 * The bundle an earlier commit committed (its dist/, as git holds it), copied to a temporary
 * directory: measured in the same rounds as today's, it says what a change bought in ms
 * however busy the machine is.
 */
export async function extractDist(options: BuildOptions, revision: string): Promise<Bundle> {
  const git = (args: readonly string[]): Buffer =>
    execFileSync('git', args, { cwd: options.repoRoot, maxBuffer: 256 * 1024 * 1024 })
  const commit = git(['rev-parse', '--short', `${revision}^{commit}`])
    .toString()
    .trim()
  const subject = git(['log', '-1', '--format=%s', commit]).toString().trim()
  const files = git(['ls-tree', '-r', '--name-only', commit, '--', 'dist/'])
    .toString()
    .split('\n')
    .filter(file => file !== '')
  if (!files.includes('dist/index.js')) throw new Error(`${revision} has no dist/index.js`)
  const dir = await options.scratch('before-')
  for (const file of files) {
    const target = path.join(dir, path.relative('dist', file))
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, git(['show', `${commit}:${file}`]))
  }
  options.log(`start: dist/ of ${commit} extracted`)
  return {
    label: `dist/ at ${commit}`,
    note: `the bundle committed by "${subject}", in the same rounds`,
    entry: path.join(dir, 'index.js')
  }
}

/** Builds the bundle as `npm run bundle` does, with `--stats-out`, for the per-component profile. */
export async function buildForProfile(options: BuildOptions): Promise<ProfileBuild> {
  const dir = await options.scratch('profile-')
  const out = path.join(dir, 'bundle')
  const statsFile = path.join(dir, 'stats.json')
  options.log('start: building the bundle with webpack stats, for the profile')
  await ncc(options.repoRoot, ['-o', out, '--stats-out', statsFile])
  await asciiBundle(options.repoRoot, out)
  return { entry: path.join(out, 'index.js'), statsFile }
}

/** The last step of `npm run bundle`: scripts/ascii-bundle.js over the bundle in `dir`. */
async function asciiBundle(repoRoot: string, dir: string): Promise<void> {
  await run(process.execPath, [path.join(repoRoot, 'scripts', 'ascii-bundle.js'), dir], repoRoot)
}

/**
 * `ncc build <entry> --target es2022 -q --no-cache <flags>` with the project's ncc, from the
 * repository root; throws with its output when it fails.
 */
async function ncc(repoRoot: string, flags: readonly string[]): Promise<void> {
  const cli = path.join(repoRoot, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
  const args = [cli, 'build', ACTION_SOURCE_ENTRY, '--target', 'es2022', '-q', '--no-cache']
  await run(process.execPath, [...args, ...flags], repoRoot)
}

/** Runs `command` from `cwd`; throws with its output when it fails. */
async function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  const collect = (chunk: string): void => {
    output += chunk
  }
  child.stdout.setEncoding('utf8').on('data', collect)
  child.stderr.setEncoding('utf8').on('data', collect)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (code !== 0) {
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${String(code)}):\n${output}`)
  }
}

/** A temporary directory maker for {@link BuildOptions.scratch}. */
export function scratchIn(root: string): (prefix: string) => Promise<string> {
  return prefix => mkdtemp(path.join(root, prefix))
}
