import { SearchInput, type SearchInputProps } from 'react-admin';
import { ViewValuesInForm } from './savedViews/ViewValuesInForm';

/** The list's search box; a saved view chosen while a typed search waits to be sent replaces it. */
export function ListSearchInput(props: SearchInputProps) {
  return (
    <>
      <SearchInput {...props} />
      <ViewValuesInForm />
    </>
  );
}
