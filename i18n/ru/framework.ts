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
    loadMore: 'Загрузить ещё',
    loadingMore: 'Загрузка следующих записей',
    export: 'Экспорт в CSV',
    shown: 'Показано %{shown} из %{total}',
    actions: 'Действия',
  },
  filter: {
    from: '%{field}: с',
    to: '%{field}: по',
  },
  row: {
    actionsFor: 'Действия: %{name}',
    undoable: 'Это действие можно будет отменить в течение нескольких секунд.',
  },
  unsaved: {
    title:
      '%{smart_count} изменение не сохранено |||| %{smart_count} изменения не сохранены |||| %{smart_count} изменений не сохранено',
    intro:
      'Страница была закрыта до того, как изменение удалось отправить. Сохраните его сейчас или отмените. |||| Страница была закрыта до того, как эти изменения удалось отправить. Сохраните их сейчас или отмените. |||| Страница была закрыта до того, как эти изменения удалось отправить. Сохраните их сейчас или отмените.',
    update: '%{resource} «%{record}»: %{fields}',
    delete: 'Удалить %{resource} «%{record}»',
    save: 'Сохранить сейчас',
    discard: 'Отменить изменения',
    refused: 'Не сохранено: %{change}',
    saved:
      'Сохранено %{smart_count} изменение |||| Сохранено %{smart_count} изменения |||| Сохранено %{smart_count} изменений',
  },
  notice: {
    created: '%{resource} «%{name}»: запись создана',
    updated: '%{resource} «%{name}»: изменения сохранены',
    deleted: '%{resource} «%{name}»: запись удалена',
    createdUnnamed: '%{resource}: запись создана',
    updatedUnnamed: '%{resource}: изменения сохранены',
    deletedUnnamed: '%{resource}: запись удалена',
  },
  reorder: {
    column: 'Порядок',
    handle: 'Перетащите, чтобы изменить порядок',
    roleDescription: 'перемещаемая строка',
    instructions:
      'Чтобы взять строку, нажмите Пробел или Enter. Перемещайте её стрелками, отпустите Пробелом или Enter, Escape отменяет.',
    picked: 'Взята строка на позиции %{position} из %{total}.',
    moved: 'Строка перемещена на позицию %{position} из %{total}.',
    dropped: 'Строка оставлена на позиции %{position} из %{total}.',
    cancelled: 'Перемещение отменено, строка на прежнем месте.',
    saving: 'Сохранение нового порядка',
    saved: 'Новый порядок сохранён',
    failed: 'Не удалось сохранить новый порядок',
    onlyInOrder: 'Перетаскивать строки можно только в собственном порядке списка — по полю «%{field}».',
    restoreOrder: 'Сортировать по «%{field}»',
  },
  columns: {
    handle: 'Перетащите, чтобы переместить «%{name}»',
    roleDescription: 'сортируемый столбец',
    instructions:
      'Чтобы взять столбец, нажмите Пробел или Enter. Перемещайте его клавишами со стрелками, отпустите Пробелом или Enter, Escape отменяет.',
    picked: 'Столбец «%{name}» взят, позиция %{position} из %{total}.',
    moved: 'Столбец «%{name}» перемещён на позицию %{position} из %{total}.',
    dropped: 'Столбец «%{name}» поставлен на позицию %{position} из %{total}.',
    cancelled: 'Перемещение отменено; столбец «%{name}» на прежнем месте.',
  },
  deleteConfirm: {
    title: 'Удалить «%{record}»?',
    bulkTitle:
      'Удалить %{smart_count} выбранную запись? |||| Удалить %{smart_count} выбранные записи? |||| Удалить %{smart_count} выбранных записей?',
    selected: 'Выбранные записи',
    more: 'и ещё %{smart_count}',
    counting: 'Подсчёт зависимых записей…',
    countFailed: 'Не удалось подсчитать зависимые записи.',
    affected: 'Это также затронет:',
    nothingAffected: 'Другие записи от этого не зависят.',
    irreversible: 'Это действие необратимо.',
  },
  deleteAll: {
    button: 'Удалить все',
    title: 'Удалить все найденные записи',
    message:
      'Будет удалена %{smart_count} запись. Это действие необратимо. |||| Будут удалены %{smart_count} записи. Это действие необратимо. |||| Будут удалены %{smart_count} записей. Это действие необратимо.',
    typeCount: 'Введите %{count} для подтверждения',
    counting: 'Подсчёт подходящих записей на сервере…',
    countFailed: 'Не удалось получить число подходящих записей. Закройте окно и попробуйте снова.',
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
