import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: 'Cale de navigare',
    home: 'Acasă',
    create: 'Nou',
    edit: 'Editare %{name}',
  },
  page: {
    create: 'Nou: %{name}',
    edit: 'Editare %{name}',
  },
  list: {
    loadMore: 'Încarcă mai multe',
    loadingMore: 'Se încarcă mai multe înregistrări',
    export: 'Exportă CSV',
    shown: '%{shown} din %{total} afișate',
    actions: 'Acțiuni',
  },
  filter: {
    from: '%{field} de la',
    to: '%{field} până la',
  },
  row: {
    actionsFor: 'Acțiuni pentru %{name}',
    undoable: 'Veți putea anula acțiunea timp de câteva secunde.',
  },
  unsaved: {
    title:
      '%{smart_count} modificare nu a fost salvată |||| %{smart_count} modificări nu au fost salvate |||| %{smart_count} de modificări nu au fost salvate',
    intro:
      'Pagina a fost părăsită înainte ca această modificare să poată fi trimisă. Salvați-o acum sau renunțați la ea. |||| Pagina a fost părăsită înainte ca aceste modificări să poată fi trimise. Salvați-le acum sau renunțați la ele. |||| Pagina a fost părăsită înainte ca aceste modificări să poată fi trimise. Salvați-le acum sau renunțați la ele.',
    introSignedOut:
      'Ați fost deconectat înainte ca această modificare să fie salvată. Salvați-o acum sau renunțați la ea. |||| Ați fost deconectat înainte ca aceste modificări să fie salvate. Salvați-le acum sau renunțați la ele. |||| Ați fost deconectat înainte ca aceste modificări să fie salvate. Salvați-le acum sau renunțați la ele.',
    update: '%{resource} „%{record}”: %{fields}',
    create: 'Creare %{resource} „%{record}”',
    delete: 'Ștergere %{resource} „%{record}”',
    save: 'Salvează acum',
    discard: 'Renunță',
    refused: 'Nesalvat: %{change}',
    saved:
      '%{smart_count} modificare salvată |||| %{smart_count} modificări salvate |||| %{smart_count} de modificări salvate',
  },
  notice: {
    created: '%{resource} „%{name}”: înregistrarea a fost creată',
    updated: '%{resource} „%{name}”: modificările au fost salvate',
    deleted: '%{resource} „%{name}”: înregistrarea a fost ștearsă',
    createdUnnamed: '%{resource}: înregistrarea a fost creată',
    updatedUnnamed: '%{resource}: modificările au fost salvate',
    deletedUnnamed: '%{resource}: înregistrarea a fost ștearsă',
  },
  reorder: {
    column: 'Ordine',
    handle: 'Trageți pentru a reordona',
    roleDescription: 'rând sortabil',
    instructions:
      'Pentru a prelua un rând, apăsați Spațiu sau Enter. Mutați-l cu săgețile, lăsați-l cu Spațiu sau Enter, anulați cu Escape.',
    picked: 'Rândul de pe poziția %{position} din %{total} a fost preluat.',
    moved: 'Rândul a fost mutat pe poziția %{position} din %{total}.',
    dropped: 'Rândul a fost lăsat pe poziția %{position} din %{total}.',
    cancelled: 'Mutarea a fost anulată; rândul a revenit la locul său.',
    saving: 'Se salvează noua ordine',
    saved: 'Noua ordine a fost salvată',
    failed: 'Noua ordine nu a putut fi salvată',
    onlyInOrder: 'Rândurile pot fi trase doar în ordinea proprie a listei, după %{field}.',
    restoreOrder: 'Sortează după %{field}',
  },
  columns: {
    handle: 'Trageți pentru a muta „%{name}”',
    roleDescription: 'coloană sortabilă',
    instructions:
      'Pentru a prelua o coloană, apăsați Spațiu sau Enter. Mutați-o cu săgețile, plasați-o cu Spațiu sau Enter, Escape anulează.',
    picked: 'Coloana „%{name}” a fost preluată, la poziția %{position} din %{total}.',
    moved: 'Coloana „%{name}” a fost mutată la poziția %{position} din %{total}.',
    dropped: 'Coloana „%{name}” a fost plasată la poziția %{position} din %{total}.',
    cancelled: 'Mutare anulată; coloana „%{name}” a revenit la locul ei.',
  },
  deleteConfirm: {
    title: 'Ștergeți „%{record}”?',
    bulkTitle:
      'Ștergeți %{smart_count} înregistrare selectată? |||| Ștergeți %{smart_count} înregistrări selectate? |||| Ștergeți %{smart_count} de înregistrări selectate?',
    selected: 'Înregistrări selectate',
    more: 'și încă %{smart_count}',
    counting: 'Se numără înregistrările dependente…',
    countFailed: 'Înregistrările dependente nu au putut fi numărate.',
    affected: 'Aceasta afectează și:',
    nothingAffected: 'Nicio altă înregistrare nu depinde de aceasta.',
    irreversible: 'Acțiunea este ireversibilă.',
  },
  deleteAll: {
    button: 'Șterge tot',
    title: 'Șterge toate înregistrările găsite',
    message:
      'Se va șterge %{smart_count} înregistrare. Acțiunea este ireversibilă. |||| Se vor șterge %{smart_count} înregistrări. Acțiunea este ireversibilă. |||| Se vor șterge %{smart_count} de înregistrări. Acțiunea este ireversibilă.',
    filter: '%{resource} care corespund: %{filters}.',
    noFilter: 'Toate înregistrările din %{resource}: nu este setată nicio căutare sau filtru.',
    search: 'căutare „%{text}”',
    several:
      '%{label} (%{smart_count} valoare) |||| %{label} (%{smart_count} valori) |||| %{label} (%{smart_count} de valori)',
    dependentsUncounted:
      'Înregistrările care depind de ele sunt șterse sau modificate odată cu ele; deschideți o înregistrare pentru a vedea ce depinde de ea.',
    typeCount: 'Tastați %{count} pentru confirmare',
    counting: 'Se numără înregistrările potrivite pe server…',
    countFailed: 'Numărul înregistrărilor potrivite nu a putut fi citit. Închideți și încercați din nou.',
  },
  chips: {
    more: '+%{count}',
    moreLabel: 'Încă %{count}: %{items}',
  },
  conflict: {
    title: 'Modificat de altcineva',
    intro:
      'În timp ce editați, altcineva a salvat această înregistrare. Aceste câmpuri diferă acum de versiunea deschisă; ce ați introdus se păstrează până alegeți.',
    introNoField:
      'În timp ce editați, altcineva a salvat această înregistrare, dar niciun câmp al acestui formular. Păstrați valorile dvs. pentru a le salva peste noua versiune.',
    field: 'Câmp',
    theirs: 'Valoarea lor',
    mine: 'Valoarea dvs.',
    keep: 'Păstrează',
    keepFor: 'Păstrează pentru %{field}',
    notChanged: '(nemodificat de dvs.)',
    empty: '(gol)',
    theirsOption: 'A lor',
    mineOption: 'A mea',
    takeTheirs: 'Folosește versiunea lor',
    keepMine: 'Păstrează-o pe a mea',
    chooseEach: 'Alege câmp cu câmp',
    apply: 'Aplică alegerile',
    keptMine: 'Celelalte modificări sunt încărcate, iar valorile dvs. păstrate. Salvați pentru a le aplica.',
    order:
      'Între timp, altcineva a schimbat ordinea acestor rânduri. Acum este afișată ordinea lor; mutați din nou rândurile.',
  },
  action: {
    copyField: 'Copiază %{field}',
    copied: 'Copiat în clipboard',
    copyFailed: 'Nu s-a putut copia în clipboard',
  },
  field: {
    secretHidden: 'Valoare ascunsă',
    characters: '%{count} din %{max} caractere',
    wholeNumber: 'Un număr întreg de la %{min} la %{max}',
    wholeNumberFrom: 'Un număr întreg de cel puțin %{min}',
    wholeNumberUpTo: 'Un număr întreg de cel mult %{max}',
    httpAddress: 'O adresă care începe cu http:// sau https://',
  },
} satisfies DeepStrings<typeof english>;
