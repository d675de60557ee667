import boundaries from 'eslint-plugin-boundaries';

/**
 * Which way imports may point between the layers of the web app, the gateway and the shared packages
 * (eslint-plugin-boundaries). A file belongs to the first element whose folder holds it, so the narrow ones come
 * first. Imports inside one element (one feature, one package) are not checked.
 */
const elements = [
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-shared', pattern: 'web/src/shared' },
  { type: 'web-staff', pattern: 'web/src/staff' },
  { type: 'web-entry', pattern: 'web/src' },
  { type: 'web-server', pattern: 'web/server' },
  { type: 'gateway-upstream', pattern: 'gateway/src/upstream' },
  { type: 'gateway-services', pattern: 'gateway/src/services' },
  { type: 'gateway-resolvers', pattern: 'gateway/src/resolvers' },
  { type: 'gateway', pattern: 'gateway/src' },
  { type: 'package', pattern: 'packages/*', capture: ['package'] },
  { type: 'service', pattern: '{web,gateway,store-api}', capture: ['service'] },
];

const layer = (from, disallowed, message) => ({
  from: { element: { type: from } },
  disallow: { to: { element: { types: disallowed } } },
  message,
});

const policies = [
  layer(
    'web-feature',
    ['web-feature', 'web-app', 'web-staff'],
    'A web feature never imports another feature or the app: move the shared piece to web/src/shared, or let web/src/app pass it in.',
  ),
  layer(
    'web-shared',
    ['web-feature', 'web-app', 'web-staff'],
    'web/src/shared never imports a feature, the staff screens or the app.',
  ),
  layer(
    'web-staff',
    ['web-feature', 'web-app'],
    "The staff screens (web/src/staff) use web/src/shared only: they never import the storefront's features or the app.",
  ),
  layer(
    'gateway-upstream',
    ['gateway-resolvers', 'gateway-services'],
    'The upstream client never imports resolvers or services.',
  ),
  layer('gateway-services', ['gateway-resolvers'], 'Gateway services never import resolvers.'),
  {
    from: { element: { types: ['gateway', 'gateway-*'] } },
    disallow: {
      to: { element: { types: ['web-app', 'web-feature', 'web-shared', 'web-staff', 'web-entry'] } },
    },
    message:
      "The gateway knows the web app by its server renderer's types alone (web/server, the package's `web/server` export); it loads the module at run time.",
  },
  layer(
    'package',
    ['service', 'web-*', 'gateway', 'gateway-*'],
    'packages/* are imported by the services and never import from them.',
  ),
];

/**
 * @param {string} rootPath the repository's root: element patterns are relative to it.
 * @returns {import('eslint').Linter.Config[]}
 */
export function layers(rootPath) {
  return [
    {
      files: ['web/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts', 'packages/**/*.ts'],
      // Tests render the whole app (web/test/render.tsx) and read what any part of the page says, so like
      // web/src/app they sit above the layers.
      ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': rootPath,
        'boundaries/elements': elements,
        // The TypeScript resolver follows `.js` specifiers to their `.ts` sources, as tsc does.
        'import/resolver': {
          typescript: {
            project: [`${rootPath}/*/tsconfig.json`, `${rootPath}/packages/*/tsconfig.json`],
            conditionNames: ['@storefront/source', 'types', 'import', 'default'],
            noWarnOnMultipleProjects: true,
          },
        },
      },
      rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
    },
  ];
}
