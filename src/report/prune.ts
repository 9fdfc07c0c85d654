// Owns how a prune reads (`mode: prune`, and its dry run in `mode: plan`): each deployment with
// the prefix, whether it goes, and why. All text goes through markdown.ts.
import { markdownCell, markdownCode } from './markdown.js'
import type { PruneEntry, PruneReport } from './report.js'

/** The prune's table, as Markdown lines. */
export function pruneSection(prune: PruneReport): string[] {
  const going = prune.entries.filter(entry => entry.delete).length
  const title = prune.dryRun ? 'Prune (dry run: nothing deleted)' : 'Prune'
  const sentence = prune.dryRun
    ? `Prune would delete ${going} of ${prune.entries.length} deployments named ${markdownCode(`${prune.prefix}…`)}.`
    : `${going} of ${prune.entries.length} deployments named ${markdownCode(`${prune.prefix}…`)} to delete.`
  const out = [`### ${title}`, '', sentence, '']
  if (prune.entries.length === 0) return out
  out.push('| Deployment | ID | Verdict | Why |', '|---|---|---|---|')
  for (const entry of prune.entries) {
    out.push(
      `| ${markdownCell(entry.name)} | ${markdownCode(entry.id)} | ${verdict(entry, prune.dryRun)} | ${markdownCell(entry.reason)} |`
    )
  }
  return [...out, '']
}

function verdict(entry: PruneEntry, dryRun: boolean): string {
  if (!entry.delete) return 'kept'
  if (dryRun) return 'would be deleted'
  if (entry.deleted === undefined) return '❌ not deleted (see the failure)'
  return entry.deleted ? '🗑️ deleted' : 'gone already'
}
