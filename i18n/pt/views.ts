import type { Messages } from '../Messages';

export const views = {
  button: 'Visualizações',
  current: 'Visualização: %{name}',
  none: 'Ainda não há visualizações salvas',
  save: 'Salvar a visualização atual…',
  manage: 'Gerenciar visualizações…',
  saveTitle: 'Salvar a visualização atual',
  saveHelp:
    'Guarda a pesquisa, os filtros, a ordenação, as colunas e o tamanho da página com um nome, para você nesta organização.',
  name: 'Nome',
  name_required: 'Informe um nome',
  name_taken: 'Já existe uma visualização chamada “%{name}”',
  saved: 'Visualização “%{name}” salva',
  renamed: 'Visualização renomeada para “%{name}”',
  deleted: 'Visualização “%{name}” excluída',
  saveFailed: 'As visualizações não foram salvas: %{message}',
  manageTitle: 'Visualizações salvas',
  rename: 'Renomear “%{name}”',
  copyLink: 'Copiar o link de “%{name}”',
  copied: 'Link de “%{name}” copiado',
  copyFailed: 'Não foi possível copiar o link: %{link}',
  delete: 'Excluir “%{name}”',
  deleteTitle: 'Excluir a visualização “%{name}”?',
  deleteContent: 'A visualização é removida só para você; os registros que ela mostra não são alterados.',
  notFound: 'A visualização deste link não existe mais',
} satisfies Messages['views'];
