import type { Messages } from '../Messages';

export const dashboard = {
  weekUsers: 'Usuários',
  chartsFailed: 'Não foi possível carregar os gráficos. Os totais acima estão atualizados.',
  charts: {
    requests: 'Tráfego de solicitações à API',
    data_mb: 'Volume de dados (MB)',
    files_mb: 'Volume de arquivos (MB)',
    weekly: 'Total semanal de solicitações à API',
    users: 'Usuários',
  },
  describe: {
    daily: 'últimos %{days} dias, total %{total}, pico de %{peak} em um dia',
    weekly: 'últimas %{days} semanas, melhor semana %{peak}, última semana %{last}',
    users: 'últimos %{days} dias, agora %{last} usuários',
  },
} satisfies Messages['dashboard'];
