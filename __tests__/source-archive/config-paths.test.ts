import { describe, expect, it } from '@jest/globals'
import {
  type ConfigPaths,
  importFile,
  isLocalDependency,
  readConfigPaths
} from '../../src/source-archive/config-paths.js'
import { SourceArchiveError } from '../../src/source-archive/archive-errors.js'

describe('isLocalDependency', () => {
  it.each<[string, boolean]>([
    ['.', true],
    ['./src', true],
    ['../shared', true],
    ['../../libs/shared', true],
    ['/abs/pkg', true],
    ['langchain_openai', false],
    ['langchain-openai>=0.2', false],
    ['git+https://github.com/x/y', false]
  ])('%p is local: %p', (entry, expected) => {
    expect(isLocalDependency(entry)).toBe(expected)
  })
})

describe('importFile', () => {
  it.each<[string, string | undefined]>([
    ['./src/agent.py:graph', './src/agent.py'],
    ['./src/agent.ts:graph', './src/agent.ts'],
    ['../shared/agent.py:make_graph', '../shared/agent.py'],
    ['src/agent.py:graph', 'src/agent.py'],
    ['agent.py:graph', 'agent.py'],
    ['agent.mts:graph', 'agent.mts'],
    ['/abs/agent.py:graph', '/abs/agent.py'],
    ['./src/agent', './src/agent'],
    ['my_pkg.agent:graph', undefined],
    ['openai:text-embedding-3-small', undefined]
  ])('%p names the file %p', (spec, expected) => {
    expect(importFile(spec)).toBe(expected)
  })
})

describe('readConfigPaths', () => {
  it.each<[string, unknown, Omit<ConfigPaths, 'graphs' | 'buildSteps'>]>([
    ['a JS config has no dependencies', { graphs: {} }, { dependencies: [], references: [] }],
    [
      'package names are not paths',
      { dependencies: ['.', '../shared', 'langchain_openai'], graphs: {} },
      { dependencies: ['.', '../shared'], references: [] }
    ],
    [
      'graphs as strings and as objects',
      {
        graphs: {
          agent: './src/agent.py:graph',
          other: { path: '../other/o.py:g', description: 'x' },
          module: 'pkg.mod:graph'
        }
      },
      {
        dependencies: [],
        references: [
          { field: 'graphs.agent', path: './src/agent.py', graph: 'agent' },
          { field: 'graphs.other', path: '../other/o.py', graph: 'other' }
        ]
      }
    ],
    [
      'hooks, UI, embeddings and the pip config',
      {
        graphs: {},
        ui: { chat: './src/ui.tsx' },
        auth: { path: './auth.py:auth' },
        http: { app: './app.py:app' },
        store: { index: { embed: 'openai:text-embedding-3-small' } },
        pip_config_file: 'pip.conf'
      },
      {
        dependencies: [],
        references: [
          { field: 'ui.chat', path: './src/ui.tsx' },
          { field: 'auth.path', path: './auth.py' },
          { field: 'http.app', path: './app.py' },
          { field: 'pip_config_file', path: 'pip.conf' }
        ]
      }
    ],
    [
      'a custom embedding function is a file',
      { graphs: {}, store: { index: { embed: './embed.py:embed' } } },
      { dependencies: [], references: [{ field: 'store.index.embed', path: './embed.py' }] }
    ],
    [
      'env as a path',
      { graphs: {}, env: '.env' },
      { dependencies: [], references: [], envFile: '.env' }
    ],
    ['env as a mapping', { graphs: {}, env: { A: 'b' } }, { dependencies: [], references: [] }],
    ['env as names', { graphs: {}, env: ['A'] }, { dependencies: [], references: [] }]
  ])('%s', (_name, config, expected) => {
    const { graphs: _graphs, buildSteps: _steps, ...paths } = readConfigPaths(config, 'x.json')
    expect(paths).toEqual(expected)
  })

  it('names every graph, a module or a file, in the order written', () => {
    const config = {
      graphs: { support_bot: './a.ts:graph', b: 'pkg.mod:g', c: { path: './c.py:g' } }
    }
    expect(readConfigPaths(config, 'langgraph.json').graphs).toEqual(['support_bot', 'b', 'c'])
    expect(readConfigPaths({}, 'langgraph.json').graphs).toEqual([])
  })

  it.each<[unknown, boolean]>([
    [undefined, false],
    [[], false],
    ['', false],
    [['RUN npm run build'], true],
    ['RUN make', true]
  ])('dockerfile_lines %p adds build steps: %p', (lines, expected) => {
    const config = { graphs: {}, ...(lines === undefined ? {} : { dockerfile_lines: lines }) }
    expect(readConfigPaths(config, 'langgraph.json').buildSteps).toBe(expected)
  })

  it.each<[string, unknown, string]>([
    ['not an object', [], 'it must hold a JSON object'],
    ['dependencies not a list', { dependencies: '.' }, '"dependencies" must be a list of strings'],
    [
      'a dependency not a string',
      { dependencies: ['.', 3] },
      '"dependencies" must be a list of strings'
    ],
    ['graphs not an object', { graphs: ['./a.py:g'] }, '"graphs" must be an object'],
    ['a graph path not a string', { graphs: { a: { path: 3 } } }, '"graphs.a" must be a string']
  ])('refuses a config whose %s', (_name, config, message) => {
    const read = (): ConfigPaths => readConfigPaths(config, 'apps/agent/langgraph.json')
    expect(read).toThrow(SourceArchiveError)
    expect(read).toThrow(`apps/agent/langgraph.json is not a valid config: ${message}`)
  })
})
