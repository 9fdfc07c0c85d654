// Tests of the replayed stream's bytes and of the plain reader's count.
import { describe, expect, it } from '@jest/globals'
import {
  TOKENS,
  countEventEnds,
  messageFrame,
  metadataFrame,
  updatesFrame
} from '../../bench/stream/wire.js'

/** Counts the event ends of `text` fed in pieces cut at `cuts`. */
function countInPieces(text: string, cuts: readonly number[]): number {
  const bytes = Buffer.from(text)
  let carry = false
  let ends = 0
  let from = 0
  for (const to of [...cuts, bytes.length]) {
    const counted = countEventEnds(bytes.subarray(from, to), carry)
    ends += counted.ends
    carry = counted.carry
    from = to
  }
  return ends
}

describe('the replayed frames', () => {
  it('are events of the real wire format, one line of JSON each', () => {
    const frame = messageFrame(9)
    expect(frame.startsWith('event: messages\ndata: [')).toBe(true)
    expect(frame.endsWith('\n\n')).toBe(true)
    const data = JSON.parse(frame.slice('event: messages\ndata: '.length)) as [
      { content: string },
      { langgraph_node: string }
    ]
    expect(data[0].content).toBe(TOKENS[1])
    expect(data[1].langgraph_node).toBe('call_model')
    expect(frame.slice(0, -2)).not.toContain('\n\n')
  })
})

describe('countEventEnds', () => {
  const body = metadataFrame() + messageFrame(0) + messageFrame(1) + updatesFrame()

  it('counts every event of a body in one piece', () => {
    expect(countInPieces(body, [])).toBe(4)
  })

  it('counts a blank line split between two chunks once', () => {
    const firstEnd = metadataFrame().length - 1
    expect(countInPieces(body, [firstEnd])).toBe(4)
  })

  it('counts the same wherever the body is cut', () => {
    const length = Buffer.byteLength(body)
    for (let cut = 1; cut < length; cut += 7) {
      expect(countInPieces(body, [cut, Math.min(length, cut + 3)])).toBe(4)
    }
  })
})
