// Owns the action's name and version as sent in User-Agent. package.json is their one owner:
// ncc inlines it into dist/ at build time, so a release bumps package.json alone.
import manifest from '../../package.json' with { type: 'json' }

export const ACTION_NAME: string = manifest.name
export const ACTION_VERSION: string = manifest.version

/** `User-Agent` of every request the action sends. */
export function userAgent(): string {
  return `${ACTION_NAME}/${ACTION_VERSION} node/${process.versions.node}`
}
