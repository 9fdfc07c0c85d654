#!/usr/bin/env node
/** Entry point of `langgraph-deploy-emulator`: runs the command until SIGINT or SIGTERM. */
import { LANGGRAPH_AGENT_SERVER } from './builds/builds.js'
import { runCli } from './cli-command.js'

const stop = new Promise<NodeJS.Signals>(resolve => {
  process.once('SIGINT', resolve)
  process.once('SIGTERM', resolve)
})

runCli(
  process.argv.slice(2),
  {
    out: line => {
      process.stdout.write(`${line}\n`)
    },
    err: line => {
      process.stderr.write(`${line}\n`)
    }
  },
  stop,
  LANGGRAPH_AGENT_SERVER
).then(
  code => {
    process.exit(code)
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
    )
    process.exit(1)
  }
)
