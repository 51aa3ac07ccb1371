import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

/** Chinese has no plural forms: each resource name has a single variant. */
export const resources = {
  project: {
    name: '项目',
    dependents: {
      profiles: '将删除 %{smart_count} 个用户的个人资料',
      authTypes: '将从 %{smart_count} 个身份验证类型中移除',
    },
    fields: {
      id: 'ID',
      name: '名称',
      alias: '别名',
      created_at: '创建时间',
      updated_at: '更新时间',
    },
  },
  permission: {
    name: '权限',
    dependents: {
      profiles: '将从 %{smart_count} 个用户的个人资料中移除',
    },
    fields: {
      id: 'ID',
      title: '标题',
      code: '代码',
      created_at: '创建时间',
    },
  },
  authType,
  hook: {
    name: '钩子',
    fields: {
      id: 'ID',
      method: '方法',
      url: '地址 (URL)',
      headers: '请求头 (JSON)',
      created_at: '创建时间',
    },
    helpers: {
      url: '每次使用此身份验证类型登录后，服务会按此处设置的方法和请求头向该 http(s) 地址发送请求。',
      headers:
        '请求头名称和值，以 JSON 对象表示，例如 {"X-Signature": "…"}；留空表示没有。已保存的值不会显示：值留空则保留原值，输入新值则替换，删除名称则移除该请求头。',
    },
  },
  credential: {
    name: '凭据',
    fields: {
      id: 'ID',
      projects: '项目',
      type: '身份验证类型',
      details: '详细信息',
      social_providers: '社交网络',
      password: '密码',
      note: '备注',
      created_at: '创建时间',
    },
    details: { passwordSet: '密码：已设置', passwordUnset: '密码：未设置' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: '该用户已拥有每种身份验证类型的凭据。',
  },
  profile: {
    name: '个人资料',
    fields: {
      id: 'ID',
      project: '项目',
      permissions: '权限',
      name: '全名',
      email: '电子邮件',
      created_at: '创建时间',
    },
  },
  userHistory: {
    name: '活动日志',
    empty: '尚无活动记录。',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: '历史',
    empty: '尚无变更记录。',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: '会话',
    notice: '只有 jwt 和 social 类型的身份验证才有会话。',
    actions: {
      revoke: '撤销',
    },
    fields: {
      id: 'ID',
      device: '设备',
      expires_at: '过期时间',
      ip: 'IP 地址',
      updated_at: '更新时间',
      refreshes_at: '刷新时间',
      created_at: '登录时间',
      actions: '操作',
      auth_type: '登录类型',
    },
  },
  user: {
    name: '用户',
    dependents: {
      credentials: '将删除 %{smart_count} 个凭据',
      profiles: '将删除 %{smart_count} 个档案',
      sessions: '将注销并删除 %{smart_count} 个会话',
    },
    actions: {
      profiles: '档案',
      history: '历史',
      sessions: '会话',
      credentials: '凭据',
    },
    tabs: {
      details: '详细信息',
      profiles: '档案',
      credentials: '凭据',
      sessions: '会话',
      activity: '活动',
    },
    fields: {
      id: 'ID',
      username: '用户名',
      name: '姓名',
      email: '电子邮箱',
      note: '备注',
      projects: '项目',
      permissions: '权限',
      auth_types: '身份验证类型',
      admin: '管理员',
      password: '密码',
      created_at: '创建时间',
      updated_at: '更新时间',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: 'API 密钥',
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
} satisfies Messages['resources'];
