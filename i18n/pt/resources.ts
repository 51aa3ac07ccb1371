import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

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
  authType,
  hook: {
    name: 'Gancho |||| Ganchos',
    fields: {
      id: 'ID',
      method: 'Método',
      url: 'Endereço (URL)',
      headers: 'Cabeçalhos (JSON)',
      created_at: 'Criado',
    },
    helpers: {
      url: 'Após cada início de sessão com este tipo de autenticação, o serviço envia um pedido para este endereço http(s), com o método e os cabeçalhos definidos aqui.',
      headers:
        'Nomes e valores dos cabeçalhos como objeto JSON, por exemplo {"X-Signature": "…"}; vazio significa nenhum. Os valores guardados não são mostrados: deixe um valor vazio para o manter, escreva um novo para o substituir, remova um nome para retirar esse cabeçalho.',
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
    details: { passwordSet: 'Senha: definida', passwordUnset: 'Senha: não definida' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: 'O utilizador já tem uma credencial de cada tipo de autenticação.',
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
      auth_type: 'Tipo de login',
    },
  },
  user: {
    name: 'Utilizador |||| Utilizadores',
    dependents: {
      credentials: '%{smart_count} credencial é eliminada |||| %{smart_count} credenciais são eliminadas',
      profiles: '%{smart_count} perfil é eliminado |||| %{smart_count} perfis são eliminados',
      sessions: '%{smart_count} sessão é terminada e eliminada |||| %{smart_count} sessões são terminadas e eliminadas',
    },
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
      admin: 'Administrador',
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
