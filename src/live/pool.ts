// Owns running work on many items with a bound on how many are in flight at once.

/** `work` on each item, at most `limit` at once; the results in the items' order. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>
): Promise<R[]> {
  const results: R[] = []
  const queue = items.entries()
  const worker = async (): Promise<void> => {
    for (const [index, item] of queue) results[index] = await work(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
