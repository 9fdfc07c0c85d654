/**
 * An empty api-key on a run that GitHub gave no secrets (a pull request from a fork, or a run
 * started by Dependabot): the error says why the key is empty and how to skip such runs, in the
 * parsed inputs and in the bundled action's failure; any other empty key keeps the plain message.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { parseInputs } from '../../src/inputs/read.js'
import type { RawInputs } from '../../src/inputs/table.js'
import { inputProblem } from '../fixtures/input-problem.js'
import { failure } from './helpers.js'

const WORKSPACE = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const PLAIN = "Input 'api-key' is required: a LangSmith API key."
const FORK_IF = '`if: github.event.pull_request.head.repo.full_name == github.repository`'
const DEPENDABOT_IF = "`if: github.actor != 'dependabot[bot]'`"

let dir: string
let fromFork: string
let fromHere: string

/** Writes a pull_request event payload whose head is in `headRepo`. */
async function payload(name: string, headRepo: string): Promise<string> {
  const file = path.join(dir, name)
  const pr = {
    number: 7,
    head: { sha: 'a'.repeat(40), ref: 'feature', repo: { full_name: headRepo } }
  }
  await writeFile(file, JSON.stringify({ action: 'synchronize', pull_request: pr }))
  return file
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'withheld-secrets-'))
  fromFork = await payload('fork.json', 'stranger/agent')
  fromHere = await payload('here.json', 'Acme/Agent')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const BASE = {
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_HEAD_REF: 'feature',
  GITHUB_ACTOR: 'octocat'
}

const problemOf = (raw: RawInputs, env: Record<string, string>): Promise<string> =>
  inputProblem(raw, env)

const noKey = (): RawInputs => ({
  'api-key': '',
  'workspace-id': WORKSPACE,
  'deployment-name': 'a'
})

describe('an empty api-key', () => {
  it('on a pull request from a fork: says GitHub gives it no secrets, and the if: that skips it', async () => {
    const env = { ...BASE, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: fromFork }
    const message = await problemOf(noKey(), env)
    expect(message).toContain(PLAIN)
    expect(message).toContain('a pull request from a fork')
    expect(message).toContain("GitHub gives such runs none of the repository's secrets")
    expect(message).toContain(FORK_IF)
    expect(message).not.toContain('Dependabot')
  })

  it.each(['pull_request_review', 'pull_request_review_comment'])(
    'on a %s event of a pull request from a fork: the same',
    async event => {
      const env = { ...BASE, GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: fromFork }
      expect(await problemOf(noKey(), env)).toContain(FORK_IF)
    }
  )

  it('on a run started by Dependabot, whatever the event: says so, and the if: that skips it', async () => {
    for (const event of ['pull_request', 'push']) {
      const env = {
        ...BASE,
        GITHUB_ACTOR: 'dependabot[bot]',
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: fromHere
      }
      const message = await problemOf(noKey(), env)
      expect(message).toContain(PLAIN)
      expect(message).toContain('This run was started by Dependabot')
      expect(message).toContain(DEPENDABOT_IF)
      expect(message).toContain('Dependabot secret')
    }
  })

  it.each([
    [
      'a pull request from this repository (names compared regardless of case)',
      'pull_request',
      'here'
    ],
    ['pull_request_target, which runs with the secrets', 'pull_request_target', 'fork'],
    ['a push', 'push', 'fork'],
    ['an event payload that cannot be read', 'pull_request', 'missing']
  ])(
    'on %s: the causes of an empty secret, not the fork or Dependabot story',
    async (_, event, file) => {
      const eventPath = { here: fromHere, fork: fromFork, missing: path.join(dir, 'none.json') }[
        file as 'here' | 'fork' | 'missing'
      ]
      const message = await problemOf(noKey(), {
        ...BASE,
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventPath
      })
      expect(message).toContain(
        `${PLAIN} It is empty (event ${event}): the secret it names is unset, misspelled`
      )
      expect(message).toContain('or not available to this event or environment')
      expect(message).not.toMatch(/fork|Dependabot/)
    }
  )

  it('is the only one explained: a key that is given passes on a fork, another input is plain', async () => {
    const env = { ...BASE, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: fromFork }
    // A fork's branch is no ref of this repository: repo-ref given (issue 44).
    const given = { ...noKey(), 'api-key': 'lsv2_pt_0123456789abcdef', 'repo-ref': 'main' }
    expect((await parseInputs(given, env)).apiKey).toBe('lsv2_pt_0123456789abcdef')
    const message = await problemOf(
      { ...noKey(), 'api-key': 'lsv2_pt_0123456789abcdef', 'workspace-id': '' },
      env
    )
    expect(message).toBe("Input 'workspace-id' is required: a workspace ID (a UUID).")
  })
})

describe('the bundled action on a fork pull request without the key', () => {
  it('fails before any request with the reason and the if: to skip such runs', async () => {
    const run = await runAction({
      inputs: { 'api-key': '', 'workspace-id': WORKSPACE, 'deployment-name': 'my-agent-pr-7' },
      env: { ...BASE, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: fromFork },
      timeoutMs: 30_000
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('a pull request from a fork')
    expect(failure(run)).toContain(FORK_IF)
  })
})
