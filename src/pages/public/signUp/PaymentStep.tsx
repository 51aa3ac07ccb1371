import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CardDetails, PaymentQuote } from './PaymentProvider';
import { FormField } from './FormField';

/** Step 3, payment: the total in dollars and the card details (they go to the payment provider only). */
export function PaymentStep({
  quote,
  card,
  onChange,
  errors,
}: {
  quote: PaymentQuote | null;
  card: CardDetails;
  onChange: (card: CardDetails) => void;
  errors: Record<string, string>;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const total = quote
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: quote.currency }).format(quote.amountCents / 100)
    : '…';
  const set = (key: keyof CardDetails) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...card, [key]: event.target.value });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {quote && <Typography color="text.secondary">{translate(quote.plan)}</Typography>}
      <Typography variant="h6" component="p" aria-live="polite">
        {translate('guest.signUp.payment.total', { total })}
      </Typography>
      <FormField
        name="cc-name"
        label={translate('guest.signUp.payment.holder')}
        autoComplete="cc-name"
        value={card.holder}
        onChange={set('holder')}
        errorKey={errors.holder}
      />
      <FormField
        name="cc-number"
        label={translate('guest.signUp.payment.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={set('number')}
        errorKey={errors.number}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormField
          name="cc-exp"
          label={translate('guest.signUp.payment.expiry')}
          autoComplete="cc-exp"
          placeholder={translate('guest.signUp.payment.expiryHint')}
          value={card.expiry}
          onChange={set('expiry')}
          errorKey={errors.expiry}
        />
        <FormField
          name="cc-csc"
          label={translate('guest.signUp.payment.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.cvc}
          onChange={set('cvc')}
          errorKey={errors.cvc}
        />
      </Box>
    </Box>
  );
}
