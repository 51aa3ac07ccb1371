import type { Messages } from '../Messages';

/** Chinese has no plural forms: `fileSize` has a single variant. */
export const validation = {
  required: '此字段为必填项',
  atLeastOne: '请至少选择一项',
  invalidForm: '部分字段填写有误。请更正错误后重试。',
  email: '电子邮箱地址无效。请输入有效的电子邮箱',
  phone: '电话号码必须以 + 开头，且只能包含数字',
  url: 'URL 无效。请输入有效的地址',
  greaterThan: '值必须大于 %{value}',
  passwordMin: '密码长度至少为 %{min} 个字符',
  passwordUpper: '密码必须包含一个大写字母',
  passwordLower: '密码必须包含一个小写字母',
  passwordDigit: '密码必须包含一个数字',
  passwordExtra: '密码必须至少包含以下字符之一：%{chars}',
  passwordsDiffer: '两次输入的密码不一致',
  fileType: '不支持此文件类型',
  fileSize: '文件大小不能超过 %{smart_count} MB',
  json: '请输入有效的 JSON（一个对象）',
  domain: '只填写平台域名之前的部分（例如 my-org）：小写字母、数字和连字符',
  csvRequired: '必填字段“%{field}”未映射',
  csvAtLeastOne: '请至少映射以下字段之一：%{fields}',
  csvEmpty: '文件中没有数据行',
} satisfies Messages['validation'];
