import { PaymentError, type CardDetails, type PaymentProvider } from './PaymentProvider';

/** Passes the Luhn check (card numbers' check digit). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function expired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return true;
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** The plan the simulator sells: the console's monthly subscription. */
const SIMULATED_PLAN_CENTS = 4900;

/**
 * Payment provider for the API simulator (its sign-up accepts tokens starting `tok_`, except
 * `tok_declined`). Checks the card like a provider's client library would; the well-known decline
 * test card 4000 0000 0000 0002 yields the declined token, so the API's 402 path can be exercised.
 */
export function createSimulatedPaymentProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    quote: () => Promise.resolve({ amountCents: SIMULATED_PLAN_CENTS, currency: 'USD', plan: 'guest.signUp.payment.plan' }),
    tokenize(card: CardDetails) {
      const digits = card.number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return Promise.reject(new PaymentError('guest.signUp.payment.badNumber'));
      if (expired(card.expiry, now())) return Promise.reject(new PaymentError('guest.signUp.payment.badExpiry'));
      if (!/^\d{3,4}$/.test(card.cvc.trim())) return Promise.reject(new PaymentError('guest.signUp.payment.badCvc'));
      if (digits === '4000000000000002') return Promise.resolve('tok_declined');
      const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
      return Promise.resolve(`tok_${random}`);
    },
  };
}
