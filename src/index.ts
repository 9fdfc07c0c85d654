import { cancelOnSignals } from './base/cancel.js'
import { run } from './main.js'

void run({ signal: cancelOnSignals() })
