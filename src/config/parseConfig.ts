import { AppConfigSchema, type AppConfig } from './appConfig';

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Validates a parsed config.json; problems are readable `path: message` lines for the error screen. */
export function parseConfig(raw: unknown): ConfigResult {
  const result = AppConfigSchema.safeParse(raw);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}
