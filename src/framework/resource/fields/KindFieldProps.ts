import type { ResolvedField } from '../ResourceDeclaration';

/** What a kind's list cell is given: the field it shows (the record comes from the row's context). */
export type KindFieldProps = { field: ResolvedField };
