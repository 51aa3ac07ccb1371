/**
 * The console served as operators serve it: nginx with the shipped deploy/console.conf (what
 * deploy/Dockerfile installs), serving the build this run made (E2E_DIST_DIR). The API stays the
 * simulator host of scripts/e2e.mjs, reached through this nginx: the Content-Security-Policy allows
 * connections to the console's own origin only, as an operator's proxy location would.
 *
 * nginx runs unprivileged from a temporary directory: a test-only main configuration (pid, logs,
 * temp paths, a free port on 127.0.0.1, the proxy) wraps the shipped file, which is included as it is.
 * Without nginx the file is skipped (`apt-get install nginx`), except under CI=true, where that fails,
 * as a missing Chromium does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../simulator/hosts/http';
import { ADMIN, baseUrl, control, launchBrowser, signIn, visible, type Session } from './harness';
import { rawGet, selfSignedCertificate, tlsGet } from './nginxRequests';
import { builtPath, findNginx, freePort, mainConf, mimeTypesPath, quote, tail } from './nginxProcess';

const projectRoot = resolve(import.meta.dirname, '..', '..');
const consoleConf = join(projectRoot, 'deploy', 'console.conf');
const brotliConf = join(projectRoot, 'deploy', 'brotli.conf');
const siteConf = join(projectRoot, 'deploy', 'nginx.conf');
const distDir = resolve(projectRoot, process.env.E2E_DIST_DIR || 'dist');
const isCI = /^(1|true)$/i.test(process.env.CI ?? '');

const nginxPath = findNginx();
const NO_NGINX = 'no nginx found (install with apt-get install nginx, or set NGINX_PATH)';
if (!nginxPath && !isCI) console.warn(`nginx deployment test SKIPPED: ${NO_NGINX}`);

/** The brotli module deploy/brotli.conf needs (Debian's libnginx-mod-http-brotli-static, as in the image), if installed. */
const brotliModule = (() => {
  if (!nginxPath) return undefined;
  const path = join(builtPath(nginxPath, 'modules-path', '/usr/lib/nginx/modules'), 'ngx_http_brotli_static_module.so');
  return existsSync(path) ? path : undefined;
})();
const NO_BROTLI =
  "no nginx brotli module (apt-get install libnginx-mod-http-brotli-static): deploy/brotli.conf's tests";
if (nginxPath && !brotliModule && !isCI) console.warn(`SKIPPED: ${NO_BROTLI}`);

/** Headers whose values must be the same from nginx and the Node host. */
const comparedHeaders = [...Object.keys(securityHeaders), 'Cache-Control'];

async function headersOf(origin: string, path: string): Promise<Record<string, string | null>> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status, `GET ${origin}${path}`).toBe(200);
  await response.arrayBuffer();
  return Object.fromEntries(comparedHeaders.map((name) => [name, response.headers.get(name)]));
}

describe.skipIf(!nginxPath)('the console served by nginx with deploy/console.conf', () => {
  let dir: string;
  let nginx: ChildProcess | undefined;
  let exited: string | undefined;
  let origin: string;
  let tlsOrigin: string;
  let session: Session | undefined;
  let page: Page;
  const stop = () => {
    if (nginx && exited === undefined) nginx.kill('SIGTERM');
  };

  beforeAll(async () => {
    const mimeTypes = mimeTypesPath(nginxPath!);
    dir = mkdtempSync(join(tmpdir(), 'e2e-nginx-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const tlsPort = await freePort();
    tlsOrigin = `https://127.0.0.1:${tlsPort}`;
    const tls = selfSignedCertificate(join(dir, 'tls'));
    // The TLS server of deploy/nginx.conf as it is shipped (its HSTS line), on a free port.
    const hsts =
      /^\s*add_header Strict-Transport-Security .* always;$/m.exec(readFileSync(siteConf, 'utf8'))?.[0] ?? '';
    expect(hsts, 'the HSTS line of deploy/nginx.conf').not.toBe('');
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      mainConf(
        dir,
        mimeTypes,
        `  server {
    listen 127.0.0.1:${port};
    root ${quote(distDir)};
    # The shipped files, as deploy/nginx.conf includes them.
    include ${quote(consoleConf)};
    ${brotliModule ? `include ${quote(brotliConf)};` : '# (no brotli module: deploy/brotli.conf left out)'}
    # Test only: the simulator's API, log, providers and control API on this origin, as the
    # policy's connect-src 'self' requires (an operator proxies the identity API the same way).
    location ~ ^/(api/|log$|__provider/|__control/) {
      proxy_pass ${baseUrl()};
      proxy_set_header Host $http_host;
    }
  }
  server {
    listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${quote(tls.certificate)};
    ssl_certificate_key ${quote(tls.key)};
    root ${quote(distDir)};
${hsts}
    include ${quote(consoleConf)};
  }`,
        brotliModule,
      ),
    );
    const errorLog = join(dir, 'error.log');
    nginx = spawn(nginxPath!, ['-p', `${dir}/`, '-c', conf, '-e', errorLog], { stdio: 'ignore' });
    nginx.on('exit', (code, signal) => (exited = String(code ?? signal)));
    process.on('exit', stop);

    const deadline = Date.now() + 15_000;
    for (;;) {
      if (exited !== undefined) throw new Error(`nginx exited (${exited}) at start:\n${tail(errorLog)}`);
      const answer = await fetch(`${origin}/config.json`).catch(() => undefined);
      if (answer?.ok) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin} within 15 s:\n${tail(errorLog)}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  });

  afterAll(async () => {
    await session?.close();
    if (nginx && exited === undefined) {
      const gone = new Promise((done) => nginx!.once('exit', done));
      stop();
      await Promise.race([gone, new Promise((wait) => setTimeout(wait, 5_000))]);
    }
    process.off('exit', stop);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!brotliModule)(
    'the shipped site file deploy/nginx.conf, with console.conf and brotli.conf beside it, passes nginx -t',
    () => {
      // As in the image: conf.d/default.conf includes console.conf and brotli.conf from the configuration directory.
      const checkDir = join(dir, 'site-check');
      mkdirSync(checkDir);
      symlinkSync(consoleConf, join(checkDir, 'console.conf'));
      symlinkSync(brotliConf, join(checkDir, 'brotli.conf'));
      // The TLS server's certificate and key, where the site file names them (tls/, beside it).
      selfSignedCertificate(join(checkDir, 'tls'));
      const conf = join(checkDir, 'nginx.conf');
      writeFileSync(conf, mainConf(checkDir, mimeTypesPath(nginxPath!), `  include ${quote(siteConf)};`, brotliModule));
      const check = spawnSync(nginxPath!, ['-t', '-p', `${checkDir}/`, '-c', conf, '-e', join(checkDir, 'error.log')], {
        encoding: 'utf8',
      });
      expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    },
  );

  it("sends the Node host's security and cache headers for index.html, an asset and config.json", async () => {
    const asset = readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js'));
    expect(asset, `a built script in ${distDir}/assets`).toBeDefined();
    for (const path of ['/', '/index.html', `/assets/${asset}`, '/config.json']) {
      const fromNginx = await headersOf(origin, path);
      expect(fromNginx, `nginx ${path}`).toEqual(await headersOf(baseUrl(), path));
      // Compared with the policy itself too, so an nginx that sent none would not pass by matching nothing.
      expect(fromNginx['Content-Security-Policy'], `nginx ${path}`).toBe(securityHeaders['Content-Security-Policy']);
      // nginx fills in $console_api_hosts, the API hosts of multi-application mode, as the Node host does.
      expect(fromNginx['Content-Security-Policy'], `nginx ${path}`).toMatch(/; connect-src 'self' \*\.localhost:\*$/);
    }
    expect((await headersOf(origin, `/assets/${asset}`))['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it.skipIf(!brotliModule)(
    "sends a script as the build's brotli copy to a browser that accepts brotli, else as its gzip copy, as the Node host does",
    async () => {
      const asset = readdirSync(join(distDir, 'assets')).find((name) => /^index-.*\.js$/.test(name));
      expect(asset, `the entry script in ${distDir}/assets`).toBeDefined();
      const path = `/assets/${asset}`;
      const cases = [
        { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', copy: `${path}.br` },
        { acceptEncoding: 'gzip, deflate', encoding: 'gzip', copy: `${path}.gz` },
        { acceptEncoding: 'identity', encoding: undefined, copy: path },
      ];
      for (const { acceptEncoding, encoding, copy } of cases) {
        const built = readFileSync(join(distDir, copy));
        for (const host of [origin, baseUrl()]) {
          const answer = await rawGet(`${host}${path}`, acceptEncoding);
          const what = `${host}${path} with Accept-Encoding: ${acceptEncoding}`;
          expect(answer.encoding, what).toBe(encoding);
          expect(answer.vary, what).toMatch(/Accept-Encoding/i);
          // Byte for byte the build's copy: compressed once at build time, not per request.
          expect(
            answer.body.equals(built),
            `${what}: ${answer.body.length} bytes, the build's ${copy} ${built.length}`,
          ).toBe(true);
        }
      }
      // The brotli copy is what makes it worth it: smaller than the gzip one.
      expect(readFileSync(join(distDir, `${path}.br`)).length).toBeLessThan(
        readFileSync(join(distDir, `${path}.gz`)).length,
      );
    },
  );

  it('sends each security header, and HSTS from the TLS server', async () => {
    const plain = await fetch(`${origin}/`);
    const secure = await tlsGet(`${tlsOrigin}/`);
    for (const headers of [plain.headers, secure.headers]) {
      const policy = new Map(
        (headers.get('content-security-policy') ?? '').split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(policy.get('form-action')).toBe("'self'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(secure.status).toBe(200);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    // A clean URL's fallback and a missing asset over TLS carry it too (every answer).
    expect((await tlsGet(`${tlsOrigin}/user`)).headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect((await tlsGet(`${tlsOrigin}/assets/none-0000.js`)).headers.get('strict-transport-security')).toMatch(
      /^max-age=/,
    );
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends config.json with Cache-Control: no-cache, and the built one', async () => {
    const response = await fetch(`${origin}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(JSON.parse(readFileSync(join(distDir, 'config.json'), 'utf8')));
  });

  it('answers clean URLs with index.html, and a missing asset with 404', async () => {
    const index = readFileSync(join(distDir, 'index.html'), 'utf8');
    for (const path of ['/user', '/project/create', '/user/credentials/3/update/5']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(index);
    }
    const missing = await fetch(`${origin}/assets/no-such-chunk-0000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(missing.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
  });

  it('signs in and lists the users in Chromium with no CSP violation', async () => {
    await control.reset();
    session = await launchBrowser();
    page = session.page;
    const apiAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${origin}/api/v1/`)) apiAnswers.push(`${response.status()} ${response.url()}`);
    });
    const document = await page.goto(`${origin}/`);
    expect(document?.headers()['content-security-policy']).toBe(securityHeaders['Content-Security-Policy']);
    await signIn(page, ADMIN);
    // A signed-in load of a clean URL: index.html from the fallback, then the list from the API behind nginx.
    await page.goto(`${origin}/user`);
    await visible(page.getByRole('heading', { level: 1, name: 'Users' }), 30_000);
    await visible(page.getByRole('cell', { name: 'Administrator admin', exact: true }), 30_000);
    // The list came from the simulator through nginx's origin, not from anywhere else.
    expect(
      apiAnswers.some((answer) => answer.startsWith(`200 ${origin}/api/v1/user`)),
      apiAnswers.join('\n'),
    ).toBe(true);
    // The harness's collector, with a readable list of what was blocked.
    session.expectNoCspViolationsOrPageErrors();
    expect(session.cspViolations).toHaveLength(0);
  });
});

describe.runIf((!nginxPath || !brotliModule) && isCI)('the nginx deployment test under CI=true', () => {
  it('has nginx and its brotli module', () => {
    throw new Error(
      `${nginxPath ? NO_BROTLI : NO_NGINX}: CI=true requires the nginx deployment test to run (.ci/run installs Debian's nginx and the module)`,
    );
  });
});
