import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

/** The folders of src/ in the middle: each imports only src/base/, never another one. */
const MIDDLE = ['control-plane', 'agent-server', 'github', 'langsmith', 'report', 'source-archive']

/**
 * The floors above the middle: main.ts and index.ts, the story in run/, the eval gate in eval/,
 * the tests of a live agent in live/, the inputs they read.
 */
const ABOVE = ['./src/*.ts', './src/run/**', './src/eval/**', './src/live/**', './src/inputs/**']

/**
 * Import boundaries of src/, on resolved paths: base imports nothing of ours; the middle
 * folders import only base; inputs imports those below it; live (the smoke test) imports inputs
 * and below; eval imports live and below; run imports all of them; nothing imports main.ts or
 * index.ts.
 */
const boundaries = [
  {
    target: './src/base',
    from: [...ABOVE, ...MIDDLE.map(folder => `./src/${folder}/**`)],
    message: 'src/base/ is the bottom floor: it imports nothing of the action.'
  },
  ...MIDDLE.map(folder => ({
    target: `./src/${folder}`,
    from: [...ABOVE, ...MIDDLE.filter(other => other !== folder).map(other => `./src/${other}/**`)],
    message: `src/${folder}/ may import only src/base/: hand it plain data from src/run/ instead.`
  })),
  {
    target: './src/inputs',
    from: ['./src/*.ts', './src/run/**', './src/eval/**', './src/live/**'],
    message: 'src/inputs/ reads and checks the inputs: it may not import the floors above it.'
  },
  {
    target: './src/live',
    from: ['./src/*.ts', './src/run/**', './src/eval/**'],
    message: 'src/live/ tests a live agent: it may not import src/eval/, src/run/ or main.ts.'
  },
  {
    target: './src/eval',
    from: ['./src/*.ts', './src/run/**'],
    message: 'src/eval/ is the eval gate: it may not import src/run/ or main.ts.'
  },
  {
    target: './src/run',
    from: ['./src/*.ts'],
    message: 'src/run/ may not import main.ts or index.ts, the top of the story.'
  }
]

export default tseslint.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ]
    }
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })]
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
      // The start-up guard: the LangSmith SDK and RE2's port load by import() only when the eval gate runs.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'langsmith',
              allowTypeImports: true,
              message:
                "load it with await import('langsmith') where the eval gate runs, so a run without it never loads the SDK"
            },
            {
              name: 're2js',
              allowTypeImports: true,
              message:
                "use re2() of src/eval/re2.ts, which the gate loads as it reads its dataset, so a run without it never loads RE2's port"
            }
          ]
        }
      ],
      'max-lines': ['error', { max: 350 }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }]
    }
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node }
  },
  prettier
)
