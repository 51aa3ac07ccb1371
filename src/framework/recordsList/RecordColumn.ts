import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/** A column of a records list (`RecordsList`): a table column, and a labelled value a card may show. */
export interface RecordColumn<R extends RaRecord = RaRecord> {
  /** The record's field the column shows and sorts by; also the column's key. */
  source: string;
  /** The column's header, and the small label of its value on a card. */
  label: string;
  /** The header is read by screen readers only (a column of icon buttons). */
  labelHidden?: boolean;
  /** The cell's content; by default the field's value, or "—" when it has none. */
  render?: (record: R) => ReactNode;
  /** A click on the header sorts by it (lists sorted in the browser); off by default. */
  sortable?: boolean;
  /** The header and the values stay on one line (short values), leaving the width to the long ones. */
  noWrap?: boolean;
}

/** What a record's card shows at a phone's width (see `PhoneCardFrame`); the list adds the selection. */
export interface RecordCard {
  title: ReactNode;
  /** Where the title leads, or nothing when the record opens nothing. */
  link?: string | false;
  lines?: readonly ReactNode[];
  chips?: ReactNode;
  actions?: ReactNode;
}

/** A column's value labelled as on a card ("IP address 10.0.0.1"), by the column's `source`. */
export type CardValue = (source: string) => ReactNode;

/** A record's card, drawn from the record and the columns' labelled values. */
export type RecordCardOf<R extends RaRecord> = (record: R, value: CardValue) => RecordCard;
