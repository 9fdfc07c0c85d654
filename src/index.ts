// The entry point the runner starts (action.yml, runs.main): one run, cancelled by the
// runner's signals.
import { cancelOnSignals } from './base/cancel.js'
import { run } from './main.js'

void run({ signal: cancelOnSignals() })
