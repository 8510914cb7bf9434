// Structure that per-file lint cannot see (docs/architecture.md, "Boundaries"): import cycles, and a feature
// folder reaching into another feature. `npm run lint` runs it; tests/unit/structure.test.ts proves both rules
// fail on purpose-made fixtures.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared piece into a module both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-internals',
      severity: 'error',
      comment: 'A feature imports only itself and features/content; share through components/ or model/.',
      from: { path: '(^|/)src/features/([^/]+)/' },
      to: {
        path: '(^|/)src/features/([^/]+)/',
        pathNot: ['(^|/)src/features/$2/', '(^|/)src/features/content/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.node|lint-fixtures)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
