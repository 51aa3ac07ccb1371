/** `dashboard.*` texts (English, the typed source). */
export const dashboard = {
  weekUsers: 'Users',
  chartsFailed: 'The charts could not be loaded. The totals above are up to date.',
  charts: {
    requests: 'API request traffic',
    data_mb: 'Data volume (MB)',
    files_mb: 'File volume (MB)',
    weekly: 'Weekly total of API requests',
    users: 'Users',
  },
  describe: {
    daily: 'last %{days} days, total %{total}, peak %{peak} in a day',
    weekly: 'last %{days} weeks, highest week %{peak}, latest week %{last}',
    users: 'last %{days} days, now %{last} users',
  },
};
