/// <reference lib="webworker" />
import { parseSetupFile } from './parseSetupFile';

/** Module Web Worker parsing a setup file's text off the page's thread (`parseSetupOffThread`). */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<string>) => scope.postMessage(parseSetupFile(event.data));
