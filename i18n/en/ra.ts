/**
 * react-admin's own messages (`ra.*`) in English: a literal copy of ra-language-english 5.15.4 with
 * the spec's wording where it differs (SPEC §5: `message.invalid_form`), so that their keys are part
 * of the typed source of truth; tests/unit/i18n checks the copy equals the package. The groups the
 * first screens show are in `raStart.ts` (the first bundle); these load with the signed-in shell.
 */
import { raStart } from './raStart';

const boolean = {
  true: 'Yes',
  false: 'No',
  null: ' ',
};

const input = {
  file: {
    upload_several: 'Drop some files to upload, or click to select one.',
    upload_single: 'Drop a file to upload, or click to select it.',
  },
  image: {
    upload_several: 'Drop some pictures to upload, or click to select one.',
    upload_single: 'Drop a picture to upload, or click to select it.',
  },
  references: {
    all_missing: 'Unable to find references data.',
    many_missing: 'At least one of the associated references no longer appears to be available.',
    single_missing: 'Associated reference no longer appears to be available.',
  },
  password: {
    toggle_visible: 'Hide password',
    toggle_hidden: 'Show password',
  },
};

const navigation = {
  clear_filters: 'Clear filters',
  no_filtered_results: 'No %{name} found using the current filters.',
  no_results: 'No %{name} found',
  no_more_results: 'The page number %{page} is out of boundaries. Try the previous page.',
  page_out_of_boundaries: 'Page number %{page} out of boundaries',
  page_out_from_end: 'Cannot go after last page',
  page_out_from_begin: 'Cannot go before page 1',
  page_range_info: '%{offsetBegin}-%{offsetEnd} of %{total}',
  partial_page_range_info: '%{offsetBegin}-%{offsetEnd} of more than %{offsetEnd}',
  current_page: 'Page %{page}',
  page: 'Go to page %{page}',
  first: 'Go to first page',
  last: 'Go to last page',
  next: 'Go to next page',
  previous: 'Go to previous page',
  page_rows_per_page: 'Rows per page:',
  skip_nav: 'Skip to content',
};

const sort = {
  sort_by: 'Sort by %{field_lower_first} %{order}',
  ASC: 'ascending',
  DESC: 'descending',
};

const saved_queries = {
  label: 'Saved queries',
  query_name: 'Query name',
  new_label: 'Save current query...',
  new_dialog_title: 'Save current query as',
  remove_label: 'Remove saved query',
  remove_label_with_name: 'Remove query "%{name}"',
  remove_dialog_title: 'Remove saved query?',
  remove_message: 'Are you sure you want to remove that item from your list of saved queries?',
  help: 'Filter the list and save this query for later',
};

const guesser = {
  empty: {
    title: 'No data to display',
    message: 'Please check your data provider',
  },
};

const configurable = {
  customize: 'Customize',
  configureMode: 'Configure this page',
  inspector: {
    title: 'Inspector',
    content: 'Hover the application UI elements to configure them',
    reset: 'Reset Settings',
    hideAll: 'Hide All',
    showAll: 'Show All',
  },
  Datagrid: {
    title: 'Datagrid',
    unlabeled: 'Unlabeled column #%{column}',
  },
  SimpleForm: {
    title: 'Form',
    unlabeled: 'Unlabeled input #%{input}',
  },
  SimpleList: {
    title: 'List',
    primaryText: 'Primary text',
    secondaryText: 'Secondary text',
    tertiaryText: 'Tertiary text',
  },
};

export const ra = { ...raStart, boolean, input, navigation, sort, saved_queries, guesser, configurable };
