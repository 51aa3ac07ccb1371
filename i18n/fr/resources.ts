import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';

export const resources = {
  project: {
    name: 'Projet |||| Projets',
    dependents: {
      profiles:
        'Les profils de %{smart_count} utilisateur sont supprimés |||| Les profils de %{smart_count} utilisateurs sont supprimés',
      authTypes:
        'Retiré de %{smart_count} type d’authentification |||| Retiré de %{smart_count} types d’authentification',
    },
    fields: {
      id: 'ID',
      name: 'Nom',
      alias: 'Alias',
      created_at: 'Créé le',
      updated_at: 'Modifié le',
    },
  },
  permission: {
    name: 'Autorisation |||| Autorisations',
    dependents: {
      profiles:
        'Retirée des profils de %{smart_count} utilisateur |||| Retirée des profils de %{smart_count} utilisateurs',
    },
    fields: {
      id: 'ID',
      title: 'Titre',
      code: 'Code',
      created_at: 'Créée le',
    },
  },
  authType: {
    name: "Type d'authentification |||| Types d'authentification",
    algorithmChange: {
      keysMismatch:
        "Les clés enregistrées ont été créées pour %{from} et ne conviennent pas à %{to} : après l'enregistrement, ce type ne pourra plus signer de jetons tant que de nouvelles clés ne sont pas définies. Générez-les ou saisissez-les sur la page des identifiants.",
      setKeys: 'Définir de nouvelles clés',
    },
    dependents: {
      credentials:
        'Les identifiants de %{smart_count} utilisateur sont supprimés |||| Les identifiants de %{smart_count} utilisateurs sont supprimés',
      hooks: '%{smart_count} crochet est supprimé |||| %{smart_count} crochets sont supprimés',
    },
    actions: {
      history: 'Historique',
      socialLinks: 'Liens sociaux',
      credentials: 'Identifiants',
      passwordSettings: 'Règles du mot de passe',
      hooks: 'Webhooks',
    },
    tabs: {
      settings: 'Paramètres',
      credentials: 'Identifiants',
      socialLinks: 'Liens sociaux',
      passwordSettings: 'Règles du mot de passe',
      hooks: 'Webhooks',
      history: 'Historique',
    },
    sections: {
      general: 'Général',
      token: "Jeton d'accès",
      refreshToken: 'Jeton de rafraîchissement',
      keys: 'Clés de signature',
    },
    helpers: {
      type: "Comment les utilisateurs se connectent : Basic (nom d'utilisateur et mot de passe), JWT (jetons signés), clé d'API ou Social (un réseau social). Ne change plus après la création.",
      title: 'Le nom que les administrateurs et les utilisateurs voient pour ce mode de connexion.',
      projects:
        'Les projets dont les utilisateurs peuvent se connecter avec. Saisissez un nouveau nom pour créer un projet.',
      section: "Où le client envoie la clé : dans un en-tête HTTP ou comme paramètre GET de l'adresse.",
      key_header: "Le nom de l'en-tête HTTP qui porte la clé, p. ex. X-API-KEY.",
      key_query: 'Le nom du paramètre GET qui porte la clé, p. ex. api_key.',
      prefix_header:
        'Le mot avant la clé dans son en-tête, p. ex. ApiKey donne « X-API-KEY: ApiKey <clé> ». Vide : aucun.',
      prefix_query:
        'Le texte avant la clé dans son paramètre GET, p. ex. key_ donne « ?api_key=key_<clé> ». Vide : aucun.',
      header:
        "L'en-tête HTTP qui porte l'identifiant à chaque requête (pour JWT et Social : le jeton), p. ex. Authorization.",
      prefix:
        "Le mot avant l'identifiant dans cet en-tête : Bearer donne « Authorization: Bearer <jeton> ». Vide : aucun.",
      algorithm:
        'Comment les jetons sont signés : algorithmes HS avec une clé secrète partagée ; RS, PS et ES avec une paire de clés.',
      access_token_lifetime_min:
        "Combien de minutes un jeton d'accès reste valable avant que le client doive le rafraîchir ou se reconnecter. Court est plus sûr ; 15 est courant.",
      access_token_header: "L'en-tête du jeton d'accès s'il diffère de l'en-tête ci-dessus. Vide : En-tête.",
      access_token_prefix: "Le mot avant le jeton d'accès s'il diffère du préfixe ci-dessus. Vide : Préfixe.",
      refresh_token_enabled:
        "Délivre un jeton de rafraîchissement avec chaque jeton d'accès, pour obtenir un nouveau jeton d'accès sans se reconnecter.",
      refresh_token_lifetime_min:
        "Combien de minutes un jeton de rafraîchissement reste valable ; plus long que le jeton d'accès. 1440 minutes font un jour.",
      refresh_token_header:
        "L'en-tête qui porte le jeton de rafraîchissement lors du rafraîchissement, p. ex. Authorization.",
      refresh_token_prefix: 'Le mot avant le jeton de rafraîchissement dans son en-tête, p. ex. Bearer. Vide : aucun.',
      secret_key:
        "Le secret partagé qui signe et vérifie les jetons. Il n'est plus jamais affiché après l'enregistrement.",
      public_key: 'La clé publique PEM qui vérifie les signatures des jetons.',
      private_key: "La clé privée PEM qui signe les jetons. Elle n'est plus jamais affichée après l'enregistrement.",
      redirect_uri:
        "L'adresse de votre application vers laquelle le réseau social renvoie l'utilisateur après la connexion.",
      providers: 'Les réseaux sociaux avec lesquels les utilisateurs peuvent se connecter.',
    },
    summary: {
      header: 'En-tête %{header}, sans préfixe',
      headerPrefix: 'En-tête %{header}, préfixe %{prefix}',
      query: 'Paramètre GET %{key}',
      queryPrefix: 'Paramètre GET %{key}, préfixe %{prefix}',
      prefix: 'Préfixe %{prefix}',
      lifetimes: 'accès %{access}, rafraîchissement %{refresh}',
      accessOnly: 'accès %{access}, sans jeton de rafraîchissement',
      algorithm: 'Signé avec %{algorithm}',
      providers: 'Réseaux : %{providers}',
    },
    choices: {
      type: {
        basic: 'Basique',
        jwt: 'Jeton JWT',
        key: 'Clé API',
        social: 'Réseau social',
      },
      section: {
        header: 'En-tête HTTP',
        query: 'Paramètre GET',
      },
    },
    fields: {
      priority: 'priorité',
      id: 'ID',
      title: 'Titre',
      type: 'Type',
      projects: 'Projets',
      details: 'Détails',
      created_at: 'Créé le',
      section: 'Emplacement de la clé',
      key: 'Nom de la clé',
      key_header: "Nom de l'en-tête",
      key_query: 'Nom du paramètre de requête',
      prefix_header: 'Préfixe',
      prefix_query: 'Préfixe',
      header: 'En-tête',
      prefix: 'Préfixe',
      algorithm: 'Algorithme',
      access_token_lifetime_min: "Durée de vie du jeton d'accès (min)",
      access_token_header: "En-tête du jeton d'accès",
      access_token_prefix: "Préfixe du jeton d'accès",
      refresh_token_enabled: 'Jetons de rafraîchissement activés',
      refresh_token_lifetime_min: 'Durée de vie du jeton de rafraîchissement (min)',
      refresh_token_header: 'En-tête du jeton de rafraîchissement',
      refresh_token_prefix: 'Préfixe du jeton de rafraîchissement',
      secret_key: 'Clé secrète',
      public_key: 'Clé publique',
      private_key: 'Clé privée',
      redirect_uri: 'URI de redirection',
      providers: 'Réseaux sociaux',
    },
    sharedProvider:
      '%{provider} est aussi proposé par « %{types} » : les boutons de connexion affichent alors le titre de chaque type pour les distinguer.',
  },
  hook: {
    name: 'Crochet |||| Crochets',
    fields: {
      id: 'ID',
      method: 'Méthode',
      url: 'Adresse (URL)',
      headers: 'En-têtes (JSON)',
      created_at: 'Créé',
    },
    helpers: {
      url: "Après chaque connexion avec ce type d'authentification, le service envoie une requête à cette adresse http(s), avec la méthode et les en-têtes définis ici.",
      headers:
        'Noms et valeurs des en-têtes sous forme d\'objet JSON, par ex. {"X-Signature": "…"} ; vide signifie aucun. Les valeurs enregistrées ne sont pas affichées : laissez une valeur vide pour la conserver, saisissez-en une nouvelle pour la remplacer, supprimez un nom pour retirer cet en-tête.',
    },
  },
  credential: {
    name: 'Identifiant |||| Identifiants',
    fields: {
      id: 'ID',
      projects: 'Projets',
      type: "Type d'authentification",
      details: 'Détails',
      social_providers: 'Réseaux sociaux',
      password: 'Mot de passe',
      note: 'Remarque',
      created_at: 'Créé',
    },
    details: { passwordSet: 'Mot de passe : défini', passwordUnset: 'Mot de passe : non défini' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: "L'utilisateur a déjà un identifiant pour chaque type d'authentification.",
  },
  profile: {
    name: 'Profil |||| Profils',
    fields: {
      id: 'ID',
      project: 'Projet',
      permissions: 'Autorisations',
      name: 'Nom complet',
      email: 'E-mail',
      created_at: 'Créé',
    },
  },
  userHistory: {
    name: 'Entrée d’activité |||| Journal d’activité',
    empty: 'Aucune activité enregistrée pour l’instant.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Entrée d’historique |||| Historique',
    empty: 'Aucune modification enregistrée pour l’instant.',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: 'Session ouverte |||| Sessions ouvertes',
    notice: "Les sessions n'existent que pour les types d'authentification jwt et social.",
    actions: {
      revoke: 'Révoquer',
    },
    fields: {
      id: 'ID',
      device: 'Appareil',
      expires_at: 'Expire',
      ip: 'Adresse IP',
      updated_at: 'Mise à jour',
      refreshes_at: 'Renouvellement',
      created_at: 'Connexion',
      actions: 'Actions',
      auth_type: 'Type de connexion',
    },
  },
  user: {
    name: 'Utilisateur |||| Utilisateurs',
    dependents: {
      credentials: '%{smart_count} identifiant est supprimé |||| %{smart_count} identifiants sont supprimés',
      profiles: '%{smart_count} profil est supprimé |||| %{smart_count} profils sont supprimés',
      sessions:
        '%{smart_count} session est fermée et supprimée |||| %{smart_count} sessions sont fermées et supprimées',
    },
    actions: {
      profiles: 'Profils',
      history: 'Historique',
      sessions: 'Sessions',
      credentials: 'Identifiants',
    },
    tabs: {
      details: 'Détails',
      profiles: 'Profils',
      credentials: 'Identifiants',
      sessions: 'Sessions',
      activity: 'Activité',
    },
    fields: {
      id: 'ID',
      username: "Nom d'utilisateur",
      name: 'Nom',
      email: 'E-mail',
      note: 'Remarque',
      projects: 'Projets',
      permissions: 'Autorisations',
      auth_types: "Types d'authentification",
      admin: 'Administrateur',
      password: 'Mot de passe',
      created_at: 'Créé le',
      updated_at: 'Modifié le',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: 'Clé d’API |||| Clés d’API',
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
} satisfies Messages['resources'];
