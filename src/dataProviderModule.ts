import { lazyModule } from './framework/lazyModule';

/** The data layer's code, loaded on the first data call (never on the sign-in page), or preloaded at a signed-in deep link. */
export const dataProviderModule = lazyModule(() => import('./providers/createDataProvider'));
