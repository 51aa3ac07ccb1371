import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    bulk: {
      assignProfile: 'Atribuir perfil',
      assignProfileTitle: 'Atribuir um perfil de projeto',
      assignProfileText:
        'Cada utilizador selecionado recebe um perfil no projeto escolhido com estas permissões (%{smart_count} utilizador). |||| Cada utilizador selecionado recebe um perfil no projeto escolhido com estas permissões (%{smart_count} utilizadores).',
      assign: 'Atribuir',
      assignUndoable: 'Poderá anulá-lo durante alguns segundos depois de atribuir.',
      assignPending: 'Perfil atribuído a %{smart_count} utilizador |||| Perfil atribuído a %{smart_count} utilizadores',
      revokeSessions: 'Revogar sessões',
      revokeSessionsTitle: 'Revogar todas as sessões',
      revokeSessionsText:
        'Isto termina todas as sessões de %{smart_count} utilizador. Não pode ser anulado. |||| Isto termina todas as sessões de %{smart_count} utilizadores. Não pode ser anulado.',
      progress: '%{finished} de %{total} concluídos',
      summary: 'Concluídos: %{done}. Falhados: %{failed}.',
    },
    signedInAt: 'Sessão iniciada a %{time}',
  },
  authType: {
    credentials: {
      title: 'Credenciais de %{name}',
      saved: 'Credenciais guardadas',
      secretInfo:
        'O algoritmo %{algorithm} assina os tokens com uma chave secreta partilhada. A chave guardada nunca mais é mostrada.',
      keyPairInfo:
        'O algoritmo %{algorithm} assina os tokens com um par de chaves. As chaves guardadas nunca mais são mostradas.',
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
