// Tests of the self-timing copy of a bundle: where it marks, and who owns each byte.
import { describe, expect, it } from '@jest/globals'
import { RUNTIME, instrument, regions } from '../../bench/start/instrument.js'
import { componentOfName } from '../../bench/start/profile.js'

/** A bundle shaped like ncc's output: one factory, two concatenated modules, the runtime. */
const bundle = [
  'import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";',
  'var __webpack_modules__ = ({',
  '',
  '/***/ 42:',
  '/***/ ((module) => {',
  'module.exports = 1',
  '/***/ })',
  '});',
  '/************************************************************************/',
  'function __nccwpck_require__(moduleId) {',
  '  __webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);',
  '}',
  ';// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js',
  'const a = 1',
  ';// CONCATENATED MODULE: ./src/index.ts',
  'void run()'
].join('\n')

describe('instrument', () => {
  it('starts with the probe, marks each concatenated module and times each factory', () => {
    const out = instrument(bundle)
    expect(out.startsWith('globalThis.__benchProfile.begin();\n')).toBe(true)
    expect(out).toContain(
      ';globalThis.__benchProfile.mark("./src/index.ts");// CONCATENATED MODULE: ./src/index.ts'
    )
    expect(out).toContain(
      'globalThis.__benchProfile.enter(moduleId); try { __webpack_modules__[moduleId].call('
    )
  })

  it('refuses a runtime it does not recognize', () => {
    expect(() => instrument(bundle.replace('.call(module.exports', '.apply(x'))).toThrow(
      'one module factory call'
    )
  })
})

describe('regions', () => {
  it('gives every byte of the bundle to one owner', () => {
    const found = regions(bundle)
    expect(found.reduce((sum, r) => sum + r.bytes, 0)).toBe(Buffer.byteLength(bundle))
    expect(found.map(r => r.label)).toEqual([
      RUNTIME,
      'id:42',
      RUNTIME,
      './node_modules/zod/v4/core/util.js',
      './src/index.ts'
    ])
  })
})

describe('componentOfName', () => {
  it.each([
    ['./node_modules/undici/lib/web/fetch/index.js', 'undici'],
    ['./node_modules/@actions/http-client/lib/index.js + 1 modules', '@actions/http-client'],
    ['./node_modules/a/node_modules/@b/c/index.js', '@b/c'],
    ['external node-commonjs "node:https"', 'Node built-in modules'],
    ['./src/http.ts + 3 modules', 'src/ (the action itself)'],
    ['webpack/runtime/ensure chunk', RUNTIME]
  ])('%s belongs to %s', (name, component) => {
    expect(componentOfName(name)).toBe(component)
  })
})
