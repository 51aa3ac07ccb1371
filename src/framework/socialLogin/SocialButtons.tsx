import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SocialIntent } from './socialIntent';
import { followWithState } from './followWithState';
import { methodNames } from './methodNames';
import { useSocialMethods } from './useSocialMethods';

/**
 * The words between two rules, as MUI's `Divider` with children draws them (without its 1.3 KB on
 * the sign-in page, where nothing else uses it).
 */
const orLineSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
} as const;

/**
 * "or continue with" + one button per social provider of each type; each goes to the provider (with
 * a new `state`) and back to /social-login. Two types offering one provider are told apart by their
 * titles (`methodNames`).
 */
export function SocialButtons({
  intent,
  label = 'guest.social.continueWith',
}: {
  intent: SocialIntent;
  label?: string;
}) {
  const translate = useTranslate();
  const methods = useSocialMethods();
  if (methods.length === 0) return null;
  const names = methodNames(methods);
  return (
    <Box
      component="section"
      aria-label={translate('app.signIn.orContinueWith')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary" sx={orLineSx}>
        {translate('app.signIn.orContinueWith')}
      </Typography>
      {methods.map((method, index) => (
        <Button
          key={`${method.auth_type_id}-${method.provider}`}
          variant="outlined"
          href={method.url ?? undefined}
          onClick={(event) => followWithState(event, intent, method.provider ?? '')}
        >
          {translate(label, { provider: names[index] })}
        </Button>
      ))}
    </Box>
  );
}
