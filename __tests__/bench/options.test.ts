// Tests of the bench's flags of issue 36: --no-sensitivity, and --style and --seed of the generator.
import { describe, expect, it } from '@jest/globals'
import { parseOptions } from '../../bench/options.js'

describe('parseOptions', () => {
  it('judges the sensitivity unless --no-sensitivity, and takes --style and --seed, the built-in mix and its seed unless told', () => {
    const plain = parseOptions([])
    // Judged in `npm run bench` (issue 45): off only when told.
    expect(plain.sensitivity).toBe(true)
    expect(parseOptions(['--only', 'poll']).sensitivity).toBe(true)
    expect(parseOptions(['--no-sensitivity']).sensitivity).toBe(false)
    expect(plain.style).toBe('built-in')
    expect(plain.seed).toBeUndefined()
    const given = parseOptions(['--only', 'poll', '--style', 'random-queues', '--seed', '0'])
    expect(given).toMatchObject({ sensitivity: true, style: 'random-queues', seed: 0 })
  })

  it('refuses a style it does not know and a seed that is not a whole number, naming the flag', () => {
    expect(() => parseOptions(['--style', 'late'])).toThrow(
      '--style takes built-in, early-failures, random-queues, got "late"'
    )
    expect(() => parseOptions(['--seed', '1.5'])).toThrow(/^--seed must be a whole number/)
    expect(() => parseOptions(['--seed=-1'])).toThrow(/^--seed must be a whole number/)
  })

  it('takes --held-out N fresh seeds, none unless told, and refuses what is not a whole number', () => {
    expect(parseOptions([]).heldOut).toBe(0)
    expect(parseOptions(['--only', 'poll', '--held-out', '30']).heldOut).toBe(30)
    expect(() => parseOptions(['--held-out', 'many'])).toThrow(
      '--held-out must be a whole number of at least 0, got "many"'
    )
  })
})

describe('the eval section', () => {
  it('runs in a full run, alone with --only eval, 3 rounds of 200 examples unless told', () => {
    expect(parseOptions([]).sections).toContain('eval')
    const only = parseOptions(['--only', 'eval'])
    expect(only).toMatchObject({
      sections: ['eval'],
      partial: true,
      evalRounds: 3,
      evalExamples: 200
    })
    expect(parseOptions(['--quick']).evalRounds).toBe(1)
    expect(parseOptions(['--eval-rounds', '5', '--eval-examples', '40'])).toMatchObject({
      evalRounds: 5,
      evalExamples: 40
    })
    expect(() => parseOptions(['--eval-examples', '2'])).toThrow(
      '--eval-examples must be a whole number of at least 4, got "2"'
    )
  })
})
