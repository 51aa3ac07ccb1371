import { loadInitData } from '../../../api/http/loadInitData';
import type { HttpClient } from '../../../api/http/createHttpClient';
import { resolveUrl } from '../../../api/http/resolveUrl';
import { PaymentError, type CardDetails, type PaymentProvider } from './PaymentProvider';

/** The card problems the provider names, as the payment step's messages. */
const cardErrors: Record<string, string> = {
  invalid_number: 'guest.signUp.payment.badNumber',
  invalid_expiry: 'guest.signUp.payment.badExpiry',
  invalid_cvc: 'guest.signUp.payment.badCvc',
};

/**
 * A payment provider with a card tokenization endpoint (configuration `payment.tokenizeUrl`). The
 * total is the server's price (`signup.price` in the guest init data); the card goes to the
 * provider's endpoint (never our API), which checks it and issues a one-time token for the amount.
 * The API simulator is one such provider (its decline test card 4000 0000 0000 0002 yields a token
 * whose charge the API declines: 402).
 */
export function createTokenizingPaymentProvider({
  client,
  baseUrl,
  tokenizeUrl,
}: {
  client: Pick<HttpClient, 'call'>;
  /** The API base URL: a path-only `tokenizeUrl` is on its host. */
  baseUrl: string;
  tokenizeUrl: string;
}): PaymentProvider {
  return {
    async quote() {
      const price = (await loadInitData(client, false)).signup?.price;
      if (!price) throw new Error('The server states no sign-up price');
      return { amountCents: price.amount_cents, currency: price.currency, plan: 'guest.signUp.payment.plan' };
    },
    async tokenize(card: CardDetails, amountCents: number) {
      const response = await fetch(new URL(tokenizeUrl, resolveUrl(baseUrl, '/')).href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ card, amount_cents: amountCents }),
      });
      const answer = (await response.json().catch(() => ({}))) as { token?: unknown; error?: { code?: string } };
      if (response.ok && typeof answer.token === 'string') return answer.token;
      const key = cardErrors[answer.error?.code ?? ''];
      throw key ? new PaymentError(key) : new Error(`The payment provider answered ${response.status}`);
    },
  };
}
