import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type MissingConfigContext,
  configMissingError
} from '../../src/source-archive/config-missing.js'
import { SourceArchiveError } from '../../src/source-archive/archive-errors.js'

let workspace: string

beforeEach(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'config-missing-'))
})

afterEach(async () => {
  await rm(workspace, { recursive: true, force: true })
})

async function tree(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true })
    await writeFile(path.join(workspace, file), text)
  }
}

/** The message for a config missing at `configPath`, chosen as `context` says. */
async function message(
  configPath: string,
  context: Partial<MissingConfigContext> = {}
): Promise<string> {
  const missing = new SourceArchiveError(
    'config-missing',
    `The config file ${configPath} does not exist in the workspace.`
  )
  const error = await configMissingError(missing, {
    workspace,
    configPath,
    sourceWhy:
      "no 'source', 'image-uri' or 'integration-id' given, and no GitHub integration of workspace w can deploy repository github.com/acme/agent",
    sourceGiven: false,
    updating: undefined,
    ...context
  })
  expect(error.code).toBe('config-missing')
  expect(error.cause).toBe(missing)
  return error.message
}

describe('an explicit graph-config-path that is missing', () => {
  it('says the file is not at that path, relative to the workspace, and names the configs found', async () => {
    await tree({ 'apps/agent/langgraph.json': '{}', 'apps/agent/graph.py': '' })
    const text = await message('apps/agnt/langgraph.json', { sourceGiven: true })
    expect(text).toContain(
      `Input 'graph-config-path' is apps/agnt/langgraph.json, a path relative to the workspace (${workspace}): no file is at ${path.join(workspace, 'apps/agnt/langgraph.json')}.`
    )
    expect(text).toContain(
      "Found in the workspace: apps/agent/langgraph.json: set 'graph-config-path' to the one to deploy."
    )
    // It was given: telling to set it, as if it were not, misleads.
    expect(text).not.toContain("set 'graph-config-path' if")
  })

  it('looks for a config of the name given, leaving out .git and node_modules', async () => {
    await tree({
      'svc/agent.json': '{}',
      'node_modules/pkg/agent.json': '{}',
      '.git/agent.json': '',
      'langgraph.json': '{}'
    })
    const text = await message('agent.json', { sourceGiven: true })
    expect(text).toContain('Found in the workspace: svc/agent.json:')
  })

  it('says nothing of that name is in a workspace that has files', async () => {
    await tree({ 'src/graph.py': '' })
    const text = await message('apps/agent/langgraph.json', { sourceGiven: true })
    expect(text).toContain('No file named langgraph.json is in the workspace (4 directories deep')
    expect(text).not.toContain('actions/checkout')
  })
})

describe('what an upload needs, by the way upload was chosen', () => {
  it('an explicit source upload is told what an upload needs, not of integration-id', async () => {
    const text = await message('langgraph.json', { sourceGiven: true })
    expect(text).toContain("Input 'source' is upload.")
    expect(text).toContain(
      'An upload packs the checked-out tree, so the config file must be in the workspace at the path of graph-config-path.'
    )
    expect(text).not.toContain('integration-id')
  })

  it('an update of an upload deployment names its source, which cannot change, and not integration-id', async () => {
    await tree({ 'README.md': 'no config here' })
    const text = await message('langgraph.json', { updating: 'my-agent' })
    expect(text).toContain(
      `Deployment "my-agent" has source upload, which an update keeps (a deployment's source cannot change).`
    )
    expect(text).toContain('the config file must be in the workspace')
    expect(text).not.toContain('integration-id')
    expect(text).not.toContain('GitHub app')
  })

  it('a create that chose upload by default says why, the checkout, and the way through GitHub', async () => {
    const text = await message('langgraph.json')
    expect(text).toContain(
      `Input 'graph-config-path' is not given, so its default, langgraph.json at the workspace's root (${path.join(workspace, 'langgraph.json')}), was read.`
    )
    expect(text).toContain(
      'No file named langgraph.json is in the workspace: is the repository checked out? Add a step `uses: actions/checkout@v7` before this one.'
    )
    expect(text).toContain("Source upload was chosen (no 'source', 'image-uri' or 'integration-id'")
    expect(text).toContain("To build from GitHub instead, set 'integration-id'")
  })

  it('a default path with a config elsewhere names it', async () => {
    await tree({ 'agents/support/langgraph.json': '{}' })
    const text = await message('langgraph.json')
    expect(text).toContain('Found in the workspace: agents/support/langgraph.json:')
    expect(text).not.toContain('actions/checkout')
  })
})
