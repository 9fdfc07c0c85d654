// Owns the summary's account of time: the statuses seen as a table, the ones a revision passes
// that no poll saw marked as such, and a Mermaid gantt chart (GitHub draws it). Status names come
// from the server: escaped.
import { formatDuration, formatTimeOfDay } from '../base/duration.js'
import { LIFECYCLE, isTerminal } from '../base/revision-status.js'
import { markdownCell, mermaidName } from './markdown.js'
import type { RunReport, TimelineEntry } from './report.js'

/** Where a status sits in {@link LIFECYCLE}; a failure just after the step that failed. */
function placeOf(status: string): number | undefined {
  if (status === 'BUILD_FAILED') return LIFECYCLE.indexOf('BUILDING') + 0.5
  if (status === 'DEPLOY_FAILED') return LIFECYCLE.indexOf('DEPLOYING') + 0.5
  const index = (LIFECYCLE as readonly string[]).indexOf(status)
  return index < 0 ? undefined : index
}

/**
 * The statuses of the lifecycle between `from` and `to` that no poll saw (from the start when
 * `from` is undefined); none when either is a status outside it.
 */
function unseenBetween(from: string | undefined, to: string): string[] {
  const start = from === undefined ? -1 : placeOf(from)
  const end = placeOf(to)
  if (start === undefined || end === undefined) return []
  return LIFECYCLE.filter((_, index) => index > start && index < end)
}

/** One row of the timeline: a status seen, or one passed unseen. */
type Row =
  | { readonly kind: 'seen'; readonly entry: TimelineEntry; readonly end: number | undefined }
  | { readonly kind: 'unseen'; readonly status: string; readonly from: number; readonly to: number }

/**
 * The rows in order. A status seen is given the time until the next one was first seen, unless
 * statuses were passed unseen in between: then only until the last poll that saw it (the next
 * entry's `after`), and the gap goes to the unseen ones together (when each began is not known).
 */
function rows(timeline: readonly TimelineEntry[], now: number): Row[] {
  const out: Row[] = []
  timeline.forEach((entry, index) => {
    const previous = timeline[index - 1]
    const unseen = unseenBetween(previous?.status, entry.status)
    // `after`: when a poll last saw the status before this one.
    const gapFrom = previous === undefined ? entry.at : (entry.after ?? previous.at)
    for (const status of unseen) out.push({ kind: 'unseen', status, from: gapFrom, to: entry.at })
    const next = timeline[index + 1]
    if (next === undefined) {
      out.push({ kind: 'seen', entry, end: isTerminal(entry.status) ? undefined : now })
      return
    }
    const nextUnseen = unseenBetween(entry.status, next.status).length > 0
    out.push({ kind: 'seen', entry, end: nextUnseen ? (next.after ?? entry.at) : next.at })
  })
  return out
}

/**
 * The timeline section: a table and a gantt chart; nothing when no status was seen, nor for a
 * revision submitted and not waited for (`wait: false`: one read is no timeline).
 */
export function timelineSection(report: RunReport, now: number): string[] {
  if (report.timeline.length === 0 || report.submitted === true) return []
  const all = rows(report.timeline, now)
  return [
    '### Status timeline',
    '',
    '| Status | First seen (UTC) | Seen for |',
    '|---|---|---|',
    ...all.map(row =>
      row.kind === 'unseen'
        ? `| ${markdownCell(row.status)} | not seen | |`
        : `| ${markdownCell(row.entry.status)} | ${formatTimeOfDay(row.entry.at)} | ${seenFor(row.entry, row.end)} |`
    ),
    '',
    ...notes(report.timeline, all),
    ...gantt(report, now)
  ]
}

/** How long a status was seen: nothing for a final one, "one poll" for a single sighting. */
function seenFor(entry: TimelineEntry, end: number | undefined): string {
  if (end === undefined) return ''
  return end <= entry.at ? 'one poll' : formatDuration(end - entry.at)
}

/** A gap between two polls longer than this may hide a status, and blurs when one began. */
const SPARSE_MS = 30_000

/**
 * Times are when a poll first saw each status; where polls were far apart, says so: the change
 * came somewhere in the gap. A status not seen began and ended between two polls, or was skipped.
 */
function notes(timeline: readonly TimelineEntry[], all: readonly Row[]): string[] {
  const out: string[] = []
  if (all.some(row => row.kind === 'unseen')) {
    out.push(
      'A status marked "not seen" came and went between two polls, or the revision did not pass through it (a redeploy or an image is not built); the time between the polls is given to none of the statuses around it.',
      ''
    )
  }
  const gaps = timeline.filter(e => e.after !== undefined && e.at - e.after > SPARSE_MS)
  if (gaps.length === 0) {
    out.push('Times are when a poll first saw each status; it may have begun a little earlier.', '')
    return out
  }
  const widest = Math.max(...gaps.map(e => e.at - (e.after ?? e.at)))
  out.push(
    `Polls were sparse (up to ${formatDuration(widest)} apart): a status may have begun up to that long before it was first seen, and a status that began and ended between two polls does not show.`,
    ''
  )
  return out
}

/**
 * The gantt chart: the run before the first status (resolving, writing), then one bar per
 * status seen, a terminal status as a milestone, and statuses passed unseen as one bar over the
 * gap. Times are clock milliseconds (`dateFormat x`); every task's name is numbered, so no status
 * name can be read as a Mermaid keyword.
 */
export function gantt(report: RunReport, now: number): string[] {
  const out = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %H:%M:%S']
  const first = report.timeline[0]
  if (report.startedAt !== undefined && first !== undefined && first.at > report.startedAt) {
    out.push('  section Run', `  0. before the first status : ${report.startedAt}, ${first.at}`)
  }
  out.push('  section Revision')
  let number = 0
  const all = rows(report.timeline, now)
  all.forEach((row, index) => {
    if (row.kind === 'unseen') {
      // Unseen statuses in a row share one bar (when each began is not known); before the
      // first status seen, the run's own bar holds them.
      if (all[index - 1]?.kind === 'unseen' || row.to <= row.from) return
      const names: string[] = []
      for (let i = index; all[i]?.kind === 'unseen'; i++) {
        const unseen = all[i]
        if (unseen?.kind === 'unseen') names.push(mermaidName(unseen.status))
      }
      const name = `${++number}. not seen ${names.join(' ')}`
      out.push(`  ${name} : ${row.from}, ${row.to}`)
      return
    }
    const { entry, end } = row
    const name = `${++number}. ${mermaidName(entry.status)}`
    // A terminal status, or one a single poll saw, is a point in time: a milestone.
    out.push(
      end === undefined || end <= entry.at
        ? `  ${name} : milestone, ${entry.at}, ${entry.at}`
        : `  ${name} : ${entry.at}, ${end}`
    )
  })
  return [...out, '```', '']
}
