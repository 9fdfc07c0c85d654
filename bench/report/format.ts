// Owns how numbers and tables are written in BENCHMARKS.md and on the console.
import type { QuietSummary } from '../quiet.js'
import type { Summary } from '../stats.js'

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
  if (summary.count === 1) return format(summary.median)
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`
}

export const ms = (value: number): string => fixed(value, Math.abs(value) >= 100 ? 0 : 1)
export const mib = (kb: number): string => fixed(kb / 1024, 1)
export const times = (value: number): string => `${fixed(value, 2)}×`
export const seconds = (valueMs: number): string => `${fixed(valueMs / 1000, 1)} s`
export const kilobytes = (bytes: number): string => `${fixed(bytes / 1000, 0)} kB`
/** Kilobytes to a tenth: what a process keeps per item. */
export const fineKilobytes = (bytes: number): string => `${fixed(bytes / 1000, 1)} kB`
export const count = (value: number): string => fixed(value, 0)
export const percent = (fraction: number): string =>
  `${fraction >= 0 ? '+' : '−'}${fixed(Math.abs(fraction) * 100, 1)} %`

/** `1 round`, `3 rounds`. */
export function plural(n: number, word: string): string {
  return `${count(n)} ${word}${n === 1 ? '' : 's'}`
}

/** A Markdown table: a header row, then rows of cells; all but the first column right-aligned. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly ('left' | 'right')[] = header.map((_, i) => (i === 0 ? 'left' : 'right'))
): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`
  const rule = align.map(side => (side === 'right' ? '---:' : ':---'))
  return [line(header), line(rule), ...rows.map(line)].join('\n')
}

/** One sentence on how quiet the machine was for a section's measurements. */
export function quietLine(quiet: QuietSummary): string {
  if (!quiet.available) {
    return 'The measurements started without waiting for a quiet machine (`--no-quiet-gate`, or no /proc/stat).'
  }
  return `Before each measurement the benchmark waited, up to ${fixed(quiet.maxWaitMs / 1000, 0)} s (${fixed(quiet.budgetMs / 1000, 0)} s in all for the section), until the CPUs had been ${fixed(quiet.idleShare * 100, 0)} % idle over ${count(quiet.windowMs)} ms (others share this machine): ${count(quiet.waited)} of ${count(quiet.checks)} measurements had to wait (${fixed(quiet.waitedMs / 1000, 1)} s in all), ${count(quiet.startedBusy)} started busy after the longest wait.`
}
