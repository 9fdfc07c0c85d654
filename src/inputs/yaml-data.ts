// Owns reading a YAML text as plain data: YAML 1.2 core schema, no tags, no merge keys, no
// duplicate keys, aliases capped. Loaded on demand: only a YAML `smoke-cases` file needs it.
import { type Document, isAlias, isNode, parseDocument, visit } from 'yaml'
import { quote } from '../base/text.js'

/** Aliases the YAML parser may resolve, weighted by what they expand to (an alias bomb fails). */
const MAX_ALIAS_COUNT = 100

/** The data of a YAML text, or an Error saying why it is refused. */
export function parseYamlData(text: string): unknown {
  const doc = parseDocument(text, {
    version: '1.2',
    schema: 'core',
    merge: false,
    resolveKnownTags: false,
    uniqueKeys: true,
    prettyErrors: false
  })
  refuseTags(doc)
  const [error] = [...doc.errors, ...doc.warnings]
  if (error !== undefined) {
    const at = lineAndColumn(text, error.pos[0])
    throw new Error(
      `is not valid YAML at line ${at.line}, column ${at.column}: ${firstLine(error.message)}`
    )
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown
  } catch (error) {
    throw new Error(
      `is refused: its aliases expand too much (${error instanceof Error ? error.message : ''})`
    )
  }
}

/** A tag (`!!binary`, `!custom`) would make the parser build something else than plain data. */
function refuseTags(doc: Document): void {
  let tag: string | undefined
  visit(doc, (_key, node) => {
    if (isNode(node) && !isAlias(node) && node.tag !== undefined) {
      tag = node.tag
      return visit.BREAK
    }
    return undefined
  })
  if (tag !== undefined) {
    throw new Error(`uses the YAML tag ${quote(tag)}; a cases file holds plain data, no tags`)
  }
}

/** Line and column (both from 1) of the character at `offset`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset)).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text
}
