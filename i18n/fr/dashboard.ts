import type { Messages } from '../Messages';

export const dashboard = {
  weekUsers: 'Utilisateurs',
  chartsFailed: 'Les graphiques n’ont pas pu être chargés. Les totaux ci-dessus sont à jour.',
  charts: {
    requests: 'Trafic des requêtes API',
    data_mb: 'Volume de données (Mo)',
    files_mb: 'Volume de fichiers (Mo)',
    weekly: 'Total hebdomadaire des requêtes API',
    users: 'Utilisateurs',
  },
  describe: {
    daily: '%{days} derniers jours, total %{total}, pic de %{peak} en un jour',
    weekly: '%{days} dernières semaines, meilleure semaine %{peak}, dernière semaine %{last}',
    users: '%{days} derniers jours, %{last} utilisateurs aujourd’hui',
  },
} satisfies Messages['dashboard'];
