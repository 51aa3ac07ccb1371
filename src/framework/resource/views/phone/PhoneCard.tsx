import { memo } from 'react';
import { Link } from 'react-router-dom';
import {
  RecordContextProvider,
  useGetRecordRepresentation,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { FieldCell } from '../../fields/FieldCell';
import type { ResolvedField } from '../../ResourceDeclaration';
import { RowActions } from '../RowActions';
import type { PhoneCardFields } from './phoneCardFields';

export interface PhoneCardProps {
  resource: string;
  record: RaRecord;
  fields: PhoneCardFields;
  /** Where the title leads (the record's edit screen), or false when the record cannot be opened. */
  link: string | false;
  selected: boolean;
  /** The selection checkbox, when the list has bulk actions; disabled for records that cannot be selected. */
  onToggle: ((id: Identifier) => void) | undefined;
  selectable: boolean;
  selectLabel: string;
}

function Labelled({ resource, field }: { resource: string; field: ResolvedField }) {
  const translate = useTranslate();
  return (
    <span className="fw-card-value">
      <span className="fw-card-label">
        {translate(`resources.${resource}.fields.${field.column}`, { _: field.column })}
      </span>
      <FieldCell field={field} />
    </span>
  );
}

/** The title as plain text (it sits in a link, so never a field's own link or copy button). */
function Title({ resource, record, field }: { resource: string; record: RaRecord; field: ResolvedField | null }) {
  const represent = useGetRecordRepresentation(resource);
  const value: unknown = field ? record[field.source] : undefined;
  return <>{typeof value === 'string' || typeof value === 'number' ? String(value) : represent(record)}</>;
}

/**
 * One record as a card of the phone list: selection checkbox, title (a link to the record), the
 * secondary values and chips the declaration gives (`phoneCardFields`), and the row's actions menu.
 * Styled by the list (`phoneListSx`); memoised so selecting one card re-renders that card only.
 */
export const PhoneCard = memo(function PhoneCard({
  resource,
  record,
  fields,
  link,
  selected,
  onToggle,
  selectable,
  selectLabel,
}: PhoneCardProps) {
  const title = <Title resource={resource} record={record} field={fields.primary} />;
  return (
    <RecordContextProvider value={record}>
      <li className={`fw-card${selected ? ' fw-selected' : ''}`}>
        {onToggle && (
          <label className="fw-card-check">
            <input
              type="checkbox"
              aria-label={selectLabel}
              checked={selected}
              disabled={!selectable}
              onChange={() => onToggle(record.id)}
            />
          </label>
        )}
        <div className="fw-card-body">
          {link ? (
            <Link className="fw-card-title" to={link} state={{ _scrollToTop: true }}>
              {title}
            </Link>
          ) : (
            <span className="fw-card-title">{title}</span>
          )}
          {fields.secondary.map((field) => (
            <div key={field.column} className="fw-card-line">
              <Labelled resource={resource} field={field} />
            </div>
          ))}
          {fields.chips.length > 0 && (
            <div className="fw-card-chips">
              {fields.chips.map((field) => (
                <Labelled key={field.column} resource={resource} field={field} />
              ))}
            </div>
          )}
        </div>
        <div className="fw-card-actions">
          <RowActions />
        </div>
      </li>
    </RecordContextProvider>
  );
});
