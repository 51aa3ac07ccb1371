import type { Messages } from '../Messages';

export const dashboard = {
  weekUsers: 'Benutzer',
  chartsFailed: 'Die Diagramme konnten nicht geladen werden. Die Summen oben sind aktuell.',
  charts: {
    requests: 'API-Anfragen',
    data_mb: 'Datenvolumen (MB)',
    files_mb: 'Dateivolumen (MB)',
    weekly: 'Wochensumme der API-Anfragen',
    users: 'Benutzer',
  },
  describe: {
    daily: 'letzte %{days} Tage, insgesamt %{total}, Spitze %{peak} an einem Tag',
    weekly: 'letzte %{days} Wochen, stärkste Woche %{peak}, letzte Woche %{last}',
    users: 'letzte %{days} Tage, jetzt %{last} Benutzer',
  },
} satisfies Messages['dashboard'];
