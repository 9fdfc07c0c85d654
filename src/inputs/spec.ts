// Owns what an input of the action is (its key, parser, default, the modes that read it) and the
// modes themselves: the vocabulary of the input table (table.ts) and its parts (eval-inputs.ts).
import type { Parser } from './parsers.js'
import type { SecretValue } from './secrets.js'

/** What the action is asked to do. */
export const MODES = ['deploy', 'plan', 'rollback', 'delete', 'smoke', 'prune'] as const

/** A mode. */
export type Mode = (typeof MODES)[number]

/** One input of the action. */
export interface InputSpec {
  /** The property of {@link Inputs} it is read into. */
  readonly key: string
  /** Parses the raw value (never empty: the default, if any, is applied first). */
  readonly parse: Parser<unknown>
  /** The default, exactly as `action.yml` declares it. */
  readonly default?: string
  /** When the input is required: what it is, for the message when it is missing. */
  readonly required?: string
  /**
   * Its value must never be echoed; it is masked before anything is logged: whole (`true`), or
   * in the parts a function finds in it (each secret of `secrets`, each line of a value).
   */
  readonly secret?: true | ((raw: string) => readonly SecretValue[])
  /** The modes that read it. */
  readonly modes: readonly Mode[]
  /**
   * A value of only blanks (blank lines) is given, and parsed, rather than taken as empty:
   * `secrets`, whose parser refuses an input with no entry.
   */
  readonly blankIsGiven?: true
  /**
   * Read by the smoke step only: given (a value other than its default) in a run whose smoke
   * step is off, it is refused rather than ignored.
   */
  readonly smokeStep?: true
  /**
   * Read by the eval gate: `only` by it (given without `eval-dataset`, it is refused), or `also`
   * by it (a smoke input the gate's runs follow, allowed with `eval-dataset` and no smoke step).
   */
  readonly evalGate?: 'only' | 'also'
}
