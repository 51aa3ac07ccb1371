import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: 'Навигационная цепочка',
    home: 'Главная',
    create: 'Создание',
    edit: 'Редактирование: %{name}',
  },
  page: {
    create: 'Создание: %{name}',
    edit: 'Редактирование: %{name}',
  },
  list: {
    actions: 'Действия',
  },
  deleteAll: {
    button: 'Удалить все',
    title: 'Удалить все найденные записи',
    message:
      'Будет удалена %{smart_count} запись. Это действие необратимо. |||| Будут удалены %{smart_count} записи. Это действие необратимо. |||| Будут удалены %{smart_count} записей. Это действие необратимо.',
    typeCount: 'Введите %{count} для подтверждения',
  },
  chips: {
    more: '+%{count}',
    moreLabel: 'Ещё %{count}: %{items}',
  },
  action: {
    copyField: 'Скопировать: %{field}',
    copied: 'Скопировано в буфер обмена',
    copyFailed: 'Не удалось скопировать в буфер обмена',
  },
  field: {
    secretHidden: 'Скрытое значение',
  },
} satisfies DeepStrings<typeof english>;
