/** Summaries of repeated measurements, and how the report prints them. */

/** The median and the range of one series of measurements. */
export interface Summary {
  readonly median: number
  readonly min: number
  readonly max: number
  /** How many measurements it summarizes. */
  readonly count: number
}

/** Median, min and max of a non-empty series. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('summarize: no measurements')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return {
    median,
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    count: sorted.length
  }
}

/**
 * Ratios of paired measurements, `numerators[i] / denominators[i]`: each pair was taken in the
 * same round, one right after the other, so a slow moment of the machine weighs on both.
 */
export function pairedRatios(
  numerators: readonly number[],
  denominators: readonly number[]
): number[] {
  if (numerators.length !== denominators.length) {
    throw new Error(`pairedRatios: ${numerators.length} against ${denominators.length} values`)
  }
  return numerators.map((value, i) => value / (denominators[i] as number))
}

/** A number with `digits` decimals, or with none from 100 up when `digits` is undefined. */
export function fixed(value: number, digits?: number): string {
  const decimals = digits ?? (Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2)
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals
  })
}

/** `median (min–max)` of a summary, each through `format`. */
export function medianRange(summary: Summary, format: (value: number) => string): string {
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`
}

/** A Markdown table: a header row, then rows of cells; numbers are right-aligned. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly ('left' | 'right')[] = header.map((_, i) => (i === 0 ? 'left' : 'right'))
): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`
  const rule = align.map(side => (side === 'right' ? '---:' : ':---'))
  return [line(header), line(rule), ...rows.map(line)].join('\n')
}
