// Owns the pack section of BENCHMARKS.md: the action's upload path beside `tar -cf - . | gzip -6`
// on one generated tree, its phases, its peak RSS at 1× and 3× the tree, and its reproducibility.
import type { PackResult } from '../pack/pack.js'
import {
  count,
  fixed,
  medianRange,
  mib,
  percent,
  plural,
  quietLine,
  table,
  times
} from './format.js'

const megabytes = (bytes: number): string => `${fixed(bytes / 1e6, 1)} MB`
const mebibytes = (bytes: number): string => `${fixed(bytes / 1024 ** 2, 1)} MiB`
const secondsOf = (valueMs: number): string => `${fixed(valueMs / 1000, 2)} s`

/** The pack section. */
export function renderPack(result: PackResult): string {
  const { reproducible: same } = result
  return [
    '## 4. Packing the source: the upload path beside `tar | gzip`',
    `The benchmark generates a seeded tree in a temporary directory (bench/pack/tree.ts): ${count(result.tree.files)} files, ${megabytes(result.tree.bytes)}, most of them source-like text of 1–13 kB, and some binary-ish data files of 0.15–1.35 MB (4 KiB blocks, 70 % random bytes); a few entries the ignore rules leave out. The action's path runs in a child process of its own on Node ${result.node} (bench/pack/child.ts): \`planArchive\` (the walk, ignore rules and secret-file checks), \`writeArchive\` (tar, gzip level 6, the SHA-256 \`source-digest\` and the tar's hash, to a temporary file) and \`uploadArchive\` (a PUT to a loopback storage host in the benchmark's process, which hashes what it takes). Against it, \`bash -o pipefail -c 'tar -cf - . | gzip -6 > /dev/null'\` in the tree. Both are timed from spawn to exit, after a warm-up run of each (the tree is in the page cache), ${plural(result.rounds, 'round')} in alternating order; the ratio is taken pair by pair.`,
    quietLine(result.quiet),
    table(
      ['', 'Wall time', 'CPU time', 'Archive'],
      [
        [
          'the action: walk, pack, hash, upload',
          medianRange(result.actionMs, secondsOf),
          medianRange(result.actionCpuMs, secondsOf),
          `${mebibytes(result.archiveBytes)}, ${count(result.packedFiles)} files`
        ],
        [
          '`tar -cf - . \\| gzip -6`',
          medianRange(result.tarMs, secondsOf),
          medianRange(result.tarCpuMs, secondsOf),
          mebibytes(result.tarGzipBytes)
        ],
        ['the action ÷ `tar \\| gzip`', medianRange(result.ratio, times), '', '']
      ]
    ),
    `Inside the action's child (wall time of each phase): plan ${medianRange(result.planMs, secondsOf)}, write ${medianRange(result.writeMs, secondsOf)}, upload ${medianRange(result.uploadMs, secondsOf)}; the rest of the wall time is Node's start and the module loads. CPU time counts every thread (zlib compresses on libuv's pool, beside the main thread); for \`tar | gzip\` it is both processes' (bash's \`times\`). On a machine shared with others the CPU times say more than the wall times.`,
    '### Memory and reproducibility',
    `Peak RSS of the action's child (the \`--require\` probe), on this tree and on one three times its size (${count(result.bigTree.files)} files, ${megabytes(result.bigTree.bytes)}), the pair in alternating order, ${plural(result.rssRounds, 'round')}.`,
    table(
      ['Tree', 'Peak RSS, MiB'],
      [
        [`1× (${count(result.tree.files)} files)`, medianRange(result.rssKb, mib)],
        [`3× (${count(result.bigTree.files)} files)`, medianRange(result.bigRssKb, mib)],
        ['growth', medianRange(result.rssGrowth, percent)]
      ]
    ),
    `Over ${plural(same.runs, 'run')} of the 1× tree the archive's SHA-256 (its \`source-digest\`) took ${plural(same.digests.length, 'value')} and the tar's ${plural(same.tarDigests.length, 'value')}${same.digests.length === 1 ? ` (\`${same.digests[0] ?? ''}\`)` : ''}; every upload the storage host took ${same.uploadsMatch ? 'had' : '**did not have**'} the bytes and hash the action reported.`
  ].join('\n\n')
}
