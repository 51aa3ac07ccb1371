import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';

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
  authType: {
    name: '身份验证类型',
    dependents: {
      credentials: '将删除 %{smart_count} 个用户的凭据',
      hooks: '将删除 %{smart_count} 个钩子',
    },
    actions: {
      history: '历史',
      socialLinks: '社交链接',
      credentials: '凭据',
      passwordSettings: '密码设置',
      hooks: '钩子',
    },
    tabs: {
      settings: '设置',
      credentials: '凭据',
      socialLinks: '社交链接',
      passwordSettings: '密码设置',
      hooks: '钩子',
      history: '历史',
    },
    choices: {
      type: {
        basic: '基本',
        jwt: 'JWT 令牌',
        key: 'API 密钥',
        social: '社交',
      },
      section: {
        header: 'HTTP 请求头',
        query: 'GET 参数',
      },
    },
    fields: {
      priority: '优先级',
      id: 'ID',
      title: '标题',
      type: '类型',
      projects: '项目',
      details: '详细信息',
      created_at: '创建时间',
      section: '密钥位置',
      key: '密钥名称',
      key_header: '请求头名称',
      key_query: '查询参数名称',
      header: '请求头',
      prefix: '前缀',
      algorithm: '算法',
      access_token_lifetime_min: '访问令牌有效期（分钟）',
      access_token_header: '访问令牌请求头',
      access_token_prefix: '访问令牌前缀',
      refresh_token_enabled: '启用刷新令牌',
      refresh_token_lifetime_min: '刷新令牌有效期（分钟）',
      refresh_token_header: '刷新令牌请求头',
      refresh_token_prefix: '刷新令牌前缀',
      secret_key: '密钥',
      public_key: '公钥',
      private_key: '私钥',
      redirect_uri: '重定向 URI',
      providers: '社交网络',
    },
  },
  hook: {
    name: '钩子',
    fields: {
      id: 'ID',
      method: '方法',
      url: '地址 (URL)',
      headers: '请求头 (JSON)',
      created_at: '创建时间',
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
    name: '活动记录 |||| 活动日志',
    empty: '尚无活动记录。',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: '历史记录 |||| 历史',
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
    },
  },
  user: {
    name: '用户',
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
