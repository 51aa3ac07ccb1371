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
    loadMore: 'Carregar mais',
    loadingMore: 'A carregar mais registos',
    export: 'Exportar CSV',
    shown: '%{shown} de %{total} apresentados',
    actions: 'Ações',
  },
  filter: {
    from: '%{field} desde',
    to: '%{field} até',
  },
  row: {
    actionsFor: 'Ações para %{name}',
    undoable: 'Poderá anulá-lo durante alguns segundos.',
  },
  unsaved: {
    title: '%{smart_count} alteração não foi salva |||| %{smart_count} alterações não foram salvas',
    intro:
      'A página foi fechada antes de esta alteração ser enviada. Salve-a agora ou descarte-a. |||| A página foi fechada antes de estas alterações serem enviadas. Salve-as agora ou descarte-as.',
    introSignedOut:
      'A sua sessão terminou antes de esta alteração ser guardada. Guarde-a agora ou descarte-a. |||| A sua sessão terminou antes de estas alterações serem guardadas. Guarde-as agora ou descarte-as.',
    update: '%{resource} “%{record}”: %{fields}',
    create: 'Criar %{resource} “%{record}”',
    delete: 'Excluir %{resource} “%{record}”',
    save: 'Salvar agora',
    discard: 'Descartar',
    refused: 'Não guardado: %{change}',
    saved: '%{smart_count} alteração salva |||| %{smart_count} alterações salvas',
  },
  notice: {
    created: '%{resource} “%{name}”: registro criado',
    updated: '%{resource} “%{name}”: alterações salvas',
    deleted: '%{resource} “%{name}”: registro excluído',
    createdUnnamed: '%{resource}: registro criado',
    updatedUnnamed: '%{resource}: alterações salvas',
    deletedUnnamed: '%{resource}: registro excluído',
  },
  reorder: {
    column: 'Ordem',
    handle: 'Arraste para reordenar',
    roleDescription: 'linha ordenável',
    instructions:
      'Para pegar numa linha, prima Espaço ou Enter. Use as setas para a mover, Espaço ou Enter para a largar, Escape para cancelar.',
    picked: 'Linha na posição %{position} de %{total} selecionada.',
    moved: 'Linha movida para a posição %{position} de %{total}.',
    dropped: 'Linha largada na posição %{position} de %{total}.',
    cancelled: 'Movimento cancelado; a linha voltou ao seu lugar.',
    saving: 'A guardar a nova ordem',
    saved: 'Nova ordem guardada',
    failed: 'Não foi possível guardar a nova ordem',
    onlyInOrder: 'As linhas só podem ser arrastadas na ordem própria da lista, por %{field}.',
    restoreOrder: 'Ordenar por %{field}',
  },
  columns: {
    handle: 'Arraste para mover «%{name}»',
    roleDescription: 'coluna ordenável',
    instructions:
      'Para pegar uma coluna, prima Espaço ou Enter. Use as setas para movê-la, Espaço ou Enter para largá-la, Escape para cancelar.',
    picked: 'Coluna «%{name}» pegada, na posição %{position} de %{total}.',
    moved: 'Coluna «%{name}» movida para a posição %{position} de %{total}.',
    dropped: 'Coluna «%{name}» largada na posição %{position} de %{total}.',
    cancelled: 'Movimento cancelado; a coluna «%{name}» voltou ao seu lugar.',
  },
  deleteConfirm: {
    title: 'Excluir “%{record}”?',
    bulkTitle: 'Excluir %{smart_count} registro selecionado? |||| Excluir %{smart_count} registros selecionados?',
    selected: 'Registros selecionados',
    more: 'e mais %{smart_count}',
    counting: 'A contar os registros dependentes…',
    countFailed: 'Não foi possível contar os registros dependentes.',
    affected: 'Isto também afeta:',
    nothingAffected: 'Nenhum outro registro depende disto.',
    irreversible: 'Não pode ser desfeito.',
  },
  deleteAll: {
    button: 'Excluir tudo',
    title: 'Excluir todos os registros encontrados',
    message:
      'Isto exclui %{smart_count} registro. Não pode ser desfeito. |||| Isto exclui %{smart_count} registros. Não pode ser desfeito.',
    filter: '%{resource} que correspondem a: %{filters}.',
    noFilter: 'Todos os registos de %{resource}: nenhuma pesquisa ou filtro definido.',
    search: 'pesquisa “%{text}”',
    several: '%{label} (%{smart_count} valor) |||| %{label} (%{smart_count} valores)',
    dependentsUncounted:
      'Os registos que dependem deles são eliminados ou alterados com eles; abra um registo para ver o que depende dele.',
    typeCount: 'Digite %{count} para confirmar',
    counting: 'Contando os registros correspondentes no servidor…',
    countFailed: 'Não foi possível ler o número de registros correspondentes. Feche e tente novamente.',
  },
  chips: {
    more: '+%{count}',
    moreLabel: 'Mais %{count}: %{items}',
  },
  conflict: {
    title: 'Alterado por outra pessoa',
    intro:
      'Enquanto editava, outra pessoa guardou este registo. Estes campos diferem agora da versão que abriu; o que escreveu é mantido até escolher.',
    introNoField:
      'Enquanto editava, outra pessoa guardou este registo, mas nenhum dos campos deste formulário. Mantenha os seus valores para os guardar sobre a nova versão.',
    field: 'Campo',
    theirs: 'Valor deles',
    mine: 'O seu valor',
    keep: 'Manter',
    keepFor: 'Manter para %{field}',
    notChanged: '(não alterado por si)',
    empty: '(vazio)',
    theirsOption: 'Deles',
    mineOption: 'Meu',
    takeTheirs: 'Usar a versão deles',
    keepMine: 'Manter o meu',
    chooseEach: 'Escolher campo a campo',
    apply: 'Aplicar escolhas',
    keptMine: 'As outras alterações foram carregadas e os seus valores mantidos. Guarde para aplicar os seus.',
    order:
      'Entretanto, outra pessoa alterou a ordem destas linhas. A ordem deles é mostrada agora; mova as linhas novamente.',
  },
  action: {
    copyField: 'Copiar %{field}',
    copied: 'Copiado para a área de transferência',
    copyFailed: 'Não foi possível copiar para a área de transferência',
  },
  field: {
    secretHidden: 'Valor oculto',
    characters: '%{count} de %{max} caracteres',
    wholeNumber: 'Um número inteiro de %{min} a %{max}',
    wholeNumberFrom: 'Um número inteiro a partir de %{min}',
    wholeNumberUpTo: 'Um número inteiro até %{max}',
    httpAddress: 'Um endereço que comece por http:// ou https://',
  },
} satisfies DeepStrings<typeof english>;
