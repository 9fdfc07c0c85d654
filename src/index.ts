import { cancelOnSignals } from './cancel.js'
import { run } from './main.js'

void run({ signal: cancelOnSignals() })
