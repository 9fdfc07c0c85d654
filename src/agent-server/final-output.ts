// Owns the agent's final answer in a `values` stream: the output texts (output-text.ts, contents
// only) of the last root `values` event, each piece apart, as the eval gate scores them.
import { outputTexts } from './output-text.js'
import type { StreamEvent } from './sse.js'

/** Keeps the output texts of the last root `values` event seen: the run's final state. */
export class FinalOutput {
  private last: readonly string[] = []

  observe(event: StreamEvent): void {
    if (event.event !== 'values' || event.namespace.length > 0) return
    this.last = outputTexts(event).map(output => output.text)
  }

  /** Each message content and state value of the final state, in order. */
  get pieces(): readonly string[] {
    return this.last
  }
}
