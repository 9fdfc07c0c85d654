// The archive digests read back from the environment's GitHub Deployments: bounded to two pages,
// only well-formed records of the deployment named, a path recorded with two digests left out.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { GitHubReporter } from '../../src/github/reporter.js'
import { deploymentPayload } from '../../src/github/deployment-records.js'
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import { type RecordingLogger, recordingLogger } from '../fixtures/logger.js'

const TOKEN = 'ghs_recordsTokenValue0001'
const ENV = 'production'
const A = 'a'.repeat(64)
const B = 'b'.repeat(64)

let github: FakeGitHub
let logger: RecordingLogger

function reporter(): GitHubReporter {
  return new GitHubReporter({
    token: TOKEN,
    environment: ENV,
    logger,
    context: {
      apiUrl: github.url,
      serverUrl: 'https://github.com',
      repository: { owner: 'acme', repo: 'agents' },
      eventName: 'push',
      sha: '0123456789abcdef0123456789abcdef01234567',
      ref: 'refs/heads/main',
      runId: '42',
      runUrl: undefined
    }
  })
}

/** An upload run's record of `path` with `sha256`, for deployment `name`. */
const record = (path: string, sha256: string, name = 'agent'): unknown =>
  deploymentPayload(name, { tarballPath: path, sha256 })

beforeEach(async () => {
  github = await startFakeGitHub({ token: TOKEN })
  logger = recordingLogger()
})

afterEach(async () => {
  await github.close()
})

describe('GitHubReporter.sourceDigests', () => {
  it('reads the records of the deployment named; ignores others, hostile ones and clashes', async () => {
    github.seedDeployment(ENV, ['success'], record('up/1', A))
    github.seedDeployment(ENV, ['success'], record('up/2', B))
    github.seedDeployment(ENV, ['success'], record('up/3', A, 'another-agent'))
    github.seedDeployment(ENV, ['success'], {
      ...(record('up/4', A) as object),
      source_tar_sha256: 'x'
    })
    // An older version's record, of the gzip file's digest: not the identity, so not read.
    github.seedDeployment(ENV, ['success'], {
      langsmith_deployment: 'agent',
      source_tarball_path: 'up/8',
      source_sha256: A
    })
    github.seedDeployment(ENV, ['success'], JSON.stringify(record('up/5', B)))
    github.seedDeployment(ENV, ['success'], record('up/6', A))
    github.seedDeployment(ENV, ['success'], record('up/6', B))
    github.seedDeployment('staging', ['success'], record('up/7', A))
    const digests = await reporter().sourceDigests('agent')
    expect(Object.fromEntries(digests ?? [])).toEqual({ 'up/1': A, 'up/2': B, 'up/5': B })
  })

  it('reads two pages of 100 at most: a record older than that is not known', async () => {
    github.seedDeployment(ENV, ['success'], record('up/oldest', A))
    for (let i = 0; i < 200; i++) github.seedDeployment(ENV, ['success'], record(`up/${i}`, B))
    const digests = await reporter().sourceDigests('agent')
    const lists = github.received.filter(r => r.method === 'GET' && r.url.includes('/deployments'))
    expect(lists).toHaveLength(2)
    expect(digests?.size).toBe(200)
    expect(digests?.has('up/oldest')).toBe(false)
  })

  it('a GitHub that fails: undefined and a warning that never shows the token', async () => {
    github.fault = 502
    expect(await reporter().sourceDigests('agent')).toBeUndefined()
    const warnings = logger.warnings().join('\n')
    expect(warnings).toContain('reading the archive digests recorded in environment "production"')
    expect(warnings).not.toContain(TOKEN)
  })
})
