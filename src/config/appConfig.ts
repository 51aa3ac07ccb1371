import { z } from 'zod';
import { defaultApiPaths } from '../api/contract/paths';

const localeCodes = ['en', 'ru', 'de', 'pt', 'fr', 'ro', 'zh', 'es'] as const;

const apiPathsSchema = z
  .object(Object.fromEntries(Object.keys(defaultApiPaths).map((name) => [name, z.string().startsWith('/')])))
  .partial();

/**
 * Runtime settings read from `config.json` at start (DESIGN.md §7). Everything has a default so an
 * empty object is a valid configuration; unknown keys are rejected to catch typos early.
 */
export const AppConfigSchema = z
  .object({
    name: z.string().min(1).default('Identity Console'),
    env: z.string().default('production'),
    rootPath: z.string().startsWith('/').default('/'),
    api: z
      .object({
        baseUrl: z.string().min(1).default('/api/v1'),
        paths: apiPathsSchema.default({}),
        resources: z.record(z.string(), z.string().startsWith('/')).default({}),
      })
      .strict()
      .default({ baseUrl: '/api/v1', paths: {}, resources: {} }),
    logUrl: z.string().min(1).nullable().default(null),
    appId: z.string().min(1).default('console'),
    multiApp: z.boolean().default(true),
    platformDomain: z.string().min(1).default('localhost'),
    signInMode: z.enum(['simple', 'email']).default('email'),
    signUp: z
      .object({ enabled: z.boolean().default(true), active: z.boolean().default(true) })
      .strict()
      .default({ enabled: true, active: true }),
    languages: z.array(z.enum(localeCodes)).min(1).default([...localeCodes]),
    defaultLanguage: z.enum(localeCodes).default('en'),
    disabledRoutes: z.array(z.string()).default([]),
    staticPages: z
      .record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.url({ protocol: /^https?$/ }))
      .default({ terms: 'https://identity.example.com/terms', privacy: 'https://identity.example.com/privacy' }),
    updatesInterval: z.number().int().min(1000).default(120000),
    apiDocsUrl: z.url({ protocol: /^https?$/ }).nullable().default(null),
    demo: z
      .object({ subdomain: z.string().min(1).default('demo') })
      .strict()
      .default({ subdomain: 'demo' }),
  })
  .strict();

export type AppConfig = z.infer<typeof AppConfigSchema>;
export type LocaleCode = (typeof localeCodes)[number];
