// The server's module boundaries (issue 26, decision 037, docs/architecture.md): another module imports
// only a module's face, `modules/<name>/index.ts`; lib/ and db/ sit below every module; modules depend on
// each other in one direction. `npm run lint:modules` checks apps/server/src, the modules' tests included.
const SRC = '^apps/server/src';
const MODULES = `${SRC}/modules`;
const FACE = `${MODULES}/[^/]+/index\\.ts$`;

/** A file of module $1 imports another module only through that module's face. */
function faceOnly(fromModulePattern, comment, alsoAllowed = [FACE]) {
  return {
    name: 'module-face-only',
    severity: 'error',
    comment,
    from: { path: `${MODULES}/${fromModulePattern}/` },
    to: { path: `${MODULES}/[^/]+/`, pathNot: [`${MODULES}/$1/`, ...alsoAllowed] },
  };
}

/**
 * No cycle between modules, seen at the module level: `scope: 'folder'` folds every file of
 * modules/<name>/ (sub-folders included) into one node, so a.ts → B's face and b.ts → A's face is a
 * cycle even when no file-level cycle closes.
 */
function moduleCycle(fromPath) {
  return {
    name: 'no-module-cycle',
    severity: 'error',
    comment: 'modules depend on each other in one direction (docs/architecture.md)',
    scope: 'folder',
    from: { path: fromPath },
    to: { path: `${MODULES}/`, circular: true },
  };
}

module.exports = {
  forbidden: [
    faceOnly(
      '([^/]+)',
      'a module imports another module only through its face, modules/<name>/index.ts; what it needs and the face lacks, the face exports (or it moves to lib/)',
    ),
    {
      name: 'outside-modules-through-faces',
      severity: 'error',
      comment: 'app.ts, server.ts, jobs/, mail/ import a module only through its face',
      from: { path: `${SRC}/`, pathNot: [`${MODULES}/`, `${SRC}/(?:lib|db)/`] },
      to: { path: `${MODULES}/`, pathNot: FACE },
    },
    {
      name: 'lib-and-db-below-modules',
      severity: 'error',
      comment: 'lib/ and db/ are shared by every module, so they import none: move what they need down',
      from: { path: `${SRC}/(?:lib|db)/` },
      to: { path: `${MODULES}/` },
    },
    moduleCycle(`${MODULES}/`),
    {
      name: 'clock-leave-timesheets-order',
      severity: 'error',
      comment:
        'clock → leave → timesheets (decision 035): the time sheets import neither, leave not the clock',
      from: { path: `${MODULES}/(timesheets|leave)/` },
      to: { path: `${MODULES}/(clock|leave)/`, pathNot: `${MODULES}/$1/` },
    },
    {
      name: 'period-loader-order',
      severity: 'error',
      comment:
        'the period loader (issue 27) sits above leave and the time sheets, below the views that compute hours: the facts modules, accounts and employees never import it',
      from: { path: `${MODULES}/(clock|leave|timesheets|accounts|employees)/` },
      to: { path: `${MODULES}/period/` },
    },
  ],
  options: {
    // The server's own files only. The test helpers (apps/server/test) import app.ts and several faces:
    // folded into one folder, they would close a false cycle with every module whose tests use them.
    includeOnly: { path: '^apps/server/src/' },
    tsConfig: { fileName: `${__dirname}/apps/server/tsconfig.json` },
    // Type-only imports count: a type borrowed from an inner file couples as much as a function.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
