import type { Messages } from '../Messages';

/** Chinese has no plural forms: each resource name has a single variant. */
export const resources = {
  project: {
    name: '项目',
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
    fields: {
      id: 'ID',
      title: '标题',
      code: '代码',
      created_at: '创建时间',
    },
  },
  authType: {
    name: '身份验证类型',
    actions: {
      history: "历史",
      socialLinks: "社交链接",
      credentials: "凭据",
      passwordSettings: "密码设置",
      hooks: "钩子",
    },
    choices: {
      type: {
        basic: "基本",
        jwt: "JWT 令牌",
        key: "API 密钥",
        social: "社交",
      },
    },
    fields: {
      id: 'ID',
      title: '标题',
      type: '类型',
      projects: '项目',
      details: '详细信息',
      created_at: '创建时间',
      section: '密钥位置',
      key: '密钥名称',
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
  user: {
    name: '用户',
    actions: {
      profiles: "档案",
      history: "历史",
      sessions: "会话",
      credentials: "凭据",
    },
    fields: {
      id: 'ID',
      username: '用户名',
      name: '姓名',
      email: '电子邮箱',
      note: '备注',
      projects: '项目',
      permissions: '权限',
      password: '密码',
      created_at: '创建时间',
      updated_at: '更新时间',
    },
  },
} satisfies Messages['resources'];
