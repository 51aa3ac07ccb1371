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
    algorithmChange: {
      keysMismatch:
        'As chaves guardadas foram criadas para %{from} e não servem para %{to}: depois de guardar, este tipo não pode assinar tokens até serem definidas novas chaves. Gere-as ou introduza-as na página de credenciais.',
      setKeys: 'Definir novas chaves',
    },
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
    sections: {
      general: 'Geral',
      token: 'Token de acesso',
      refreshToken: 'Token de atualização',
      keys: 'Chaves de assinatura',
    },
    helpers: {
      type: 'Como os utilizadores entram: Basic (nome de utilizador e palavra-passe), JWT (tokens assinados), chave de API ou Social (uma rede social). Não muda depois de criado.',
      title: 'O nome que administradores e utilizadores veem para este método de entrada.',
      projects: 'Os projetos cujos utilizadores podem entrar com ele. Escreva um nome novo para criar um projeto.',
      section: 'Onde o cliente envia a chave: num cabeçalho HTTP ou como parâmetro GET do endereço.',
      key_header: 'O nome do cabeçalho HTTP que leva a chave, p. ex. X-API-KEY.',
      key_query: 'O nome do parâmetro GET que leva a chave, p. ex. api_key.',
      prefix_header:
        'A palavra antes da chave no seu cabeçalho, p. ex. ApiKey dá "X-API-KEY: ApiKey <chave>". Vazio: nenhuma.',
      prefix_query:
        'O texto antes da chave no seu parâmetro GET, p. ex. key_ dá "?api_key=key_<chave>". Vazio: nenhum.',
      header: 'O cabeçalho HTTP que leva a credencial em cada pedido (em JWT e Social: o token), p. ex. Authorization.',
      prefix:
        'A palavra antes da credencial nesse cabeçalho: Bearer dá "Authorization: Bearer <token>". Vazio: nenhuma.',
      algorithm:
        'Como os tokens são assinados: algoritmos HS com uma chave secreta partilhada; RS, PS e ES com um par de chaves.',
      access_token_lifetime_min:
        'Quantos minutos um token de acesso é válido antes de o cliente o ter de atualizar ou entrar de novo. Curto é mais seguro; 15 é o habitual.',
      access_token_header: 'O cabeçalho do token de acesso, se diferir do Cabeçalho acima. Vazio: Cabeçalho.',
      access_token_prefix: 'A palavra antes do token de acesso, se diferir do Prefixo acima. Vazio: Prefixo.',
      refresh_token_enabled:
        'Emite um token de atualização com cada token de acesso, para os clientes obterem um novo token de acesso sem entrar de novo.',
      refresh_token_lifetime_min:
        'Quantos minutos um token de atualização é válido; mais do que o token de acesso. 1440 minutos são um dia.',
      refresh_token_header:
        'O cabeçalho que leva o token de atualização no pedido de atualização, p. ex. Authorization.',
      refresh_token_prefix: 'A palavra antes do token de atualização no seu cabeçalho, p. ex. Bearer. Vazio: nenhuma.',
      secret_key: 'O segredo partilhado que assina e verifica os tokens. Depois de guardado, nunca mais é mostrado.',
      public_key: 'A chave pública PEM que verifica as assinaturas dos tokens.',
      private_key: 'A chave privada PEM que assina os tokens. Depois de guardada, nunca mais é mostrada.',
      redirect_uri: 'O endereço da sua aplicação para onde a rede social devolve o utilizador depois de entrar.',
      providers: 'As redes sociais com que os utilizadores podem entrar.',
    },
    summary: {
      header: 'Cabeçalho %{header}, sem prefixo',
      headerPrefix: 'Cabeçalho %{header}, prefixo %{prefix}',
      query: 'Parâmetro GET %{key}',
      queryPrefix: 'Parâmetro GET %{key}, prefixo %{prefix}',
      prefix: 'Prefixo %{prefix}',
      lifetimes: 'acesso %{access}, atualização %{refresh}',
      accessOnly: 'acesso %{access}, sem token de atualização',
      algorithm: 'Assinado com %{algorithm}',
      providers: 'Redes: %{providers}',
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
      prefix_header: 'Prefixo',
      prefix_query: 'Prefixo',
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
    sharedProvider:
      '%{provider} também é oferecido por “%{types}”: os botões de login mostram então o título de cada tipo para diferenciá-los.',
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
