// Reason: the web server sends a ready .br/.gz copy (brotli ~13% smaller than gzip -9) without compressing per request.
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The built files that get compressed copies: the hashed assets only. */
export const PRECOMPRESSED = /^assets\/.*\.(js|css|svg)$/;

/**
 * Each built script, style and SVG of assets/ also as `.br` (brotli, highest quality) and `.gz`
 * (gzip -9), next to it: the web server sends the smallest one the browser accepts without
 * compressing on each request (nginx's brotli_static and gzip_static, deploy/; the Node host of
 * `npm start` and the tests, simulator/hosts/http.ts). Brotli is ~13% smaller than gzip -9 on a
 * deep link's scripts, and gzip -9 ~11% smaller than what nginx's own gzip (level 1) sends.
 * Only the hashed assets: config.json and index.html are replaced or mounted
 * at deployment, and a stale compressed copy beside them would be sent instead.
 */
export const precompressedAssets = () =>
  compression({
    include: PRECOMPRESSED,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
