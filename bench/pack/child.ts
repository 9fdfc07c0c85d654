// Owns one run of the action's upload path in a child of its own: plan (walk and ignore rules),
// write (tar, gzip, SHA-256 source-digest) and PUT to the loopback sink; prints what it made as JSON.
// Usage: node child.js WORKSPACE CONFIG_PATH UPLOAD_URL TEMP_DIR
import { systemClock } from '../../src/base/clock.js'
import { silentLogger } from '../../src/base/log.js'
import { planArchive, uploadArchive, writeArchive } from '../../src/source-archive/index.js'

/** What one run prints. */
export interface PackChildReport {
  readonly sha256: string
  readonly tarSha256: string
  readonly bytes: number
  readonly files: number
  readonly planMs: number
  readonly writeMs: number
  readonly uploadMs: number
  /** CPU time of the whole process (user and system, all threads: zlib's pool too). */
  readonly cpuMs: number
}

/** The sink takes what the bench packs: far over the service's 200 MiB at 3× the tree. */
const LIMITS = { maxBytes: 4 * 1024 ** 3, warnBytes: 4 * 1024 ** 3, maxReadBytes: 4 * 1024 ** 3 }

async function main(): Promise<void> {
  const [workspace, configPath, url, directory] = process.argv.slice(2)
  if (!workspace || !configPath || !url || !directory) {
    throw new Error('usage: child.js WORKSPACE CONFIG_PATH UPLOAD_URL TEMP_DIR')
  }
  const t0 = performance.now()
  const plan = await planArchive({ workspace, configPath, limits: LIMITS })
  const t1 = performance.now()
  const archive = await writeArchive(plan, { directory })
  const t2 = performance.now()
  try {
    await uploadArchive({
      url,
      path: archive.path,
      bytes: archive.bytes,
      userAgent: 'langgraph-deploy-bench/1',
      clock: systemClock,
      logger: silentLogger,
      retry: { attempts: 1 }
    })
  } finally {
    await archive.remove()
  }
  const t3 = performance.now()
  const report: PackChildReport = {
    // The file's digest (what the sink received), and the tar's: the archive's identity.
    sha256: archive.gzipSha256,
    tarSha256: archive.sha256,
    bytes: archive.bytes,
    files: archive.files,
    planMs: t1 - t0,
    writeMs: t2 - t1,
    uploadMs: t3 - t2,
    cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage())
  }
  process.stdout.write(`${JSON.stringify(report)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
  )
  process.exitCode = 1
})
