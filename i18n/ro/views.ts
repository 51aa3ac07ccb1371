import type { Messages } from '../Messages';

export const views = {
  button: 'Vizualizări',
  current: 'Vizualizare: %{name}',
  none: 'Nicio vizualizare salvată încă',
  save: 'Salvează vizualizarea curentă…',
  manage: 'Gestionează vizualizările…',
  saveTitle: 'Salvează vizualizarea curentă',
  saveHelp:
    'Păstrează căutarea, filtrele, sortarea, coloanele și dimensiunea paginii sub un nume, pentru dvs. în această organizație.',
  name: 'Nume',
  name_required: 'Introduceți un nume',
  name_taken: 'Există deja o vizualizare numită „%{name}”',
  saved: 'Vizualizarea „%{name}” a fost salvată',
  renamed: 'Vizualizarea a fost redenumită „%{name}”',
  deleted: 'Vizualizarea „%{name}” a fost ștearsă',
  saveFailed: 'Vizualizările nu au fost salvate: %{message}',
  manageTitle: 'Vizualizări salvate',
  rename: 'Redenumește „%{name}”',
  copyLink: 'Copiază linkul către „%{name}”',
  copied: 'Linkul către „%{name}” a fost copiat',
  copyFailed: 'Linkul nu a putut fi copiat: %{link}',
  delete: 'Șterge „%{name}”',
  deleteTitle: 'Ștergeți vizualizarea „%{name}”?',
  deleteContent: 'Vizualizarea este eliminată doar pentru dvs.; înregistrările pe care le arată nu sunt atinse.',
  notFound: 'Vizualizarea din acest link nu mai există',
} satisfies Messages['views'];
