/** Texts of the generic resource views (`framework.*`): lists, forms, breadcrumbs, field widgets. */
export const framework = {
  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
    create: 'New',
    edit: 'Edit %{name}',
  },
  page: {
    create: 'New %{name}',
    edit: 'Edit %{name}',
  },
  list: {
    actions: 'Actions',
  },
  deleteAll: {
    button: 'Delete all',
    title: 'Delete all matching records',
    message: 'This deletes %{smart_count} record. It cannot be undone. |||| This deletes %{smart_count} records. It cannot be undone.',
    typeCount: 'Type %{count} to confirm',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} more: %{items}',
  },
  action: {
    copyField: 'Copy %{field}',
    copied: 'Copied to clipboard',
    copyFailed: 'Could not copy to the clipboard',
  },
  field: {
    secretHidden: 'Hidden value',
  },
};
