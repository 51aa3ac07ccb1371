import { resourceName } from './labels';

/** The names a resource goes by: `webhookEndpoint`, `WebhookEndpoint`, `/webhook-endpoint`, its words. */
export interface ResourceNames {
  name: string;
  Type: string;
  path: string;
  words: ReturnType<typeof resourceName>;
}

export function resourceNames(name: string): ResourceNames {
  return {
    name,
    Type: name[0]!.toUpperCase() + name.slice(1),
    path: '/' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()),
    words: resourceName(name),
  };
}
