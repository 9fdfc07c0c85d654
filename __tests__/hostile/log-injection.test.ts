// Issue 13, workflow-command injection: one row per place server text reaches the log. Each run
// of dist/index.js is read as the runner reads it; any command the action did not mean fails, and
// server lines are shown as they came (between the runner's stop-commands and its resume).
import { describe, expect, it } from '@jest/globals'
import { CANARY, COMMAND_PAYLOAD, INLINE_PAYLOAD } from '../fixtures/hostile-payloads.js'
import {
  KEY,
  cpInputs,
  expectCleanLog,
  expectOutputs,
  keyOutside,
  published,
  runHostile
} from '../fixtures/hostile-run.js'
import { type World, inWorld } from '../fixtures/hostile-world.js'
import { runnerLines } from '../fixtures/runner-commands.js'

const P = COMMAND_PAYLOAD
interface Row {
  readonly vector: string
  /** Sets the servers up; returns the inputs of the run. */
  readonly arrange: (world: World, name: string) => Record<string, string>
  /** Server lines the log must show as they came, each a whole line of stdout (or its end). */
  readonly verbatim?: readonly string[]
}

const byName = (
  { cp }: World,
  name: string,
  extra: Record<string, string> = {}
): Record<string, string> => {
  cp.seed({ name })
  return { 'deployment-name': name, ...extra }
}

const smoke = (world: World, name: string): Record<string, string> =>
  byName(world, name, { 'smoke-test': 'true', 'deployment-url': world.agent.url })

const rows: Row[] = [
  {
    vector: 'revision statuses',
    arrange: (w, name) => {
      w.cp.knobs.schedule = ['QUEUED', `BUILDING${P}`, 'DEPLOYED']
      return byName(w, name)
    }
  },
  {
    vector: 'status messages',
    arrange: (w, name) => {
      w.cp.knobs.statusMessage = status => `${status} step${P}`
      return byName(w, name)
    }
  },
  {
    vector: 'build log lines of a failed build (lines without timestamp)',
    arrange: (w, name) => {
      w.cp.knobs.schedule = ['BUILDING', 'BUILD_FAILED']
      w.cp.knobs.logTimestamps = false
      w.cp.knobs.logs.build = [`error: npm ci failed${P}`, ...P.split('\n')]
      return byName(w, name)
    },
    verbatim: [
      `::set-output name=deployment-url::https://evil.example/${CANARY}`,
      `::error title=${CANARY}::forged failure`,
      `log ##[set-output name=status;]DEPLOYED ${CANARY}`,
      `::${CANARY}stop::`
    ]
  },
  {
    vector: 'deploy log lines of a failed deploy',
    arrange: (w, name) => {
      w.cp.knobs.schedule = ['DEPLOYING', 'DEPLOY_FAILED']
      w.cp.knobs.logs.deploy = [`Traceback: boom${P}`]
      return byName(w, name)
    }
  },
  {
    vector:
      'build log lines that start a command after a BOM, a line separator or NEL, or hide ##[ behind ANSI',
    arrange: (w, name) => {
      w.cp.knobs.schedule = ['BUILDING', 'BUILD_FAILED']
      w.cp.knobs.logTimestamps = false
      w.cp.knobs.logs.build = [
        `\ufeff::add-path::/tmp/${CANARY}`,
        `\u2028::set-env name=NODE_OPTIONS::--require=/tmp/${CANARY}.js`,
        `\u0085::error::${CANARY} forged`,
        `error: #\u001b[0m#[add-path]/tmp/${CANARY}`,
        `\u001b]8;;https://evil.example\u0007::add-mask::DEPLOYED\u001b]8;;\u0007`
      ]
      return byName(w, name)
    }
  },
  {
    vector: 'followed logs (follow-logs: true)',
    arrange: (w, name) => {
      w.cp.knobs.logTimestamps = false
      w.cp.knobs.logs.build = [`step 1${P}`, ...P.split('\n')]
      w.cp.knobs.logs.deploy = [`ready${P}`]
      return byName(w, name, { 'follow-logs': 'true' })
    }
  },
  {
    vector: 'error detail of a 4xx (PATCH 422)',
    arrange: (w, name) => {
      w.cp.knobs.faults = [{ method: 'PATCH', path: /./, kind: 'status', status: 422, detail: P }]
      return byName(w, name)
    }
  },
  {
    vector: 'error detail of a 401 on the lookup',
    arrange: (w, name) => {
      w.cp.knobs.faults = [{ method: 'GET', path: /./, kind: 'status', status: 401, detail: P }]
      return { 'deployment-name': name }
    }
  },
  {
    vector: 'error detail of a 5xx on a poll (retried)',
    arrange: (w, name) => {
      w.cp.knobs.faults = [
        {
          method: 'GET',
          path: /\/revisions\/[^/]+$/,
          kind: 'status',
          status: 500,
          detail: P,
          times: 2
        }
      ]
      return byName(w, name)
    }
  },
  {
    vector: 'deployment name (deployment-id input)',
    arrange: (w, name) => ({ 'deployment-id': w.cp.seed({ name: `${name}${P}` }).id })
  },
  {
    vector: 'revision ID',
    arrange: (w, name) => {
      w.cp.knobs.revisionIdPrefix = `rev${P}-`
      return byName(w, name)
    }
  },
  {
    vector: 'deployment URL (source_config.custom_url)',
    arrange: (w, name) => ({
      'deployment-id': w.cp.seed({ name, customUrl: `https://agent.example/${P}` }).id
    })
  },
  {
    vector: 'redirect Location on the lookup',
    arrange: (w, name) => {
      // A header cannot carry a line break; the legacy form needs none.
      const location = `http://localhost:9/${encodeURIComponent(P)} ${INLINE_PAYLOAD}`
      w.cp.knobs.faults = [{ method: 'GET', path: /./, kind: 'redirect', location, times: 1 }]
      return { 'deployment-name': name }
    }
  },
  {
    vector: 'smoke event names and data',
    arrange: (w, name) => {
      w.agent.events = [
        { event: 'metadata', data: JSON.stringify({ run_id: w.agent.runId, attempt: 1 }) },
        { event: `updates|sub:${INLINE_PAYLOAD}`, data: JSON.stringify({ x: INLINE_PAYLOAD }) },
        { event: `##[set-output name=smoke-run-id;]${CANARY}`, data: INLINE_PAYLOAD },
        { event: 'custom', data: `\u001b[31m${INLINE_PAYLOAD}` }
      ]
      return smoke(w, name)
    }
  },
  {
    vector: 'smoke error event message',
    arrange: (w, name) => {
      w.agent.events = [
        { event: 'metadata', data: JSON.stringify({ run_id: w.agent.runId, attempt: 1 }) },
        { event: 'error', data: JSON.stringify({ error: `Value${P}`, message: `boom${P}` }) }
      ]
      return smoke(w, name)
    }
  }
]

describe('no server text becomes a workflow command', () => {
  it.concurrent.each(rows)('$vector', row =>
    inWorld(async world => {
      const inputs = row.arrange(world, `inject-${rows.indexOf(row)}`)
      const run = await runHostile({ inputs: cpInputs(world.cp.url, inputs) })
      expect(published(run)).not.toContain(KEY)
      const requests = [...world.cp.requests, ...world.agent.requests]
      expect(keyOutside(requests, ['127.0.0.1'])).toEqual([])
      expectOutputs(run, {})
      expectCleanLog(run, {
        canary: CANARY,
        serverText: `${world.cp.sentText()}\n${world.agent.sentText()}`
      })
      const lines = runnerLines(run.stdout)
      for (const line of row.verbatim ?? []) {
        expect(lines.filter(shown => shown.endsWith(line))).not.toEqual([])
      }
    })
  )
})
