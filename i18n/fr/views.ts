import type { Messages } from '../Messages';

export const views = {
  button: 'Vues',
  current: 'Vue : %{name}',
  none: 'Aucune vue enregistrée pour l’instant',
  save: 'Enregistrer la vue actuelle…',
  manage: 'Gérer les vues…',
  saveTitle: 'Enregistrer la vue actuelle',
  saveHelp:
    'Conserve la recherche, les filtres, le tri, les colonnes et la taille de page sous un nom, pour vous dans cette organisation.',
  name: 'Nom',
  name_required: 'Saisissez un nom',
  name_taken: 'Une vue nommée « %{name} » existe déjà',
  saved: 'Vue « %{name} » enregistrée',
  renamed: 'Vue renommée en « %{name} »',
  deleted: 'Vue « %{name} » supprimée',
  saveFailed: 'Les vues n’ont pas été enregistrées : %{message}',
  manageTitle: 'Vues enregistrées',
  rename: 'Renommer « %{name} »',
  copyLink: 'Copier le lien vers « %{name} »',
  copied: 'Lien vers « %{name} » copié',
  copyFailed: 'Le lien n’a pas pu être copié : %{link}',
  delete: 'Supprimer « %{name} »',
  deleteTitle: 'Supprimer la vue « %{name} » ?',
  deleteContent: 'La vue est supprimée pour vous ; les enregistrements qu’elle affiche ne sont pas touchés.',
  notFound: 'La vue de ce lien n’existe plus',
} satisfies Messages['views'];
