import type { Messages } from '../Messages';

export const dashboard = {
  weekUsers: 'Пользователи',
  chartsFailed: 'Не удалось загрузить графики. Итоги выше актуальны.',
  charts: {
    requests: 'Трафик запросов к API',
    data_mb: 'Объём данных (МБ)',
    files_mb: 'Объём файлов (МБ)',
    weekly: 'Итог запросов к API по неделям',
    users: 'Пользователи',
  },
  describe: {
    daily: 'последние %{days} дн., всего %{total}, максимум %{peak} за день',
    weekly: 'последние %{days} нед., лучшая неделя %{peak}, последняя неделя %{last}',
    users: 'последние %{days} дн., сейчас пользователей: %{last}',
  },
} satisfies Messages['dashboard'];
