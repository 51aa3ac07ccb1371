import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: 'Brotkrümelnavigation',
    home: 'Startseite',
    create: 'Neu',
    edit: '%{name} bearbeiten',
  },
  page: {
    create: 'Neu: %{name}',
    edit: '%{name} bearbeiten',
  },
  list: {
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere Einträge werden geladen',
    export: 'CSV exportieren',
    shown: '%{shown} von %{total} angezeigt',
    actions: 'Aktionen',
  },
  filter: {
    from: '%{field} ab',
    to: '%{field} bis',
  },
  row: {
    actionsFor: 'Aktionen für %{name}',
    undoable: 'Sie können es danach einige Sekunden lang rückgängig machen.',
  },
  unsaved: {
    title: '%{smart_count} Änderung wurde nicht gespeichert |||| %{smart_count} Änderungen wurden nicht gespeichert',
    intro:
      'Die Seite wurde verlassen, bevor diese Änderung gesendet werden konnte. Speichern Sie sie jetzt oder verwerfen Sie sie. |||| Die Seite wurde verlassen, bevor diese Änderungen gesendet werden konnten. Speichern Sie sie jetzt oder verwerfen Sie sie.',
    introSignedOut:
      'Sie wurden abgemeldet, bevor diese Änderung gespeichert werden konnte. Speichern Sie sie jetzt oder verwerfen Sie sie. |||| Sie wurden abgemeldet, bevor diese Änderungen gespeichert werden konnten. Speichern Sie sie jetzt oder verwerfen Sie sie.',
    update: '%{resource} „%{record}“: %{fields}',
    create: '%{resource} „%{record}“ anlegen',
    delete: '%{resource} „%{record}“ löschen',
    save: 'Jetzt speichern',
    discard: 'Verwerfen',
    refused: 'Nicht gespeichert: %{change}',
    saved: '%{smart_count} Änderung gespeichert |||| %{smart_count} Änderungen gespeichert',
  },
  notice: {
    created: '%{resource} „%{name}“ erstellt',
    updated: '%{resource} „%{name}“ aktualisiert',
    deleted: '%{resource} „%{name}“ gelöscht',
    createdUnnamed: '%{resource} erstellt',
    updatedUnnamed: '%{resource} aktualisiert',
    deletedUnnamed: '%{resource} gelöscht',
  },
  reorder: {
    column: 'Reihenfolge',
    handle: 'Zum Umsortieren ziehen',
    roleDescription: 'sortierbare Zeile',
    instructions:
      'Zum Aufnehmen einer Zeile Leertaste oder Eingabe drücken. Mit den Pfeiltasten verschieben, mit Leertaste oder Eingabe ablegen, mit Escape abbrechen.',
    picked: 'Zeile an Position %{position} von %{total} aufgenommen.',
    moved: 'Zeile an Position %{position} von %{total} verschoben.',
    dropped: 'Zeile an Position %{position} von %{total} abgelegt.',
    cancelled: 'Verschieben abgebrochen; die Zeile ist wieder an ihrem Platz.',
    saving: 'Neue Reihenfolge wird gespeichert',
    saved: 'Neue Reihenfolge gespeichert',
    failed: 'Die neue Reihenfolge konnte nicht gespeichert werden',
    onlyInOrder: 'Zeilen lassen sich nur in der eigenen Reihenfolge der Liste ziehen, nach %{field}.',
    restoreOrder: 'Nach %{field} sortieren',
  },
  columns: {
    handle: 'Ziehen, um „%{name}“ zu verschieben',
    roleDescription: 'sortierbare Spalte',
    instructions:
      'Zum Aufnehmen einer Spalte Leertaste oder Eingabe drücken. Mit den Pfeiltasten verschieben, mit Leertaste oder Eingabe ablegen, mit Escape abbrechen.',
    picked: 'Spalte „%{name}“ an Position %{position} von %{total} aufgenommen.',
    moved: 'Spalte „%{name}“ an Position %{position} von %{total} verschoben.',
    dropped: 'Spalte „%{name}“ an Position %{position} von %{total} abgelegt.',
    cancelled: 'Verschieben abgebrochen; die Spalte „%{name}“ ist wieder an ihrem Platz.',
  },
  deleteConfirm: {
    title: '„%{record}“ löschen?',
    bulkTitle: '%{smart_count} ausgewählten Eintrag löschen? |||| %{smart_count} ausgewählte Einträge löschen?',
    selected: 'Ausgewählte Einträge',
    more: 'und %{smart_count} weitere',
    counting: 'Abhängige Einträge werden gezählt…',
    countFailed: 'Die abhängigen Einträge konnten nicht gezählt werden.',
    affected: 'Das betrifft außerdem:',
    nothingAffected: 'Keine anderen Einträge hängen davon ab.',
    irreversible: 'Dies kann nicht rückgängig gemacht werden.',
  },
  deleteAll: {
    button: 'Alle löschen',
    title: 'Alle passenden Einträge löschen',
    message:
      'Dadurch wird %{smart_count} Eintrag gelöscht. Dies kann nicht rückgängig gemacht werden. |||| Dadurch werden %{smart_count} Einträge gelöscht. Dies kann nicht rückgängig gemacht werden.',
    filter: '%{resource}, passend zu: %{filters}.',
    noFilter: 'Alle Datensätze von %{resource}: keine Suche und kein Filter gesetzt.',
    search: 'Suche „%{text}“',
    several: '%{label} (%{smart_count} Wert) |||| %{label} (%{smart_count} Werte)',
    dependentsUncounted:
      'Davon abhängige Datensätze werden mit gelöscht oder geändert; öffnen Sie einen Datensatz, um zu sehen, was von ihm abhängt.',
    typeCount: 'Zur Bestätigung %{count} eingeben',
    counting: 'Passende Datensätze werden auf dem Server gezählt…',
    countFailed: 'Die Anzahl der passenden Datensätze konnte nicht gelesen werden. Schließen und erneut versuchen.',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} weitere: %{items}',
  },
  conflict: {
    title: 'Von jemand anderem geändert',
    intro:
      'Während Sie bearbeitet haben, hat jemand anderes diesen Datensatz gespeichert. Diese Felder weichen jetzt von der geöffneten Version ab; Ihre Eingaben bleiben erhalten, bis Sie wählen.',
    introNoField:
      'Während Sie bearbeitet haben, hat jemand anderes diesen Datensatz gespeichert, aber keines der Felder dieses Formulars. Behalten Sie Ihre Werte, um sie über der neuen Version zu speichern.',
    field: 'Feld',
    theirs: 'Deren Wert',
    mine: 'Ihr Wert',
    keep: 'Behalten',
    keepFor: 'Behalten für %{field}',
    notChanged: '(von Ihnen nicht geändert)',
    empty: '(leer)',
    theirsOption: 'Deren',
    mineOption: 'Meine',
    takeTheirs: 'Deren Version übernehmen',
    keepMine: 'Meine behalten',
    chooseEach: 'Feld für Feld wählen',
    apply: 'Auswahl übernehmen',
    keptMine: 'Die anderen Änderungen sind geladen, Ihre Werte bleiben erhalten. Speichern Sie, um Ihre zu übernehmen.',
    order:
      'Jemand anderes hat die Reihenfolge dieser Zeilen inzwischen geändert. Jetzt wird deren Reihenfolge angezeigt; verschieben Sie die Zeilen erneut.',
  },
  action: {
    copyField: '%{field} kopieren',
    copied: 'In die Zwischenablage kopiert',
    copyFailed: 'Kopieren in die Zwischenablage fehlgeschlagen',
  },
  field: {
    secretHidden: 'Verborgener Wert',
    characters: '%{count} von %{max} Zeichen',
    wholeNumber: 'Eine ganze Zahl von %{min} bis %{max}',
    wholeNumberFrom: 'Eine ganze Zahl ab %{min}',
    wholeNumberUpTo: 'Eine ganze Zahl bis %{max}',
    httpAddress: 'Eine Adresse, die mit http:// oder https:// beginnt',
  },
} satisfies DeepStrings<typeof english>;
