// Owns the small shaping of message text: capitalising, folding onto one line, cutting to a
// length, quoting a user's value, and sizes in bytes.

/** `deployment "x"` → `Deployment "x"`. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** `text` with its line breaks (and the blanks around them) folded into single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim()
}

/** `text` cut to `max` characters with `…` added, never splitting a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const high = text.charCodeAt(max - 1)
  const end = high >= 0xd800 && high <= 0xdbff ? max - 1 : max
  return `${text.slice(0, end)}…`
}

/** A user's value quoted for an error message, cut to 100 characters. */
export function quote(value: string): string {
  return JSON.stringify(truncate(value, 100))
}

const UNITS = ['KiB', 'MiB', 'GiB', 'TiB']

/** A byte count for people: "512 B", "1.5 KiB", "200 MiB", "12.3 MiB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  let value = bytes
  let unit = 'B'
  for (const next of UNITS) {
    if (value < 1024) break
    value /= 1024
    unit = next
  }
  const shown = value >= 100 ? value.toFixed(0) : value.toFixed(1)
  return `${shown.replace(/\.0$/, '')} ${unit}`
}

/** The text trimmed, or undefined when nothing is left (an unset or blank variable). */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
