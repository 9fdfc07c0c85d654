/**
 * Owns the install step of a JS build: the agent's dependencies (its package.json) linked from
 * the emulator's own node_modules when those satisfy every range, else `npm install` as the
 * service's build runs it.
 */
import { spawn } from 'node:child_process'
import { readFile, symlink } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as path from 'node:path'

import semver from 'semver'

import { stripAnsi } from './child-server.js'

const require = createRequire(import.meta.url)

/** The node_modules the emulator runs from (where LangChain's CLI is). */
export const EMULATOR_NODE_MODULES = path.resolve(
  path.dirname(require.resolve('@langchain/langgraph-cli/package.json')),
  '../..'
)

/** How the install went: ok, or the reason it failed. */
export type InstallOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string }

/** The dependencies a package.json declares (runtime and dev, as `npm install` installs both). */
async function declared(dir: string): Promise<Record<string, string> | undefined> {
  let text: string
  try {
    text = await readFile(path.join(dir, 'package.json'), 'utf8')
  } catch {
    return undefined
  }
  const manifest = JSON.parse(text) as Record<string, unknown>
  const all: Record<string, string> = {}
  for (const field of ['dependencies', 'devDependencies']) {
    const given = manifest[field]
    if (typeof given !== 'object' || given === null) continue
    for (const [name, range] of Object.entries(given)) {
      if (typeof range === 'string') all[name] = range
    }
  }
  return all
}

/** The version of `name` in the emulator's node_modules, if it has the package. */
async function ownVersion(name: string): Promise<string | undefined> {
  try {
    const text = await readFile(path.join(EMULATOR_NODE_MODULES, name, 'package.json'), 'utf8')
    const version = (JSON.parse(text) as { version?: unknown }).version
    return typeof version === 'string' ? version : undefined
  } catch {
    return undefined
  }
}

/** `name version` of each dependency the emulator's node_modules satisfies; undefined if one it does not. */
async function linkable(deps: Record<string, string>): Promise<string[] | undefined> {
  const found: string[] = []
  for (const [name, range] of Object.entries(deps)) {
    const version = await ownVersion(name)
    const valid = semver.validRange(range) !== null
    if (version === undefined || !valid || !semver.satisfies(version, range)) return undefined
    found.push(`${name} ${version}`)
  }
  return found
}

/**
 * Installs the dependencies of the package in `dir`, writing what it does to `log`. None
 * declared: nothing to install (the graph gets only what it brings).
 */
export async function installDependencies(
  dir: string,
  log: (line: string) => void
): Promise<InstallOutcome> {
  let deps: Record<string, string> | undefined
  try {
    deps = await declared(dir)
  } catch (error) {
    return { ok: false, reason: `package.json is not valid JSON: ${(error as Error).message}` }
  }
  if (deps === undefined || Object.keys(deps).length === 0) {
    log('No dependencies declared in package.json: nothing to install')
    return { ok: true }
  }
  const found = await linkable(deps)
  if (found !== undefined) {
    await symlink(EMULATOR_NODE_MODULES, path.join(dir, 'node_modules'), 'dir')
    log(`Dependencies satisfied by the emulator's node_modules, linked: ${found.join(', ')}`)
    return { ok: true }
  }
  log('$ npm install --prefer-offline --no-audit --no-fund')
  return npmInstall(dir, log)
}

function npmInstall(dir: string, log: (line: string) => void): Promise<InstallOutcome> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const child = spawn(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', npm_config_color: 'false', npm_config_progress: 'false' }
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      for (const line of chunk.split(/\r?\n/)) if (line.trim() !== '') log(stripAnsi(line))
    })
  }
  return new Promise(resolve => {
    child.once('error', error => {
      resolve({ ok: false, reason: `npm could not start: ${error.message}` })
    })
    child.once('close', code => {
      resolve(
        code === 0
          ? { ok: true }
          : { ok: false, reason: `npm install exited with code ${String(code)}` }
      )
    })
  })
}
