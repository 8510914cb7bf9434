import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// docs/architecture.md's boundaries, enforced: a wrong import fails `npm run lint`. Import cycles and one
// feature reaching into another are graph rules, checked by dependency-cruiser (.dependency-cruiser.cjs).
const SERVER_ONLY = [
  { group: ['node:*'], message: 'src/ runs in the browser too: no Node built-ins.' },
  { group: ['fastify', '@fastify/*'], message: 'src/ must not import the server framework.' },
  {
    regex: '^(contentful|@contentful/(?!live-preview$).*)$',
    message: 'The Contentful SDK lives in server/content/contentful only.',
  },
  {
    regex: '^(@sanity/(?!visual-editing(/|$)).*|groq-js|groq)$',
    message: 'The Sanity SDKs live in server/content/sanity only.',
  },
  { group: ['@sendgrid/*'], message: '@sendgrid/mail lives in server/leads only.' },
  { regex: '^(fastly|cloudflare)$', message: 'The CDNs’ clients live in server/cdn only.' },
  {
    group: ['unified', 'remark-*', 'rehype-*', 'mdast-*'],
    message: 'Markdown parsing lives in server/content/local only.',
  },
  { regex: '^(\\.\\./)+server(/|$)', message: 'src/ must not import server/.' },
];

// The CMSs' editor scripts run in the browser, in preview only: one file loads each, as its own chunk.
const EDITOR_SCRIPTS = {
  'src/features/preview/contentful-inspector.ts': '@contentful/live-preview',
  'src/features/preview/sanity-presentation.ts': '@sanity/visual-editing',
};
const editorScriptRules = (except) =>
  Object.entries(EDITOR_SCRIPTS)
    .filter(([home]) => home !== except)
    .map(([home, name]) => ({
      regex: `^${name}(/.*)?$`,
      message: `${name} is loaded by ${home} only, as a chunk of its own (docs/preview.md).`,
    }));

const SRC_FROM_SERVER = {
  regex: '(^|/)src/(?!model/|entry-server\\.tsx$)',
  message: 'server/ may import only src/model and src/entry-server.',
};
const SDKS = {
  // Package names as regexes: a glob such as 'contentful' would also match our own ./contentful/ folder.
  contentful: {
    regex: '^(contentful|@contentful/.*)$',
    message: "Contentful's SDKs live in server/content/contentful only.",
  },
  sanity: { regex: '^(@sanity/.*|groq-js|groq)$', message: "Sanity's SDKs live in server/content/sanity only." },
  local: { regex: '^(unified|remark-.*)$', message: 'unified and remark live in server/content/local only.' },
  leads: {
    regex: '^(@sendgrid/.*|node:sqlite)$',
    message: '@sendgrid/mail and the lead store live in server/leads only.',
  },
  db: { regex: '^(pg|pg-.*)$', message: 'The PostgreSQL client lives in server/db only.' },
  metrics: { regex: '^(prom-client|fastify-metrics)$', message: 'prom-client lives in server/metrics only.' },
  fastly: { regex: '^fastly$', message: "Fastly's client lives in server/cdn/fastly only." },
  cloudflare: { regex: '^cloudflare$', message: "Cloudflare's client lives in server/cdn/cloudflare only." },
};
const HOMES = {
  contentful: 'server/content/contentful/**',
  sanity: 'server/content/sanity/**',
  local: 'server/content/local/**',
  leads: 'server/leads/**',
  db: 'server/db/**',
  metrics: 'server/metrics/**',
  fastly: 'server/cdn/fastly/**',
  cloudflare: 'server/cdn/cloudflare/**',
};

// Node runs the server's TypeScript as it is (type stripping), and Node resolves no missing extension.
const RELATIVE_WITHOUT_EXTENSION = '/^\\.{1,2}\\/(?!.*\\.(ts|tsx|js|mjs|css|json|svg)(\\?.*)?$)/';
const EXTENSION_RULES = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(
  (node) => ({
    selector: `${node} > Literal.source[value=${RELATIVE_WITHOUT_EXTENSION}]`,
    message: 'Write the file extension of a relative import (./thing.ts), as Node needs it.',
  }),
);
const SHARED_SYNTAX = [
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
  { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module that holds the thing.' },
  ...EXTENSION_RULES,
];

// Flat config does not merge one rule across blocks, so each area gets its whole list at once.
const serverArea = (files, ignores, own) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          SRC_FROM_SERVER,
          ...editorScriptRules(),
          ...Object.entries(SDKS)
            .filter(([name]) => name !== own)
            .map(([, sdk]) => sdk),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'tests/lint-fixtures/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'data/**',
      '.scratch/**',
      '.node/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'no-restricted-syntax': ['error', ...SHARED_SYNTAX],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { patterns: [...SERVER_ONLY, ...editorScriptRules()] }],
      'no-restricted-globals': ['error', { name: 'process', message: 'Config is read on the server, not in src/.' }],
      'no-restricted-syntax': [
        'error',
        ...SHARED_SYNTAX,
        {
          selector:
            "MemberExpression[object.object.type='MetaProperty'][object.property.name='env'][property.name=/^VITE_/]",
          message: 'No VITE_ variables: anything in the browser bundle is public; secrets stay on the server.',
        },
      ],
    },
  },
  ...Object.keys(EDITOR_SCRIPTS).map((home) => ({
    files: [home],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVER_ONLY, ...editorScriptRules(home)] }] },
  })),
  serverArea(['server/**/*.ts'], Object.values(HOMES)),
  {
    // Browser tests wait for what they assert, never for a fixed time.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SHARED_SYNTAX,
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for a condition (expect.poll, a locator, afterFrames), not for a fixed time.',
        },
      ],
    },
  },
  {
    // Only entry points end the process; everything else throws, so a test fails instead of its worker.
    files: ['server/**/*.ts'],
    ignores: [
      'server/main.ts',
      'server/dev.ts',
      'server/leads/cli.ts',
      'server/content/transfer/cli.ts',
      'server/run-or-exit.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'exit', message: 'Throw instead: only entry points call process.exit.' },
      ],
    },
  },
  ...Object.entries(HOMES).map(([own, home]) => serverArea([home], [], own)),
  {
    files: ['**/*.config.{js,ts}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': ['error', ...EXTENSION_RULES] },
  },
);
