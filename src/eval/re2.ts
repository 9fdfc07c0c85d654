// Owns when the RE2 port (re2js, a quarter of the bundle) loads: a chunk of its own, loaded by
// loadRe2() as the gate reads its dataset, so that a run without the gate never loads it.
import type * as Re2 from 're2js'

let loaded: typeof Re2 | undefined

/** Loads re2js: before anything compiles a regex reference (eval-dataset.ts, as the gate starts). */
export async function loadRe2(): Promise<void> {
  loaded ??= await import('re2js')
}

/** re2js, once {@link loadRe2} loaded it. */
export function re2(): typeof Re2 {
  if (loaded === undefined) throw new Error('re2js was used before loadRe2() loaded it')
  return loaded
}
