// The Logger's groups: GitHub does not nest them, so a group opened inside another is a line of
// the outer one, and the next group opens as a group again.
import { describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { actionsLogger } = await import('../../src/base/log.js')
const { Redactor } = await import('../../src/base/redact.js')

describe('log groups', () => {
  it('a group inside a group is a line of the outer one; groups after it open again', async () => {
    core.reset()
    const logger = actionsLogger(new Redactor())
    await logger.group('Plan', async () => {
      await logger.group('Pack the source', () => {
        logger.info('packed')
        return Promise.resolve()
      })
      logger.info('the table')
    })
    await logger.group('Wait', () => {
      logger.info('waiting')
      return Promise.resolve()
    })
    expect(core.log.map(line => `${line.level}: ${line.message}`)).toEqual([
      'group: Plan',
      'info: Pack the source:',
      'info: packed',
      'info: the table',
      'group: Wait',
      'info: waiting'
    ])
  })

  it('a group that throws closes: the next one is a group', async () => {
    core.reset()
    const logger = actionsLogger(new Redactor())
    await expect(logger.group('Fails', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom'
    )
    await logger.group('Next', () => Promise.resolve())
    expect(core.log.map(line => line.level)).toEqual(['group', 'group'])
  })
})
