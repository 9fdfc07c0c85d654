// Owns the agent's final answer in a `values` stream: the output texts (output-text.ts) of what the
// run produced (produced.ts: its last root `values` event less its input), each piece apart.
import { stateTexts } from './output-text.js'
import { producedState } from './produced.js'
import type { StreamEvent } from './sse.js'

/** Keeps the last root `values` event seen (the run's final state) and tells what it produced. */
export class FinalOutput {
  private last: unknown = undefined
  private texts: readonly string[] | undefined = undefined

  /** `input`: the run's input, whose messages and values are not the run's output. */
  constructor(private readonly input: unknown) {}

  observe(event: StreamEvent): void {
    if (event.event !== 'values' || event.namespace.length > 0) return
    this.last = event.data
    this.texts = undefined
  }

  /**
   * Each message content and state value the run produced, in order: the messages it added
   * after the input's and the values it wrote that differ from the input's; none when it
   * produced nothing (a graph that streams its input back).
   */
  get pieces(): readonly string[] {
    this.texts ??= this.read()
    return this.texts
  }

  private read(): readonly string[] {
    const produced = producedState(this.last, this.input)
    return produced === undefined ? [] : stateTexts(produced)
  }
}
