// Owns one worker thread of a simulation (threads.ts starts it, with the module hook registered):
// it runs its share of the seeds and posts each failure as it is found, then its summary.
import { parentPort, workerData } from 'node:worker_threads'

import type { ThreadShare } from './threads.js'

const share = workerData as ThreadShare
const { run } = await import('../src/main.js')
const { simulate } = await import('./simulate.js')
const simulation = await simulate({
  ...share,
  run,
  onRun: (record, violations) => {
    if (violations.length > 0) {
      parentPort?.postMessage({
        kind: 'failure',
        failure: { seed: record.schedule.seed, violations }
      })
    }
  }
})
parentPort?.postMessage({ kind: 'done', simulation })
