/**
 * What each build-time library replacement saves on the first screens (issue 46: drop one that
 * saves under 2 KB gzipped): the console built as it is, then once without each replacement
 * (bench/replacementVariant.config.ts), each into dist-replacements/<name>/; per build, the gzipped
 * JavaScript of the sign-in page and of a signed-in deep link to a list (`/user`: the sign-in
 * page's files, the start, shell and list pages' chunks, the data provider's, and their static
 * imports). `npx tsx bench/replacementSavings.ts` prints a Markdown table.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, measureBundle, projectRoot, staticImports } from './bundleSize';

const VARIANTS = [
  ['', 'none (the console as built)'],
  ['object.entries', "node-polyglot's `object.entries` polyfill → `Object.entries`"],
  ['lodash/isEqual.js', "lodash's `isEqual` → `dequal`"],
  ['jsonexport/dist/index.js', 'jsonexport → downloaded on first call'],
  ['console-router-only', "ra-core's own hash router import dropped (`consoleRouterOnly`)"],
  ['side-effect-free', 'hoist-non-react-statics marked side-effect free'],
] as const;
/** The chunks a signed-in deep link to a list loads besides the sign-in page's (build/pageChunks.ts). */
const DEEP_LINK_CHUNKS = /^(page-start|page-shell|page-list|simpleRest)-[\w-]+\.js$/;

function build(drop: string, outDir: string): void {
  const vite = join(projectRoot, 'node_modules', '.bin', 'vite');
  const args = ['build', '--logLevel', 'warn', '--config', 'bench/replacementVariant.config.ts', '--outDir', outDir];
  const result = spawnSync(vite, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, DROP_REPLACEMENT: drop },
  });
  if (result.status !== 0) throw new Error(`vite build without ${drop || 'nothing'} failed`);
}

/** Gzipped bytes of `roots` (dist-relative) and everything they import statically. */
function closureGzip(dist: string, roots: readonly string[]): number {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(join(dist, file), 'utf8')))
      if (spec.startsWith('./')) queue.push(`assets/${spec.slice(2)}`);
  }
  return [...seen].reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[] = [];
let baseline: { signIn: number; deepLink: number } | undefined;
for (const [drop, label] of VARIANTS) {
  const outDir = `dist-replacements/${drop.replace(/\W+/g, '_') || 'console'}`;
  build(drop, outDir);
  const dist = join(projectRoot, outDir);
  const report = measureBundle(dist);
  const deepLinkRoots = readdirSync(join(dist, 'assets'))
    .filter((file) => DEEP_LINK_CHUNKS.test(file))
    .map((file) => `assets/${file}`);
  const figures = {
    signIn: report.initialGzipBytes,
    deepLink: closureGzip(dist, [...report.initialFiles, ...deepLinkRoots]),
  };
  baseline ??= figures;
  const saved = (key: 'signIn' | 'deepLink') => (drop ? kb(figures[key] - baseline![key]) : '');
  rows.push(
    `| ${label} | ${kb(figures.signIn)} | ${kb(figures.deepLink)} | ${saved('signIn')} | ${saved('deepLink')} |`,
  );
}
console.log(
  [
    '| built without | sign-in page JS (gzip) | deep link to `/user` JS (gzip) | saved on sign-in | saved on the deep link |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n'),
);
