import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';

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
  authType: {
    name: 'Тип аутентификации |||| Типы аутентификации |||| Типы аутентификации',
    dependents: {
      credentials:
        'Удаляются учётные данные %{smart_count} пользователя |||| Удаляются учётные данные %{smart_count} пользователей |||| Удаляются учётные данные %{smart_count} пользователей',
      hooks: 'Удаляется %{smart_count} хук |||| Удаляются %{smart_count} хука |||| Удаляются %{smart_count} хуков',
    },
    actions: {
      history: 'История',
      socialLinks: 'Социальные ссылки',
      credentials: 'Ключи',
      passwordSettings: 'Настройки пароля',
      hooks: 'Хуки',
    },
    tabs: {
      settings: 'Настройки',
      credentials: 'Ключи',
      socialLinks: 'Социальные ссылки',
      passwordSettings: 'Настройки пароля',
      hooks: 'Хуки',
      history: 'История',
    },
    choices: {
      type: {
        basic: 'Базовая',
        jwt: 'JWT-токен',
        key: 'API-ключ',
        social: 'Соцсети',
      },
      section: {
        header: 'HTTP-заголовок',
        query: 'GET-параметр',
      },
    },
    fields: {
      priority: 'приоритет',
      id: 'ID',
      title: 'Название',
      type: 'Тип',
      projects: 'Проекты',
      details: 'Подробности',
      created_at: 'Создан',
      section: 'Расположение ключа',
      key: 'Имя ключа',
      key_header: 'Имя заголовка',
      key_query: 'Имя параметра запроса',
      header: 'Заголовок',
      prefix: 'Префикс',
      algorithm: 'Алгоритм',
      access_token_lifetime_min: 'Время жизни токена доступа (мин)',
      access_token_header: 'Заголовок токена доступа',
      access_token_prefix: 'Префикс токена доступа',
      refresh_token_enabled: 'Токены обновления включены',
      refresh_token_lifetime_min: 'Время жизни токена обновления (мин)',
      refresh_token_header: 'Заголовок токена обновления',
      refresh_token_prefix: 'Префикс токена обновления',
      secret_key: 'Секретный ключ',
      public_key: 'Открытый ключ',
      private_key: 'Закрытый ключ',
      redirect_uri: 'URI перенаправления',
      providers: 'Социальные сети',
    },
  },
  hook: {
    name: 'Хук |||| Хуки |||| Хуки',
    fields: {
      id: 'ID',
      method: 'Метод',
      url: 'Адрес (URL)',
      headers: 'Заголовки (JSON)',
      created_at: 'Создан',
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
    name: 'Запись журнала |||| Журнал действий',
    empty: 'Действий пока нет.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Запись истории |||| История',
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
    },
  },
  user: {
    name: 'Пользователь |||| Пользователи |||| Пользователи',
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
