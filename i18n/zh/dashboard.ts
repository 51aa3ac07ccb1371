import type { Messages } from '../Messages';

export const dashboard = {
  weekUsers: '用户',
  chartsFailed: '无法加载图表。上方的合计是最新的。',
  charts: {
    requests: 'API 请求流量',
    data_mb: '数据量（MB）',
    files_mb: '文件量（MB）',
    weekly: 'API 请求每周合计',
    users: '用户',
  },
  describe: {
    daily: '最近 %{days} 天，共 %{total}，单日峰值 %{peak}',
    weekly: '最近 %{days} 周，最高一周 %{peak}，最近一周 %{last}',
    users: '最近 %{days} 天，当前 %{last} 个用户',
  },
} satisfies Messages['dashboard'];
