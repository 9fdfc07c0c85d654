// Owns reading plain records: dropping undefined fields so that spreading or sending a record
// keeps only what was given, reading a field of unknown JSON, and mapping every string in one.

/** `record` without its undefined fields. */
export function withoutUndefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined)
  ) as Partial<T>
}

/** `value[key]` when `value` is an object, else undefined: for reading unknown JSON. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/** A copy of plain data (records, arrays) with `fn` applied to every string in it. */
export function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === 'string') return fn(value) as T
  if (Array.isArray(value)) return value.map(item => mapStrings(item as unknown, fn)) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, mapStrings(item as unknown, fn)])
  ) as T
}
