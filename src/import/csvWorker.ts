/// <reference lib="webworker" />
import { createEngineCore } from './engineCore';
import type { EngineRequest } from './engineProtocol';

/** Module Web Worker running papaparse and the validation off the page's thread. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createEngineCore((event) => scope.postMessage(event));
scope.onmessage = (event: MessageEvent<EngineRequest>) => handle(event.data);
