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
 * Payment provider of the API simulator. The total is the server's price (`signup.price` in the
 * guest init data); the card goes to the simulated provider's token endpoint
 * (`/__provider/payment/tokens` on the API's host, never our API), which checks it like a
 * provider would and issues a one-time token for the amount. The decline test card
 * 4000 0000 0000 0002 yields a token whose charge the API declines (402).
 */
export function createSimulatedPaymentProvider({
  client,
  baseUrl,
}: {
  client: Pick<HttpClient, 'call'>;
  /** The API base URL: the provider lives on the same host. */
  baseUrl: string;
}): PaymentProvider {
  return {
    async quote() {
      const price = (await loadInitData(client, false)).signup?.price;
      if (!price) throw new Error('The server states no sign-up price');
      return { amountCents: price.amount_cents, currency: price.currency, plan: 'guest.signUp.payment.plan' };
    },
    async tokenize(card: CardDetails, amountCents: number) {
      const response = await fetch(new URL('/__provider/payment/tokens', resolveUrl(baseUrl, '/')).href, {
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
