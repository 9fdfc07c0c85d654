/** The rule that keeps another writer's revision from being taken as this run's, as a table. */
import { describe, expect, it } from '@jest/globals'
import type { Revision } from '../../../src/control-plane/schemas.js'
import {
  type SentSource,
  sentSourceOf,
  sourceMismatch
} from '../../../src/control-plane/writes/sent-source.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'

function revision(config: Record<string, unknown> | undefined): Revision {
  return { id: 'rev-1', status: 'QUEUED', source_revision_config: config }
}

describe('sentSourceOf', () => {
  it('reads the source fields a write sends, and no empty one', () => {
    expect(
      sentSourceOf({ repo_ref: 'main', langgraph_config_path: 'langgraph.json', image_uri: '' })
    ).toEqual({ repoRef: 'main', imageUri: undefined, tarballPath: undefined })
    expect(sentSourceOf({ source_tarball_path: 'p/a.tgz' }).tarballPath).toBe('p/a.tgz')
  })
})

describe('sourceMismatch', () => {
  it.each<[string, Record<string, unknown> | undefined, SentSource, string | undefined]>([
    ['the same ref', { repo_ref: 'main' }, { repoRef: 'main' }, undefined],
    ['another ref', { repo_ref: 'other' }, { repoRef: 'main' }, "repo_ref 'other'"],
    ['a ref differing in case', { repo_ref: 'Main' }, { repoRef: 'main' }, "repo_ref 'Main'"],
    ['a record without the field', { langgraph_config_path: 'x' }, { repoRef: 'main' }, undefined],
    ['no record at all', undefined, { repoRef: 'main' }, undefined],
    ['a field this run did not send', { repo_ref: 'other' }, { imageUri: 'a:1' }, undefined],
    [
      'the commit sent, built',
      { repo_ref: SHA, repo_commit_sha: SHA.toUpperCase() },
      { repoRef: SHA },
      undefined
    ],
    [
      'the commit sent, another built',
      { repo_commit_sha: 'f'.repeat(40) },
      { repoRef: SHA },
      `repo_commit_sha '${'f'.repeat(40)}'`
    ],
    [
      'a branch sent: its commit is not compared',
      { repo_ref: 'main', repo_commit_sha: SHA },
      { repoRef: 'main' },
      undefined
    ],
    ['another image', { image_uri: 'a:2' }, { imageUri: 'a:1' }, "image_uri 'a:2'"],
    [
      'another archive',
      { source_tarball_path: 'b.tgz' },
      { tarballPath: 'a.tgz' },
      "source_tarball_path 'b.tgz'"
    ]
  ])('%s', (_, config, sent, expected) => {
    expect(sourceMismatch(revision(config), sent)).toBe(expected)
  })
})
