/**
 * A request's timeout (timeoutSignal): it aborts with a TimeoutError when its time runs out, and
 * once cleared (the request is over) it never fires.
 */
import { describe, expect, it } from '@jest/globals'
import { setTimeout as sleep } from 'node:timers/promises'
import { timeoutSignal } from '../../src/base/http-exchange.js'

describe('timeoutSignal', () => {
  it('aborts with a TimeoutError when its time runs out', async () => {
    const timeout = timeoutSignal(5)
    await sleep(40)
    expect(timeout.signal.aborted).toBe(true)
    expect((timeout.signal.reason as DOMException).name).toBe('TimeoutError')
  })

  it('never fires once cleared: no abort, no listener called, long after its time', async () => {
    const timeout = timeoutSignal(5)
    let heard = 0
    timeout.signal.addEventListener('abort', () => (heard += 1))
    timeout.clear()
    await sleep(40)
    expect(timeout.signal.aborted).toBe(false)
    expect(heard).toBe(0)
  })
})
