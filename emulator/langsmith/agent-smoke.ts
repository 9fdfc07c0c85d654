/**
 * Owns the dataset every emulator starts with, `agent-smoke`: 24 examples for the built-in
 * `agent` graph, which echoes the last user message (then says "done"), so each reference
 * output is a phrase of its input that the agent's answer contains. Twelve are in split `base`,
 * twelve in `extended`. Four would pass an agent that answers nothing (the `silent` graph) if
 * the gate scored the input: their reference is also in an earlier assistant turn, or in `context`.
 */
import type { DatasetSpec } from './dataset-file.js'
import type { ExampleSpec } from './examples.js'

/** Name of the seeded dataset. */
export const AGENT_SMOKE_DATASET = 'agent-smoke'

const QUESTIONS: readonly (readonly [question: string, answer: string])[] = [
  ['Say hello to the release gate', 'hello to the release gate'],
  ['What is the capital of France? Paris', 'Paris'],
  ['Repeat after me: blue sky', 'blue sky'],
  ['Count to three: one two three', 'one two three'],
  ['The build number is 4521', '4521'],
  ['Echo the word lighthouse', 'lighthouse'],
  ['Ping', 'Ping'],
  ['Spell it: d-e-p-l-o-y', 'd-e-p-l-o-y'],
  ['Status check: all systems go', 'all systems go'],
  ['Please confirm the order #77', 'order #77'],
  ['Translate nothing, just return: bonjour', 'bonjour'],
  ['A sentence with CAPITALS and lowercase', 'capitals and lowercase'],
  ['Numbers 3.14 and 2.71', '3.14 and 2.71'],
  ['Unicode is fine: café', 'café'],
  ['Tabs	and   spaces', 'tabs and spaces'],
  ['The quick brown fox', 'quick brown fox'],
  ['List: apples, pears, plums', 'apples, pears, plums'],
  ['JSON-like {"k": 1}', '{"k": 1}'],
  ['Ask again later', 'again later'],
  ['Goodbye from the emulator', 'goodbye']
]

function example([question, answer]: readonly [string, string], index: number): ExampleSpec {
  return {
    inputs: { messages: [{ role: 'user', content: question }] },
    outputs: { answer },
    metadata: { case: index + 1 },
    split: index < 10 ? 'base' : 'extended'
  }
}

/** A conversation whose reference is in an earlier assistant turn, and asked for again. */
function multiTurn(word: string, split: string, index: number): ExampleSpec {
  return {
    inputs: {
      messages: [
        { role: 'user', content: 'Name a colour' },
        { role: 'assistant', content: word },
        { role: 'user', content: `Say ${word} once more` }
      ]
    },
    outputs: { answer: word },
    metadata: { case: index, kind: 'multi-turn' },
    split
  }
}

/** An input whose extra state key `context` holds the reference, which the question asks for. */
function withContext(word: string, split: string, index: number): ExampleSpec {
  return {
    inputs: { messages: [{ role: 'user', content: `The code word is ${word}` }], context: word },
    outputs: { answer: word },
    metadata: { case: index, kind: 'state-key' },
    split
  }
}

/** The seeded `agent-smoke` dataset. */
export const AGENT_SMOKE: DatasetSpec = {
  name: AGENT_SMOKE_DATASET,
  description: "Smoke examples for the emulator's built-in agent graph (it echoes the input).",
  examples: [
    ...QUESTIONS.map(example),
    multiTurn('teal', 'base', 21),
    withContext('harbor', 'base', 22),
    multiTurn('amber', 'extended', 23),
    withContext('meadow', 'extended', 24)
  ]
}
