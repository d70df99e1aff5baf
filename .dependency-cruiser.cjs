/**
 * Folder dependency rules of the API (docs/architecture.md, "API layout"), checked by `npm test`'s
 * static gate: no import circles, and a domain module is used from outside only through its index.ts.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle makes modules impossible to understand or load apart. Type-only imports are erased at build time and may name each other.',
      // drizzle's tables reference each other's keys lazily (references(() => table.id)), as drizzle intends.
      from: { path: '^api/src', pathNot: '^api/src/core/db/schema/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment: "Another module's insides are private: import its index.ts (its router.ts is the app's alone).",
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/([^/]+)/.+', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment: 'Code outside the modules reaches a module only through its index.ts, and the app mounts its router.ts.',
      from: { path: '^api/src/', pathNot: ['^api/src/modules/'] },
      to: { path: '^api/src/modules/[^/]+/.+', pathNot: '^api/src/modules/[^/]+/(index|router)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.ts$', '^api/src/test/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
