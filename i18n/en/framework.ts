import { frameworkStart } from './frameworkStart';

/** Texts of the generic resource views (`framework.*`): lists, forms, breadcrumbs, field widgets. */
export const framework = {
  ...frameworkStart,
  list: {
    loadMore: 'Load more',
    loadingMore: 'Loading more records',
    export: 'Export CSV',
    shown: '%{shown} of %{total} shown',
    actions: 'Actions',
  },
  filter: {
    from: '%{field} from',
    to: '%{field} to',
  },
  row: {
    actionsFor: 'Actions for %{name}',
    undoable: 'You can undo it for a few seconds afterwards.',
  },
  unsaved: {
    title: '%{smart_count} change was not saved |||| %{smart_count} changes were not saved',
    intro:
      'The page was left before this change could be sent. Save it now, or discard it. |||| The page was left before these changes could be sent. Save them now, or discard them.',
    introSignedOut:
      'You were signed out before this change could be saved. Save it now, or discard it. |||| You were signed out before these changes could be saved. Save them now, or discard them.',
    update: '%{resource} “%{record}”: %{fields}',
    create: 'Create %{resource} “%{record}”',
    delete: 'Delete %{resource} “%{record}”',
    save: 'Save now',
    discard: 'Discard',
    /** A change sent at the end of its undo window that was not saved (`RefusedChanges`). */
    refused: 'Not saved: %{change}',
    saved: '%{smart_count} change saved |||| %{smart_count} changes saved',
  },
  /** Notifications naming the record created, updated or deleted (`useRecordNotice`). */
  notice: {
    created: "%{resource} '%{name}' created",
    updated: "%{resource} '%{name}' updated",
    deleted: "%{resource} '%{name}' deleted",
    createdUnnamed: '%{resource} created',
    updatedUnnamed: '%{resource} updated',
    deletedUnnamed: '%{resource} deleted',
  },
  reorder: {
    column: 'Order',
    handle: 'Drag to reorder',
    roleDescription: 'sortable row',
    instructions:
      'To pick up a row, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
    picked: 'Picked up the row at position %{position} of %{total}.',
    moved: 'Row moved to position %{position} of %{total}.',
    dropped: 'Row dropped at position %{position} of %{total}.',
    cancelled: 'Moving cancelled; the row is back in its place.',
    saving: 'Saving the new order',
    saved: 'New order saved',
    failed: 'The new order could not be saved',
    onlyInOrder: "Rows can be dragged only in the list's own order, by %{field}.",
    restoreOrder: 'Sort by %{field}',
  },
  columns: {
    handle: 'Drag to move %{name}',
    roleDescription: 'sortable column',
    instructions:
      'To pick up a column, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
    picked: 'Picked up the column %{name}, at position %{position} of %{total}.',
    moved: 'Column %{name} moved to position %{position} of %{total}.',
    dropped: 'Column %{name} dropped at position %{position} of %{total}.',
    cancelled: 'Moving cancelled; the column %{name} is back in its place.',
  },
  deleteConfirm: {
    title: 'Delete “%{record}”?',
    bulkTitle: 'Delete %{smart_count} selected record? |||| Delete %{smart_count} selected records?',
    selected: 'Selected records',
    more: 'and %{smart_count} more',
    counting: 'Counting the records that depend on it…',
    countFailed: 'The records that depend on it could not be counted.',
    affected: 'This also affects:',
    nothingAffected: 'No other records depend on it.',
    irreversible: 'This cannot be undone.',
  },
  deleteAll: {
    button: 'Delete all',
    title: 'Delete all matching records',
    message:
      'This deletes %{smart_count} record. It cannot be undone. |||| This deletes %{smart_count} records. It cannot be undone.',
    filter: '%{resource} matching: %{filters}.',
    noFilter: 'Every record of %{resource}: no search or filter is set.',
    search: 'search “%{text}”',
    several: '%{label} (%{smart_count} value) |||| %{label} (%{smart_count} values)',
    dependentsUncounted:
      'Records that depend on them are deleted or changed with them; open a record to see what depends on it.',
    typeCount: 'Type %{count} to confirm',
    counting: 'Counting the matching records on the server…',
    countFailed: 'The number of matching records could not be read. Close and try again.',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} more: %{items}',
  },
  conflict: {
    title: 'Changed by someone else',
    intro:
      'While you were editing, someone else saved this record. These fields now differ from the version you opened; what you typed is kept until you choose.',
    introNoField:
      'While you were editing, someone else saved this record, but none of the fields of this form. Keep your values to save them over the new version.',
    field: 'Field',
    theirs: 'Their value',
    mine: 'Your value',
    keep: 'Keep',
    keepFor: 'Keep for %{field}',
    notChanged: '(not changed by you)',
    empty: '(empty)',
    theirsOption: 'Theirs',
    mineOption: 'Mine',
    takeTheirs: 'Use their version',
    keepMine: 'Keep mine',
    chooseEach: 'Choose field by field',
    apply: 'Apply choices',
    keptMine: 'The other changes are loaded and your values are kept. Save to apply yours.',
    order: 'Someone else changed the order of these rows meanwhile. Their order is shown now; move the rows again.',
  },
  action: {
    copyField: 'Copy %{field}',
    copied: 'Copied to clipboard',
    copyFailed: 'Could not copy to the clipboard',
  },
  field: {
    secretHidden: 'Hidden value',
    /** The contract's rules of a field, under its input before anyone breaks them (`FieldRuleHelp`). */
    characters: '%{count} of %{max} characters',
    wholeNumber: 'A whole number from %{min} to %{max}',
    wholeNumberFrom: 'A whole number from %{min}',
    wholeNumberUpTo: 'A whole number up to %{max}',
    httpAddress: 'An address starting with http:// or https://',
  },
};
