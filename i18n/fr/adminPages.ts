import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    bulk: {
      assignProfile: 'Attribuer un profil',
      assignProfileTitle: 'Attribuer un profil de projet',
      assignProfileText:
        'Chaque utilisateur sélectionné reçoit un profil dans le projet choisi avec ces autorisations (%{smart_count} utilisateur). |||| Chaque utilisateur sélectionné reçoit un profil dans le projet choisi avec ces autorisations (%{smart_count} utilisateurs).',
      assign: 'Attribuer',
      assignUndoable: 'Vous pourrez l’annuler pendant quelques secondes après l’attribution.',
      assignPending: 'Profil attribué à %{smart_count} utilisateur |||| Profil attribué à %{smart_count} utilisateurs',
      revokeSessions: 'Révoquer les sessions',
      revokeSessionsTitle: 'Révoquer toutes les sessions',
      revokeSessionsText:
        'Cela déconnecte %{smart_count} utilisateur de toutes ses sessions. Cette action est irréversible. |||| Cela déconnecte %{smart_count} utilisateurs de toutes leurs sessions. Cette action est irréversible.',
      progress: '%{finished} sur %{total} terminés',
      summary: 'Réussis : %{done}. Échecs : %{failed}.',
    },
    signedInAt: 'Connecté le %{time}',
  },
  authType: {
    credentials: {
      title: 'Identifiants de %{name}',
      saved: 'Identifiants enregistrés',
      secretInfo:
        "L'algorithme %{algorithm} signe les jetons avec une clé secrète partagée. La clé enregistrée n'est plus jamais affichée.",
      keyPairInfo:
        "L'algorithme %{algorithm} signe les jetons avec une paire de clés. Les clés enregistrées ne sont plus jamais affichées.",
    },
    socialLinks: {
      title: 'Liens sociaux de %{name}',
      breadcrumb: 'Liens sociaux',
      provider: 'Fournisseur',
      url: 'Lien de connexion',
      copy: 'Copier le lien %{provider}',
      empty: "Ce type n'a encore aucun réseau social.",
      error: "Les liens sociaux n'ont pas pu être chargés.",
    },
    passwordSettings: {
      title: 'Paramètres de mot de passe de %{name}',
      saved: 'Paramètres de mot de passe enregistrés',
      fields: {
        min_length: 'Longueur minimale',
        extra_characters: 'Caractères spéciaux',
        extra_charactersHelp:
          "Un mot de passe doit contenir au moins un de ces caractères ; laissez vide pour ne pas l'exiger.",
        is_number_required: 'Un chiffre est requis',
        is_upper_required: 'Une majuscule est requise',
        is_lower_required: 'Une minuscule est requise',
      },
    },
  },
} satisfies Messages['adminPages'];
