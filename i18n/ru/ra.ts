import russianMessages from 'ra-language-russian';
import type { Messages } from '../Messages';
import { raFromPackage } from '../raFromPackage';

/** Keys of react-admin 5.15 that ra-language-russian 5.4.5 lacks. */
const missingFromPackage = {
  guesser: {
    empty: {
      title: 'Нет данных для отображения',
      message: 'Проверьте ваш dataProvider',
    },
  },
} satisfies Pick<Messages['ra'], 'guesser'>;

/**
 * react-admin's messages in Russian: ra-language-russian 5.4.5, with the keys it lacks and our texts
 * where the package's do not fit the console. Plurals follow polyglot's Russian rule,
 * `one |||| few |||| many` with the count in each (the `one` form also serves 21, 31…).
 */
export const ra = raFromPackage(
  russianMessages,
  {
    ...missingFromPackage,
    action: {
      // The package's "1 выбран" is wrong for 21, 31…
      bulk_actions:
        'Выбран %{smart_count} элемент |||| Выбрано %{smart_count} элемента |||| Выбрано %{smart_count} элементов',
      unselect: 'Снять выбор', // the package's "Не выбрано" is a state, not the action
    },
    page: {
      empty: 'Раздел «%{name}» пока пуст.', // "Нет %{name}" needs the genitive
      invite: 'Хотите добавить запись?', // "ещё одну" assumes a feminine resource name
    },
    message: {
      // Counted forms, and the resource name (`%{name}`, `%{recordRepresentation}`) the package drops.
      bulk_delete_content:
        'Вы уверены, что хотите удалить %{smart_count} элемент (%{name})? |||| Вы уверены, что хотите удалить %{smart_count} элемента? |||| Вы уверены, что хотите удалить %{smart_count} элементов?',
      bulk_delete_title: 'Удалить: %{name} |||| Удалить %{smart_count}: %{name} |||| Удалить %{smart_count}: %{name}',
      bulk_update_content:
        'Вы уверены, что хотите обновить %{name} «%{recordRepresentation}»? |||| Вы уверены, что хотите обновить %{smart_count} элемента? |||| Вы уверены, что хотите обновить %{smart_count} элементов?',
      bulk_update_title:
        'Обновить %{name} «%{recordRepresentation}» |||| Обновить %{smart_count}: %{name} |||| Обновить %{smart_count}: %{name}',
      delete_content: 'Вы уверены, что хотите удалить эту запись (%{name})?',
      invalid_form: 'Некоторые поля заполнены неверно. Исправьте ошибки и попробуйте снова.', // SPEC §5 wording
    },
    navigation: {
      no_filtered_results: '%{name}: по текущим фильтрам ничего не найдено.',
      no_results: '%{name}: ничего не найдено',
    },
    auth: {
      email: 'Эл. почта', // the package keeps the English "Email"
    },
    notification: {
      // The package's "Элемент обновлен" / "Элемент удален" has no count: wrong for 21, 31…
      updated:
        'Обновлён %{smart_count} элемент |||| Обновлено %{smart_count} элемента |||| Обновлено %{smart_count} элементов',
      deleted:
        'Удалён %{smart_count} элемент |||| Удалено %{smart_count} элемента |||| Удалено %{smart_count} элементов',
    },
    validation: {
      number: 'Должно быть числом', // the package's "цифрой" means "a digit"
    },
  },
  ['navigation.prev'],
); // a key react-admin 5.15 no longer has
