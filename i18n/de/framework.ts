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
    actions: 'Aktionen',
  },
  deleteAll: {
    button: 'Alle löschen',
    title: 'Alle passenden Einträge löschen',
    message:
      'Dadurch wird %{smart_count} Eintrag gelöscht. Dies kann nicht rückgängig gemacht werden. |||| Dadurch werden %{smart_count} Einträge gelöscht. Dies kann nicht rückgängig gemacht werden.',
    typeCount: 'Zur Bestätigung %{count} eingeben',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} weitere: %{items}',
  },
  action: {
    copyField: '%{field} kopieren',
    copied: 'In die Zwischenablage kopiert',
    copyFailed: 'Kopieren in die Zwischenablage fehlgeschlagen',
  },
  field: {
    secretHidden: 'Verborgener Wert',
  },
} satisfies DeepStrings<typeof english>;
