// Reason: library modules the browser or a smaller package does as well, each saving 2 KB gzipped or more on a first screen.
import type { Plugin } from 'vite';

/**
 * Modules replaced at build (and test) time, each saving at least 2 KB gzipped on a first screen
 * (bench/RESULTS.md, `npx tsx bench/replacementSavings.ts`). A polyfill of what every browser the
 * console supports has, replaced by the built-in: node-polyglot (the i18n engine of the sign-in
 * page) requires `object.entries` (with ~20 KB of es-abstract helpers).
 */
export const NATIVE_REPLACEMENTS: Readonly<Record<string, string>> = {
  'object.entries': 'module.exports = Object.entries;',
  // Not a polyfill, the same job done smaller: react-admin compares stored and form values with
  // lodash's isEqual (~4 KB gzipped with its internals, on the sign-in page through ra-core's
  // useStore); dequal (~0.3 KB) compares the same JSON-like values, dates and maps alike.
  'lodash/isEqual.js': "export { dequal as default } from 'dequal';",
};
/**
 * Packages a first screen imports but only a later action calls, replaced by a module that
 * downloads the package when first called. jsonexport (~5 KB gzipped): ra-core's default CSV
 * exporter, imported by every list and form through useListController; the console's lists export
 * with their own (useCsvExporter), so it is only downloaded if a list without one exports.
 */
export const ON_FIRST_CALL: Readonly<Record<string, string>> = {
  'jsonexport/dist/index.js': `export default (...args) => import('jsonexport/dist/index.js').then((module) => module.default(...args));`,
};

/**
 * Replaces the modules above wherever a library imports them. A build fails when one of them is
 * imported by no module any more (a library upgrade changed the import): the replacement would
 * silently do nothing, and the bytes it saved would come back unnoticed.
 */
export function nativeBuiltIns(): Plugin {
  const prefix = '\0native:';
  const onFirstCall = '\0on-first-call:';
  const replaced = new Set<string>();
  let building = false;
  return {
    name: 'native-built-ins',
    enforce: 'pre',
    configResolved: (config) => {
      building = config.command === 'build';
    },
    buildStart: () => replaced.clear(),
    resolveId: (source, importer) => {
      if (Object.hasOwn(NATIVE_REPLACEMENTS, source)) {
        replaced.add(source);
        return prefix + source;
      }
      // The replacement's own import is the package itself.
      if (Object.hasOwn(ON_FIRST_CALL, source) && !importer?.startsWith(onFirstCall)) {
        replaced.add(source);
        return onFirstCall + source;
      }
      return null;
    },
    load: (id) => {
      if (id.startsWith(prefix)) return NATIVE_REPLACEMENTS[id.slice(prefix.length)];
      if (id.startsWith(onFirstCall)) return ON_FIRST_CALL[id.slice(onFirstCall.length)];
      return null;
    },
    buildEnd(error) {
      if (!building || error) return;
      const unused = [...Object.keys(NATIVE_REPLACEMENTS), ...Object.keys(ON_FIRST_CALL)].filter(
        (source) => !replaced.has(source),
      );
      if (unused.length > 0)
        this.error(
          `native-built-ins: no module imports ${unused.map((source) => `"${source}"`).join(', ')} any more; ` +
            'a library changed its imports: update or drop the replacement (build/nativeBuiltIns.ts)',
        );
    },
  };
}
