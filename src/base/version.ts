// Owns the action's name and version as sent in User-Agent (kept equal to package.json by a
// test).
export const ACTION_NAME = 'langgraph-deploy-action'
export const ACTION_VERSION = '0.1.0'

/** `User-Agent` of every request the action sends. */
export function userAgent(): string {
  return `${ACTION_NAME}/${ACTION_VERSION} node/${process.versions.node}`
}
