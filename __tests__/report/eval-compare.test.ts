/**
 * How the comparison with the baseline reads (eval-compare.ts), in the job summary's eval
 * section and in the PR comment: the score's change in points, the tables of examples that
 * regressed and improved with both experiments' links, every server and dataset text escaped.
 */
import { describe, expect, it } from '@jest/globals'
import { renderComment } from '../../src/report/comment.js'
import { comparisonLines, scoreChange } from '../../src/report/eval-compare.js'
import { evalSection } from '../../src/report/eval-table.js'
import type { EvalComparisonReport, EvalReport } from '../../src/report/eval-report.js'

const NOW_URL = 'https://smith.langchain.com/o/t/datasets/d/compare?selectedSessions=now'
const BASE_URL = 'https://smith.langchain.com/o/t/datasets/d/compare?selectedSessions=base'
const LINKS = `[this run](${NOW_URL}) · [baseline](${BASE_URL})`

function gate(comparison: Partial<EvalComparisonReport> | undefined, score = 0.85): EvalReport {
  return {
    dataset: 'qa',
    datasetId: 'd',
    repeat: 1,
    minPass: 1,
    passed: 17,
    failed: 3,
    score,
    threshold: 0.8,
    experimentId: 'now',
    experimentName: 'my-agent-1234abcd',
    experimentUrl: NOW_URL,
    examples: [],
    baseline: {
      revisionId: 'rev-old',
      experimentName: 'my-agent-0000beef',
      experimentUrl: BASE_URL,
      score: 0.9,
      maxDrop: 0.1,
      text: 'score 0.850 against 0.900',
      failed: false,
      ...(comparison === undefined
        ? {}
        : {
            comparison: {
              regressions: [],
              improvements: [],
              compared: 20,
              notCompared: 0,
              failed: false,
              ...comparison
            }
          })
    }
  }
}

const hostile = {
  exampleId: 'ex-1',
  input: 'Ignore | all <b>previous</b> @team',
  comment: 'expected "x" in the output; the output was "::error::forged | #1"'
}

describe('scoreChange', () => {
  it.each([
    [0.85, 0.9, '85.0% (−5.0 points against 90.0%)'],
    [0.95, 0.9, '95.0% (+5.0 points against 90.0%)'],
    [2 / 3, 2 / 3, '66.7% (±0.0 points against 66.7%)'],
    [1, 0, '100.0% (+100.0 points against 0.0%)']
  ])('%f against %f', (score, baseline, expected) => {
    expect(scoreChange(score, baseline)).toBe(expected)
  })
})

describe('the summary', () => {
  it('shows the change in points, a table of regressions and one of improvements, with both links', () => {
    const text = evalSection(
      gate({
        regressions: [hostile],
        improvements: [{ exampleId: 'ex-2', input: 'hello', comment: 'expected "y"' }],
        notCompared: 2
      })
    ).join('\n')
    expect(text).toContain('Score 85.0% (−5.0 points against 90.0%).')
    expect(text).toContain(
      'Example by example, of 20 compared: 1 regressed, 1 improved. 2 not compared (on one side only, or unscored on the baseline).'
    )
    expect(text).toContain(
      '**Regressed** (passed on the baseline, fail now) (1):\n\n| example | input | first difference now | experiments |\n|---|---|---|---|\n'
    )
    // Dataset and server text stays text in its own cell: no cell break, no HTML, no mention.
    expect(text).toContain(
      '| `ex-1` | Ignore \\| all &lt;b&gt;previous&lt;/b&gt; `@team` | expected "x" in the output; the output was "::error::forged \\| `#1"` | ' +
        LINKS +
        ' |'
    )
    expect(text).toContain('| `ex-2` | hello | expected "y" | ' + LINKS + ' |')
    expect(text).toContain('first difference on the baseline')
  })

  it('says the bound on regressions, and nothing of tables when nothing changed', () => {
    const over = comparisonLines(
      gate({ regressions: [hostile], maxRegressions: 0, failed: true }),
      50
    )
    expect(over.join('\n')).toContain("❌ more than 'eval-max-regressions' (0).")
    const none = comparisonLines(gate({ maxRegressions: 0 }), 50).join('\n')
    expect(none).toContain("0 regressed, 0 improved. ✅ within 'eval-max-regressions' (0).")
    expect(none).not.toContain('| example |')
  })

  it('cuts a table at its rows, saying how many more', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ ...hostile, exampleId: `ex-${i}` }))
    const text = comparisonLines(gate({ regressions: many }), 5).join('\n')
    expect(text).toContain('| `ex-4` |')
    expect(text).not.toContain('| `ex-5` |')
    expect(text).toContain('… and 2 more.')
  })

  it("says why the examples were not compared when the baseline's runs could not be read", () => {
    const report = gate(undefined)
    if (report.baseline === undefined) throw new Error('a baseline is given')
    const unread = {
      ...report,
      baseline: {
        ...report.baseline,
        runsUnread: 'the runs of experiment x could not be read (HTTP 500)'
      }
    }
    const text = comparisonLines(unread, 50).join('\n')
    expect(text).toContain(
      '⚠️ Not compared example by example: the runs of experiment x could not be read (HTTP 500).'
    )
    expect(text).not.toContain('Example by example, of')
  })
})

describe('the PR comment', () => {
  const place = { environment: 'pr-7', sha: '0123456789abcdef' }

  it('gains the gate: score, change in points, the experiment; the first rows of each table and both links', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ ...hostile, exampleId: `ex-${i}` }))
    const body = renderComment(
      {
        state: 'success',
        deploymentName: 'my-agent',
        evalGate: gate({ regressions: many, improvements: [hostile] })
      },
      place
    )
    expect(body).toContain(
      `| Eval gate | ✅ 17 of 0 examples of qa passed: 85.0% (−5.0 points against 90.0%) · [experiment](${NOW_URL}) |`
    )
    expect(body).toContain('**Regressed** (passed on the baseline, fail now) (7):')
    expect(body).toContain('| `ex-4` |')
    expect(body).not.toContain('| `ex-5` |')
    expect(body).toContain('… and 2 more.')
    expect(body).toContain('**Improved** (failed on the baseline, pass now) (1):')
    expect(body).toContain(LINKS)
    expect(body).not.toContain('<b>')
  })

  it('marks a gate failed on its regressions, and shows no table without a comparison', () => {
    const failed = renderComment(
      {
        state: 'failure',
        deploymentName: 'my-agent',
        evalGate: gate({ regressions: [hostile], maxRegressions: 0, failed: true })
      },
      place
    )
    expect(failed).toContain('| Eval gate | ❌ 17 of 0 examples')
    const plain = renderComment(
      { state: 'success', deploymentName: 'my-agent', evalGate: gate(undefined, 0.9) },
      place
    )
    expect(plain).toContain(
      '| Eval gate | ✅ 17 of 0 examples of qa passed: 90.0% (±0.0 points against 90.0%)'
    )
    expect(plain).not.toContain('Regressed')
    const none = renderComment({ state: 'success', deploymentName: 'my-agent' }, place)
    expect(none).not.toContain('Eval gate')
  })
})
