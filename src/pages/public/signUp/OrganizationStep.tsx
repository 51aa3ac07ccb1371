import { Box, InputAdornment, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServices } from '../../../framework/ServicesContext';
import { FormField } from './FormField';

export type OrganizationValues = { domain: string; name: string };

/** Step 2, the organization section: its domain (only the part before the platform domain) and name. */
export function OrganizationStep({
  values,
  onChange,
  errors,
}: {
  values: OrganizationValues;
  onChange: (values: OrganizationValues) => void;
  errors: Record<string, string>;
}) {
  const translate = useTranslate();
  const { config } = useServices();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{translate('guest.signUp.organization.explain')}</Typography>
      <FormField
        name="domain"
        label={translate('guest.fields.domain')}
        autoComplete="off"
        value={values.domain}
        onChange={(event) => onChange({ ...values, domain: event.target.value.trim().toLowerCase() })}
        errorKey={errors.domain ?? errors['organization.domain']}
        helperText={translate('guest.signUp.organization.domainHelp', { example: `my-org.${config.platformDomain}` })}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">.{config.platformDomain}</InputAdornment> },
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
