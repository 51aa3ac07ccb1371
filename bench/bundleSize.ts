/**
 * Bundle-size benchmark: how much gzipped JavaScript the sign-in page loads.
 *
 * The sign-in page loads the module scripts and modulepreload links of dist/index.html and,
 * transitively, the chunks those import statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"` at the top of each built chunk). Dynamic `import()` chunks are loaded
 * later, on demand, and are not counted. Sizes are gzip level 9 of the built files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const projectRoot = resolve(import.meta.dirname, '..');
export const defaultDistDir = join(projectRoot, 'dist');

export interface ChunkSize {
  /** Path relative to dist/, with forward slashes. */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** True when the sign-in page loads it (entry, modulepreload or static import of those). */
  initial: boolean;
}

export interface BundleReport {
  distDir: string;
  /** Entry scripts and modulepreloads found in index.html (dist-relative). */
  entries: string[];
  /** Every JS chunk the sign-in page loads, in discovery order. */
  initialFiles: string[];
  initialGzipBytes: number;
  initialBytes: number;
  /** Every built JS chunk, largest gzip first. */
  chunks: ChunkSize[];
  /** Built CSS files, for information (not part of the JS budget). */
  css: ChunkSize[];
  /** Specifiers that could not be resolved to a file in dist/ (a sign the parser is out of date). */
  unresolved: string[];
}

/** Runs `vite build` (production mode) and fails loudly when it does. */
export function buildConsole(extraArgs: string[] = []): void {
  const vite = join(projectRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn', ...extraArgs], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `vite build failed (exit ${result.status ?? result.signal}${result.error ? `: ${result.error.message}` : ''})`,
    );
  }
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** `src`/`href` of `<script type="module" src>` and `<link rel="modulepreload" href>` in an HTML page. */
export function htmlModuleUrls(html: string): string[] {
  const urls: string[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of withoutComments.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attrs = parseAttributes(tag);
    if (/^<script/i.test(tag) && attrs.type === 'module' && attrs.src) urls.push(attrs.src);
    if (/^<link/i.test(tag) && (attrs.rel ?? '').split(/\s+/).includes('modulepreload') && attrs.href)
      urls.push(attrs.href);
  }
  return urls;
}

function parseAttributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(re)) {
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * Specifiers of the static import/re-export statements at the top of an ES module chunk.
 * Stops at the first statement that is not an import (bundlers hoist all static imports).
 * Matches the output of Vite 8 (rolldown): `import{t as e}from"./x.js";import"./y.js";`.
 * Dynamic `import("…")` and `import.meta` are never matched.
 */
export function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  let rest = code;
  // Whitespace, comments, a hashbang, "use strict", and the `const __vite__mapDeps=…;` line that
  // Vite prepends (before the imports) to chunks with preloaded dynamic imports.
  const skip =
    /^(?:\s+|\/\/[^\n]*\n?|\/\*[\s\S]*?\*\/|#![^\n]*\n?|(["'])use strict\1;?|const __vite__mapDeps=[^\n]*\n)/;
  const importFrom = /^import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*(["'])([^"'\n]+)\1\s*;?/;
  const importBare = /^import\s*(["'])([^"'\n]+)\1\s*;?/;
  const importDefault = /^import\s+[\w$]+\s+from\s*(["'])([^"'\n]+)\1\s*;?/;
  const exportFrom = /^export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\1\s*;?/;
  for (;;) {
    const s = skip.exec(rest);
    if (s && s[0].length > 0) {
      rest = rest.slice(s[0].length);
      continue;
    }
    const m = importBare.exec(rest) ?? importDefault.exec(rest) ?? importFrom.exec(rest) ?? exportFrom.exec(rest);
    if (!m) break;
    specifiers.push(m[2]!);
    rest = rest.slice(m[0].length);
  }
  return specifiers;
}

/** Maps a URL from index.html (absolute, with or without a base path) or a chunk import to a dist-relative path. */
function resolveInDist(distDir: string, specifier: string, importer: string | undefined): string | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(specifier) || specifier.startsWith('data:')) return undefined; // external
  const base = importer ? `http://dist/${importer}` : 'http://dist/index.html';
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(specifier, base).pathname);
  } catch {
    return undefined;
  }
  // Strip a base path (e.g. `/admin/assets/x.js` when built with `base: '/admin/'`) until the file exists.
  const segments = pathname.split('/').filter(Boolean);
  while (segments.length > 0) {
    const candidate = segments.join('/');
    if (existsSync(join(distDir, candidate))) return candidate;
    segments.shift();
  }
  return undefined;
}

function listFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, root));
    else out.push(relative(root, full).split(sep).join(posix.sep));
  }
  return out;
}

export function measureBundle(distDir: string = defaultDistDir): BundleReport {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} not found: build the console first (vite build)`);

  const unresolved: string[] = [];
  const entries: string[] = [];
  for (const url of htmlModuleUrls(readFileSync(indexHtml, 'utf8'))) {
    const file = resolveInDist(distDir, url, undefined);
    if (file) entries.push(file);
    else unresolved.push(`index.html → ${url}`);
  }

  const initial = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (initial.has(file)) continue;
    initial.add(file);
    for (const spec of staticImports(readFileSync(join(distDir, file), 'utf8'))) {
      const target = resolveInDist(distDir, spec, file);
      if (target) queue.push(target);
      else if (spec.startsWith('.') || spec.startsWith('/')) unresolved.push(`${file} → ${spec}`);
    }
  }

  const sizeOf = (file: string): ChunkSize => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSize(content), initial: initial.has(file) };
  };
  const all = listFiles(distDir);
  const isJs = (f: string) => ['.js', '.mjs'].includes(extname(f)) && f !== 'mockServiceWorker.js';
  const chunks = all
    .filter(isJs)
    .map(sizeOf)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const css = all
    .filter((f) => extname(f) === '.css')
    .map(sizeOf)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const initialFiles = [...initial];
  const initialChunks = initialFiles.map((f) => chunks.find((c) => c.file === f) ?? sizeOf(f));
  return {
    distDir,
    entries,
    initialFiles,
    initialGzipBytes: initialChunks.reduce((sum, c) => sum + c.gzipBytes, 0),
    initialBytes: initialChunks.reduce((sum, c) => sum + c.bytes, 0),
    chunks,
    css,
    unresolved,
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
/** "1 file", "19 files". */
export const files = (count: number): string => `${count} ${count === 1 ? 'file' : 'files'}`;

/** Markdown body of the bundle section of bench/RESULTS.md. */
export function bundleMarkdown(report: BundleReport): string {
  const lines = [
    '## Bundle size (sign-in page)',
    '',
    `Gzipped JavaScript the sign-in page loads (entry scripts, modulepreloads and their static imports; gzip level 9): **${kb(report.initialGzipBytes)}** (${kb(report.initialBytes)} raw, ${files(report.initialFiles.length)}).`,
    '',
    '| chunk | raw | gzip | loaded by sign-in page |',
    '| --- | ---: | ---: | :---: |',
    ...report.chunks.map((c) => `| ${c.file} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} | ${c.initial ? 'yes' : ''} |`),
  ];
  if (report.css.length > 0) {
    lines.push('', 'CSS (not counted in the JS budget):', '', '| file | raw | gzip |', '| --- | ---: | ---: |');
    lines.push(...report.css.map((c) => `| ${c.file} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} |`));
  }
  if (report.unresolved.length > 0) lines.push('', `Unresolved imports: ${report.unresolved.join(', ')}`);
  return lines.join('\n');
}
