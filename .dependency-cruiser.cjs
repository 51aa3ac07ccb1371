/**
 * Import boundaries, checked by `npm run lint` (depcruise): no cycles, and imports flow one way
 * (docs/ARCHITECTURE.md "Layers"):
 *
 *   internals → contract → i18n → http → browser → config → providers → framework → features → shell → app
 *
 * A module may import its own layer and the layers before it, never one after it. The library
 * internals (src/framework/internals/: react-admin's and MUI's private keys, class names, defaults
 * and patches) come first: they import libraries only, so any layer may read them. i18n (the
 * catalogs: data) comes right after the contract, whose server messages it translates, so the
 * config error screen can speak before the providers exist. The simulator imports only the
 * contract; the static demo's entry (src/demo/) is the one app module that starts it. Tests and
 * tools may import anything.
 *
 * Within the features, a resource folder imports no other resource and no page area, and a page
 * area (a folder of src/pages) imports no other area: what several share lives in the framework.
 */
const layers = [
  { name: 'internals', path: '^src/framework/internals/(?!redrawn/)' },
  { name: 'contract', path: '^src/api/contract/' },
  { name: 'i18n', path: '^i18n/' },
  { name: 'http', path: '^src/api/http/' },
  { name: 'browser', path: '^src/browser/' },
  { name: 'config', path: '^src/config/' },
  { name: 'providers', path: '^src/providers/' },
  // The re-drawn library components (internals/redrawn/) draw with the framework: its layer.
  { name: 'framework', path: '^src/framework/(?!internals/(?!redrawn/))' },
  { name: 'features', path: '^(resources/|src/pages/|src/import/|src/routes/)' },
  { name: 'shell', path: '^src/shell/' },
  { name: 'app', path: '^src/[^/]+\\.tsx?$' },
];

const oneWay = layers.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} may not import a later layer (${layers
    .slice(index + 1)
    .map((l) => l.name)
    .join(', ')})`,
  severity: 'error',
  from: { path: layer.path },
  to: {
    path: layers
      .slice(index + 1)
      .map((l) => l.path)
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...oneWay,
    {
      name: 'resource-imports-no-other-resource',
      comment:
        'A resource folder is the whole resource: it imports its own folder and the layers before the features, never another resource (resourceList.ts gathers them all).',
      severity: 'error',
      from: { path: '^resources/([^/]+)/' },
      to: { path: '^resources/', pathNot: '^resources/$1/' },
    },
    {
      name: 'resource-imports-no-page-area',
      comment: 'What a resource shares with a page area lives in the framework, not in src/pages.',
      severity: 'error',
      from: { path: '^resources/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'page-area-imports-no-other-area',
      comment:
        'Each folder of src/pages is an area (a file directly in src/pages is an area of its own); what two areas share lives in the framework.',
      severity: 'error',
      from: { path: '^src/pages/([^/]+)' },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1(/|$)' },
    },
    {
      name: 'simulator-imports-only-the-contract',
      comment: "The simulator knows the contract, not the console (and reads zod's internals through the one reader).",
      severity: 'error',
      from: { path: '^simulator/' },
      to: { path: '^(src/(?!api/contract/|framework/internals/zodDef\\.ts$)|resources/|i18n/)' },
    },
    {
      name: 'app-code-does-not-import-the-simulator',
      comment: 'Only the demo entry and the dev/test hosts bring the simulator in.',
      severity: 'error',
      from: { path: '^(src|resources|i18n)/', pathNot: '^src/demo/' },
      to: { path: '^simulator/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-demo|tests|bench|scripts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
