// Owns zod's global settings. The entry imports it first, so they hold before any schema is built.
import { config } from 'zod'

// A run parses each schema a handful of times: compiling a fast path per object schema
// (`new Function`) on its first parse costs more than it ever saves.
config({ jitless: true })
