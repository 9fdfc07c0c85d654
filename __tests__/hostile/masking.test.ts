// Issue 13, masking that corrupts: short secret values (`WORKERS=1`, `DEBUG=true`) must not turn
// outputs into `***`, a padded value must be masked as used, and encoded forms must not leak.
import { describe, expect, it } from '@jest/globals'
import { agentUrlIs, inEmulator, rewritePolls } from '../fixtures/hostile-emulator.js'
import {
  KEY,
  commandProblems,
  cpInputs,
  failureOf,
  finalOutputs,
  outputFileProblems,
  published,
  runHostile,
  secretForms
} from '../fixtures/hostile-run.js'

/** A value whose base64, base64url and URL-encoded forms all differ from it and each other. */
const TOKEN = 'tok/+en=v4lue?&x>~'
const SECRETS = ['WORKERS=1', 'DEBUG=true', 'X= padded ', `TOKEN=${TOKEN}`].join('\n')
const AGENT_URL = 'https://agent-1.example.com/v1/true'
/** A deployment ID full of the digit 1. */
const DEPLOYMENT_ID = '11111111-2222-4333-8444-155555555551'

/** What a hostile server echoes back: every secret, trimmed and encoded. */
function echoes(): string[] {
  const b64 = (text: string): string => Buffer.from(text).toString('base64')
  const b64url = (text: string): string => Buffer.from(text).toString('base64url')
  return [
    'env X=padded',
    `token ${b64(TOKEN)} ${b64url(TOKEN)} ${encodeURIComponent(TOKEN)}`,
    `key ${b64(KEY)} ${b64url(KEY)}`
  ]
}

/** Forms of the long secrets that must appear nowhere the action publishes. */
const LEAKS = [...secretForms(TOKEN), ...secretForms(KEY), 'padded']

interface Row {
  readonly what: string
  readonly seeded: boolean
  readonly secrets: string
}

const rows: Row[] = [
  { what: 'update with WORKERS=1, DEBUG=true, X= padded ', seeded: true, secrets: SECRETS },
  { what: 'create with WORKERS=1, DEBUG=true, X= padded ', seeded: false, secrets: SECRETS },
  // Without short secrets, whose masking would mangle the echoes and hide a leak.
  { what: 'encoded forms of a secret and of the key', seeded: true, secrets: `TOKEN=${TOKEN}` }
]

describe('secrets are masked as used, and masking corrupts no output', () => {
  it.concurrent.each(rows)('$what', row =>
    inEmulator(async hostile => {
      const { emu } = hostile
      const name = `mask-${rows.indexOf(row)}`
      agentUrlIs(emu, name, AGENT_URL)
      if (row.seeded) hostile.seed(name, row.secrets === SECRETS ? DEPLOYMENT_ID : undefined)
      emu.setScenario(name, { buildLogs: echoes() })
      // The first polls (an update's first one tells the new revision apart): BUILDING, with
      // the echoes as its status message.
      rewritePolls(hostile, (revision, poll) =>
        poll < 2
          ? { ...revision, status: 'BUILDING', status_message: echoes().join(' ') }
          : revision
      )
      const run = await runHostile({
        inputs: cpInputs(emu.url, {
          'deployment-name': name,
          secrets: row.secrets,
          'follow-logs': 'true'
        })
      })
      const deployment = emu.state.deployment(name)?.deployment
      const revision = hostile.made(name)[0]
      const expected = {
        'deployment-id': deployment?.id ?? 'missing',
        'revision-id': revision?.id ?? 'missing',
        status: 'DEPLOYED',
        'deployment-url': AGENT_URL,
        created: String(!row.seeded)
      }
      const padded = row.secrets.includes('padded')
      const text = published(run)
      expect({
        failure: failureOf(run),
        outputs: finalOutputs(run, Object.keys(expected)),
        outputFile: outputFileProblems(run),
        // The echoes reached the log (as a status message and as build log lines).
        echoed: text.split('env X=').length - 1 >= 2,
        // The value the deployment gets is `padded`: that is what must be masked.
        paddedMasked: !padded || run.log.masks.includes('padded'),
        leaks: LEAKS.filter(form => (padded || form !== 'padded') && text.includes(form)),
        commands: commandProblems(run, { secrets: ['1', 'true', ' padded ', TOKEN] })
      }).toEqual({
        failure: '',
        outputs: expected,
        outputFile: [],
        echoed: true,
        paddedMasked: true,
        leaks: [],
        commands: []
      })
    })
  )
})
