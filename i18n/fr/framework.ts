import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: "Fil d'Ariane",
    home: 'Accueil',
    create: 'Nouveau',
    edit: 'Modifier %{name}',
  },
  page: {
    create: 'Nouveau : %{name}',
    edit: 'Modifier %{name}',
  },
  list: {
    loadMore: 'Charger plus',
    loadingMore: "Chargement d'autres enregistrements",
    export: 'Exporter en CSV',
    shown: '%{shown} sur %{total} affichés',
    actions: 'Actions',
  },
  filter: {
    from: '%{field} depuis',
    to: "%{field} jusqu'au",
  },
  row: {
    actionsFor: 'Actions pour %{name}',
    undoable: 'Vous pourrez l’annuler pendant quelques secondes.',
  },
  unsaved: {
    title:
      '%{smart_count} modification n’a pas été enregistrée |||| %{smart_count} modifications n’ont pas été enregistrées',
    intro:
      'La page a été quittée avant que cette modification puisse être envoyée. Enregistrez-la maintenant ou abandonnez-la. |||| La page a été quittée avant que ces modifications puissent être envoyées. Enregistrez-les maintenant ou abandonnez-les.',
    introSignedOut:
      'Vous avez été déconnecté avant que cette modification soit enregistrée. Enregistrez-la maintenant ou abandonnez-la. |||| Vous avez été déconnecté avant que ces modifications soient enregistrées. Enregistrez-les maintenant ou abandonnez-les.',
    update: '%{resource} « %{record} » : %{fields}',
    create: 'Créer %{resource} « %{record} »',
    delete: 'Supprimer %{resource} « %{record} »',
    save: 'Enregistrer maintenant',
    discard: 'Abandonner',
    refused: 'Non enregistré : %{change}',
    saved: '%{smart_count} modification enregistrée |||| %{smart_count} modifications enregistrées',
  },
  notice: {
    created: '%{resource} « %{name} » : élément créé',
    updated: '%{resource} « %{name} » : modifications enregistrées',
    deleted: '%{resource} « %{name} » : élément supprimé',
    createdUnnamed: '%{resource} : élément créé',
    updatedUnnamed: '%{resource} : modifications enregistrées',
    deletedUnnamed: '%{resource} : élément supprimé',
  },
  reorder: {
    column: 'Ordre',
    handle: 'Glisser pour réordonner',
    roleDescription: 'ligne déplaçable',
    instructions:
      'Pour saisir une ligne, appuyez sur Espace ou Entrée. Déplacez-la avec les flèches, déposez-la avec Espace ou Entrée, annulez avec Échap.',
    picked: 'Ligne en position %{position} sur %{total} saisie.',
    moved: 'Ligne déplacée en position %{position} sur %{total}.',
    dropped: 'Ligne déposée en position %{position} sur %{total}.',
    cancelled: 'Déplacement annulé ; la ligne est revenue à sa place.',
    saving: 'Enregistrement du nouvel ordre',
    saved: 'Nouvel ordre enregistré',
    failed: "Le nouvel ordre n'a pas pu être enregistré",
    onlyInOrder: "Les lignes ne se déplacent que dans l'ordre propre de la liste, par %{field}.",
    restoreOrder: 'Trier par %{field}',
  },
  columns: {
    handle: 'Faire glisser pour déplacer « %{name} »',
    roleDescription: 'colonne triable',
    instructions:
      'Pour saisir une colonne, appuyez sur Espace ou Entrée. Déplacez-la avec les flèches, déposez-la avec Espace ou Entrée, Échap pour annuler.',
    picked: 'Colonne « %{name} » saisie, en position %{position} sur %{total}.',
    moved: 'Colonne « %{name} » déplacée en position %{position} sur %{total}.',
    dropped: 'Colonne « %{name} » déposée en position %{position} sur %{total}.',
    cancelled: 'Déplacement annulé ; la colonne « %{name} » est revenue à sa place.',
  },
  deleteConfirm: {
    title: 'Supprimer « %{record} » ?',
    bulkTitle:
      'Supprimer %{smart_count} enregistrement sélectionné ? |||| Supprimer %{smart_count} enregistrements sélectionnés ?',
    selected: 'Enregistrements sélectionnés',
    more: 'et %{smart_count} de plus',
    counting: 'Décompte des enregistrements dépendants…',
    countFailed: 'Les enregistrements dépendants n’ont pas pu être comptés.',
    affected: 'Cela touche aussi :',
    nothingAffected: 'Aucun autre enregistrement n’en dépend.',
    irreversible: 'Cette action est irréversible.',
  },
  deleteAll: {
    button: 'Tout supprimer',
    title: 'Supprimer tous les enregistrements correspondants',
    message:
      'Cela supprime %{smart_count} enregistrement. Cette action est irréversible. |||| Cela supprime %{smart_count} enregistrements. Cette action est irréversible.',
    filter: '%{resource} correspondant à : %{filters}.',
    noFilter: 'Tous les enregistrements de %{resource} : aucune recherche ni aucun filtre.',
    search: 'recherche « %{text} »',
    several: '%{label} (%{smart_count} valeur) |||| %{label} (%{smart_count} valeurs)',
    dependentsUncounted:
      'Les enregistrements qui en dépendent sont supprimés ou modifiés avec eux ; ouvrez un enregistrement pour voir ce qui en dépend.',
    typeCount: 'Saisissez %{count} pour confirmer',
    counting: 'Comptage des enregistrements correspondants sur le serveur…',
    countFailed: "Le nombre d'enregistrements correspondants n'a pas pu être lu. Fermez et réessayez.",
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} de plus : %{items}',
  },
  conflict: {
    title: 'Modifié par quelqu’un d’autre',
    intro:
      'Pendant votre modification, quelqu’un d’autre a enregistré cet enregistrement. Ces champs diffèrent maintenant de la version que vous avez ouverte ; votre saisie est conservée jusqu’à votre choix.',
    introNoField:
      'Pendant votre modification, quelqu’un d’autre a enregistré cet enregistrement, mais aucun champ de ce formulaire. Gardez vos valeurs pour les enregistrer sur la nouvelle version.',
    field: 'Champ',
    theirs: 'Leur valeur',
    mine: 'Votre valeur',
    keep: 'Garder',
    keepFor: 'Garder pour %{field}',
    notChanged: '(non modifié par vous)',
    empty: '(vide)',
    theirsOption: 'La leur',
    mineOption: 'La mienne',
    takeTheirs: 'Prendre leur version',
    keepMine: 'Garder la mienne',
    chooseEach: 'Choisir champ par champ',
    apply: 'Appliquer les choix',
    keptMine:
      'Les autres modifications sont chargées et vos valeurs conservées. Enregistrez pour appliquer les vôtres.',
    order:
      'Quelqu’un d’autre a changé l’ordre de ces lignes entre-temps. Leur ordre est affiché ; déplacez à nouveau les lignes.',
  },
  action: {
    copyField: 'Copier %{field}',
    copied: 'Copié dans le presse-papiers',
    copyFailed: 'Impossible de copier dans le presse-papiers',
  },
  field: {
    secretHidden: 'Valeur masquée',
    characters: '%{count} sur %{max} caractères',
    wholeNumber: 'Un nombre entier de %{min} à %{max}',
    wholeNumberFrom: 'Un nombre entier à partir de %{min}',
    wholeNumberUpTo: 'Un nombre entier jusqu’à %{max}',
    httpAddress: 'Une adresse commençant par http:// ou https://',
  },
} satisfies DeepStrings<typeof english>;
