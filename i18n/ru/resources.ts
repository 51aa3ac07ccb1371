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
    algorithmChange: {
      keysMismatch:
        'Сохранённые ключи созданы для %{from} и не подходят для %{to}: после сохранения этот тип не сможет подписывать токены, пока не заданы новые ключи. Сгенерируйте или введите их на странице учётных данных.',
      setKeys: 'Задать новые ключи',
    },
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
    sections: {
      general: 'Общие',
      token: 'Токен доступа',
      refreshToken: 'Токен обновления',
      keys: 'Ключи подписи',
    },
    helpers: {
      type: 'Как пользователи входят: Basic (имя пользователя и пароль), JWT (подписанные токены), API-ключ или Social (социальная сеть). После создания не меняется.',
      title: 'Название этого способа входа, которое видят администраторы и пользователи.',
      projects:
        'Проекты, пользователи которых могут входить этим способом. Введите новое название, чтобы создать проект.',
      section: 'Где клиент передаёт ключ: в HTTP-заголовке или как GET-параметр адреса.',
      key_header: 'Имя HTTP-заголовка с ключом, например X-API-KEY.',
      key_query: 'Имя GET-параметра с ключом, например api_key.',
      prefix_header: 'Слово перед ключом в заголовке, например ApiKey даёт «X-API-KEY: ApiKey <ключ>». Пусто: нет.',
      prefix_query: 'Текст перед ключом в GET-параметре, например key_ даёт «?api_key=key_<ключ>». Пусто: нет.',
      header:
        'HTTP-заголовок, в котором каждый запрос передаёт учётные данные (для JWT и Social — токен), например Authorization.',
      prefix:
        'Слово перед учётными данными в этом заголовке: Bearer даёт «Authorization: Bearer <токен>». Пусто — без префикса.',
      algorithm: 'Как подписываются токены: алгоритмы HS — одним общим секретным ключом; RS, PS и ES — парой ключей.',
      access_token_lifetime_min:
        'Сколько минут действует токен доступа, прежде чем клиент должен обновить его или войти снова. Короче — безопаснее; обычно 15.',
      access_token_header:
        'Заголовок токена доступа, если он отличается от поля «Заголовок» выше. Пусто — «Заголовок».',
      access_token_prefix:
        'Слово перед токеном доступа, если оно отличается от поля «Префикс» выше. Пусто — «Префикс».',
      refresh_token_enabled:
        'Выдаёт вместе с каждым токеном доступа токен обновления, чтобы клиенты получали новый токен доступа без повторного входа.',
      refresh_token_lifetime_min:
        'Сколько минут действует токен обновления; дольше токена доступа. 1440 минут — одни сутки.',
      refresh_token_header: 'Заголовок, в котором запрос обновления передаёт токен обновления, например Authorization.',
      refresh_token_prefix: 'Слово перед токеном обновления в его заголовке, например Bearer. Пусто — без префикса.',
      secret_key: 'Общий секрет, которым подписываются и проверяются токены. После сохранения больше не показывается.',
      public_key: 'Открытый ключ PEM, которым проверяются подписи токенов.',
      private_key: 'Закрытый ключ PEM, которым подписываются токены. После сохранения больше не показывается.',
      redirect_uri: 'Адрес вашего приложения, куда социальная сеть возвращает пользователя после входа.',
      providers: 'Социальные сети, через которые пользователи могут входить.',
    },
    summary: {
      header: 'Заголовок %{header}, без префикса',
      headerPrefix: 'Заголовок %{header}, префикс %{prefix}',
      query: 'GET-параметр %{key}',
      queryPrefix: 'GET-параметр %{key}, префикс %{prefix}',
      prefix: 'Префикс %{prefix}',
      lifetimes: 'доступ %{access}, обновление %{refresh}',
      accessOnly: 'доступ %{access}, без токена обновления',
      algorithm: 'Подпись %{algorithm}',
      providers: 'Сети: %{providers}',
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
      prefix_header: 'Префикс',
      prefix_query: 'Префикс',
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
    sharedProvider:
      '%{provider} уже предлагает другой тип («%{types}»): кнопки входа покажут название каждого типа, чтобы их можно было различить.',
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
