// Owns how times are written for people: durations ("850 ms", "1.5 s", "1m 05s"), the elapsed
// column of the wait log ("[  1m05s]") and the time of day in UTC ("10:44:43").

/** `850` → `850 ms`; `1500` → `1.5 s`; `42_000` → `42 s`; `95_000` → `1m 35s`. */
export function formatDuration(ms: number): string {
  const safe = Math.max(0, ms)
  if (safe < 1000) return `${Math.round(safe)} ms`
  if (safe < 60_000) {
    const s = safe / 1000
    if (s >= 10 || Number.isInteger(s)) return `${Math.round(s)} s`
    return `${s.toFixed(1).replace(/\.0$/, '')} s`
  }
  const { minutes, seconds } = minutesAndSeconds(safe)
  return `${minutes}m ${seconds}s`
}

/** `65_000` → `[  1m05s]`: the time since a wait began, aligned for a column of lines. */
export function formatElapsed(ms: number): string {
  const { minutes, seconds } = minutesAndSeconds(Math.max(0, ms))
  return `[${`${minutes}m${seconds}s`.padStart(7)}]`
}

/** Clock milliseconds as the time of day in UTC: `10:44:43`. */
export function formatTimeOfDay(at: number): string {
  return new Date(at).toISOString().slice(11, 19)
}

function minutesAndSeconds(ms: number): { minutes: number; seconds: string } {
  const total = Math.round(ms / 1000)
  return { minutes: Math.floor(total / 60), seconds: String(total % 60).padStart(2, '0') }
}
