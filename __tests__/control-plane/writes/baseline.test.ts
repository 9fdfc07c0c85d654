/** What a run knows of a deployment's revisions before its write: the baseline's history. */
import { describe, expect, it } from '@jest/globals'
import type { Revision } from '../../../src/control-plane/schemas.js'
import { baselineOf } from '../../../src/control-plane/writes/baseline.js'

const rev = (id: string, created_at?: string): Revision => ({ id, status: 'X', created_at })

describe('baselineOf, the history the poll policy learns from', () => {
  it('keeps each listed revision whose created_at and updated_at parse, in the list’s order', () => {
    const listed: Revision[] = [
      { ...rev('r3', '2026-01-01T10:00:00Z'), status: 'DEPLOYING' },
      {
        ...rev('r2', '2026-01-01T09:00:00Z'),
        status: 'DEPLOYED',
        updated_at: '2026-01-01T09:07:00Z'
      },
      { ...rev('r1', 'yesterday'), status: 'DEPLOYED', updated_at: '2026-01-01T08:07:00Z' }
    ]
    const start = Date.parse('2026-01-01T09:00:00Z')
    expect(baselineOf({ latest_revision_id: 'r3' }, listed).history).toEqual([
      { status: 'DEPLOYED', createdAt: start, updatedAt: start + 420_000 }
    ])
    expect(baselineOf(undefined).history).toEqual([])
  })
})
