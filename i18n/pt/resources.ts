import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';

export const resources = {
  project: {
    name: 'Projeto |||| Projetos',
    dependents: {
      profiles:
        'Os perfis de %{smart_count} utilizador são excluídos |||| Os perfis de %{smart_count} utilizadores são excluídos',
      authTypes:
        'Removido de %{smart_count} tipo de autenticação |||| Removido de %{smart_count} tipos de autenticação',
    },
    fields: {
      id: 'ID',
      name: 'Nome',
      alias: 'Alias',
      created_at: 'Criado',
      updated_at: 'Atualizado',
    },
  },
  permission: {
    name: 'Permissão |||| Permissões',
    dependents: {
      profiles:
        'Removida dos perfis de %{smart_count} utilizador |||| Removida dos perfis de %{smart_count} utilizadores',
    },
    fields: {
      id: 'ID',
      title: 'Título',
      code: 'Código',
      created_at: 'Criada',
    },
  },
  authType: {
    name: 'Tipo de autenticação |||| Tipos de autenticação',
    dependents: {
      credentials:
        'As credenciais de %{smart_count} utilizador são excluídas |||| As credenciais de %{smart_count} utilizadores são excluídas',
      hooks: '%{smart_count} gancho é excluído |||| %{smart_count} ganchos são excluídos',
    },
    actions: {
      history: 'Histórico',
      socialLinks: 'Ligações sociais',
      credentials: 'Credenciais',
      passwordSettings: 'Regras da palavra-passe',
      hooks: 'Webhooks',
    },
    tabs: {
      settings: 'Configurações',
      credentials: 'Credenciais',
      socialLinks: 'Ligações sociais',
      passwordSettings: 'Regras da palavra-passe',
      hooks: 'Webhooks',
      history: 'Histórico',
    },
    choices: {
      type: {
        basic: 'Básica',
        jwt: 'Token JWT',
        key: 'Chave de API',
        social: 'Rede social',
      },
      section: {
        header: 'Cabeçalho HTTP',
        query: 'Parâmetro GET',
      },
    },
    fields: {
      priority: 'prioridade',
      id: 'ID',
      title: 'Título',
      type: 'Tipo',
      projects: 'Projetos',
      details: 'Detalhes',
      created_at: 'Criado',
      section: 'Localização da chave',
      key: 'Nome da chave',
      key_header: 'Nome do cabeçalho',
      key_query: 'Nome do parâmetro de consulta',
      header: 'Cabeçalho',
      prefix: 'Prefixo',
      algorithm: 'Algoritmo',
      access_token_lifetime_min: 'Validade do token de acesso (min)',
      access_token_header: 'Cabeçalho do token de acesso',
      access_token_prefix: 'Prefixo do token de acesso',
      refresh_token_enabled: 'Tokens de renovação ativados',
      refresh_token_lifetime_min: 'Validade do token de renovação (min)',
      refresh_token_header: 'Cabeçalho do token de renovação',
      refresh_token_prefix: 'Prefixo do token de renovação',
      secret_key: 'Chave secreta',
      public_key: 'Chave pública',
      private_key: 'Chave privada',
      redirect_uri: 'URI de redirecionamento',
      providers: 'Redes sociais',
    },
  },
  hook: {
    name: 'Gancho |||| Ganchos',
    fields: {
      id: 'ID',
      method: 'Método',
      url: 'Endereço (URL)',
      headers: 'Cabeçalhos (JSON)',
      created_at: 'Criado',
    },
  },
  credential: {
    name: 'Credencial |||| Credenciais',
    fields: {
      id: 'ID',
      projects: 'Projetos',
      type: 'Tipo de autenticação',
      details: 'Detalhes',
      social_providers: 'Redes sociais',
      password: 'Palavra-passe',
      note: 'Nota',
      created_at: 'Criada',
    },
  },
  profile: {
    name: 'Perfil |||| Perfis',
    fields: {
      id: 'ID',
      project: 'Projeto',
      permissions: 'Permissões',
      name: 'Nome completo',
      email: 'E-mail',
      created_at: 'Criado',
    },
  },
  userHistory: {
    name: 'Registro de atividade |||| Log de atividades',
    empty: 'Nenhuma atividade registrada ainda.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Entrada do histórico |||| Histórico',
    empty: 'Nenhuma alteração registrada ainda.',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: 'Sessão |||| Sessões',
    notice: 'As sessões existem apenas para os tipos de autenticação jwt e social.',
    actions: {
      revoke: 'Revogar',
    },
    fields: {
      id: 'ID',
      device: 'Dispositivo',
      expires_at: 'Expira',
      ip: 'Endereço IP',
      updated_at: 'Atualizada',
      refreshes_at: 'Renovação',
      created_at: 'Início de sessão',
      actions: 'Ações',
    },
  },
  user: {
    name: 'Utilizador |||| Utilizadores',
    actions: {
      profiles: 'Perfis',
      history: 'Histórico',
      sessions: 'Sessões',
      credentials: 'Credenciais',
    },
    tabs: {
      details: 'Detalhes',
      profiles: 'Perfis',
      credentials: 'Credenciais',
      sessions: 'Sessões',
      activity: 'Atividade',
    },
    fields: {
      id: 'ID',
      username: 'Nome de utilizador',
      name: 'Nome',
      email: 'E-mail',
      note: 'Nota',
      projects: 'Projetos',
      permissions: 'Permissões',
      auth_types: 'Tipos de autenticação',
      password: 'Palavra-passe',
      created_at: 'Criado',
      updated_at: 'Atualizado',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: 'Chave de API |||| Chaves de API',
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
} satisfies Messages['resources'];
