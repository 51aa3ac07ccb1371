import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

/**
 * Resource names use polyglot's Russian rule (`one |||| few |||| many`). react-admin asks for the
 * plural label with smart_count 2 (menu, titles), so the "few" form is the nominative plural too.
 */
export const resources = {
  project: {
    name: 'Проект |||| Проекты |||| Проекты',
    dependents: {
      profiles:
        'Удаляются профили %{smart_count} пользователя |||| Удаляются профили %{smart_count} пользователей |||| Удаляются профили %{smart_count} пользователей',
      authTypes:
        'Убирается из %{smart_count} типа аутентификации |||| Убирается из %{smart_count} типов аутентификации |||| Убирается из %{smart_count} типов аутентификации',
    },
    fields: {
      id: 'ID',
      name: 'Название',
      alias: 'Псевдоним',
      created_at: 'Создан',
      updated_at: 'Обновлён',
    },
  },
  permission: {
    name: 'Право доступа |||| Права доступа |||| Права доступа',
    dependents: {
      profiles:
        'Убирается из профилей %{smart_count} пользователя |||| Убирается из профилей %{smart_count} пользователей |||| Убирается из профилей %{smart_count} пользователей',
    },
    fields: {
      id: 'ID',
      title: 'Название',
      code: 'Код',
      created_at: 'Создано',
    },
  },
  authType,
  hook: {
    name: 'Хук |||| Хуки |||| Хуки',
    fields: {
      id: 'ID',
      method: 'Метод',
      url: 'Адрес (URL)',
      headers: 'Заголовки (JSON)',
      created_at: 'Создан',
    },
    helpers: {
      url: 'После каждого входа с этим типом аутентификации сервис отправляет запрос на этот адрес http(s) с указанными здесь методом и заголовками.',
      headers:
        'Имена и значения заголовков в виде объекта JSON, например {"X-Signature": "…"}; пусто — без заголовков. Сохранённые значения не показываются: оставьте значение пустым, чтобы сохранить его, введите новое, чтобы заменить, удалите имя, чтобы убрать заголовок.',
    },
  },
  credential: {
    name: 'Учётные данные |||| Учётные данные |||| Учётные данные',
    fields: {
      id: 'ID',
      projects: 'Проекты',
      type: 'Тип аутентификации',
      details: 'Подробности',
      social_providers: 'Социальные сети',
      password: 'Пароль',
      note: 'Заметка',
      created_at: 'Созданы',
    },
    details: { passwordSet: 'Пароль: задан', passwordUnset: 'Пароль: не задан' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: 'У пользователя уже есть учётные данные для каждого типа аутентификации.',
  },
  profile: {
    name: 'Профиль |||| Профили |||| Профили',
    fields: {
      id: 'ID',
      project: 'Проект',
      permissions: 'Права доступа',
      name: 'Полное имя',
      email: 'E-mail',
      created_at: 'Создан',
    },
  },
  userHistory: {
    name: 'Запись журнала |||| Журнал действий |||| Журнал действий',
    empty: 'Действий пока нет.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Запись истории |||| История |||| История',
    empty: 'Изменений пока нет.',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: 'Сеанс |||| Сеансы |||| Сеансы',
    notice: 'Сеансы есть только у типов аутентификации jwt и social.',
    actions: {
      revoke: 'Завершить',
    },
    fields: {
      id: 'ID',
      device: 'Устройство',
      expires_at: 'Истекает',
      ip: 'IP-адрес',
      updated_at: 'Обновлён',
      refreshes_at: 'Обновление токена',
      created_at: 'Вход',
      actions: 'Действия',
      auth_type: 'Тип входа',
    },
  },
  user: {
    name: 'Пользователь |||| Пользователи |||| Пользователи',
    dependents: {
      credentials:
        'Удаляется %{smart_count} набор учётных данных |||| Удаляются %{smart_count} набора учётных данных |||| Удаляются %{smart_count} наборов учётных данных',
      profiles:
        'Удаляется %{smart_count} профиль |||| Удаляются %{smart_count} профиля |||| Удаляются %{smart_count} профилей',
      sessions:
        'Завершается и удаляется %{smart_count} сеанс |||| Завершаются и удаляются %{smart_count} сеанса |||| Завершаются и удаляются %{smart_count} сеансов',
    },
    actions: {
      profiles: 'Профили',
      history: 'История',
      sessions: 'Сеансы',
      credentials: 'Учётные данные',
    },
    tabs: {
      details: 'Сведения',
      profiles: 'Профили',
      credentials: 'Учётные данные',
      sessions: 'Сеансы',
      activity: 'Активность',
    },
    fields: {
      id: 'ID',
      username: 'Имя пользователя',
      name: 'Имя',
      email: 'Эл. почта',
      note: 'Примечание',
      projects: 'Проекты',
      permissions: 'Права доступа',
      auth_types: 'Типы аутентификации',
      admin: 'Администратор',
      password: 'Пароль',
      created_at: 'Создан',
      updated_at: 'Обновлён',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: 'API-ключ |||| API-ключи |||| API-ключи',
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
} satisfies Messages['resources'];
