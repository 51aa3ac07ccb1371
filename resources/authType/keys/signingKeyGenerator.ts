import { lazyModule } from '../../../src/framework/lazyModule';

/** `generateSigningKey`, downloaded when a Generate button is first pointed at or pressed. */
export const signingKeyGenerator = lazyModule(() =>
  import('./generateSigningKey').then((module) => module.generateSigningKey),
);
