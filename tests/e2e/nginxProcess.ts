import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';

/** Running nginx unprivileged for tests/e2e/nginx.e2e.ts: finding it, its paths, a port, a main configuration. */

/** NGINX_PATH, else nginx on PATH or where Debian and other systems put it (/usr/sbin is not on a user's PATH). */
export function findNginx(): string | undefined {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const onPath = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx'));
  return [...onPath, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
    (path) => existsSync(path),
  );
}

/** A path nginx was built with (`nginx -V`), else `fallback`. */
export function builtPath(nginx: string, option: string, fallback: string): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  return new RegExp(`--${option}=(\\S+)`).exec(`${version.stdout}${version.stderr}`)?.[1] ?? fallback;
}

/** nginx's own mime.types (next to its compiled-in nginx.conf), which the image's main configuration includes too. */
export function mimeTypesPath(nginx: string): string {
  const mimeTypes = join(dirname(builtPath(nginx, 'conf-path', '/etc/nginx/nginx.conf')), 'mime.types');
  if (!existsSync(mimeTypes)) throw new Error(`nginx's mime.types is not at ${mimeTypes}`);
  return mimeTypes;
}

export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : reject(new Error('no port'))));
    });
  });
}

export const quote = (path: string) => JSON.stringify(path);

/**
 * A main configuration whose `http` block holds everything nginx would otherwise write under
 * /var (temp files, logs), then `body` (the server or the shipped site file).
 */
export function mainConf(dir: string, mimeTypes: string, body: string, brotliModule: string | undefined): string {
  return `# Test-only main configuration written by tests/e2e/nginx.e2e.ts.
daemon off;
worker_processes 1;
${
  // As root (a CI container), workers would switch to nobody, who may be unable to read the
  // checkout (/root is 0700); nothing here needs root, so this only keeps them able to read dist/.
  process.getuid?.() === 0 ? 'user root;\n' : ''
}pid ${quote(join(dir, 'nginx.pid'))};
error_log ${quote(join(dir, 'error.log'))} warn;
${brotliModule ? `load_module ${quote(brotliModule)};\n` : ''}events { worker_connections 256; }
http {
  include ${quote(mimeTypes)};
  default_type application/octet-stream;
  types_hash_max_size 2048;
  access_log ${quote(join(dir, 'access.log'))};
  client_body_temp_path ${quote(join(dir, 'client_body'))};
  proxy_temp_path ${quote(join(dir, 'proxy'))};
  fastcgi_temp_path ${quote(join(dir, 'fastcgi'))};
  uwsgi_temp_path ${quote(join(dir, 'uwsgi'))};
  scgi_temp_path ${quote(join(dir, 'scgi'))};
${body}
}
`;
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
