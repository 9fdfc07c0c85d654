// Owns writing text into Markdown and HTML: the one renderer the job summary and the pull-request
// comment use, so that text from a server stays text in its own cell, whatever it holds.
import { plainLine } from '../base/untrusted.js'
import { showableUrl } from '../base/url-trust.js'

/**
 * Characters that start Markdown, math or a cell anywhere in a line: backslash-escaped. An `_`
 * between two letters or digits cannot start emphasis, and stays as it is.
 */
const INLINE_SYNTAX = /[\\`*~[\]|$]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g

/** What starts HTML or an entity: written as entities, so no `<` is left in the Markdown. */
const HTML_SYNTAX = /[<>&]/g
const ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' }

/** What makes a heading, a quote, a list or a setext underline at the start of a line. */
const LINE_START_SYNTAX = /^(\s*)(?:([#+=-])|(\d+)([.)]))/

/** Marks a place where GitHub would otherwise see a mention, a reference or a link. */
const ZERO_WIDTH_SPACE = '\u200b'

/**
 * Text on one line, shown as the text it is in a table cell or in prose: terminal escapes and
 * line breaks gone, what Markdown would read as syntax backslash-escaped (so no `|` splits a
 * cell) and what HTML would as entities, and a zero-width space where GitHub would turn server text into something
 * else: an `@mention`, a `#123` reference, a bare `https://` or `www.` link, or a
 * `javascript:`/`data:`/`vbscript:` URL.
 */
export function markdownCell(text: string): string {
  return plainLine(text)
    .replace(HTML_SYNTAX, char => ENTITIES[char] ?? char)
    .replace(INLINE_SYNTAX, '\\$&')
    .replace(LINE_START_SYNTAX, (_, blank: string, mark?: string, digits?: string, dot?: string) =>
      mark === undefined ? `${blank}${digits ?? ''}\\${dot ?? ''}` : `${blank}\\${mark}`
    )
    .replace(/([@#])(?=[A-Za-z0-9])/g, `$1${ZERO_WIDTH_SPACE}`)
    .replace(/\b(javascript|vbscript|data)(?=:)/gi, `$1${ZERO_WIDTH_SPACE}`)
    .replace(/:(?=\/\/)/g, `:${ZERO_WIDTH_SPACE}`)
    .replace(/\bwww(?=\.)/gi, `www${ZERO_WIDTH_SPACE}`)
}

/** A URL in server text: from its scheme to the first blank (a closing bracket or quote ends it). */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`|)\]]+/gi

/**
 * Text on one line, as {@link markdownCell} shows it, except that each http(s) URL in it is a
 * code span: copied, it is the URL, with no invisible character that would break it.
 */
export function markdownProse(text: string): string {
  const flat = plainLine(text)
  let out = ''
  let last = 0
  for (const match of flat.matchAll(URL_IN_TEXT)) {
    out += markdownCell(flat.slice(last, match.index)) + markdownCode(match[0])
    last = match.index + match[0].length
  }
  return out + markdownCell(flat.slice(last))
}

/**
 * Inline code, safe in a table cell and in prose: a backtick span when nothing in the text can
 * end it or split a cell, else an HTML `<code>` element holding {@link markdownCell} text.
 */
export function markdownCode(text: string): string {
  const flat = plainLine(text)
  if (!/[`|]/.test(flat) && flat.trim() !== '') return `\`${flat}\``
  return `<code>${markdownCell(flat)}</code>`
}

/**
 * A URL as code text, which the page cannot turn into a link or anything else; only https, or
 * http to this machine. Any other URL is not shown: `shown` says so instead.
 */
export function markdownUrl(
  url: string | undefined,
  shown = '(not shown: not an https URL)'
): string {
  const safe = showableUrl(url)
  return safe === undefined ? shown : markdownCode(safe)
}

/**
 * A link the action makes itself (its dashboard, its workflow run) under a label of its own, or
 * the label alone when the URL is not an https URL.
 */
export function markdownLink(label: string, url: string | undefined): string {
  const safe = showableUrl(url)
  return safe === undefined
    ? label
    : `[${label}](${safe.replace(/[()<> ]/g, c => encodeURIComponent(c))})`
}

/**
 * Lines of a log as a fenced code block, in which nothing is Markdown: a fence longer than any
 * run of backticks in the lines, each line cleaned of escapes and line breaks.
 */
export function markdownCodeBlock(lines: readonly string[]): string[] {
  const clean = lines.map(plainLine)
  const longest = Math.max(
    0,
    ...clean.map(line => Math.max(0, ...(line.match(/`+/g) ?? []).map(run => run.length)))
  )
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return [`${fence}text`, ...clean, fence]
}

/** Longest name put into a Mermaid chart. */
const MAX_MERMAID_NAME = 60

/**
 * A name (a revision status: server text) as a Mermaid chart may hold it: a plain `[A-Z_]` name
 * passes as it is; anything else keeps only letters, digits and `_` and says it is not a plain
 * name, so no `:`, `;`, `#`, `%%`, line break or backtick can end a task, start a directive or a
 * `click` handler, or leave the code fence.
 */
export function mermaidName(text: string): string {
  if (/^[A-Z_]+$/.test(text) && text.length <= MAX_MERMAID_NAME) return text
  const kept = text.replace(/[^A-Za-z0-9_]+/g, '_').slice(0, MAX_MERMAID_NAME)
  return `unusual status ${kept.replace(/^_+|_+$/g, '') || 'without letters'}`
}
