// Issue 13, workflow-command injection: one row per place server text reaches the log. Each run
// of dist/index.js is read as the runner reads it; any command the action did not mean fails, and
// server lines are shown as they came (between the runner's stop-commands and its resume).
import { describe, expect, it } from '@jest/globals'
import {
  type Hostile,
  agentUrlIs,
  inEmulator,
  logLinesWithoutTimestamps,
  prefixNewRevisionIds,
  rewritePolls,
  statusesFirst,
  streamsRun
} from '../fixtures/hostile-emulator.js'
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
import { runnerLines } from '../fixtures/runner-commands.js'

const P = COMMAND_PAYLOAD
interface Row {
  readonly vector: string
  /** Sets the emulator up; returns the inputs of the run. */
  readonly arrange: (hostile: Hostile, name: string) => Record<string, string>
  /** Server lines the log must show as they came, each a whole line of stdout (or its end). */
  readonly verbatim?: readonly string[]
  /** False where the action refuses the text without showing it (default: the log shows it). */
  readonly shown?: false
}

const byName = (
  hostile: Hostile,
  name: string,
  extra: Record<string, string> = {}
): Record<string, string> => {
  hostile.seed(name)
  return { 'deployment-name': name, ...extra }
}

/** A smoke test of the seeded deployment's agent, which streams `events`. */
const smoke = (
  hostile: Hostile,
  name: string,
  events: (runId: string) => { event: string; data: string }[]
): Record<string, string> => {
  const { id } = hostile.seed(name).deployment
  streamsRun(hostile.emu, id, events)
  return {
    'deployment-name': name,
    'smoke-test': 'true',
    'deployment-url': hostile.emu.agentUrl(id)
  }
}

const metadata = (runId: string) => ({
  event: 'metadata',
  data: JSON.stringify({ run_id: runId, attempt: 1 })
})

/** A status fault with the payload as its detail, on `method` requests matching `path`. */
const failsWith = (
  { emu }: Hostile,
  method: string,
  status: number,
  path: RegExp = /./,
  times?: number
): void => {
  emu.faults.add({
    method,
    path,
    ...(times === undefined ? {} : { times }),
    fault: { kind: 'status', status, body: { detail: P } }
  })
}

const rows: Row[] = [
  {
    vector: 'revision statuses',
    arrange: (h, name) => {
      statusesFirst(h, ['QUEUED', `BUILDING${P}`])
      return byName(h, name)
    }
  },
  {
    vector: 'status messages',
    arrange: (h, name) => {
      rewritePolls(h, r => ({ ...r, status_message: `${String(r.status)} step${P}` }))
      return byName(h, name)
    }
  },
  {
    vector: 'build log lines of a failed build (lines without timestamp)',
    arrange: (h, name) => {
      h.emu.setScenario(name, {
        outcome: 'BUILD_FAILED',
        buildLogs: [`error: npm ci failed${P}`, ...P.split('\n')]
      })
      logLinesWithoutTimestamps(h.emu)
      return byName(h, name)
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
    arrange: (h, name) => {
      h.emu.setScenario(name, { outcome: 'DEPLOY_FAILED', deployLogs: [`Traceback: boom${P}`] })
      return byName(h, name)
    }
  },
  {
    vector:
      'build log lines that start a command after a BOM, a line separator or NEL, or hide ##[ behind ANSI',
    arrange: (h, name) => {
      h.emu.setScenario(name, {
        outcome: 'BUILD_FAILED',
        buildLogs: [
          `\ufeff::add-path::/tmp/${CANARY}`,
          `\u2028::set-env name=NODE_OPTIONS::--require=/tmp/${CANARY}.js`,
          `\u0085::error::${CANARY} forged`,
          `error: #\u001b[0m#[add-path]/tmp/${CANARY}`,
          `\u001b]8;;https://evil.example\u0007::add-mask::DEPLOYED\u001b]8;;\u0007`
        ]
      })
      logLinesWithoutTimestamps(h.emu)
      return byName(h, name)
    }
  },
  {
    vector: 'followed logs (follow-logs: true)',
    arrange: (h, name) => {
      h.emu.setScenario(name, {
        buildLogs: [`step 1${P}`, ...P.split('\n')],
        deployLogs: [`ready${P}`]
      })
      logLinesWithoutTimestamps(h.emu)
      return byName(h, name, { 'follow-logs': 'true' })
    }
  },
  {
    vector: 'error detail of a 4xx (PATCH 422)',
    arrange: (h, name) => {
      failsWith(h, 'PATCH', 422)
      return byName(h, name)
    }
  },
  {
    vector: 'error detail of a 401 on the lookup',
    arrange: (h, name) => {
      failsWith(h, 'GET', 401)
      return { 'deployment-name': name }
    }
  },
  {
    vector: 'error detail of a 5xx on a poll (retried)',
    arrange: (h, name) => {
      failsWith(h, 'GET', 500, /\/revisions\/[^/?]+$/, 2)
      return byName(h, name)
    }
  },
  {
    vector: 'deployment name (deployment-id input)',
    arrange: (h, name) => ({ 'deployment-id': h.seed(`${name}${P}`).deployment.id })
  },
  {
    vector: 'revision ID',
    arrange: (h, name) => {
      const inputs = byName(h, name)
      prefixNewRevisionIds(
        h.emu,
        h.emu.state.deployment(name)?.deployment.latest_revision_id,
        `rev${P}-`
      )
      return inputs
    },
    // Refused as no ID ("must be an ID"), and not repeated.
    shown: false
  },
  {
    vector: 'deployment URL (source_config.custom_url)',
    arrange: (h, name) => {
      agentUrlIs(h.emu, name, `https://agent.example/${P}`)
      return { 'deployment-id': h.seed(name).deployment.id }
    }
  },
  {
    vector: 'redirect Location on the lookup',
    arrange: (h, name) => {
      // A header cannot carry a line break; the legacy form needs none.
      const location = `http://localhost:9/${encodeURIComponent(P)} ${INLINE_PAYLOAD}`
      h.emu.faults.add({
        method: 'GET',
        path: /./,
        times: 1,
        fault: { kind: 'redirect', location }
      })
      return { 'deployment-name': name }
    }
  },
  {
    vector: 'smoke event names and data',
    arrange: (h, name) =>
      smoke(h, name, runId => [
        metadata(runId),
        { event: `updates|sub:${INLINE_PAYLOAD}`, data: JSON.stringify({ x: INLINE_PAYLOAD }) },
        { event: `##[set-output name=smoke-run-id;]${CANARY}`, data: INLINE_PAYLOAD },
        { event: 'custom', data: `\u001b[31m${INLINE_PAYLOAD}` }
      ])
  },
  {
    vector: 'smoke error event message',
    arrange: (h, name) =>
      smoke(h, name, runId => [
        metadata(runId),
        { event: 'error', data: JSON.stringify({ error: `Value${P}`, message: `boom${P}` }) }
      ])
  }
]

describe('no server text becomes a workflow command', () => {
  it.concurrent.each(rows)('$vector', row =>
    inEmulator(async hostile => {
      const inputs = row.arrange(hostile, `inject-${rows.indexOf(row)}`)
      const run = await runHostile({ inputs: cpInputs(hostile.emu.url, inputs) })
      expect(published(run)).not.toContain(KEY)
      const requests = [...hostile.controlPlaneRequests(), ...hostile.agentRequests()]
      expect(keyOutside(requests, ['127.0.0.1'])).toEqual([])
      expectOutputs(run, {})
      expectCleanLog(run, { canary: CANARY, serverText: hostile.sentText() })
      // The payload reached the log: the checks above are of server text, not of its absence.
      expect(run.stdout.includes(CANARY)).toBe(row.shown ?? true)
      const lines = runnerLines(run.stdout)
      for (const line of row.verbatim ?? []) {
        expect(lines.filter(shown => shown.endsWith(line))).not.toEqual([])
      }
    })
  )
})
