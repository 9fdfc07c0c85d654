// Owns how zod runs in the action: interpreted (jitless), set before any schema is built, as
// index.ts imports this first. A run parses each schema a few times; compiling a parser for each
// (zod's JIT, `new Function`) cost a plain deploy ~14 ms of CPU on Node 24 (BENCHMARKS.md, start).
import { z } from 'zod'

z.config({ jitless: true })
