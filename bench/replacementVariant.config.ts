/**
 * The console's build config less one build-time library replacement, named in DROP_REPLACEMENT
 * (a key of build/nativeBuiltIns.ts' maps, `console-router-only` or `side-effect-free`): what
 * bench/replacementSavings.ts builds to measure what each replacement saves.
 */
import { defineConfig } from 'vite';
import base from '../vite.config.ts';
import { NATIVE_REPLACEMENTS, ON_FIRST_CALL } from '../build/nativeBuiltIns.ts';

const drop = process.env.DROP_REPLACEMENT ?? '';
for (const map of [NATIVE_REPLACEMENTS, ON_FIRST_CALL]) delete (map as Record<string, string>)[drop];

export default defineConfig((env) => {
  const config = base(env);
  if (drop === 'console-router-only')
    config.plugins = config.plugins?.filter((plugin) => !(plugin && 'name' in plugin && plugin.name === drop));
  if (drop === 'side-effect-free' && config.build?.rolldownOptions) config.build.rolldownOptions.treeshake = {};
  return config;
});
