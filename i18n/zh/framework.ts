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
    loadMore: '加载更多',
    loadingMore: '正在加载更多记录',
    export: '导出 CSV',
    shown: '已显示 %{shown}/%{total}',
    actions: '操作',
  },
  filter: {
    from: '%{field}起',
    to: '%{field}止',
  },
  row: {
    actionsFor: '%{name} 的操作',
    undoable: '之后几秒内仍可撤销。',
  },
  unsaved: {
    title: '有 %{smart_count} 项更改未保存',
    intro: '在这些更改发送之前页面已被关闭。请立即保存或放弃这些更改。',
    update: '%{resource}“%{record}”：%{fields}',
    delete: '删除%{resource}“%{record}”',
    save: '立即保存',
    discard: '放弃',
    saved: '已保存 %{smart_count} 项更改',
  },
  reorder: {
    column: '顺序',
    handle: '拖动以重新排序',
    roleDescription: '可排序的行',
    instructions: '按空格键或回车键拿起一行，用方向键移动，再按空格键或回车键放下，按 Esc 取消。',
    picked: '已拿起第 %{position} 行（共 %{total} 行）。',
    moved: '行已移到第 %{position} 位（共 %{total} 位）。',
    dropped: '行已放在第 %{position} 位（共 %{total} 位）。',
    cancelled: '已取消移动，行回到原位。',
    saving: '正在保存新顺序',
    saved: '新顺序已保存',
    failed: '无法保存新顺序',
    onlyInOrder: '只能按列表自身的顺序（%{field}）拖动行。',
    restoreOrder: '按%{field}排序',
  },
  columns: {
    handle: '拖动以移动“%{name}”',
    roleDescription: '可排序的列',
    instructions: '按空格键或回车键拿起一列。用方向键移动，按空格键或回车键放下，按 Esc 取消。',
    picked: '已拿起列“%{name}”，位于第 %{position} 位，共 %{total} 位。',
    moved: '列“%{name}”已移到第 %{position} 位，共 %{total} 位。',
    dropped: '列“%{name}”已放在第 %{position} 位，共 %{total} 位。',
    cancelled: '已取消移动；列“%{name}”回到原位。',
  },
  deleteConfirm: {
    title: '删除“%{record}”？',
    bulkTitle: '删除所选的 %{smart_count} 条记录？',
    selected: '所选记录',
    more: '以及另外 %{smart_count} 条',
    counting: '正在统计依赖它的记录…',
    countFailed: '无法统计依赖它的记录。',
    affected: '这还会影响：',
    nothingAffected: '没有其他记录依赖于它。',
    irreversible: '此操作无法撤销。',
  },
  deleteAll: {
    button: '全部删除',
    title: '删除所有匹配的记录',
    message: '将删除 %{smart_count} 条记录，此操作无法撤销。',
    typeCount: '输入 %{count} 以确认',
    counting: '正在服务器上统计匹配的记录…',
    countFailed: '无法读取匹配记录的数量。请关闭后重试。',
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
