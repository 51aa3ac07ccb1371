// Reason: packages that run nothing when loaded but do not say so would stay on the sign-in page unused.
/**
 * Installed CommonJS packages that run no code of their own when loaded, but do not say so in their
 * package.json (`"sideEffects": false`). Without the flag the bundler keeps their `require` at the
 * top of every importer, even where nothing the package exports is used: emotion imports
 * hoist-non-react-statics (with its own copy of react-is) for `withTheme` only, which the console
 * never calls, and that kept it in the sign-in page's JavaScript. The bundler drops such a package
 * only where its exports go unused. tests/unit/build/sideEffectFreePackages.test.ts loads
 * each one in a fresh context and fails when a release starts writing globals.
 */
export const SIDE_EFFECT_FREE_PACKAGES = ['hoist-non-react-statics'] as const;

/** The packages as rolldown's `treeshake.moduleSideEffects` rules. */
export const sideEffectFreeRules = SIDE_EFFECT_FREE_PACKAGES.map((name) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]`),
  sideEffects: false,
}));
