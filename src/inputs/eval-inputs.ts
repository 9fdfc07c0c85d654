// Owns the eval gate's inputs (a part of the input table, in the order of `action.yml`): the
// dataset, the bar, how examples run and match, where LangSmith's API is.
import { count, keyedBaseUrl, line, oneOf, share } from './parsers.js'
import type { InputSpec } from './spec.js'

/** How a reference is matched against the agent's output (eval/scoring.ts applies each). */
export const MATCH_RULES = ['contains', 'exact', 'regex'] as const

/** One of {@link MATCH_RULES}. */
export type MatchRule = (typeof MATCH_RULES)[number]

/**
 * The modes that read the gate's inputs: deploy, plan (which says what deploy would do) and
 * smoke (the gate on the live deployment, without a deploy). Any other refuses them (checks.ts).
 */
const GATED = ['deploy', 'plan', 'smoke'] as const

/** The most runs of each example 'eval-repeat' asks (a flaky agent's verdict needs a few, not 50). */
const MAX_REPEAT = 10

/** The eval gate's inputs. */
export const EVAL_INPUTS = {
  'eval-dataset': {
    key: 'evalDataset',
    parse: line('a LangSmith dataset name or ID', 255, 'agent-smoke'),
    modes: GATED
  },
  'eval-threshold': {
    key: 'evalThreshold',
    parse: share('the share of examples that must pass', '0.9'),
    default: '1',
    modes: GATED,
    evalGate: 'only'
  },
  'eval-concurrency': {
    key: 'evalConcurrency',
    parse: count(32),
    default: '4',
    modes: GATED,
    evalGate: 'only'
  },
  'eval-repeat': {
    key: 'evalRepeat',
    parse: count(MAX_REPEAT),
    default: '1',
    modes: GATED,
    evalGate: 'only'
  },
  'eval-min-pass': {
    key: 'evalMinPass',
    parse: count(MAX_REPEAT),
    modes: GATED,
    evalGate: 'only'
  },
  'eval-max-examples': {
    key: 'evalMaxExamples',
    parse: count(10_000),
    default: '500',
    modes: GATED,
    evalGate: 'only'
  },
  'eval-split': {
    key: 'evalSplit',
    parse: line('a dataset split', 255, 'base'),
    modes: GATED,
    evalGate: 'only'
  },
  'eval-experiment-prefix': {
    key: 'evalExperimentPrefix',
    parse: line('an experiment name prefix', 100, 'my-agent-release'),
    modes: GATED,
    evalGate: 'only'
  },
  'eval-match': {
    key: 'evalMatch',
    parse: oneOf(MATCH_RULES),
    default: 'contains',
    modes: GATED,
    evalGate: 'only'
  },
  'eval-baseline': {
    key: 'evalBaseline',
    parse: oneOf(['serving'] as const),
    modes: GATED,
    evalGate: 'only'
  },
  'eval-max-drop': {
    key: 'evalMaxDrop',
    parse: share('the largest drop of the score allowed', '0.05'),
    default: '0',
    modes: GATED,
    evalGate: 'only'
  },
  'eval-max-regressions': {
    key: 'evalMaxRegressions',
    parse: count(10_000, 0),
    modes: GATED,
    evalGate: 'only'
  },
  'langsmith-api-url': {
    key: 'langsmithApiUrl',
    parse: keyedBaseUrl(
      "the base URL of LangSmith's API, such as https://api.smith.langchain.com or https://langsmith.example.com/api/v1"
    ),
    modes: GATED,
    evalGate: 'only'
  }
} as const satisfies Record<string, InputSpec>
