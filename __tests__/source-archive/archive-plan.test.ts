import { afterEach, describe, expect, it } from '@jest/globals'
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { planArchive, SourceArchiveError, writeArchive } from '../../src/source-archive/index.js'
import { archiveNames, makeTree, type Node, readArchive, removeTrees } from './tree.js'

afterEach(removeTrees)

const CONFIG = 'apps/agent/langgraph.json'
const config = (body: object): string => JSON.stringify({ graphs: {}, ...body })

/** Plans and writes the archive of `configPath` in `workspace`; returns its entry names. */
async function pack(workspace: string, configPath = CONFIG): Promise<string[]> {
  const written = await writeArchive(await planArchive({ workspace, configPath }))
  try {
    return await archiveNames(written.path)
  } finally {
    await written.remove()
  }
}

/** The SourceArchiveError that planning `files` ends in. */
async function refusal(
  files: Readonly<Record<string, Node>>,
  configPath = CONFIG
): Promise<SourceArchiveError> {
  const workspace = await makeTree(files)
  const error = await planArchive({ workspace, configPath }).then(
    () => new Error('planned without error'),
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(SourceArchiveError)
  return error as SourceArchiveError
}

describe('what the archive holds', () => {
  it('leaves out .git, node_modules, caches and virtualenvs at any depth', async () => {
    const workspace = await makeTree({
      'langgraph.json': config({ dependencies: ['.'] }),
      'src/agent.py': 'graph = 1',
      '.git/config': 'x',
      'node_modules/a/index.js': 'x',
      'src/__pycache__/agent.cpython-312.pyc': 'x',
      'deep/a/b/.venv/bin/python': 'x',
      'deep/a/b/keep.py': 'kept',
      'venv/lib/x.py': 'x',
      'pkg/.tox/log': 'x',
      'pkg/.mypy_cache/3.12/x.json': 'x',
      'pkg/web/node_modules/b/index.js': 'x',
      'sub/.git': 'gitdir: ../.git/modules/sub'
    })
    expect(await pack(workspace, 'langgraph.json')).toEqual([
      'deep/a/b/keep.py',
      'langgraph.json',
      'src/agent.py'
    ])
    const plan = await planArchive({ workspace, configPath: 'langgraph.json' })
    expect(
      plan.skipped
        .filter(entry => entry.reason === 'always-excluded')
        .map(e => e.path)
        .sort()
    ).toEqual([
      '.git',
      'deep/a/b/.venv',
      'node_modules',
      'pkg/.mypy_cache',
      'pkg/.tox',
      'pkg/web/node_modules',
      'src/__pycache__',
      'sub/.git',
      'venv'
    ])
  })

  it('honours nested .gitignore files, negations included, and those above the config', async () => {
    const workspace = await makeTree({
      '.gitignore': '*.tmp\n',
      'apps/.gitignore': 'secrets/\n',
      [CONFIG]: config({ dependencies: ['.'] }),
      'apps/agent/.gitignore': '*.log\nbuild/\n',
      'apps/agent/a.log': 'x',
      'apps/agent/a.tmp': 'x',
      'apps/agent/secrets/key': 'x',
      'apps/agent/build/out.js': 'x',
      'apps/agent/src/.gitignore': '!keep.log\n!build/\n',
      'apps/agent/src/keep.log': 'kept',
      'apps/agent/src/drop.log': 'x',
      'apps/agent/src/build/gen.py': 'kept'
    })
    // The archive is rooted at the config directory: nothing is packed from outside it.
    expect(await pack(workspace)).toEqual([
      '.gitignore',
      'langgraph.json',
      'src/.gitignore',
      'src/build/gen.py',
      'src/keep.log'
    ])
  })

  it('honours the .dockerignore of each packed directory, as Docker reads it', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({ dependencies: ['.', '../../libs/shared'] }),
      'apps/agent/.dockerignore': '*.md\ntests\n!tests/fixture.json\n',
      'apps/agent/README.md': 'x',
      'apps/agent/docs/guide.md': 'kept: Docker anchors *.md at the root',
      'apps/agent/tests/test_a.py': 'x',
      'apps/agent/tests/fixture.json': 'kept',
      'libs/shared/.dockerignore': 'data/\n',
      'libs/shared/data/big.bin': 'x',
      'libs/shared/pkg/data/small.txt': 'kept',
      'libs/shared/pyproject.toml': 'kept'
    })
    expect(await pack(workspace)).toEqual([
      'apps/agent/.dockerignore',
      'apps/agent/docs/guide.md',
      'apps/agent/langgraph.json',
      'apps/agent/tests/fixture.json',
      'libs/shared/.dockerignore',
      'libs/shared/pkg/data/small.txt',
      'libs/shared/pyproject.toml'
    ])
  })

  it('lays a monorepo out from the common ancestor, so the config paths still resolve', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({
        dependencies: ['../../libs/shared', 'langchain_openai'],
        graphs: { agent: './src/agent.py:graph' }
      }),
      'apps/agent/src/agent.py': 'from shared import x',
      'apps/other/x.py': 'not named',
      'libs/shared/pyproject.toml': '[project]',
      'libs/shared/shared/__init__.py': 'x = 1',
      'libs/unrelated/y.py': 'not named'
    })
    const plan = await planArchive({ workspace, configPath: CONFIG })
    expect(plan).toMatchObject({
      root: '',
      configPath: 'apps/agent/langgraph.json',
      directories: ['apps/agent', 'libs/shared']
    })
    const names = await pack(workspace)
    expect(names).toEqual([
      'apps/agent/langgraph.json',
      'apps/agent/src/agent.py',
      'libs/shared/pyproject.toml',
      'libs/shared/shared/__init__.py'
    ])
    const dependency = path.posix.join(path.posix.dirname(plan.configPath), '../../libs/shared')
    expect(names.filter(name => name.startsWith(`${dependency}/`))).toHaveLength(2)
  })

  it('roots the archive at the config directory when nothing lies outside it', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({ dependencies: ['.', './vendor/pkg'] }),
      'apps/agent/vendor/pkg/setup.py': 'x',
      'apps/other.py': 'x'
    })
    const plan = await planArchive({ workspace, configPath: CONFIG })
    expect(plan).toMatchObject({ root: 'apps/agent', configPath: 'langgraph.json' })
    expect(plan.directories).toEqual(['apps/agent'])
    expect([...plan.files].map(file => file.archivePath)).toEqual([
      'langgraph.json',
      'vendor/pkg/setup.py'
    ])
  })

  it('roots the archive at a dependency that holds the config directory', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({ dependencies: ['..'] }),
      'apps/agent/.dockerignore': 'tmp/\n',
      'apps/agent/tmp/x': "left out by the config directory's .dockerignore",
      'apps/.dockerignore': '*.md\n',
      'apps/README.md': "left out by the dependency's .dockerignore",
      'apps/shared/lib.py': 'x'
    })
    const plan = await planArchive({ workspace, configPath: CONFIG })
    expect(plan).toMatchObject({ root: 'apps', configPath: 'agent/langgraph.json' })
    expect([...plan.files].map(file => file.archivePath)).toEqual([
      '.dockerignore',
      'agent/.dockerignore',
      'agent/langgraph.json',
      'shared/lib.py'
    ])
  })

  it('skips symbolic links and reports them, storing only regular files', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({ dependencies: ['.'] }),
      'apps/agent/src/real.py': 'x',
      'apps/agent/src/alias.py': { link: 'real.py' },
      'apps/agent/src/dir-link': { link: '.' },
      'apps/agent/passwd': { link: '/etc/passwd' }
    })
    const plan = await planArchive({ workspace, configPath: CONFIG })
    expect(
      plan.skipped
        .filter(entry => entry.reason === 'symbolic-link')
        .map(e => e.path)
        .sort()
    ).toEqual(['apps/agent/passwd', 'apps/agent/src/alias.py', 'apps/agent/src/dir-link'])
    const written = await writeArchive(plan)
    const entries = await readArchive(written.path)
    await written.remove()
    expect(entries.map(entry => [entry.name, entry.type])).toEqual([
      ['langgraph.json', 'file'],
      ['src/real.py', 'file']
    ])
  })

  it('stores a file with several hard links as a plain file', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({ dependencies: ['.'] }),
      'apps/agent/a.py': 'shared content'
    })
    await fs.link(path.join(workspace, 'apps/agent/a.py'), path.join(workspace, 'apps/agent/b.py'))
    const written = await writeArchive(await planArchive({ workspace, configPath: CONFIG }))
    const entries = await readArchive(written.path)
    await written.remove()
    expect(entries.map(entry => [entry.name, entry.type, entry.content])).toEqual([
      ['a.py', 'file', 'shared content'],
      ['b.py', 'file', 'shared content'],
      ['langgraph.json', 'file', expect.any(String)]
    ])
  })

  it('leaves out the env file the config names, and reports it', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({ dependencies: ['.'], env: '.env' }),
      'apps/agent/.env': 'OPENAI_API_KEY=sk-secret',
      'apps/agent/.env.example': 'OPENAI_API_KEY='
    })
    const plan = await planArchive({ workspace, configPath: CONFIG })
    expect([...plan.files].map(file => file.archivePath)).toEqual([
      '.env.example',
      'langgraph.json'
    ])
    expect(plan.skipped).toEqual([
      { path: 'apps/agent/.env', directory: false, reason: 'env-file' }
    ])
  })

  it('warns about a hook file that does not exist (a graph module is graph-files.ts)', async () => {
    const workspace = await makeTree({
      [CONFIG]: config({ auth: { path: './src/auth.py:auth' } })
    })
    const plan = await planArchive({ workspace, configPath: CONFIG })
    expect(plan.warnings).toEqual([
      '"auth.path" in apps/agent/langgraph.json points to ./src/auth.py, which is not in ' +
        'the workspace (apps/agent/src/auth.py); the build fails unless it resolves that path.'
    ])
  })
})

describe('what the archive refuses', () => {
  it('a local dependency that escapes the workspace, naming it', async () => {
    const error = await refusal({
      [CONFIG]: config({ dependencies: ['.', '../../../outside'] })
    })
    expect(error.code).toBe('outside-workspace')
    expect(error.message).toMatch(
      /^The local dependency "\.\.\/\.\.\/\.\.\/outside" in apps\/agent\/langgraph\.json lies outside the workspace/
    )
  })

  it('a local dependency that does not exist', async () => {
    const error = await refusal({ [CONFIG]: config({ dependencies: ['../shared'] }) })
    expect(error.code).toBe('dependency-missing')
    expect(error.message).toContain('names apps/shared, which does not exist in the workspace')
  })

  it('a local dependency reached through a symbolic link', async () => {
    const error = await refusal({
      [CONFIG]: config({ dependencies: ['../../libs/shared'] }),
      'real/shared/x.py': 'x',
      libs: { link: 'real' }
    })
    expect(error.code).toBe('symbolic-link')
    expect(error.message).toContain('libs is a symbolic link')
  })

  it('a local dependency that an ignore file leaves out', async () => {
    const error = await refusal({
      '.gitignore': 'generated/\n',
      [CONFIG]: config({ dependencies: ['../../generated/client'] }),
      'generated/client/x.py': 'x'
    })
    expect(error.code).toBe('dependency-excluded')
    expect(error.message).toContain('.gitignore line 1 (`generated/`) excludes generated')
  })

  it.each<[string, Readonly<Record<string, Node>>, string]>([
    [
      'its own .gitignore',
      { 'apps/agent/.gitignore': '*.json\n' },
      'apps/agent/.gitignore line 1 (`*.json`) excludes apps/agent/langgraph.json'
    ],
    [
      'the .dockerignore',
      { 'apps/agent/.dockerignore': '# generated\n*.json\n' },
      'apps/agent/.dockerignore line 2 (`*.json`) excludes apps/agent/langgraph.json'
    ],
    [
      'a .gitignore above that leaves out its directory',
      { '.gitignore': 'node\napps/\n' },
      '.gitignore line 2 (`apps/`) excludes apps'
    ]
  ])('the config file, ignored by %s, naming the rule', async (_name, ignoreFiles, rule) => {
    const error = await refusal({ [CONFIG]: config({}), ...ignoreFiles })
    expect(error.code).toBe('config-excluded')
    expect(error.message).toBe(
      `The config file apps/agent/langgraph.json would be left out of the source archive: ${rule}.` +
        ` Remove that pattern, or add one starting with "!" after it that matches ${rule.split(' ').pop() ?? ''}.`
    )
  })

  it.each<[string, Readonly<Record<string, Node>>, string, string]>([
    ['is missing', { 'apps/agent/x.py': 'x' }, 'config-missing', 'does not exist in the workspace'],
    ['is not JSON', { [CONFIG]: '{ nope' }, 'config-invalid', 'is not valid JSON'],
    [
      'is a symbolic link',
      { 'real.json': '{}', [CONFIG]: { link: '../../real.json' } },
      'symbolic-link',
      'is a symbolic link'
    ],
    [
      'names a graph outside the packed directories',
      {
        [CONFIG]: config({ graphs: { agent: '../other/agent.py:graph' } }),
        'apps/other/agent.py': 'x'
      },
      'reference-outside-archive',
      '"graphs.agent" in apps/agent/langgraph.json points to ../other/agent.py, outside the directories packed into the source archive (apps/agent)'
    ],
    [
      'names a graph file that an ignore file leaves out',
      {
        [CONFIG]: config({ graphs: { agent: './gen/agent.py:graph' } }),
        'apps/agent/.gitignore': 'gen/\n',
        'apps/agent/gen/agent.py': 'x'
      },
      'reference-excluded',
      'apps/agent/.gitignore line 1 (`gen/`) excludes apps/agent/gen'
    ]
  ])('a config that %s', async (_name, files, code, message) => {
    const error = await refusal(files)
    expect(error.code).toBe(code)
    expect(error.message).toContain(message)
  })

  it('a config path outside the workspace', async () => {
    const error = await refusal({ [CONFIG]: config({}) }, '../langgraph.json')
    expect(error.code).toBe('outside-workspace')
  })
})
