import { describe, expect, it } from '@jest/globals'
import { type Revision, RevisionSchema } from '../../src/control-plane/schemas.js'
import { type BuiltFrom, builtFrom, newestFirst } from '../../src/control-plane/revisions.js'

const rev = (id: string, created_at?: string): Revision => ({ id, status: 'X', created_at })

describe('builtFrom', () => {
  const config = (fields: Record<string, unknown>): Revision =>
    RevisionSchema.parse({ id: 'r', status: 'DEPLOYED', source_revision_config: fields })
  it.each<[string, Revision, BuiltFrom]>([
    [
      'a github revision',
      config({
        repo_ref: 'main',
        langgraph_config_path: 'langgraph.json',
        image_uri: null,
        repo_commit_sha: 'ABCDEF0123456789abcdef0123456789abcdef01'
      }),
      {
        ref: 'main',
        configPath: 'langgraph.json',
        commitSha: 'abcdef0123456789abcdef0123456789abcdef01'
      }
    ],
    [
      'the contract’s graph_config_path',
      config({ graph_config_path: 'a/langgraph.json' }),
      { ref: undefined, configPath: 'a/langgraph.json', commitSha: undefined }
    ],
    [
      'a commit that is no SHA is not taken',
      config({ repo_commit_sha: '::set-output name=x::y' }),
      { ref: undefined, configPath: undefined, commitSha: undefined }
    ],
    [
      'fields of another type are absent, not a failure',
      config({ repo_ref: 42, repo_commit_sha: ['a'] }),
      { ref: undefined, configPath: undefined, commitSha: undefined }
    ],
    [
      'no source_revision_config',
      RevisionSchema.parse({ id: 'r', status: 'DEPLOYED' }),
      { ref: undefined, configPath: undefined, commitSha: undefined }
    ]
  ])('%s', (_name, revision, expected) => {
    expect(builtFrom(revision)).toEqual(expected)
  })
})

describe('newestFirst', () => {
  it('sorts by created_at descending, keeping the server order for ties and unknown times', () => {
    const sorted = newestFirst([
      rev('old', '2026-01-01T00:00:00Z'),
      rev('new', '2026-03-01T00:00:00Z'),
      rev('mid', '2026-02-01T00:00:00Z'),
      rev('none')
    ])
    expect(sorted.map(r => r.id)).toEqual(['new', 'mid', 'old', 'none'])
  })
})
