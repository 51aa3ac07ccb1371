import type { Messages } from '../Messages';

export const views = {
  button: 'Ansichten',
  current: 'Ansicht: %{name}',
  none: 'Noch keine gespeicherten Ansichten',
  save: 'Aktuelle Ansicht speichern…',
  manage: 'Ansichten verwalten…',
  saveTitle: 'Aktuelle Ansicht speichern',
  saveHelp:
    'Speichert Suche, Filter, Sortierung, Spalten und Seitengröße unter einem Namen, für Sie in dieser Organisation.',
  name: 'Name',
  name_required: 'Geben Sie einen Namen ein',
  name_taken: 'Eine Ansicht namens „%{name}“ gibt es bereits',
  saved: 'Ansicht „%{name}“ gespeichert',
  renamed: 'Ansicht in „%{name}“ umbenannt',
  deleted: 'Ansicht „%{name}“ gelöscht',
  saveFailed: 'Die Ansichten wurden nicht gespeichert: %{message}',
  manageTitle: 'Gespeicherte Ansichten',
  rename: '„%{name}“ umbenennen',
  copyLink: 'Link zu „%{name}“ kopieren',
  copied: 'Link zu „%{name}“ kopiert',
  copyFailed: 'Der Link konnte nicht kopiert werden: %{link}',
  delete: '„%{name}“ löschen',
  deleteTitle: 'Ansicht „%{name}“ löschen?',
  deleteContent: 'Die Ansicht wird für Sie entfernt; die Datensätze, die sie zeigt, bleiben unberührt.',
  notFound: 'Die Ansicht in diesem Link gibt es nicht mehr',
} satisfies Messages['views'];
