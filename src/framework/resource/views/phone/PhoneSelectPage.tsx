import { useListContext, useTranslate, type Identifier } from 'react-admin';

/**
 * The phone list's select-all: checks or clears every selectable card of the page (the rest of
 * the list context's selection is kept).
 */
export function PhoneSelectPage({ selectable }: { selectable: readonly Identifier[] }) {
  const translate = useTranslate();
  const { selectedIds, onSelect } = useListContext();
  const all = selectable.length > 0 && selectable.every((id) => selectedIds.includes(id));
  const some = !all && selectable.some((id) => selectedIds.includes(id));
  return (
    <label className="fw-card-selectall">
      <input
        type="checkbox"
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = some;
        }}
        disabled={selectable.length === 0}
        onChange={() =>
          onSelect(
            all
              ? selectedIds.filter((id) => !selectable.includes(id))
              : [...selectedIds, ...selectable.filter((id) => !selectedIds.includes(id))],
          )
        }
      />
      {translate('ra.action.select_all')}
    </label>
  );
}
