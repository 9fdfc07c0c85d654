// Owns the summary's account of time: the status timeline as a table, and the time spent in each
// state as a Mermaid gantt chart (GitHub draws it). Status names come from the server: escaped.
import { formatDuration, formatTimeOfDay } from '../base/duration.js'
import { markdownCell, mermaidName } from './markdown.js'
import type { RunReport, TimelineEntry } from './report.js'

/** A status after which nothing more happens to the revision. */
const TERMINAL = /^(DEPLOYED|SKIPPED|INTERRUPTED)$|FAILED/

/** The timeline section: a table and a gantt chart; nothing when no status was seen. */
export function timelineSection(report: RunReport, now: number): string[] {
  if (report.timeline.length === 0) return []
  return [
    '### Status timeline',
    '',
    '| Status | First seen (UTC) | Seen for |',
    '|---|---|---|',
    ...spans(report.timeline, now).map(
      ({ entry, end }) =>
        `| ${markdownCell(entry.status)} | ${formatTimeOfDay(entry.at)} | ${end === undefined ? '' : formatDuration(end - entry.at)} |`
    ),
    '',
    ...sparseNote(report.timeline),
    ...gantt(report, now)
  ]
}

/** A gap between two polls longer than this may hide a status, and blurs when one began. */
const SPARSE_MS = 30_000

/**
 * Times are when a poll first saw each status; where polls were far apart, says so: the change
 * came somewhere in the gap, and a status that began and ended in it does not show.
 */
function sparseNote(timeline: readonly TimelineEntry[]): string[] {
  const gaps = timeline.filter(e => e.after !== undefined && e.at - e.after > SPARSE_MS)
  const widest = Math.max(...gaps.map(e => e.at - (e.after ?? e.at)))
  if (gaps.length === 0) {
    return ['Times are when a poll first saw each status; it may have begun a little earlier.', '']
  }
  return [
    `Polls were sparse (up to ${formatDuration(widest)} apart): a status may have begun up to that long before it was first seen, and a status that began and ended between two polls does not show.`,
    ''
  ]
}

/** Each entry with the time it ended (undefined for a terminal last one). */
function spans(
  timeline: readonly TimelineEntry[],
  now: number
): { entry: TimelineEntry; end: number | undefined }[] {
  return timeline.map((entry, index) => {
    const next = timeline[index + 1]
    const terminal = next === undefined && TERMINAL.test(entry.status)
    return { entry, end: terminal ? undefined : Math.max(entry.at, next?.at ?? now) }
  })
}

/**
 * The gantt chart: the run before the first status (resolving, writing), then one bar per
 * status, a terminal status as a milestone. Times are clock milliseconds (`dateFormat x`); every
 * task's name is numbered, so no status name can be read as a Mermaid keyword.
 */
export function gantt(report: RunReport, now: number): string[] {
  const out = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %H:%M:%S']
  const first = report.timeline[0]
  if (report.startedAt !== undefined && first !== undefined && first.at > report.startedAt) {
    out.push('  section Run', `  0. before the first status : ${report.startedAt}, ${first.at}`)
  }
  out.push('  section Revision')
  spans(report.timeline, now).forEach(({ entry, end }, index) => {
    const name = `${index + 1}. ${mermaidName(entry.status)}`
    out.push(
      end === undefined
        ? `  ${name} : milestone, ${entry.at}, ${entry.at}`
        : `  ${name} : ${entry.at}, ${Math.max(end, entry.at + 1)}`
    )
  })
  return [...out, '```', '']
}
