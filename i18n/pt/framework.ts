import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: 'Trilha de navegação',
    home: 'Início',
    create: 'Novo',
    edit: 'Editar %{name}',
  },
  page: {
    create: 'Novo: %{name}',
    edit: 'Editar %{name}',
  },
  list: {
    actions: 'Ações',
  },
  deleteAll: {
    button: 'Excluir tudo',
    title: 'Excluir todos os registros encontrados',
    message:
      'Isto exclui %{smart_count} registro. Não pode ser desfeito. |||| Isto exclui %{smart_count} registros. Não pode ser desfeito.',
    typeCount: 'Digite %{count} para confirmar',
  },
  chips: {
    more: '+%{count}',
    moreLabel: 'Mais %{count}: %{items}',
  },
  action: {
    copyField: 'Copiar %{field}',
    copied: 'Copiado para a área de transferência',
    copyFailed: 'Não foi possível copiar para a área de transferência',
  },
  field: {
    secretHidden: 'Valor oculto',
  },
} satisfies DeepStrings<typeof english>;
