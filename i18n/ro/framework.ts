import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: 'Cale de navigare',
    home: 'Acasă',
    create: 'Nou',
    edit: 'Editare %{name}',
  },
  page: {
    create: 'Nou: %{name}',
    edit: 'Editare %{name}',
  },
  list: {
    actions: 'Acțiuni',
  },
  deleteAll: {
    button: 'Șterge tot',
    title: 'Șterge toate înregistrările găsite',
    message:
      'Se va șterge %{smart_count} înregistrare. Acțiunea este ireversibilă. |||| Se vor șterge %{smart_count} înregistrări. Acțiunea este ireversibilă. |||| Se vor șterge %{smart_count} de înregistrări. Acțiunea este ireversibilă.',
    typeCount: 'Tastați %{count} pentru confirmare',
  },
  chips: {
    more: '+%{count}',
    moreLabel: 'Încă %{count}: %{items}',
  },
  action: {
    copyField: 'Copiază %{field}',
    copied: 'Copiat în clipboard',
    copyFailed: 'Nu s-a putut copia în clipboard',
  },
  field: {
    secretHidden: 'Valoare ascunsă',
  },
} satisfies DeepStrings<typeof english>;
