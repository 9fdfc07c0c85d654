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

/**
 * A word GitHub would turn into something else: an `@mention` or an e-mail address, a `#123` or
 * `GH-123` reference, a bare `https://` or `www.` link, a `javascript:`-like URL. GitHub links
 * mentions and references in the text of the rendered page, where an entity or a backslash
 * before `@` is already the plain `@` again; it links nothing inside code. So such a word is code.
 */
const ACTIVE_WORD = /[@#][A-Za-z0-9]|:\/\/|\bwww\.|\b(?:javascript|vbscript|data|mailto):|\bGH-\d/i

/**
 * Text on one line, shown as the text it is in a table cell or in prose: terminal escapes and
 * line breaks gone, what Markdown would read as syntax backslash-escaped (so no `|` splits a
 * cell) and what HTML would as entities, and each word GitHub would turn into a mention, a
 * reference or a link ({@link ACTIVE_WORD}) written as {@link markdownCode}: copied, every word
 * is what the text holds, with no character added.
 */
export function markdownCell(text: string): string {
  const words = plainLine(text)
    .split(/(\s+)/)
    .map(word =>
      ACTIVE_WORD.test(word)
        ? markdownCode(word)
        : word.replace(HTML_SYNTAX, char => ENTITIES[char] ?? char).replace(INLINE_SYNTAX, '\\$&')
    )
  return words
    .join('')
    .replace(LINE_START_SYNTAX, (_, blank: string, mark?: string, digits?: string, dot?: string) =>
      mark === undefined ? `${blank}${digits ?? ''}\\${dot ?? ''}` : `${blank}\\${mark}`
    )
}

/** A URL in server text: from its scheme to the first blank (a closing bracket or quote ends it). */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`|)\]]+/gi

/**
 * Text on one line, as {@link markdownCell} shows it, except that each http(s) URL in it is a
 * code span of the URL alone (a bracket or a quote around it stays outside).
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

/** ASCII punctuation, written as numeric entities inside a `<code>` element. */
const PUNCTUATION = /[!-/:-@[-`{-~]/g

/**
 * Inline code, safe in a table cell and in prose, with no character added (copied, it is the
 * text). A backtick span (CommonMark): its fence longer than any run of backticks in the text,
 * padded with a space where the text starts or ends with a backtick or a blank, since CommonMark
 * takes one off each side. A text with a `|` (which would split a table cell, and a `\|` shows
 * its backslash outside one) or blank is a `<code>` element instead, each ASCII punctuation
 * character in it a numeric entity: nothing in it is Markdown, HTML or an autolink, and GitHub
 * links no mention inside code.
 */
export function markdownCode(text: string): string {
  const flat = plainLine(text)
  if (flat.includes('|') || flat.trim() === '') {
    return `<code>${flat.replace(PUNCTUATION, char => `&#${char.charCodeAt(0)};`)}</code>`
  }
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = /^[`\s]|[`\s]$/.test(flat) ? ' ' : ''
  return `${fence}${pad}${flat}${pad}${fence}`
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
