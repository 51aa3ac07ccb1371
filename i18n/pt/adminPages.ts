import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    freeProjects: 'Projetos em que este utilizador ainda não tem perfil',
    noFreeProject: 'Este utilizador já tem um perfil em todos os projetos.',
    bulk: {
      assignProfile: 'Atribuir perfil',
      assignProfileTitle: 'Atribuir um perfil de projeto',
      assignProfileText:
        'Escolha um projeto e permissões para o utilizador selecionado. Se ainda não tiver perfil nesse projeto, recebe um novo com as permissões escolhidas; se já tiver, esse perfil recebe as permissões que lhe faltam (nenhuma é removida). |||| Escolha um projeto e permissões para os %{smart_count} utilizadores selecionados. Quem ainda não tiver perfil nesse projeto recebe um novo com as permissões escolhidas; quem já tiver mantém-no, e esse perfil recebe as permissões que lhe faltam (nenhuma é removida).',
      assign: 'Atribuir',
      assignUndoable: 'Poderá anulá-lo durante alguns segundos depois de atribuir.',
      assignPending: 'Perfil atribuído a %{smart_count} utilizador |||| Perfil atribuído a %{smart_count} utilizadores',
      revokeSessions: 'Revogar sessões',
      revokeSessionsTitle: 'Revogar todas as sessões',
      revokeSessionsText:
        'Isto termina todas as sessões de %{smart_count} utilizador. Não pode ser anulado. |||| Isto termina todas as sessões de %{smart_count} utilizadores. Não pode ser anulado.',
      progress: '%{finished} de %{total} concluídos',
      summary: 'Concluídos: %{done}. Falhados: %{failed}.',
      reading: 'A ler os perfis dos utilizadores selecionados…',
      readFailed: 'Não foi possível ler os perfis dos utilizadores selecionados. Feche e tente novamente.',
      planCreate:
        '%{smart_count} utilizador recebe um novo perfil em %{project}: |||| %{smart_count} utilizadores recebem um novo perfil em %{project}:',
      planChange:
        '%{smart_count} utilizador já tem um perfil em %{project}; o perfil recebe permissões, nenhuma é removida: |||| %{smart_count} utilizadores já têm um perfil em %{project}; os seus perfis recebem permissões, nenhuma é removida:',
      planUnchanged:
        '%{smart_count} utilizador já tem todas estas permissões em %{project}; nada muda: |||| %{smart_count} utilizadores já têm todas estas permissões em %{project}; para eles nada muda:',
      adds: '%{name}: recebe %{permissions}',
      more: 'e mais %{smart_count}',
      nothingToDo:
        'Todos os utilizadores selecionados já têm um perfil neste projeto com estas permissões: não há nada a atribuir.',
      assignSummary: 'Perfis criados: %{created}. Perfis alterados: %{changed}. Com falha: %{failed}.',
    },
    signedInAt: 'Sessão iniciada a %{time}',
  },
  authType: {
    credentials: {
      notSet: 'Ainda não há chave de assinatura: este tipo não pode assinar tokens até uma ser guardada.',
      secretSet: 'Há uma chave secreta definida.',
      secretSetAt: 'Há uma chave secreta definida; alterada pela última vez em %{date}.',
      keyPairSet: 'Há um par de chaves definido.',
      keyPairSetAt: 'Há um par de chaves definido; alterado pela última vez em %{date}.',
      title: 'Credenciais de %{name}',
      lastSet: 'Chaves de assinatura definidas pela última vez',
      saved: 'Credenciais guardadas',
      secretInfo:
        'O algoritmo %{algorithm} assina os tokens com uma chave secreta partilhada. A chave guardada nunca mais é mostrada.',
      keyPairInfo:
        'O algoritmo %{algorithm} assina os tokens com um par de chaves. As chaves guardadas nunca mais são mostradas.',
    },
    keys: {
      show: { secret_key: 'Mostrar chave secreta', private_key: 'Mostrar chave privada' },
      hide: { secret_key: 'Ocultar chave secreta', private_key: 'Ocultar chave privada' },
      generate: 'Gerar',
      generatePair: 'Gerar par de chaves',
      secretHelp: 'Pelo menos %{bytes} bytes para %{algorithm}. «Gerar» cria uma chave aleatória neste navegador.',
      pairHelp:
        'Um par de chaves PEM do tipo %{key} para %{algorithm}. «Gerar par de chaves» cria-o neste navegador; nada é enviado antes de guardar.',
      secretGenerated:
        'Foi gerado neste navegador um segredo aleatório de %{bytes} bytes. Mostre-o para o copiar antes de guardar: nunca mais será mostrado.',
      pairGenerated:
        'Foi gerado neste navegador um novo par de chaves %{key}. Copie agora a chave pública se um serviço verificar os tokens.',
      generateFailed: 'Este navegador não conseguiu gerar uma chave. Cole uma em vez disso.',
    },
    socialLinks: {
      title: 'Ligações sociais de %{name}',
      breadcrumb: 'Ligações sociais',
      provider: 'Fornecedor',
      url: 'Ligação de início de sessão',
      copy: 'Copiar a ligação de %{provider}',
      empty: 'Este tipo ainda não tem redes sociais.',
      error: 'Não foi possível carregar as ligações sociais.',
    },
    passwordSettings: {
      title: 'Definições de palavra-passe de %{name}',
      saved: 'Definições de palavra-passe guardadas',
      fields: {
        min_length: 'Comprimento mínimo',
        extra_characters: 'Caracteres especiais',
        extra_charactersHelp:
          'A palavra-passe deve conter pelo menos um destes caracteres; deixe vazio para não exigir.',
        is_number_required: 'É obrigatório um dígito',
        is_upper_required: 'É obrigatória uma letra maiúscula',
        is_lower_required: 'É obrigatória uma letra minúscula',
      },
    },
  },
} satisfies Messages['adminPages'];
