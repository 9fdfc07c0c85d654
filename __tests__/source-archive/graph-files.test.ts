// A graph whose module is not among the files an upload packs: refused by the plan of the archive
// (before anything is written) unless a step of the build may make the file, then a warning.
import { afterEach, describe, expect, it } from '@jest/globals'
import { planArchive, SourceArchiveError } from '../../src/source-archive/index.js'
import { nearest } from '../../src/source-archive/graph-files.js'
import { makeTree, type Node, removeTrees } from './tree.js'

afterEach(removeTrees)

const CONFIG = 'apps/agent/langgraph.json'
const TYPO = { graphs: { support_bot: './src/grpah.js:graph' } }

async function plan(files: Readonly<Record<string, Node>>) {
  return planArchive({ workspace: await makeTree(files), configPath: CONFIG })
}

async function refusal(files: Readonly<Record<string, Node>>): Promise<SourceArchiveError> {
  const error = await plan(files).then(
    () => new Error('planned without error'),
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(SourceArchiveError)
  return error as SourceArchiveError
}

describe('a graph module missing from the archive', () => {
  it('is refused naming the graph, the path as written, the config, and the file it meant', async () => {
    const error = await refusal({
      [CONFIG]: JSON.stringify(TYPO),
      'apps/agent/src/graph.js': 'export const graph = 1'
    })
    expect(error.code).toBe('graph-missing')
    expect(error.message).toBe(
      'graph "support_bot" in apps/agent/langgraph.json points to ./src/grpah.js, which is not in the source archive (no file apps/agent/src/grpah.js): ' +
        `LangSmith's build would fail on it. Nothing was sent: fix "graphs.support_bot" in apps/agent/langgraph.json (did you mean ./src/graph.js?), or add the file.`
    )
  })

  it('is refused when an ignore rule leaves the module out, as the archive would', async () => {
    const error = await refusal({
      [CONFIG]: JSON.stringify({ graphs: { a: './src/a.py:graph' } }),
      'apps/agent/src/a.py': 'graph = 1',
      'apps/agent/.gitignore': 'src/a.py\n'
    })
    expect(error.code).toBe('reference-excluded')
    expect(error.message).toContain(
      '"graphs.a" in apps/agent/langgraph.json points to apps/agent/src/a.py'
    )
  })

  it('offers no guess when no file beside it is near, and judges a Python module too', async () => {
    const error = await refusal({
      [CONFIG]: JSON.stringify({ graphs: { agent: './agent.py:graph' } }),
      'apps/agent/unrelated.py': ''
    })
    expect(error.message).toContain('fix "graphs.agent" in apps/agent/langgraph.json, or add')
  })

  it('is a warning when dockerfile_lines may make it', async () => {
    const result = await plan({
      [CONFIG]: JSON.stringify({ ...TYPO, dockerfile_lines: ['RUN npm run build'] })
    })
    expect(result.warnings).toEqual([
      'graph "support_bot" in apps/agent/langgraph.json points to ./src/grpah.js, which is not in the source archive (no file apps/agent/src/grpah.js); the build fails unless a step of "dockerfile_lines" in apps/agent/langgraph.json makes it.'
    ])
    expect(result.graphs).toEqual(['support_bot'])
  })

  it.each(['prepare', 'postinstall', 'install', 'preinstall'])(
    "is a warning for a JS module when package.json's %s script (run by the build's install) may make it",
    async script => {
      const result = await plan({
        [CONFIG]: JSON.stringify(TYPO),
        'apps/agent/package.json': JSON.stringify({ scripts: { [script]: 'tsc' } })
      })
      expect(result.warnings).toEqual([
        expect.stringContaining(`unless the "${script}" script of apps/agent/package.json makes it`)
      ])
    }
  )

  it('is refused when package.json has only other scripts', async () => {
    const error = await refusal({
      [CONFIG]: JSON.stringify(TYPO),
      'apps/agent/package.json': JSON.stringify({ scripts: { build: 'tsc', test: 'jest' } })
    })
    expect(error.code).toBe('graph-missing')
  })

  it('a module present, or a graph given as a module name, plans', async () => {
    const result = await plan({
      [CONFIG]: JSON.stringify({ graphs: { a: './src/a.ts:graph', b: 'pkg.mod:graph' } }),
      'apps/agent/src/a.ts': ''
    })
    expect(result.warnings).toEqual([])
    expect(result.graphs).toEqual(['a', 'b'])
  })
})

describe('nearest', () => {
  it.each<[string, string[], string | undefined]>([
    ['grpah.js', ['graph.js', 'agent.js'], 'graph.js'],
    ['agnet.py', ['agent.py'], 'agent.py'],
    ['graph.js', ['graph.ts'], 'graph.ts'],
    ['graph.js', ['utils.js'], undefined],
    ['a.py', [], undefined]
  ])('%p among %p: %p', (name, siblings, expected) => {
    expect(nearest(name, siblings)).toBe(expected)
  })
})
