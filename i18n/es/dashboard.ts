import type { Messages } from '../Messages';

export const dashboard = {
  weekUsers: 'Usuarios',
  chartsFailed: 'No se pudieron cargar los gráficos. Los totales de arriba están actualizados.',
  charts: {
    requests: 'Tráfico de solicitudes a la API',
    data_mb: 'Volumen de datos (MB)',
    files_mb: 'Volumen de archivos (MB)',
    weekly: 'Total semanal de solicitudes a la API',
    users: 'Usuarios',
  },
  describe: {
    daily: 'últimos %{days} días, total %{total}, máximo de %{peak} en un día',
    weekly: 'últimas %{days} semanas, mejor semana %{peak}, última semana %{last}',
    users: 'últimos %{days} días, ahora %{last} usuarios',
  },
} satisfies Messages['dashboard'];
