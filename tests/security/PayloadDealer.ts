import type { ApiClient } from './apiClient';
import { urlPayloads, xssPayloads, type XssPayload } from './xssPayloads';

/** Where a payload ended up: "<METHOD> <path> <field>". */
export type Placement = string;

export interface Rejection {
  payload: number;
  where: Placement;
  status: number;
}

/**
 * Hands out the XSS corpus to the fields of API writes and keeps the books: which payload is stored
 * where, and which ones a field refused (422 — e.g. an e-mail or URL field), so those can be stored
 * in a free-text field instead. Payloads are dealt round-robin, so with enough fields every one is
 * used at least once.
 */
export class PayloadDealer {
  readonly stored = new Map<number, Placement[]>();
  readonly rejected: Rejection[] = [];
  /** Refused payloads not yet stored anywhere else. */
  readonly homeless: XssPayload[] = [];
  private nextAny = 0;
  private nextUrl = 0;

  constructor(private readonly api: ApiClient) {}

  /** The next payload of the corpus (or of its URL payloads). */
  take(kind: 'any' | 'url' = 'any'): XssPayload {
    if (kind === 'url') return urlPayloads[this.nextUrl++ % urlPayloads.length]!;
    return xssPayloads[this.nextAny++ % xssPayloads.length]!;
  }

  /**
   * Writes `fields` (name → payload) plus `fixed` values. Fields the API refuses with 422 are
   * dropped, recorded, and the write is retried with the rest. Returns the answer body.
   */
  async write<T = Record<string, unknown>>(
    method: string,
    path: string,
    fields: Record<string, XssPayload>,
    fixed: Record<string, unknown> = {},
  ): Promise<T> {
    const pending = { ...fields };
    for (;;) {
      const body = {
        ...fixed,
        ...Object.fromEntries(Object.entries(pending).map(([name, payload]) => [name, payload.text])),
      };
      const answer = await this.api.call<T & { errors?: { json?: Record<string, unknown> } }>(method, path, body);
      if (answer.status >= 200 && answer.status < 300) {
        for (const [name, payload] of Object.entries(pending)) this.place(payload, `${method} ${path} ${name}`);
        return answer.body;
      }
      const refused = Object.keys(answer.body?.errors?.json ?? {}).filter((name) => name in pending);
      if (answer.status !== 422 || refused.length === 0)
        throw new Error(`${method} ${path} → ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
      for (const name of refused) {
        const payload = pending[name]!;
        this.rejected.push({ payload: payload.id, where: `${method} ${path} ${name}`, status: answer.status });
        this.homeless.push(payload);
        delete pending[name];
      }
    }
  }

  /** Records a payload stored by other means (e.g. a header or a UI form). */
  place(payload: XssPayload, where: Placement): void {
    this.stored.set(payload.id, [...(this.stored.get(payload.id) ?? []), where]);
    const index = this.homeless.findIndex((p) => p.id === payload.id);
    if (index >= 0) this.homeless.splice(index, 1);
  }

  /** Payloads of the corpus not stored anywhere yet. */
  unused(): XssPayload[] {
    return xssPayloads.filter((p) => !this.stored.has(p.id));
  }
}
