import type { Messages } from '../Messages';

export const setup = {
  title: 'Configuração',
  export: {
    title: 'Exportar',
    intro:
      'Um único arquivo com os projetos, as permissões e os tipos de autenticação desta organização (detalhes, definições de palavra-passe, ganchos e a ordem dos tipos). Utilizadores e sessões não fazem parte dele; os segredos ficam de fora e são assinalados.',
    button: 'Baixar arquivo de configuração',
    reading: 'Lendo a configuração…',
    done: 'Arquivo de configuração baixado. Projetos: %{projects}, permissões: %{permissions}, tipos de autenticação: %{authTypes}.',
  },
  apply: {
    title: 'Aplicar um arquivo de configuração',
    intro:
      'Escolha um arquivo de configuração para ver o que a sua aplicação mudaria aqui. Nada é enviado até que você aplique.',
    choose: 'Escolher um arquivo',
    chosen: 'Arquivo: %{name}',
    prune: 'Remover o que o arquivo não lista',
    pruneHelp:
      'Os projetos, permissões, tipos de autenticação e ganchos desta organização que não constam do arquivo são excluídos.',
    planning: 'Comparando o arquivo com esta organização…',
    refused: 'Este arquivo não pode ser aplicado:',
    problem: 'Linha %{line}: %{message}',
    noChanges: 'Nenhuma alteração: esta organização já corresponde ao arquivo.',
    summary: 'a criar: %{create}, a alterar: %{update}, a excluir: %{delete}',
    button: 'Aplicar',
    applying: 'Aplicando %{done} de %{total}…',
    progress: 'Aplicando o arquivo de configuração',
    applied: 'Aplicada: %{smart_count} alteração. |||| Aplicadas: %{smart_count} alterações.',
    failed: 'Parou em %{step}: %{message}',
    appliedBefore: 'Aplicado antes de parar (%{smart_count}): |||| Aplicados antes de parar (%{smart_count}):',
    nothingApplied: 'Nada foi aplicado.',
    again: 'Comparar novamente',
    confirmTitle: 'Aplicar e excluir?',
    confirmMessage:
      'A aplicação exclui %{smart_count} registro que o arquivo não lista. |||| A aplicação exclui %{smart_count} registros que o arquivo não lista.',
    confirmType: 'Digite %{count} para confirmar',
  },
  groups: {
    create: 'A criar',
    update: 'A alterar',
    delete: 'A excluir',
    notices: 'A definir depois de aplicar',
  },
  kinds: {
    project: 'Projeto',
    permission: 'Permissão',
    authType: 'Tipo de autenticação',
    passwordConfig: 'Definições de palavra-passe',
    hook: 'Gancho',
    priorities: 'Ordem dos tipos de autenticação',
  },
  step: {
    owned: '%{kind} de %{owner}: %{key}',
    plain: '%{kind}: %{key}',
  },
  change: '%{field}: %{before} → %{after}',
  empty: '(vazio)',
  notices: {
    signingKey: 'A chave de assinatura de %{authType}: defina-a na aba Credenciais.',
    hookHeader: 'O cabeçalho %{header} do gancho %{hook} de %{authType}.',
  },
  problems: {
    read: 'Não foi possível ler o arquivo.',
    json: 'JSON inválido (%{detail})',
    unknownField: 'campo desconhecido %{fields}',
    expected: 'esperado: %{expected}',
    empty: 'não pode estar vazio',
    invalid: 'valor inválido',
    atLeast: 'deve ser no mínimo %{minimum}',
    duplicate: '"%{key}" está definido duas vezes',
    undefinedProject: 'o projeto "%{key}" não está definido no arquivo',
  },
} satisfies Messages['setup'];
