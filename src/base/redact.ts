// Owns the secrets of a run: which values can be masked without corrupting the log, registering
// each with the runner's masker in every form it may reappear in, and removing them from text.
import * as core from '@actions/core'

const MASK = '***'

/** Shorter values are not masked: masking `1` or `true` would blot them out of every line. */
const MIN_MASKED_CHARS = 6

/** Words and numbers that appear in ordinary text, so masking them would corrupt it. */
const PLAIN_WORD = /^(?:true|false|yes|no|on|off|null|none|nil|undefined|[-+]?\d{1,9}(?:\.\d+)?)$/i

/** Why `value` cannot be masked safely, or undefined when it can. */
export function unmaskableReason(value: string): string | undefined {
  if (value.length < MIN_MASKED_CHARS) return `shorter than ${MIN_MASKED_CHARS} characters`
  if (PLAIN_WORD.test(value)) return 'a plain word or number that ordinary text contains'
  return undefined
}

/**
 * The forms in which a secret can reappear in text: as given, JSON-escaped, URL-encoded, and in
 * base64 and base64url, whole and at each of the three byte offsets it can take inside a longer
 * encoded string (only the characters that depend on the secret alone).
 */
export function secretForms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8')
  const forms = [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)]
  for (const encoding of ['base64', 'base64url'] as const) {
    forms.push(bytes.toString(encoding), bytes.toString(encoding).replace(/=+$/, ''))
    for (const shift of [0, 1, 2]) {
      const shifted = Buffer.concat([Buffer.alloc(shift), bytes]).toString(encoding)
      // Characters that mix in bytes before the secret (the first 4·shift/3) or after its end.
      const start = shift === 0 ? 0 : shift + 1
      const end = Math.floor(((shift + bytes.length) * 8) / 6)
      forms.push(shifted.slice(start, end))
    }
  }
  return [...new Set(forms)].filter(form => form.length >= MIN_MASKED_CHARS)
}

/**
 * Knows every secret of the run and removes it from text before the text is shown anywhere.
 * The runner masks registered secrets in the log, but not in every place we write (and not at all
 * when the bundle is driven outside a runner), so every line, error and summary passes through
 * {@link Redactor.redact} first.
 */
export class Redactor {
  private readonly secrets = new Set<string>()
  private pattern: RegExp | undefined

  /**
   * Registers a secret, trimmed: masks each of its {@link secretForms} with the runner
   * (`core.setSecret`) and remembers them. Returns false, registering nothing, when the value
   * cannot be masked safely ({@link unmaskableReason}); the caller says so.
   */
  add(value: string | undefined): boolean {
    const trimmed = value?.trim() ?? ''
    if (trimmed === '') return true
    if (unmaskableReason(trimmed) !== undefined) return false
    for (const form of secretForms(trimmed)) {
      if (this.secrets.has(form)) continue
      this.secrets.add(form)
      core.setSecret(form)
    }
    this.pattern = undefined
    return true
  }

  /** Whether `text` holds any registered secret. */
  holdsSecret(text: string): boolean {
    return this.redact(text) !== text
  }

  /** `text` with every known secret replaced by `***`. */
  redact(text: string): string {
    // Most text holds no secret: a plain search says so without building and running the pattern.
    if (!this.anyIn(text)) return text
    this.pattern ??= new RegExp(
      [...this.secrets]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|'),
      'g'
    )
    return text.replace(this.pattern, MASK)
  }

  /** Whether any form of a secret occurs in `text` (what the pattern would match). */
  private anyIn(text: string): boolean {
    for (const form of this.secrets) if (text.includes(form)) return true
    return false
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
