/// <reference lib="webworker" />
import Papa from 'papaparse';
import { CHUNK_BYTES } from '../../src/import/limits';
import { csvParseConfig } from '../../src/import/parseConfig';

/** Raw papaparse in a module worker: same settings and chunk size, rows counted, nothing checked. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<Blob>) => {
  let rows = 0;
  Papa.parse<string[]>(event.data as File, {
    ...csvParseConfig,
    chunkSize: CHUNK_BYTES,
    chunk: (results) => {
      rows += results.data.length;
    },
    complete: () => scope.postMessage(rows),
  });
};
