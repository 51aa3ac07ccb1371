import type { Messages } from '../Messages';

/** `resources.authType.*` texts (French): the authentication types' fields, kinds and help. */
export const authType = {
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
} satisfies Messages['resources']['authType'];
