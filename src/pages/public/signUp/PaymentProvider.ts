/** Card details typed on the payment step (they go to the payment provider only, never to our API). */
export interface CardDetails {
  number: string;
  expiry: string; // MM/YY
  cvc: string;
  holder: string;
}

/** What the sign-up costs, in cents of US dollars (SPEC §9: "Payment total in dollars"). */
export interface PaymentQuote {
  amountCents: number;
  currency: 'USD';
  /** i18n key of the plan's description. */
  plan: string;
}

/**
 * The payment provider of the sign-up: quotes the total and turns card details into a one-time
 * token that the sign-up request carries (`payment: { token, amount_cents }`); the API charges it.
 * A real deployment plugs its provider's SDK in here.
 */
export interface PaymentProvider {
  quote(): Promise<PaymentQuote>;
  /** Rejects with a `PaymentError` when the card details are not usable. */
  tokenize(card: CardDetails, amountCents: number): Promise<string>;
}

export class PaymentError extends Error {
  /** i18n key of the message shown on the payment step. */
  constructor(public readonly key: string) {
    super(key);
  }
}
