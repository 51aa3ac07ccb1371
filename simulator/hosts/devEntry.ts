import { createSimulator } from '../createSimulator';
import { createRequestListener } from './http';

/** Entry loaded by the Vite plugin (vitePlugin.ts) inside the dev server. */
export function createDevListener({ control }: { control: boolean }) {
  const sim = createSimulator({
    clock: 'real',
    control,
    demoResetHours: Number(process.env.DEMO_RESET_HOURS ?? 24) || 24,
  });
  return createRequestListener(sim.handlers, { control, securityHeaders: false });
}
