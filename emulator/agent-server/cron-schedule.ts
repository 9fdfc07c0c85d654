// Owns reading a cron schedule (five fields, UTC) and the next time it falls due.

/** The range of each of the five fields: minute, hour, day of month, month, day of week. */
const FIELDS: readonly (readonly [number, number])[] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7]
]

/** A schedule: for each field, the values it allows. */
export type Schedule = readonly ReadonlySet<number>[]

/** One field (`*`, `5`, `1-5`, `*\/15`, `1-30/2`, lists of them); undefined when malformed. */
function readField(text: string, [min, max]: readonly [number, number]): Set<number> | undefined {
  const allowed = new Set<number>()
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part)
    if (match === null) return undefined
    const from = match[1] === '*' ? min : Number(match[2])
    const to = match[1] === '*' ? max : match[3] === undefined ? from : Number(match[3])
    const step = match[4] === undefined ? 1 : Number(match[4])
    if (from < min || to > max || from > to || step < 1) return undefined
    const end = match[4] !== undefined && match[3] === undefined && match[1] !== '*' ? max : to
    for (let value = from; value <= end; value += step) allowed.add(value)
  }
  return allowed
}

/** Reads a five-field schedule (minute hour day-of-month month day-of-week); undefined if malformed. */
export function readSchedule(text: string): Schedule | undefined {
  const parts = text.trim().split(/\s+/)
  if (parts.length !== FIELDS.length) return undefined
  const fields = parts.map((part, index) => readField(part, FIELDS[index] ?? [0, 0]))
  if (fields.some(field => field === undefined)) return undefined
  const result = fields as Set<number>[]
  // Sunday is 0 or 7.
  if (result[4]?.has(7)) result[4].add(0)
  return result
}

/** How far ahead the next time is looked for: a schedule due less often is treated as never due. */
const HORIZON_MINUTES = 366 * 24 * 60

/** The first whole minute after `after` (UTC) that the schedule allows, or undefined. */
export function nextRun(schedule: Schedule, after: Date): Date | undefined {
  const [minutes, hours, days, months, weekdays] = schedule
  const time = new Date(after.getTime())
  time.setUTCSeconds(0, 0)
  for (let step = 0; step < HORIZON_MINUTES; step += 1) {
    time.setUTCMinutes(time.getUTCMinutes() + 1)
    if (
      minutes?.has(time.getUTCMinutes()) === true &&
      hours?.has(time.getUTCHours()) === true &&
      days?.has(time.getUTCDate()) === true &&
      months?.has(time.getUTCMonth() + 1) === true &&
      weekdays?.has(time.getUTCDay()) === true
    ) {
      return time
    }
  }
  return undefined
}
