import Papa, { type Parser } from 'papaparse';
import { checkHeader, stripBom } from './columns';
import type { EngineEvent, EngineRequest } from './engineProtocol';
import { CHUNK_BYTES, PREVIEW_BYTES, PREVIEW_ROWS } from './limits';
import { csvParseConfig } from './parseConfig';
import { createRowPreparer } from './uploadRows';
import { CsvValidator } from './validator';

type Post = (event: EngineEvent) => void;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The engine's request handler: papaparse streams the file in chunks (never the whole file in
 * memory), the validator checks each chunk, uploads come out in batches with back-pressure (the
 * parser pauses until the page has sent the previous batch). Runs in `csvWorker.ts`.
 */
export function createEngineCore(post: Post): (request: EngineRequest) => void {
  let parser: Parser | null = null;
  let cancelled = false;
  let waiting = 0;
  let paused = false;

  const stream = (
    file: Blob,
    onChunk: (rows: string[][], issues: Papa.ParseError[], bytes: number) => void,
    onDone: () => void,
    id: number,
  ) => {
    cancelled = false;
    let bytes = 0;
    Papa.parse<string[]>(file as File, {
      ...csvParseConfig,
      chunkSize: CHUNK_BYTES,
      chunk: (results, current) => {
        parser = current;
        if (cancelled) return current.abort();
        bytes = Math.min(file.size, bytes + CHUNK_BYTES);
        try {
          onChunk(results.data, results.errors, bytes);
        } catch (error) {
          cancelled = true;
          current.abort();
          post({ id, type: 'error', message: message(error) });
        }
      },
      complete: () => {
        parser = null;
        if (!cancelled) onDone();
      },
      error: (error) => post({ id, type: 'error', message: message(error) }),
    });
  };

  return (request) => {
    switch (request.type) {
      case 'preview':
        request.file
          .slice(0, PREVIEW_BYTES)
          .text()
          .then((text) => {
            const { data } = Papa.parse<string[]>(text, { ...csvParseConfig, preview: PREVIEW_ROWS + 1 });
            const rows = data.length > 0 ? [stripBom(data[0]!), ...data.slice(1)] : data;
            post({ id: request.id, type: 'preview', rows, problems: rows[0] ? checkHeader(rows[0]) : [] });
          })
          .catch((error: unknown) => post({ id: request.id, type: 'error', message: message(error) }));
        return;
      case 'validate': {
        const validator = new CsvValidator(request);
        stream(
          request.file,
          (rows, issues, bytes) => {
            validator.push(rows, issues);
            post({ id: request.id, type: 'progress', rows: validator.recordsRead, bytes });
          },
          () => post({ id: request.id, type: 'validated', summary: validator.finish() }),
          request.id,
        );
        return;
      }
      case 'upload': {
        const prepare = createRowPreparer(request);
        let record = 0;
        let batch: string[][] = [];
        waiting = 0;
        paused = false;
        const send = (last: boolean) => {
          waiting += 1;
          post({ id: request.id, type: 'batch', rows: batch, last });
          batch = [];
        };
        stream(
          request.file,
          (rows, _issues, bytes) => {
            for (const cells of rows) {
              record += 1;
              batch.push(prepare(cells, record));
              if (batch.length >= request.batchRows) send(false);
            }
            post({ id: request.id, type: 'progress', rows: record, bytes });
            if (waiting > 0 && parser) {
              paused = true;
              parser.pause();
            }
          },
          () => send(true),
          request.id,
        );
        return;
      }
      case 'next':
        waiting = Math.max(0, waiting - 1);
        if (waiting === 0 && paused && parser) {
          paused = false;
          parser.resume();
        }
        return;
      case 'cancel':
        cancelled = true;
        parser?.abort();
        parser = null;
        return;
    }
  };
}
