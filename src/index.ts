// The entry point the runner starts (action.yml, runs.main): one run, cancelled by the
// runner's signals.
// First: zod's mode is read as each schema is built (zod-setup.ts).
import './base/zod-setup.js'
import { cancelOnSignals } from './base/cancel.js'
import { run } from './main.js'

void run({ signal: cancelOnSignals() })
