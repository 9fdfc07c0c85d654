// Owns writing text into Markdown and HTML: the one escaper the job summary, the pull-request
// comment and annotations use, so that text from a server cannot break the page's structure.
import { httpUrlText } from '../base/url-trust.js'

/** `text` with the characters HTML gives meaning to written as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Text on one line of a Markdown table cell: no HTML, no pipes, no line breaks. */
export function markdownCell(text: string): string {
  return escapeHtml(text)
    .replace(/\|/g, '\\|')
    .replace(/\r\n|\r|\n/g, ' ')
}

/**
 * Inline code, safe in a table cell and in prose: a backtick span when that cannot break out,
 * else an HTML `<code>` element whose text is escaped (pipes as entities).
 */
export function markdownCode(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ')
  if (!/[`|]/.test(flat) && flat.trim() !== '') return `\`${flat}\``
  return `<code>${escapeHtml(flat).replace(/\|/g, '&#124;')}</code>`
}

/** The URL when it is an absolute http(s) URL without blanks, else undefined. */
export const safeLinkUrl = httpUrlText

/** A Markdown link, or the label alone when the URL is not a safe http(s) URL. */
export function markdownLink(label: string, url: string | undefined): string {
  const safe = safeLinkUrl(url)
  return safe === undefined
    ? label
    : `[${label}](${safe.replace(/[()]/g, c => encodeURIComponent(c))})`
}
