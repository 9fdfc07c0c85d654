// Owns which files look like secrets and stay out of the archive unless included on purpose:
// .env files, private keys, JSON files with a "private_key" field (service-account keys), and the
// credentials google-github-actions/auth writes into the workspace (gha-creds-*.json).
import { promises as fs } from 'node:fs'
import ignore from 'ignore'
import type { WorkspacePath } from './paths.js'

/** What kind of secrets file an entry looks like. */
export type SecretFileKind = 'env-file' | 'private-key' | 'private-key-json' | 'gha-creds'

/** `.env.*` files that hold examples, not secrets. */
const ENV_EXAMPLES: ReadonlySet<string> = new Set(['.env.example', '.env.sample', '.env.template'])

/** JSON files up to this size are read for a "private_key" field; a key file is a few KiB. */
export const JSON_SCAN_BYTES = 1024 * 1024

const PRIVATE_KEY_FIELD = /"private_key"\s*:/

/** The kind of secrets file `name` is by its name alone, or undefined. */
export function secretKindByName(name: string): SecretFileKind | undefined {
  const lower = name.toLowerCase()
  if (lower === '.env' || (lower.startsWith('.env.') && !ENV_EXAMPLES.has(lower))) return 'env-file'
  if (lower.endsWith('.pem') || lower.endsWith('.key')) return 'private-key'
  if (lower.startsWith('id_rsa') || lower.startsWith('id_ed25519')) return 'private-key'
  // Workload identity federation writes no "private_key": the file holds the request token of
  // the job's OIDC credential, which mints Google access tokens while the job runs.
  if (lower.startsWith('gha-creds-') && lower.endsWith('.json')) return 'gha-creds'
  return undefined
}

/**
 * The kind of secrets file the regular file at `absolute` (named `name`, of `bytes` bytes) is,
 * or undefined when it looks like none. A JSON file is read for a `"private_key"` field.
 */
export async function secretFileKind(
  absolute: string,
  name: string,
  bytes: number
): Promise<SecretFileKind | undefined> {
  const byName = secretKindByName(name)
  if (byName !== undefined || !name.toLowerCase().endsWith('.json')) return byName
  if (bytes > JSON_SCAN_BYTES) return undefined
  const text = await fs.readFile(absolute, 'utf8')
  return PRIVATE_KEY_FIELD.test(text) ? 'private-key-json' : undefined
}

/** In words: "a .env file". */
export function describeSecretKind(kind: SecretFileKind): string {
  switch (kind) {
    case 'env-file':
      return 'a .env file'
    case 'private-key':
      return 'a private key'
    case 'private-key-json':
      return 'a JSON file with a "private_key" field'
    case 'gha-creds':
      return 'Google credentials written by google-github-actions/auth'
  }
}

/**
 * Whether a secrets file at `target` is packed on purpose: `patterns` are read as .gitignore
 * lines relative to the workspace (`*.pem` anywhere, `apps/agent/.env` only there).
 */
export function includeMatcher(patterns: readonly string[]): (target: WorkspacePath) => boolean {
  if (patterns.length === 0) return () => false
  const rules = ignore({ ignorecase: false }).add([...patterns])
  return target => rules.ignores(target)
}
