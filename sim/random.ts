// Owns the simulation's randomness: one seed, split into named streams (sfc32), so that every
// choice of a schedule is a function of its seed and adding a draw to one stream moves no other.

/** A seeded source of choices. */
export class Rng {
  #a: number
  #b: number
  #c: number
  #d: number

  constructor(seed: number, stream = 0) {
    this.#a = 0x9e3779b9 ^ stream
    this.#b = 0x243f6a88 ^ Math.imul(stream, 0x85ebca6b)
    this.#c = 0xb7e15162 ^ seed
    // Seeds past 2^32 keep their high bits here.
    this.#d = Math.floor(seed / 0x1_0000_0000) ^ 1
    for (let i = 0; i < 15; i++) this.next()
  }

  /** A stream of its own for `label`: draws from it never shift this one's. */
  static of(seed: number, label: string): Rng {
    let hash = 0x811c9dc5
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
    return new Rng(seed, hash >>> 0)
  }

  /** A number in [0, 1). */
  next(): number {
    this.#a >>>= 0
    this.#b >>>= 0
    this.#c >>>= 0
    this.#d >>>= 0
    let t = (this.#a + this.#b) | 0
    this.#a = this.#b ^ (this.#b >>> 9)
    this.#b = (this.#c + (this.#c << 3)) | 0
    this.#c = (this.#c << 21) | (this.#c >>> 11)
    this.#d = (this.#d + 1) | 0
    t = (t + this.#d) | 0
    this.#c = (this.#c + t) | 0
    return (t >>> 0) / 0x1_0000_0000
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** An integer in [low, high]. */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1))
  }

  /** One of `items`, evenly. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  /** One of `choices`, by weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
    let at = this.next() * total
    for (const [item, weight] of choices) {
      at -= weight
      if (at < 0) return item
    }
    return this.pick(choices.map(([item]) => item))
  }
}
