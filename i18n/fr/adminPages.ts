import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    freeProjects: 'Projets dans lesquels cet utilisateur n’a pas encore de profil',
    noFreeProject: 'Cet utilisateur a déjà un profil dans chaque projet.',
    bulk: {
      assignProfile: 'Attribuer un profil',
      assignProfileTitle: 'Attribuer un profil de projet',
      assignProfileText:
        'Choisissez un projet et des autorisations pour l’utilisateur sélectionné. S’il n’a pas encore de profil dans ce projet, il en reçoit un nouveau avec les autorisations choisies ; s’il en a déjà un, ce profil reçoit les autorisations qui lui manquent (aucune n’est retirée). |||| Choisissez un projet et des autorisations pour les %{smart_count} utilisateurs sélectionnés. Ceux qui n’ont pas encore de profil dans ce projet en reçoivent un nouveau avec les autorisations choisies ; ceux qui en ont déjà un le gardent, et ce profil reçoit les autorisations qui lui manquent (aucune n’est retirée).',
      assign: 'Attribuer',
      assignUndoable: 'Vous pourrez l’annuler pendant quelques secondes après l’attribution.',
      assignPending: 'Profil attribué à %{smart_count} utilisateur |||| Profil attribué à %{smart_count} utilisateurs',
      revokeSessions: 'Révoquer les sessions',
      revokeSessionsTitle: 'Révoquer toutes les sessions',
      revokeSessionsText:
        'Cela déconnecte %{smart_count} utilisateur de toutes ses sessions. Cette action est irréversible. |||| Cela déconnecte %{smart_count} utilisateurs de toutes leurs sessions. Cette action est irréversible.',
      progress: '%{finished} sur %{total} terminés',
      summary: 'Réussis : %{done}. Échecs : %{failed}.',
      reading: 'Lecture des profils des utilisateurs sélectionnés…',
      readFailed: 'Les profils des utilisateurs sélectionnés n’ont pas pu être lus. Fermez et réessayez.',
      planCreate:
        '%{smart_count} utilisateur reçoit un nouveau profil dans %{project} : |||| %{smart_count} utilisateurs reçoivent un nouveau profil dans %{project} :',
      planChange:
        '%{smart_count} utilisateur a déjà un profil dans %{project} ; ce profil reçoit des autorisations, aucune n’est retirée : |||| %{smart_count} utilisateurs ont déjà un profil dans %{project} ; leurs profils reçoivent des autorisations, aucune n’est retirée :',
      planUnchanged:
        '%{smart_count} utilisateur a déjà toutes ces autorisations dans %{project} ; rien ne change : |||| %{smart_count} utilisateurs ont déjà toutes ces autorisations dans %{project} ; rien ne change pour eux :',
      adds: '%{name} : reçoit %{permissions}',
      more: 'et %{smart_count} de plus',
      nothingToDo:
        'Tous les utilisateurs sélectionnés ont déjà un profil dans ce projet avec ces autorisations : il n’y a rien à attribuer.',
      assignSummary: 'Profils créés : %{created}. Profils modifiés : %{changed}. Échecs : %{failed}.',
    },
    signedInAt: 'Connecté le %{time}',
  },
  authType: {
    credentials: {
      notSet:
        "Aucune clé de signature n'est encore définie : ce type ne peut pas signer de jetons tant qu'aucune n'est enregistrée.",
      secretSet: 'Une clé secrète est définie.',
      secretSetAt: 'Une clé secrète est définie ; dernière modification le %{date}.',
      keyPairSet: 'Une paire de clés est définie.',
      keyPairSetAt: 'Une paire de clés est définie ; dernière modification le %{date}.',
      title: 'Identifiants de %{name}',
      lastSet: 'Clés de signature définies le',
      saved: 'Identifiants enregistrés',
      secretInfo:
        "L'algorithme %{algorithm} signe les jetons avec une clé secrète partagée. La clé enregistrée n'est plus jamais affichée.",
      keyPairInfo:
        "L'algorithme %{algorithm} signe les jetons avec une paire de clés. Les clés enregistrées ne sont plus jamais affichées.",
    },
    keys: {
      show: { secret_key: 'Afficher la clé secrète', private_key: 'Afficher la clé privée' },
      hide: { secret_key: 'Masquer la clé secrète', private_key: 'Masquer la clé privée' },
      generate: 'Générer',
      generatePair: 'Générer une paire de clés',
      secretHelp: 'Au moins %{bytes} octets pour %{algorithm}. « Générer » en crée une aléatoire dans ce navigateur.',
      pairHelp:
        'Une paire de clés PEM de type %{key} pour %{algorithm}. « Générer une paire de clés » la crée dans ce navigateur ; rien n’est envoyé avant l’enregistrement.',
      secretGenerated:
        'Un secret aléatoire de %{bytes} octets a été généré dans ce navigateur. Affichez-le pour le copier avant d’enregistrer : il ne sera plus jamais affiché.',
      pairGenerated:
        'Une nouvelle paire de clés %{key} a été générée dans ce navigateur. Copiez maintenant la clé publique si un service vérifie les jetons.',
      generateFailed: 'Ce navigateur n’a pas pu générer de clé. Collez-en une à la place.',
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
