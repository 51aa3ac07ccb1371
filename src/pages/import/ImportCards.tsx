import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { PhoneCardFrame } from '../../framework/resource/views/phone/PhoneCardFrame';
import { PhoneCards } from '../../framework/resource/views/phone/PhoneCards';
import { PhoneCardValue } from '../../framework/resource/views/phone/PhoneCardValue';
import { DeleteImportButton } from './DeleteImportButton';
import { ImportErrorsButton } from './ImportErrorsButton';
import type { ImportsTableProps } from './ImportsTable';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { ImportStatusChip } from './ImportStatusChip';

/**
 * The imports at a phone's width (`ImportsTable`'s columns as cards): the file, its status chip,
 * the records imported into, the counts with the errors button, the dates, and the delete button.
 */
export function ImportCards({ items, onShowErrors, onDelete }: ImportsTableProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const value = (column: string, content: ReactNode) => (
    <PhoneCardValue label={translate(`imports.list.columns.${column}`)}>{content}</PhoneCardValue>
  );
  return (
    <PhoneCards label={translate('imports.list.title')}>
      {items.map((job) => (
        <PhoneCardFrame
          key={job.id}
          title={job.filename ?? translate('imports.list.noFile')}
          lines={[
            <span key="what" className="fw-card-values">
              {value('id', job.id)}
              {value('resource', translate(`resources.${job.resource}.name`, { smart_count: 2, _: job.resource }))}
            </span>,
            <span key="counts" className="fw-card-values">
              {value('total', job.total)}
              {value('imported', job.imported)}
              {value('errors', <ImportErrorsButton job={job} onShowErrors={onShowErrors} />)}
            </span>,
            value('created_at', date(job.created_at)),
            value('finished_at', date(job.finished_at)),
          ]}
          chips={<ImportStatusChip status={job.status} />}
          actions={<DeleteImportButton job={job} onDelete={onDelete} />}
        />
      ))}
    </PhoneCards>
  );
}
