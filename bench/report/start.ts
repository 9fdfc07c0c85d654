// Owns the start-up section of BENCHMARKS.md: whole runs against the floor, the bundles, and
// where the load's milliseconds go, component by component (beside the baseline's when given).
import { pairedDifferences, pairedRatios, summarize } from '../stats.js'
import { READ_AND_COMPILE } from '../start/profile.js'
import type { BundleCost, StartNodeResult, StartResult } from '../start/start.js'
import {
  count,
  kilobytes,
  medianRange,
  mib,
  ms,
  plural,
  quietLine,
  table,
  times
} from './format.js'

/** The start-up section; `before` is the baseline's, for the "before" columns. */
export function renderStart(result: StartResult, before: StartResult | undefined): string {
  const committed = result.nodes[0]?.bundles[0]
  return [
    '## 1. Start: a whole create-and-wait against `node -e ""`',
    `Each round runs, for every bundle, a pair: \`node -e ""\` (the floor) and \`node <bundle>\` doing a whole create-and-wait, the floor first in even rounds and second in odd ones, every bundle leading in turn; the ratio is taken within each pair. Neither carries a probe: nothing is preloaded, so the floor is Node's own start. The action runs as GitHub's runner runs it (\`INPUT_*\` variables with the defaults of \`action.yml\`, fresh \`GITHUB_OUTPUT\` and \`GITHUB_STEP_SUMMARY\` files) and creates a deployment on the emulator, which runs in the benchmark's process with \`stepMs: 0\`: the revision is \`DEPLOYED\` at once, so the run is all overhead (${result.requests} requests, the outputs and the job summary); every run is checked to end with \`status=DEPLOYED\` and \`created=true\`. Wall time runs from just before the spawn to the exit. ${plural(result.rounds, 'round')} after a warm-up round.`,
    quietLine(result.quiet),
    `Peak RSS comes from separate runs (${plural(result.rssRounds, 'run')} per bundle and of the floor), with a file preloaded by \`--require\` that writes \`process.resourceUsage().maxRSS\` as the process exits; load is the time to \`import()\` the bundle inside a fresh process (the action starts its run on import and, without inputs, stops at once), also in runs of its own.`,
    ...result.nodes.map(node => nodeTable(node)),
    '### Where the load goes, component by component',
    profileIntro(result, committed),
    profileTable(result, before),
    whereTimeGoes(result, before)
  ].join('\n\n')
}

function nodeTable(node: StartNodeResult): string {
  const rows = [
    [
      '`node -e ""` (the floor)',
      '',
      medianRange(node.floor.wallMs, ms),
      '1',
      '',
      medianRange(node.floor.rssKb, mib)
    ],
    [
      '`node -e ""` with the RSS probe preloaded (`--require`), from the RSS runs',
      '',
      medianRange(node.floor.probedWallMs, ms),
      '',
      '',
      ''
    ],
    ...node.bundles.map((bundle: BundleCost) => [
      `${bundle.label}: ${bundle.note}`,
      kilobytes(bundle.bytes),
      medianRange(bundle.wallMs, ms),
      medianRange(bundle.ratio, times),
      medianRange(bundle.loadMs, ms),
      medianRange(bundle.rssKb, mib)
    ])
  ]
  return [
    `### Node ${node.version}`,
    table(
      ['Process', 'index.js', 'Wall time, ms', 'Whole run ÷ floor', 'Load, ms', 'Peak RSS, MiB'],
      rows
    )
  ].join('\n\n')
}

function profileIntro(result: StartResult, committed: BundleCost | undefined): string {
  const profiled = result.nodes.find(node => node.profile !== undefined)?.profile
  if (profiled === undefined) return 'The profile was not run (`--profile-rounds 0`).'
  const identity = profiled.identicalToDist
    ? 'byte for byte the committed `dist/index.js`'
    : '**not** the committed `dist/index.js` (dist/ is older than src/: run `npm run bundle`)'
  return `The benchmark builds the bundle as \`npm run bundle\` does, with webpack's stats beside it (this build is ${identity}${committed === undefined ? '' : `, ${kilobytes(committed.bytes)}`}), and imports a copy of it that times itself, ${plural(result.profileRounds, 'time')} per Node: a mark where each concatenated module begins and a timer around each module factory, so that every millisecond of the import is owned by the module running (a module's own time, not the modules it requires). The stats name each module; modules are grouped by npm package, the action's own code, Node's built-in modules (loading \`node:https\` and the like) and webpack's runtime. "${READ_AND_COMPILE}" is the time from \`import()\` to the bundle's first statement. The share of \`src/index.ts\` includes the synchronous start of the run, which the module begins on import. A component's bytes are its share of the bundle's text. The instrumented import takes a little longer than the plain one (load, above); the components add up to it.`
}

function profileTable(result: StartResult, before: StartResult | undefined): string {
  const nodes = result.nodes.filter(node => node.profile !== undefined)
  if (nodes.length === 0) return ''
  const names: string[] = []
  for (const node of nodes) {
    for (const component of node.profile?.components ?? []) {
      if (!names.includes(component.name)) names.push(component.name)
    }
  }
  const cell = (node: StartNodeResult | undefined, name: string): string => {
    const found = node?.profile?.components.find(c => c.name === name)
    return found === undefined ? '—' : medianRange(found.ms, ms)
  }
  const beforeNode = (major: number): StartNodeResult | undefined =>
    before?.nodes.find(node => node.major === major && node.profile !== undefined)
  const header = [
    'Component',
    'Bytes',
    ...nodes.flatMap(node => [
      `Node ${node.major}, ms`,
      ...(beforeNode(node.major) === undefined ? [] : [`before, Node ${node.major}`])
    ]),
    'Its costliest modules (ms, last Node)'
  ]
  const last = nodes[nodes.length - 1]
  const rows = names.map(name => {
    const any = nodes.map(n => n.profile?.components.find(c => c.name === name)).find(Boolean)
    const top = last?.profile?.components.find(c => c.name === name)?.top ?? []
    return [
      name,
      any === undefined || any.bytes === 0 ? '' : kilobytes(any.bytes),
      ...nodes.flatMap(node => [
        cell(node, name),
        ...(beforeNode(node.major) === undefined ? [] : [cell(beforeNode(node.major), name)])
      ]),
      top.join(', ')
    ]
  })
  const totals = [
    'the whole instrumented import',
    '',
    ...nodes.flatMap(node => [
      node.profile === undefined ? '' : medianRange(node.profile.importMs, ms),
      ...(beforeNode(node.major) === undefined
        ? []
        : [medianRange(beforeNode(node.major)?.profile?.importMs ?? node.floor.wallMs, ms)])
    ]),
    ''
  ]
  return table(
    header,
    [...rows, totals],
    [
      ...header.slice(0, -1).map((_, i) => (i === 0 ? ('left' as const) : ('right' as const))),
      'left'
    ]
  )
}

/** `937 kB smaller` or `2 kB larger`, for bytes saved that may be negative. */
function smaller(savedBytes: number): string {
  return savedBytes >= 0 ? `${kilobytes(savedBytes)} smaller` : `${kilobytes(-savedBytes)} larger`
}

/** `+12.3` or `-4.5`: a variant's time less the committed run's. */
function signedMs(value: number): string {
  return value >= 0 ? `+${ms(value)}` : `-${ms(-value)}`
}

/** `12.3 ms less` or `4.5 ms more`, for a saving that may be negative. */
function less(savedMs: number): string {
  return savedMs >= 0 ? `${ms(savedMs)} ms less` : `${ms(-savedMs)} ms more`
}

function whereTimeGoes(result: StartResult, before: StartResult | undefined): string {
  const lines = result.nodes.flatMap(node => {
    const committed = node.bundles[0]
    if (committed === undefined) return []
    const then = before?.nodes.find(n => n.major === node.major)
    const thenCommitted = then?.bundles[0]
    const floor = node.floor.wallMs.median
    const rest = committed.wallMs.median - floor - committed.loadMs.median
    const parts = [
      `- Node ${node.major}: of the ${ms(committed.wallMs.median)} ms of a whole run, ${ms(floor)} ms is Node starting, ${ms(committed.loadMs.median)} ms loading the ${kilobytes(committed.bytes)} bundle and ${ms(rest)} ms the run itself (${count(result.requests)} requests, outputs, summary) and exiting.`
    ]
    if (then !== undefined && thenCommitted !== undefined) {
      parts.push(
        `  - Against the baseline: whole run ${ms(thenCommitted.wallMs.median)} → ${ms(committed.wallMs.median)} ms (${less(thenCommitted.wallMs.median - committed.wallMs.median)}), load ${ms(thenCommitted.loadMs.median)} → ${ms(committed.loadMs.median)} ms, floor ${ms(then.floor.wallMs.median)} → ${ms(floor)} ms, bundle ${kilobytes(thenCommitted.bytes)} → ${kilobytes(committed.bytes)}.`
      )
    }
    for (const variant of node.bundles.slice(1)) {
      const paired = summarize(pairedRatios(committed.wallSeries, variant.wallSeries))
      const saved = summarize(pairedDifferences(variant.wallSeries, committed.wallSeries))
      parts.push(
        `  - ${variant.label}: ${less(committed.wallMs.median - variant.wallMs.median)} per whole run (${times(variant.ratio.median)} the floor; the committed run takes ${medianRange(paired, times)} its time, round by round, and the variant ${signedMs(saved.median)} ms (${signedMs(saved.min)} to ${signedMs(saved.max)} ms) against it), ${less(committed.loadMs.median - variant.loadMs.median)} of load, ${smaller(committed.bytes - variant.bytes)}.`
      )
    }
    return parts
  })
  return lines.join('\n')
}
