import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link as MuiLink, Step, StepLabel, Stepper } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { publicEndpoints } from '../../../api/contract/endpoints/publicEndpoints';
import { useServices } from '../../../framework/ServicesContext';
import { GuestCard } from '../GuestCard';
import { keepSignUpAccount, signUpSocialAccount } from '../../../framework/socialLogin/socialIntent';
import { SubmitButton } from '../SubmitButton';
import { errorMessage } from '../../../providers/errorMessage';
import { useGuestCall, type ShownError } from '../useGuestCall';
import { PreRegistrationForm } from '../PreRegistrationForm';
import { AccountStep, type AccountValues } from './AccountStep';
import { OrganizationStep, type OrganizationValues } from './OrganizationStep';
import { PaymentStep } from './PaymentStep';
import { PaymentError, type CardDetails, type PaymentProvider, type PaymentQuote } from './PaymentProvider';
import { createTokenizingPaymentProvider } from './tokenizingPaymentProvider';
import { SignUpDone } from './SignUpDone';
import { useSignUpFlags } from './useSignUpFlags';
import { accountErrors, cardErrors, domainError, organizationErrors, stepOfField } from './validateSignUp';
import { useDomainAvailability } from './useDomainAvailability';
import { HttpError } from '../../../api/http/HttpError';
import { usePasswordConfig } from '../../../framework/InitDataContext';
import { useHoldNavigation } from '../../../framework/routing/NavigationGuardContext';

/** The API refused the payment token itself (unknown, used, wrong amount): a new one is needed. */
const tokenRefused = (failure: HttpError) =>
  Object.keys((failure.body as { errors?: { json?: Record<string, unknown> } } | undefined)?.errors?.json ?? {}).some(
    (field) => field.startsWith('payment.'),
  );

const steps = ['guest.signUp.steps.account', 'guest.signUp.steps.organization', 'guest.signUp.steps.payment'] as const;

/**
 * Sign-up as a client: user section (e-mail + password, or a social account), organization section
 * (domain and name), payment (total in dollars through the `PaymentProvider`), then the success
 * message. Paused sign-up offers the pre-registration form instead; disabled sign-up says so.
 * A taken domain is told at the organization step as it is typed (`useDomainAvailability`) and on
 * its Continue; when only the sign-up request finds it taken, the visitor is back at that step with
 * the field's error, and paying again sends the same payment token (the API checks every field
 * before it charges a token, so the refused request charged nothing): one card, one token.
 * Once anything is typed, leaving before the account is created asks first, as the console's forms do.
 */
export default function SignUpPage({ payments }: { payments?: PaymentProvider }) {
  const translate = useTranslate();
  const { client, config, baseUrl } = useServices();
  const flags = useSignUpFlags();
  const passwordConfig = usePasswordConfig();
  // The provider configuration names (payment.tokenizeUrl); none configured: payment is not available.
  const { tokenizeUrl } = config.payment;
  const provider = useMemo(
    () => payments ?? (tokenizeUrl ? createTokenizingPaymentProvider({ client, baseUrl, tokenizeUrl }) : null),
    [payments, client, baseUrl, tokenizeUrl],
  );
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<AccountValues>({ name: '', email: '', password: '' });
  const [social, setSocial] = useState(() => signUpSocialAccount());
  const [organization, setOrganization] = useState<OrganizationValues>({ domain: '', name: '' });
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '', holder: '' });
  const [quote, setQuote] = useState<PaymentQuote | null>(null);
  const [quoteError, setQuoteError] = useState<ShownError | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);
  const [askingDomain, setAskingDomain] = useState(false);
  const call = useGuestCall();
  const availability = useDomainAvailability(
    organization.domain,
    !domainError(organization.domain, config.platformDomain),
  );
  /** The token of the card and amount last paid with, while the API has not charged it. */
  const unchargedToken = useRef<{ of: string; token: string } | null>(null);
  // Typed details not sent yet: leaving (a link, the browser's back, closing the tab) asks first.
  const typed = [account, organization, card].some((values) => Object.values(values).some((value) => value !== ''));
  useHoldNavigation(typed && !created && !call.pending);

  useEffect(() => {
    if (!provider) return setQuoteError({ key: 'guest.signUp.payment.unavailable' });
    let active = true;
    provider.quote().then(
      (answer) => active && setQuote(answer),
      (failure: unknown) => active && setQuoteError(errorMessage(failure)),
    );
    return () => {
      active = false;
    };
  }, [provider]);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const found =
      step === 0
        ? social
          ? {}
          : accountErrors(account, passwordConfig)
        : step === 1
          ? organizationErrors(organization, config.platformDomain)
          : cardErrors(card);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (step === 1) {
      setAskingDomain(true);
      const verdict = await availability.ask(organization.domain).finally(() => setAskingDomain(false));
      if ('message' in verdict) return setErrors({ domain: verdict.message });
    }
    if (step < 2) return setStep(step + 1);
    if (!quote || !provider) return;
    const paying = JSON.stringify({ card, amount: quote.amountCents });
    const result = await call.run(async () => {
      let token: string;
      try {
        token =
          unchargedToken.current?.of === paying
            ? unchargedToken.current.token
            : await provider.tokenize(card, quote.amountCents);
      } catch (failure) {
        if (failure instanceof PaymentError) setErrors({ number: failure.key });
        throw failure;
      }
      unchargedToken.current = { of: paying, token };
      const user = social ?? {
        email: account.email.trim(),
        password: account.password,
        ...(account.name.trim() ? { name: account.name.trim() } : {}),
      };
      try {
        return await client.call(publicEndpoints.signUp, {
          body: {
            user,
            organization: { domain: organization.domain, name: organization.name.trim() },
            payment: { token, amount_cents: quote.amountCents },
          },
        });
      } catch (failure) {
        // Only a 422 is refused before the charge; a refused token itself is not paid with again.
        if (!(failure instanceof HttpError) || failure.status !== 422 || tokenRefused(failure))
          unchargedToken.current = null;
        throw failure;
      }
    });
    if (result) {
      keepSignUpAccount(null);
      setCreated(result.domain ?? organization.domain);
    }
  };

  useEffect(() => {
    const first = Object.keys(call.fields)[0];
    if (!first) return;
    setErrors(call.fields);
    setStep(stepOfField(first));
    const taken = call.fields.domain ?? call.fields['organization.domain'];
    if (taken) availability.refused(organization.domain, taken);
    // Only a new answer of the API moves the visitor; the domain it names is the one just sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call.fields]);

  if (!flags)
    return (
      <GuestCard title={translate('guest.signUp.title')}>
        <CircularProgress aria-label={translate('guest.loading')} />
      </GuestCard>
    );
  if (!flags.enabled)
    return (
      <GuestCard title={translate('guest.signUp.title')}>
        <Alert severity="info">{translate('guest.signUp.disabled')}</Alert>
      </GuestCard>
    );
  if (!flags.active)
    return (
      <GuestCard title={translate('guest.preRegistration.title')} wide>
        <PreRegistrationForm />
      </GuestCard>
    );
  if (created) return <SignUpDone domain={created} />;

  const paymentFailed = call.error && !Object.keys(call.fields).length && step === 2;
  // The API refused the payment token or amount (422 on `payment.*`): shown on the payment step.
  const paymentRefused = errors['payment.token'] ?? errors['payment.amount_cents'];
  return (
    <GuestCard title={translate('guest.signUp.title')} wide>
      <Stepper activeStep={step} alternativeLabel aria-label={translate('guest.signUp.progress')}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{translate(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        onSubmit={next}
        noValidate
        aria-label={translate(steps[step] ?? steps[0])}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {step === 0 && (
          <AccountStep
            values={account}
            onChange={setAccount}
            errors={errors}
            social={social}
            onForgetSocial={() => {
              keepSignUpAccount(null);
              setSocial(null);
            }}
          />
        )}
        {step === 1 && (
          <OrganizationStep
            values={organization}
            onChange={(values) => {
              // A new domain is a new question: the previous one's error no longer applies.
              if (values.domain !== organization.domain)
                setErrors(({ domain: _domain, ['organization.domain']: _sent, ...rest }) => rest);
              setOrganization(values);
            }}
            errors={errors}
            availability={availability}
          />
        )}
        {step === 2 && <PaymentStep quote={quote} card={card} onChange={setCard} errors={errors} />}
        {step === 2 && quoteError && !quote && (
          <Alert severity="error" role="alert">
            {translate(quoteError.key, quoteError.args)}
          </Alert>
        )}
        {paymentFailed && !errors.number && (
          <Alert severity="error" role="alert">
            {translate(call.error?.key ?? '', call.error?.args)}
          </Alert>
        )}
        {step === 2 && paymentRefused && (
          <Alert severity="error" role="alert">
            {translate(paymentRefused)}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <Button onClick={() => setStep(step - 1)} disabled={step === 0 || call.pending}>
            {translate('guest.signUp.back')}
          </Button>
          <SubmitButton pending={call.pending || askingDomain}>
            {translate(step === 2 ? 'guest.signUp.pay' : 'guest.signUp.next')}
          </SubmitButton>
        </Box>
      </Box>
      <MuiLink component={Link} to="/">
        {translate('guest.signUp.haveAccount')}
      </MuiLink>
    </GuestCard>
  );
}
