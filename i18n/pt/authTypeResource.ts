import type { Messages } from '../Messages';

/** `resources.authType.*` texts (Portuguese): the authentication types' fields, kinds and help. */
export const authType = {
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
    prefix_query: 'O texto antes da chave no seu parâmetro GET, p. ex. key_ dá "?api_key=key_<chave>". Vazio: nenhum.',
    header: 'O cabeçalho HTTP que leva a credencial em cada pedido (em JWT e Social: o token), p. ex. Authorization.',
    prefix: 'A palavra antes da credencial nesse cabeçalho: Bearer dá "Authorization: Bearer <token>". Vazio: nenhuma.',
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
    refresh_token_header: 'O cabeçalho que leva o token de atualização no pedido de atualização, p. ex. Authorization.',
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
} satisfies Messages['resources']['authType'];
