// Owns picking, from the last lines of a failed build or deploy log, the line that most likely
// says what went wrong (for the annotation).

/** The first line that mentions an error, else the last line. */
export function firstErrorLine(lines: readonly string[]): string | undefined {
  return (
    lines.find(line => /\b(error|failed|failure|fatal|exception|traceback)\b/i.test(line)) ??
    lines.at(-1)
  )
}
