import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { request as tlsRequest } from 'node:https';
import { join } from 'node:path';

/** A GET with this Accept-Encoding, its body as sent (not decoded, unlike fetch's). */
export function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((done, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        done({
          encoding: response.headers['content-encoding'],
          vary: [response.headers.vary].flat().join(', ') || undefined,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** A GET over TLS that accepts the test's self-signed certificate: its status and headers. */
export function tlsGet(url: string): Promise<{ status: number; headers: Headers }> {
  return new Promise((done, reject) => {
    tlsRequest(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) headers.set(name, [value].flat().join(', '));
        done({ status: response.statusCode ?? 0, headers });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A self-signed certificate for 127.0.0.1 in `dir` (console.crt, console.key), made with openssl. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  mkdirSync(dir, { recursive: true });
  const certificate = join(dir, 'console.crt');
  const key = join(dir, 'console.key');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { stdio: 'ignore' },
  );
  return { certificate, key };
}
