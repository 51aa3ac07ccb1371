import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: '面包屑导航',
    home: '首页',
    create: '新建',
    edit: '编辑 %{name}',
  },
  page: {
    create: '新建%{name}',
    edit: '编辑 %{name}',
  },
  list: {
    actions: '操作',
  },
  deleteAll: {
    button: '全部删除',
    title: '删除所有匹配的记录',
    message: '将删除 %{smart_count} 条记录，此操作无法撤销。',
    typeCount: '输入 %{count} 以确认',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '另外 %{count} 项：%{items}',
  },
  action: {
    copyField: '复制%{field}',
    copied: '已复制到剪贴板',
    copyFailed: '无法复制到剪贴板',
  },
  field: {
    secretHidden: '已隐藏的值',
  },
} satisfies DeepStrings<typeof english>;
