import { z } from 'zod/mini';

// zod 4 probes `new Function('')` to decide whether it may compile parsers; the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') reports that probe as a violation. Interpreted parsing is
// fast enough for our payloads. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
