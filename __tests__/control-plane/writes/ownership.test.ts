/**
 * The rule of ownership as a table: which records carry this run's mark (the very tarball path
 * sent; never a branch, a tag or an image, even pinned; never a field left out), and what a
 * deployment found by name after a create that got no answer is said to be when nothing proves it.
 */
import { describe, expect, it } from '@jest/globals'
import {
  type SentSource,
  UnprovenDeploymentError,
  carriesMark,
  sentSourceOf,
  writeSubject
} from '../../../src/control-plane/writes/ownership.js'

const PINNED = `registry.example.com/agent@sha256:${'e'.repeat(64)}`
const TARBALL = 'uploads/6f0b/archive-1.tar.gz'

describe('carriesMark', () => {
  const rows: [string, SentSource | undefined, object | undefined, boolean][] = [
    ['the tarball path sent', { tarballPath: TARBALL }, { source_tarball_path: TARBALL }, true],
    ['another tarball path', { tarballPath: TARBALL }, { source_tarball_path: 'x.tar.gz' }, false],
    ['a record without the tarball path', { tarballPath: TARBALL }, {}, false],
    [
      'the pinned image sent: a re-run ships it too',
      { imageUri: PINNED },
      { image_uri: PINNED },
      false
    ],
    [
      'an image tag, even the same',
      { imageUri: 'repo/agent:v2' },
      { image_uri: 'repo/agent:v2' },
      false
    ],
    ['a branch, even the same', { repoRef: 'main' }, { repo_ref: 'main' }, false],
    ['a redeploy (nothing sent)', undefined, { image_uri: PINNED }, false],
    ['no record', { imageUri: PINNED }, undefined, false]
  ]
  it.each(rows)('%s', (_, sent, recorded, carries) => {
    expect(carriesMark(recorded, sent)).toBe(carries)
  })
})

describe('writeSubject', () => {
  const deployment = { name: 'agent', id: 'dep-1' }
  it.each([
    [{ kind: 'update', deployment } as const, 'the update of deployment "agent" (dep-1)'],
    [{ kind: 'redeploy', deployment } as const, 'the redeploy of deployment "agent" (dep-1)'],
    [
      { kind: 'redeploy', deployment, revisionId: 'rev-2' } as const,
      'the redeploy of revision rev-2 of deployment "agent" (dep-1)'
    ]
  ])('%o', (write, said) => {
    expect(writeSubject(write)).toBe(said)
  })
})

describe('UnprovenDeploymentError', () => {
  const found = { name: 'agent', id: 'dep-1' }
  const head =
    'cannot tell whether deployment "agent" (dep-1) is the one this run\'s create made: no answer of the create named it, and another writer may have created a deployment of that name meanwhile; '
  const tail =
    ". The action reports, waits on, interrupts and rolls back neither the deployment nor its revisions as this run's"

  it('a branch: what it sent is what another create sends too, and names the revision found', () => {
    expect(new UnprovenDeploymentError(found, ['rev-1'], { repoRef: 'main' }).message).toBe(
      `${head}what the create sent (repo_ref 'main') is what another writer's create of the same ref or image sends too, so its revision rev-1 cannot prove it${tail}`
    )
  })

  it('an upload: its create sends no source of its own', () => {
    expect(new UnprovenDeploymentError(found, [], {}).message).toBe(
      `${head}the create of an upload deployment sends no source of its own (the archive is uploaded after it), so no revision of it can prove it${tail}`
    )
  })

  it('a pinned image: what another writer’s create sends too', () => {
    expect(new UnprovenDeploymentError(found, [], { imageUri: PINNED }).message).toBe(
      `${head}what the create sent (image_uri '${PINNED}') is what another writer's create of the same ref or image sends too, so no revision of it can prove it${tail}`
    )
  })

  it('a mark (were a create to send one): the revisions found do not show it, or none shows', () => {
    const sent = { tarballPath: TARBALL }
    expect(new UnprovenDeploymentError(found, ['rev-1', 'rev-2'], sent).message).toBe(
      `${head}its revisions rev-1, rev-2 do not show this run's source_tarball_path '${TARBALL}'${tail}`
    )
    expect(new UnprovenDeploymentError(found, [], sent).message).toBe(
      `${head}no revision of it shows this run's source_tarball_path '${TARBALL}'${tail}`
    )
  })
})

describe('sentSourceOf', () => {
  it('reads the source fields a write sends, and no empty one', () => {
    expect(
      sentSourceOf({ repo_ref: 'main', langgraph_config_path: 'langgraph.json', image_uri: '' })
    ).toEqual({ repoRef: 'main', imageUri: undefined, tarballPath: undefined })
    expect(sentSourceOf({ source_tarball_path: 'p/a.tgz' }).tarballPath).toBe('p/a.tgz')
  })
})
