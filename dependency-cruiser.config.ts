// The repository's import rules, for every room at once: `pnpm check-imports`, and a unit test
// (scripts/importRules.test.ts) in `npm test`. A room is a folder a team owns: shell, api, site-server,
// e2e, scripts, shared-ui, each remote, and each package in packages/. A room reaches another only by its package
// name (@pod/…), never by a relative path; nothing imports in a circle; and inside a room the
// lower layers (content, foundations) import nothing above them.

/** Every room. */
const ROOM = '(packages/[^/]+|shared-ui|remotes/[^/]+|shell|site-server|api|e2e|scripts)';

// The API's foundations (what its features are built on) and the files that assemble it.
const API_FOUNDATIONS = '^api/src/(db|http|storage|background|log|config)/';
// Each room's table types (auth/authTables.ts, …): the one thing of a room db/database.ts names.
const API_TABLE_TYPES = '^api/src/[a-z]+/[a-z]+Tables[.]ts$';
const API_ENTRY_FILES = '^api/src/(main|createApp|housekeeping|allMigrations)[.]ts$';

import type { IConfiguration } from 'dependency-cruiser';

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: split out what both sides need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-reach-into-another-room',
      comment:
        "A room imports another room's code through its package name (its package.json exports), never a relative path into its folder.",
      severity: 'error',
      from: { path: `^${ROOM}/` },
      to: { dependencyTypes: ['local'], path: `^${ROOM}/`, pathNot: '^$1/' },
    },
    {
      name: 'no-reach-into-a-room-from-the-root',
      comment: 'Root config files read rooms through their package names too.',
      severity: 'error',
      from: { path: '^[^/]+[.](ts|mjs)$' },
      to: { dependencyTypes: ['local'], path: `^${ROOM}/` },
    },
    {
      name: 'content-imports-no-react',
      comment: "A room's content is typed data, the bottom layer: it imports no component, page or island.",
      severity: 'error',
      from: { path: `^${ROOM}/src/content/` },
      to: { path: '^$1/src/.+[.]tsx$' },
    },
    {
      name: 'components-import-no-page',
      comment: 'A component is built into pages; it never imports one (it may place an island).',
      severity: 'error',
      from: { path: `^${ROOM}/src/components/` },
      to: { path: '^$1/src/pages/' },
    },
    {
      name: 'no-import-of-an-entry-file',
      comment:
        "A page app's entry files (src/index, bootstrap, prerender, routes) import its folders, not the other way.",
      severity: 'error',
      from: { path: `^${ROOM}/src/[^/]+/`, pathNot: '^api/' },
      to: { path: '^$1/src/(index|bootstrap|prerender|routes)[.]tsx?$' },
    },
    {
      name: 'api-db-imports-only-db',
      comment:
        "db/ imports only db/, except the Database interface, which names each room's table types (declared beside that room's migrations).",
      severity: 'error',
      from: { path: '^api/src/db/' },
      to: { path: '^api/src/', pathNot: ['^api/src/db/', API_TABLE_TYPES] },
    },
    {
      name: 'api-foundations-import-no-feature',
      severity: 'error',
      from: { path: API_FOUNDATIONS },
      to: { path: '^api/src/', pathNot: [API_FOUNDATIONS, API_TABLE_TYPES] },
    },
    {
      name: 'api-table-types-are-types-only',
      comment:
        "A room's table types are a shape the Database interface names: nothing of the API's code (Kysely and shared contracts only).",
      severity: 'error',
      from: { path: API_TABLE_TYPES },
      to: { path: '^api/src/' },
    },
    {
      name: 'api-folders-import-no-entry-file',
      severity: 'error',
      from: { path: '^api/src/[^/]+/', pathNot: '^api/src/cli/' },
      to: { path: API_ENTRY_FILES },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)(node_modules|dist|toolchain)/' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
} satisfies IConfiguration;
