// Owns reading plain records: dropping undefined fields so that spreading or sending a record
// keeps only what was given, and reading a field of unknown JSON.

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
