// Owns the shape of the eval gate's report: the verdict, each example, the baseline and the
// comparison example by example, as the summary, the PR comment and the outputs read them.

/** One example of the eval gate's dataset, as run and scored. */
export interface EvalExampleReport {
  readonly exampleId: string
  /** At least 'eval-min-pass' of its runs passed. */
  readonly passed: boolean
  /** Its runs ('eval-repeat'), and how many of them passed. */
  readonly runs: number
  readonly passes: number
  /**
   * The first difference from the reference (of its first failed run), or how it matched, on
   * one line (server text).
   */
  readonly comment: string
  /** Its run's time; with several, the median run's. */
  readonly durationMs: number
}

/** The eval gate: the dataset run through the new revision, its experiment, its verdict. */
export interface EvalReport {
  /** The dataset as `eval-dataset` named it, and its ID. */
  readonly dataset: string
  readonly datasetId: string
  readonly passed: number
  readonly failed: number
  /** Share of examples that passed, 0..1. */
  readonly score: number
  readonly threshold: number
  readonly experimentId?: string
  readonly experimentName?: string
  readonly experimentUrl?: string
  /** In the dataset's order. */
  readonly examples: readonly EvalExampleReport[]
  /** Runs of each example ('eval-repeat'), and how many must pass ('eval-min-pass'). */
  readonly repeat: number
  readonly minPass: number
  /** With `eval-baseline: serving`: the score compared with, or why none was. */
  readonly baseline?: EvalBaselineReport
}

/** The score of the revision that served before, as the gate compared it. */
export interface EvalBaselineReport {
  /** The revision that served before; undefined on a first deploy. */
  readonly revisionId?: string
  readonly experimentName?: string
  readonly experimentUrl?: string
  /** Its score; undefined when no experiment of it on the dataset holds one. */
  readonly score?: number
  readonly maxDrop: number
  /** One line: the comparison, or why there was none. */
  readonly text: string
  /** The drop was larger than `eval-max-drop`. */
  readonly failed: boolean
  /** The baseline could not be read (said as a warning; the threshold's verdict stands). */
  readonly unread?: boolean
  /** Its examples compared one by one with this run's, once its runs were read. */
  readonly comparison?: EvalComparisonReport
  /** Why its runs could not be read (a warning: nothing was judged on them). */
  readonly runsUnread?: string
}

/** An example whose verdict changed since the baseline. */
export interface EvalChangeReport {
  readonly exampleId: string
  /** The first words of its input (dataset text). */
  readonly input: string
  /** The first difference (server text): now's for a regression, the baseline's for an improvement. */
  readonly comment: string
}

/** This run's examples against the baseline's runs of them, in the dataset's order. */
export interface EvalComparisonReport {
  /** Passed on the baseline, fail now. */
  readonly regressions: readonly EvalChangeReport[]
  /** Failed on the baseline, pass now. */
  readonly improvements: readonly EvalChangeReport[]
  readonly compared: number
  /** On one side only, or without a score on the baseline. */
  readonly notCompared: number
  /** 'eval-max-regressions', when given. */
  readonly maxRegressions?: number
  /** More regressions than `maxRegressions`. */
  readonly failed: boolean
}
