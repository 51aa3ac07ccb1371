/** The generic list's search field carries this attribute (src/framework/resource/views/listFilters.tsx). */
export const listSearchSelector = 'input[data-list-search]';

/** Focuses (and selects the text of) the current list's search field; false when the page has none. */
export function focusListSearch(): boolean {
  const input = document.querySelector<HTMLInputElement>(listSearchSelector);
  if (!input) return false;
  input.focus();
  input.select();
  return true;
}
