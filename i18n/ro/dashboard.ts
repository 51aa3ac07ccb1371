import type { Messages } from '../Messages';

export const dashboard = {
  weekUsers: 'Utilizatori',
  chartsFailed: 'Graficele nu au putut fi încărcate. Totalurile de mai sus sunt actuale.',
  charts: {
    requests: 'Traficul cererilor API',
    data_mb: 'Volumul de date (MB)',
    files_mb: 'Volumul fișierelor (MB)',
    weekly: 'Totalul săptămânal al cererilor API',
    users: 'Utilizatori',
  },
  describe: {
    daily: 'ultimele %{days} zile, total %{total}, maxim %{peak} într-o zi',
    weekly: 'ultimele %{days} săptămâni, cea mai bună săptămână %{peak}, ultima săptămână %{last}',
    users: 'ultimele %{days} zile, acum %{last} utilizatori',
  },
} satisfies Messages['dashboard'];
