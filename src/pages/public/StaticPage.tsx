import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { safeHref } from '../../framework/layout/safeHref';
import { useServices } from '../../framework/ServicesContext';
import { GuestCard } from './GuestCard';

/** A static page of `config.staticPages` (terms, privacy by default): its title and the provider's document. */
export default function StaticPage({ name: page }: { name: string }) {
  const translate = useTranslate();
  const { config } = useServices();
  const href = safeHref(config.staticPages[page]);
  const title = translate(`guest.static.${page}`, {
    _: page.charAt(0).toUpperCase() + page.slice(1).replace(/-/g, ' '),
  });
  return (
    <GuestCard title={title}>
      <Typography>{translate('guest.static.explain', { title })}</Typography>
      {href && (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {translate('guest.static.open', { title })}
        </Link>
      )}
    </GuestCard>
  );
}
