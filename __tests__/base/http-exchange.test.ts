/**
 * A request's timeout (timeoutSignal): it aborts with a TimeoutError when its time runs out, or
 * with the reason of the run's cancellation, and once cleared (the request is over) neither.
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

  it('aborts with the reason of the cancellation it follows, at once if that has happened', () => {
    const run = new AbortController()
    const timeout = timeoutSignal(60_000, run.signal)
    const reason = new Error('cancelled by the workflow')
    run.abort(reason)
    expect(timeout.signal.reason).toBe(reason)
    expect(timeoutSignal(60_000, run.signal).signal.reason).toBe(reason)
    timeout.clear()
  })

  it('stops following the cancellation once cleared', () => {
    const run = new AbortController()
    const timeout = timeoutSignal(60_000, run.signal)
    timeout.clear()
    run.abort(new Error('cancelled later'))
    expect(timeout.signal.aborted).toBe(false)
  })
})
