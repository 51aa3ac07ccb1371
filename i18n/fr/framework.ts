import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: "Fil d'Ariane",
    home: 'Accueil',
    create: 'Nouveau',
    edit: 'Modifier %{name}',
  },
  page: {
    create: 'Nouveau : %{name}',
    edit: 'Modifier %{name}',
  },
  list: {
    actions: 'Actions',
  },
  deleteAll: {
    button: 'Tout supprimer',
    title: 'Supprimer tous les enregistrements correspondants',
    message:
      'Cela supprime %{smart_count} enregistrement. Cette action est irréversible. |||| Cela supprime %{smart_count} enregistrements. Cette action est irréversible.',
    typeCount: 'Saisissez %{count} pour confirmer',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} de plus : %{items}',
  },
  action: {
    copyField: 'Copier %{field}',
    copied: 'Copié dans le presse-papiers',
    copyFailed: 'Impossible de copier dans le presse-papiers',
  },
  field: {
    secretHidden: 'Valeur masquée',
  },
} satisfies DeepStrings<typeof english>;
