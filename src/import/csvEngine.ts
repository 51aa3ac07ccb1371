import { lazyModule } from '../framework/lazyModule';
import type { EngineEvent, EngineRequest } from './engineProtocol';
import { BATCH_ROWS } from './limits';
import type { Problem, RunOptions, ValidationSummary } from './types';

type Listener = (event: EngineEvent) => void;

interface Channel {
  send: (request: EngineRequest) => void;
  listen: (listener: Listener) => void;
  close: () => void;
}

function workerChannel(): Channel {
  const worker = new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' });
  return {
    send: (request) => worker.postMessage(request),
    listen: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<EngineEvent>) => listener(event.data)),
    close: () => worker.terminate(),
  };
}

/** The same engine on the page's thread, for environments without module workers (jsdom in tests). */
function inlineChannel(): Channel {
  const listeners: Listener[] = [];
  let handle: ((request: EngineRequest) => void) | null = null;
  const engineCore = lazyModule(() => import('./engineCore'));
  const ready = engineCore.load().then(({ createEngineCore }) => {
    handle = createEngineCore((event) => setTimeout(() => listeners.forEach((listener) => listener(event))));
  });
  return {
    send: (request) => void (handle ? handle(request) : ready.then(() => handle?.(request))),
    listen: (listener) => void listeners.push(listener),
    close: () => undefined,
  };
}

export interface Progress {
  rows: number;
  bytes: number;
}

/** Page-side handle of the CSV engine: one operation at a time; a new one cancels the running one. */
export class CsvEngine {
  private readonly channel: Channel;
  private nextId = 1;
  private handlers = new Map<number, Listener>();

  constructor(channel?: Channel) {
    this.channel = channel ?? (typeof Worker === 'function' ? workerChannel() : inlineChannel());
    this.channel.listen((event) => this.handlers.get(event.id)?.(event));
  }

  private start(build: (id: number) => EngineRequest, on: (event: EngineEvent, done: () => void) => void): number {
    this.cancel();
    const id = this.nextId++;
    this.handlers.set(id, (event) => on(event, () => this.handlers.delete(id)));
    this.channel.send(build(id));
    return id;
  }

  /** The first rows (read from the first bytes only) and the header's problems. */
  preview(file: Blob): Promise<{ rows: string[][]; problems: Problem[] }> {
    return new Promise((resolve, reject) => {
      this.start(
        (id) => ({ id, type: 'preview', file }),
        (event, done) => {
          if (event.type === 'preview') resolve({ rows: event.rows, problems: event.problems });
          else if (event.type === 'error') reject(new Error(event.message));
          done();
        },
      );
    });
  }

  /** Checks the whole file; progress is reported per chunk. */
  validate(file: Blob, options: RunOptions, onProgress: (progress: Progress) => void): Promise<ValidationSummary> {
    return new Promise((resolve, reject) => {
      this.start(
        (id) => ({ id, type: 'validate', file, ...options }),
        (event, done) => {
          if (event.type === 'progress') return onProgress(event);
          if (event.type === 'validated') resolve(event.summary);
          else if (event.type === 'error') reject(new Error(event.message));
          done();
        },
      );
    });
  }

  /** Streams the prepared rows in batches; the next batch is read once `onBatch` has resolved. */
  upload(
    file: Blob,
    options: RunOptions,
    onBatch: (rows: string[][], last: boolean) => Promise<void>,
    batchRows = BATCH_ROWS,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      let chain = Promise.resolve();
      let failed = false;
      const id = this.start(
        (requestId) => ({ id: requestId, type: 'upload', file, batchRows, ...options }),
        (event, done) => {
          if (event.type === 'error') {
            done();
            reject(new Error(event.message));
          }
          if (event.type !== 'batch') return;
          chain = chain.then(async () => {
            if (failed) return;
            try {
              await onBatch(event.rows, event.last);
            } catch (error) {
              failed = true;
              done();
              this.cancel();
              reject(error instanceof Error ? error : new Error(String(error)));
              return;
            }
            this.channel.send({ id, type: 'next' });
            if (event.last) {
              done();
              resolve();
            }
          });
        },
      );
    });
  }

  cancel(): void {
    this.channel.send({ id: 0, type: 'cancel' });
    this.handlers.clear();
  }

  dispose(): void {
    this.cancel();
    this.channel.close();
  }
}
