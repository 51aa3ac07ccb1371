import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    bulk: {
      assignProfile: '分配个人资料',
      assignProfileTitle: '分配项目个人资料',
      assignProfileText: '每个选中的用户都会在所选项目中获得带有这些权限的个人资料（%{smart_count} 个用户）。',
      assign: '分配',
      assignUndoable: '分配后几秒内仍可撤销。',
      assignPending: '已为 %{smart_count} 个用户分配个人资料',
      revokeSessions: '撤销会话',
      revokeSessionsTitle: '撤销所有会话',
      revokeSessionsText: '这会使 %{smart_count} 个用户退出所有会话，且无法撤销。',
      progress: '已完成 %{finished}/%{total}',
      summary: '成功：%{done}。失败：%{failed}。',
    },
    signedInAt: '登录于 %{time}',
  },
  authType: {
    credentials: {
      title: '%{name} 的凭据',
      saved: '凭据已保存',
      secretInfo: '%{algorithm} 算法使用共享密钥签名令牌。保存的密钥不会再次显示。',
      keyPairInfo: '%{algorithm} 算法使用密钥对签名令牌。保存的密钥不会再次显示。',
    },
    socialLinks: {
      title: '%{name} 的社交链接',
      breadcrumb: '社交链接',
      provider: '提供商',
      url: '登录链接',
      copy: '复制 %{provider} 链接',
      empty: '此类型尚无社交网络。',
      error: '无法加载社交链接。',
    },
    passwordSettings: {
      title: '%{name} 的密码设置',
      saved: '密码设置已保存',
      fields: {
        min_length: '最小长度',
        extra_characters: '特殊字符',
        extra_charactersHelp: '密码必须至少包含其中一个字符；留空则不作要求。',
        is_number_required: '必须包含数字',
        is_upper_required: '必须包含大写字母',
        is_lower_required: '必须包含小写字母',
      },
    },
  },
} satisfies Messages['adminPages'];
