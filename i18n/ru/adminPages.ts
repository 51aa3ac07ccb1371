import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    bulk: {
      assignProfile: 'Назначить профиль',
      assignProfileTitle: 'Назначить профиль проекта',
      assignProfileText:
        'Каждый выбранный пользователь получит профиль в выбранном проекте с этими правами (%{smart_count} пользователь). |||| Каждый выбранный пользователь получит профиль в выбранном проекте с этими правами (%{smart_count} пользователя). |||| Каждый выбранный пользователь получит профиль в выбранном проекте с этими правами (%{smart_count} пользователей).',
      assign: 'Назначить',
      revokeSessions: 'Завершить сеансы',
      revokeSessionsTitle: 'Завершить все сеансы',
      revokeSessionsText:
        'Будут завершены все сеансы %{smart_count} пользователя. Это действие необратимо. |||| Будут завершены все сеансы %{smart_count} пользователей. Это действие необратимо. |||| Будут завершены все сеансы %{smart_count} пользователей. Это действие необратимо.',
      progress: 'Выполнено %{finished} из %{total}',
      summary: 'Успешно: %{done}. С ошибкой: %{failed}.',
    },
    signedInAt: 'Вход: %{time}',
  },
  authType: {
    credentials: {
      title: 'Ключи: %{name}',
      saved: 'Ключи сохранены',
      secretInfo:
        'Алгоритм %{algorithm} подписывает токены общим секретным ключом. Сохранённый ключ больше не показывается.',
      keyPairInfo: 'Алгоритм %{algorithm} подписывает токены парой ключей. Сохранённые ключи больше не показываются.',
    },
    socialLinks: {
      title: 'Ссылки соцсетей: %{name}',
      breadcrumb: 'Ссылки соцсетей',
      provider: 'Провайдер',
      url: 'Ссылка для входа',
      copy: 'Скопировать ссылку %{provider}',
      empty: 'У этого типа пока нет социальных сетей.',
      error: 'Не удалось загрузить ссылки соцсетей.',
    },
    passwordSettings: {
      title: 'Настройки пароля: %{name}',
      saved: 'Настройки пароля сохранены',
      fields: {
        min_length: 'Минимальная длина',
        extra_characters: 'Специальные символы',
        extra_charactersHelp:
          'Пароль должен содержать хотя бы один из этих символов; оставьте пустым, чтобы не требовать.',
        is_number_required: 'Нужна цифра',
        is_upper_required: 'Нужна заглавная буква',
        is_lower_required: 'Нужна строчная буква',
      },
    },
  },
} satisfies Messages['adminPages'];
