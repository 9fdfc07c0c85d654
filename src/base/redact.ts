// Owns the secrets of a run: registers each with the runner's masker and removes every known
// form of it from text before the text is shown anywhere.
import * as core from '@actions/core'

const MASK = '***'

/**
 * Knows every secret of the run and removes it from text before the text is shown anywhere.
 * The runner masks registered secrets in the log, but not in every place we write (and not at all
 * when the bundle is driven outside a runner), so every line, error, summary and output passes
 * through {@link Redactor.redact} first.
 */
export class Redactor {
  private readonly secrets = new Set<string>()
  private pattern: RegExp | undefined

  /**
   * Registers a secret: masks it with the runner (`core.setSecret`) and remembers it, together
   * with the forms in which it could reappear in a server's answer (JSON-escaped, URL-encoded).
   */
  add(value: string | undefined): void {
    if (value === undefined || value.trim() === '') return
    for (const form of [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)]) {
      if (form !== '' && !this.secrets.has(form)) {
        this.secrets.add(form)
        core.setSecret(form)
      }
    }
    this.pattern = undefined
  }

  /** `text` with every known secret replaced by `***`. */
  redact(text: string): string {
    if (this.secrets.size === 0) return text
    this.pattern ??= new RegExp(
      [...this.secrets]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|'),
      'g'
    )
    return text.replace(this.pattern, MASK)
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
