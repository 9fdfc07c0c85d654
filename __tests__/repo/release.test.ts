/**
 * scripts/release.sh, run in a throwaway repository that has the files it checks: it tags
 * vX.Y.Z and moves vX on a clean, released main, and otherwise refuses without tagging, saying
 * what to change; --dry-run makes the same checks, tags nothing and changes nothing. And this
 * repository's own release: the tags its version makes are the ones the examples use.
 */
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'

const script = fileURLToPath(new URL('../../scripts/release.sh', import.meta.url))

let repo: string
let home: string

/** Git and npm see only this test's repository and an empty home, never the user's config. */
function env(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Release Test',
    GIT_AUTHOR_EMAIL: 'release@example.com',
    GIT_COMMITTER_NAME: 'Release Test',
    GIT_COMMITTER_EMAIL: 'release@example.com',
    npm_config_update_notifier: 'false'
  }
}

function run(
  command: string,
  args: readonly string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, env: env(), stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', code => {
      resolve({ code, stdout, stderr })
    })
  })
}

async function git(...args: string[]): Promise<string> {
  const result = await run('git', args)
  if (result.code !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  return result.stdout.trim()
}

const release = (...args: string[]) => run('bash', [script, ...args])

/** Writes the files release.sh reads, at these versions, and commits them. */
async function commitVersion(
  version: string,
  options: { lock?: string; checkDist?: string } = {}
): Promise<void> {
  const pkg = {
    name: 'langgraph-deploy-action',
    version,
    private: true,
    scripts: { 'check-dist': options.checkDist ?? 'node -e "process.exit(0)"' }
  }
  await writeFile(path.join(repo, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  await writeFile(
    path.join(repo, 'package-lock.json'),
    `${JSON.stringify({ name: pkg.name, version: options.lock ?? version, lockfileVersion: 3 })}\n`
  )
  await writeFile(path.join(repo, 'dist', 'index.js'), `// built from ${version}\n`)
  await git('add', '-A')
  await git('commit', '--quiet', '-m', `Version ${version}`)
}

/** The commit a tag points at, and whether the tag is annotated. */
async function tagged(tag: string): Promise<{ commit: string; type: string }> {
  return {
    commit: await git('rev-parse', `${tag}^{commit}`),
    type: await git('cat-file', '-t', tag)
  }
}

beforeEach(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'release-test-'))
  home = await mkdtemp(path.join(tmpdir(), 'release-home-'))
  await git('init', '--quiet', '--initial-branch=main')
  await git('config', 'tag.gpgSign', 'false')
  await mkdir(path.join(repo, 'dist'))
})

afterEach(async () => {
  await rm(repo, { recursive: true, force: true })
  await rm(home, { recursive: true, force: true })
})

describe('scripts/release.sh', () => {
  it('tags vX.Y.Z and creates vX on HEAD, both annotated, and prints the push commands', async () => {
    await commitVersion('1.2.3')
    const head = await git('rev-parse', 'HEAD')
    const result = await release('1.2.3')
    expect(result.code).toBe(0)
    expect(await tagged('v1.2.3')).toEqual({ commit: head, type: 'tag' })
    expect(await tagged('v1')).toEqual({ commit: head, type: 'tag' })
    expect(result.stdout).toContain(`Created v1 on ${head.slice(0, 7)}`)
    expect(result.stdout).toContain('git push origin v1.2.3\n  git push --force origin v1\n')
  })

  it('moves vX to the next release and leaves the older vX.Y.Z where it was', async () => {
    await commitVersion('1.2.3')
    const first = await git('rev-parse', 'HEAD')
    expect((await release('1.2.3')).code).toBe(0)
    await commitVersion('1.3.0')
    const second = await git('rev-parse', 'HEAD')
    const result = await release('1.3.0')
    expect(result.code).toBe(0)
    expect((await tagged('v1.2.3')).commit).toBe(first)
    expect((await tagged('v1.3.0')).commit).toBe(second)
    expect((await tagged('v1')).commit).toBe(second)
    expect(result.stdout).toContain(`Moved v1 from ${first.slice(0, 7)} to ${second.slice(0, 7)}`)
  })

  it.each([
    ['no version', [], /usage: scripts\/release\.sh X\.Y\.Z/],
    ['two versions', ['1.2.3', '1.2.4'], /usage: scripts\/release\.sh X\.Y\.Z/],
    ['a dry run of two versions', ['--dry-run', '1.2.3', '1.2.4'], /usage: /],
    ['a leading v', ['v1.2.3'], /must look like X\.Y\.Z .* got 'v1\.2\.3'/],
    ['two parts', ['1.2'], /must look like X\.Y\.Z/],
    ['a pre-release', ['1.2.3-rc.1'], /must look like X\.Y\.Z/],
    ['a leading zero', ['01.2.3'], /must look like X\.Y\.Z/]
  ])('refuses %s', async (_, args, message) => {
    await commitVersion('1.2.3')
    const result = await release(...args)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(message)
    expect(await git('tag', '--list')).toBe('')
  })

  it('refuses when package.json says another version, and says how to bump it', async () => {
    await commitVersion('1.2.2')
    const result = await release('1.2.3')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      "package.json has version 1.2.2: run 'npm version 1.2.3 --no-git-tag-version'"
    )
    expect(result.stderr).toContain('run npm run bundle (dist/ carries the version)')
    expect(await git('tag', '--list')).toBe('')
  })

  it('refuses when package-lock.json lags behind package.json', async () => {
    await commitVersion('1.2.3', { lock: '1.2.2' })
    const result = await release('1.2.3')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('package-lock.json has version 1.2.2')
  })

  it('refuses when dist/ is not what the sources build', async () => {
    await commitVersion('1.2.3', { checkDist: 'node -e "process.exit(1)"' })
    const result = await release('1.2.3')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('dist/ is not what the sources build')
    expect(await git('tag', '--list')).toBe('')
  })

  it('refuses a working tree with changes, even untracked files', async () => {
    await commitVersion('1.2.3')
    await writeFile(path.join(repo, 'notes.txt'), 'not committed\n')
    const result = await release('1.2.3')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('the working tree has changes')
    expect(await git('tag', '--list')).toBe('')
  })

  it('refuses to tag another branch than main', async () => {
    await commitVersion('1.2.3')
    await git('checkout', '--quiet', '-b', 'feature')
    const result = await release('1.2.3')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("on branch 'feature': releases are tagged on main")
  })

  it('refuses a main that has commits its upstream lacks, and tags it once pushed', async () => {
    await commitVersion('1.2.2')
    const remote = path.join(home, 'remote.git')
    await git('init', '--quiet', '--bare', remote)
    await git('remote', 'add', 'origin', remote)
    await git('push', '--quiet', '--set-upstream', 'origin', 'main')
    await commitVersion('1.2.3')
    const result = await release('1.2.3')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('main has 1 commit(s) that origin/main lacks: push main first')
    expect(await git('tag', '--list')).toBe('')

    await git('push', '--quiet')
    const pushed = await release('1.2.3')
    expect(pushed.code).toBe(0)
    expect(pushed.stdout).toContain('git push origin v1.2.3')
  })

  it('refuses a version that is already tagged', async () => {
    await commitVersion('1.2.3')
    expect((await release('1.2.3')).code).toBe(0)
    const result = await release('1.2.3')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('tag v1.2.3 already exists')
  })

  it('refuses to move vX back to an older release', async () => {
    await commitVersion('1.3.0')
    expect((await release('1.3.0')).code).toBe(0)
    const v1 = (await tagged('v1')).commit
    await commitVersion('1.2.9')
    const result = await release('1.2.9')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('v1.3.0 is newer than v1.2.9: v1 would move back')
    expect((await tagged('v1')).commit).toBe(v1)
  })

  it('orders versions as numbers: 1.10.0 comes after 1.9.0', async () => {
    await commitVersion('1.9.0')
    expect((await release('1.9.0')).code).toBe(0)
    await commitVersion('1.10.0')
    expect((await release('1.10.0')).code).toBe(0)
    expect((await tagged('v1')).commit).toBe(await git('rev-parse', 'HEAD'))
  })
})

/** Everything a dry run could change: the tags, HEAD, the index and the working tree. */
async function snapshot(): Promise<string> {
  return [
    await git('tag', '--list'),
    await git('rev-parse', 'HEAD'),
    await git('status', '--porcelain', '--untracked-files=all'),
    await readFile(path.join(repo, 'dist', 'index.js'), 'utf8')
  ].join('\n---\n')
}

describe('scripts/release.sh --dry-run', () => {
  it('makes every check, prints the tags and the push commands, and tags nothing', async () => {
    await commitVersion('1.2.3')
    const before = await snapshot()
    const result = await release('--dry-run', '1.2.3')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const head = (await git('rev-parse', 'HEAD')).slice(0, 7)
    expect(result.stdout).toContain('no tag is created, nothing changes')
    expect(result.stdout).toContain(
      `Tags it would make, on ${head} (Version 1.2.3):\n  v1.2.3\n  v1\n`
    )
    expect(result.stdout).toContain(`It would then print: Created v1 on ${head}.`)
    expect(result.stdout).toContain('git push origin v1.2.3\n  git push --force origin v1\n')
    expect(result.stdout).not.toContain('would refuse')
    expect(await snapshot()).toBe(before)
  })

  it("takes package.json's version when given none", async () => {
    await commitVersion('2.0.0')
    const result = await release('--dry-run')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Dry run of the release of v2.0.0')
    expect(result.stdout).toContain('  v2.0.0\n  v2\n')
    expect(await git('tag', '--list')).toBe('')
  })

  it('on another branch than main: says a real run would refuse, still prints the tags, exits 1', async () => {
    await commitVersion('1.0.0')
    await git('checkout', '--quiet', '-b', 'feature')
    const before = await snapshot()
    const result = await release('--dry-run')
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      "would refuse: on branch 'feature': releases are tagged on main (git checkout main)"
    )
    expect(result.stdout).toContain('  v1.0.0\n  v1\n')
    expect(result.stdout).toContain('A real run would refuse (1 reason(s) above)')
    expect(await snapshot()).toBe(before)
  })

  it('lists every refusal at once, and says where vX is now', async () => {
    await commitVersion('1.3.0')
    expect((await release('1.3.0')).code).toBe(0)
    await commitVersion('1.2.9', { lock: '1.2.8' })
    const result = await release('--dry-run')
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('would refuse: v1.3.0 is newer than v1.2.9: v1 would move back')
    expect(result.stdout).toContain('would refuse: package-lock.json has version 1.2.8')
    expect(result.stdout).toContain('A real run would refuse (2 reason(s) above)')
    expect(result.stdout).toMatch(/It would then print: Moved v1 from \w+ to \w+\./)
    expect(await git('tag', '--list')).toBe('v1\nv1.3.0')
  })

  it('reports a stale dist/ and puts back what the dist check rebuilt', async () => {
    // A dist check that rebuilds dist/ differently, adds a file, and fails, as check-dist does.
    const rebuild =
      "node -e \"const fs=require('fs');fs.writeFileSync('dist/index.js','rebuilt');fs.writeFileSync('dist/1.index.js','new');process.exit(1)\""
    await commitVersion('1.2.3', { checkDist: rebuild })
    const before = await snapshot()
    const result = await release('--dry-run')
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('would refuse: dist/ is not what the sources build')
    expect(await snapshot()).toBe(before)
  })

  it('does not rebuild dist/ over changes in the working tree', async () => {
    const touch = "node -e \"require('fs').writeFileSync('dist/index.js','rebuilt')\""
    await commitVersion('1.2.3', { checkDist: touch })
    await writeFile(path.join(repo, 'dist', 'index.js'), 'edited by hand\n')
    const result = await release('--dry-run')
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('would refuse: the working tree has changes')
    expect(result.stdout).toContain('would refuse: dist/ not checked')
    expect(await readFile(path.join(repo, 'dist', 'index.js'), 'utf8')).toBe('edited by hand\n')
  })
})

describe("this repository's release", () => {
  const root = new URL('../../', import.meta.url)
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
    name: string
    version: string
    license: string
  }
  const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
    version: string
  }
  const major = pkg.version.split('.')[0] ?? ''

  it('is version 1 or later, the same in package.json and package-lock.json', () => {
    expect(pkg.version).toMatch(/^[1-9]\d*\.\d+\.\d+$/)
    expect(lock.version).toBe(pkg.version)
  })

  it('is under the license package.json names, MIT, granted by LICENSE', () => {
    expect(pkg.license).toBe('MIT')
    expect(readFileSync(new URL('LICENSE', root), 'utf8')).toMatch(/^MIT License\n/)
  })

  it('has its entry in CHANGELOG.md', () => {
    const changelog = readFileSync(new URL('CHANGELOG.md', root), 'utf8')
    expect(changelog).toMatch(new RegExp(`^## \\[${pkg.version.replace(/\./g, '\\.')}\\]`, 'm'))
  })

  it('makes the tags the examples, the README and docs/ use (vX.Y.Z and the vX they pin)', async () => {
    await commitVersion(pkg.version)
    const result = await release('--dry-run')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`  v${pkg.version}\n  v${major}\n`)
    const examples = readdirSync(new URL('examples/', root)).map(name => `examples/${name}`)
    const pages = readdirSync(new URL('docs/', root)).map(name => `docs/${name}`)
    const pinned = ['README.md', ...pages, ...examples].flatMap(file =>
      [...readFileSync(new URL(file, root), 'utf8').matchAll(/\buses:\s*([^\s@]+)@(v\d+)\b/g)]
        .filter(match => match[1]?.endsWith(`/${pkg.name}`))
        .map(match => match[2])
    )
    expect(pinned.length).toBeGreaterThan(0)
    expect(new Set(pinned)).toEqual(new Set([`v${major}`]))
  })
})
