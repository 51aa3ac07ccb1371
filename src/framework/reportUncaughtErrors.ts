import type { ErrorInfo, RootOptions } from 'react-dom/client';
import type { ErrorLogger } from '../api/http/ErrorLogger';
import { LAZY_LOAD_ERROR_EVENT } from './lazyModule';

/**
 * Sends the errors no request reports to the log service (SPEC §8 "all errors are posted"):
 * uncaught errors, unhandled promise rejections and failed lazy loads, as they reach `target`
 * (the window). The logger skips what SPEC §8 excludes and repeats. Returns the uninstaller.
 */
export function reportUncaughtErrors(logger: Pick<ErrorLogger, 'log'>, target: EventTarget = window): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    logger.log(error ?? message, { source: 'uncaught' });
  };
  const onRejection = (event: Event) =>
    logger.log((event as PromiseRejectionEvent).reason, { source: 'unhandledrejection' });
  const onLazyLoad = (event: Event) => logger.log((event as CustomEvent).detail, { source: 'lazy-load' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener(LAZY_LOAD_ERROR_EVENT, onLazyLoad);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener(LAZY_LOAD_ERROR_EVENT, onLazyLoad);
  };
}

/**
 * React root options that send what error boundaries catch (and render errors nothing catches) to
 * `report` — set once the services exist — as well as to the browser console, as React does by default.
 */
export function rootErrorOptions(report: () => Pick<ErrorLogger, 'log'> | undefined): RootOptions {
  const send = (source: string) => (error: unknown, info: ErrorInfo) => {
    console.error(error);
    report()?.log(error, { source, componentStack: info.componentStack });
  };
  return { onCaughtError: send('error-boundary'), onUncaughtError: send('render') };
}
