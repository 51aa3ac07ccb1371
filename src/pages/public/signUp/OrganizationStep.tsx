import { Box, InputAdornment, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServices } from '../../../framework/ServicesContext';
import { FormField } from './FormField';
import type { DomainVerdict } from './useDomainAvailability';

export type OrganizationValues = { domain: string; name: string };

/**
 * Step 2, the organization section: its domain (only the part before the platform domain) and name.
 * Under the domain, what the API says of it as it is typed (`availability`): being checked, free,
 * or taken (the field's error); the step's own errors come first.
 */
export function OrganizationStep({
  values,
  onChange,
  errors,
  availability,
}: {
  values: OrganizationValues;
  onChange: (values: OrganizationValues) => void;
  errors: Record<string, string>;
  availability: { verdict: DomainVerdict | null; checking: boolean };
}) {
  const translate = useTranslate();
  const { config } = useServices();
  const { verdict, checking } = availability;
  const address = `${values.domain}.${config.platformDomain}`;
  const taken = verdict && 'message' in verdict ? verdict.message : undefined;
  const domainHelp = checking
    ? translate('guest.signUp.organization.checking', { address })
    : verdict && 'free' in verdict && verdict.free
      ? translate('guest.signUp.organization.free', { address })
      : translate('guest.signUp.organization.domainHelp', { example: `my-org.${config.platformDomain}` });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{translate('guest.signUp.organization.explain')}</Typography>
      <FormField
        name="domain"
        label={translate('guest.fields.domain')}
        autoComplete="off"
        value={values.domain}
        onChange={(event) => onChange({ ...values, domain: event.target.value.trim().toLowerCase() })}
        errorKey={errors.domain ?? errors['organization.domain'] ?? taken}
        helperText={domainHelp}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">.{config.platformDomain}</InputAdornment> },
          // The answer arrives while the visitor types: read it out when it changes.
          formHelperText: { 'aria-live': 'polite' },
        }}
      />
      <FormField
        name="organization"
        label={translate('guest.fields.organizationName')}
        autoComplete="organization"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
        errorKey={errors['organization.name']}
      />
    </Box>
  );
}
