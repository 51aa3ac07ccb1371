import type { Messages } from '../Messages';

export const app = {
  name: "Console d'identité",
  access: {
    title: 'Vous devez disposer d’un accès administrateur',
    message:
      'Cette page est réservée aux administrateurs de votre organisation. Vous gérez vous-même votre propre compte.',
    ownArea: 'Aller à mon compte',
  },
  leave: {
    title: 'Quitter sans enregistrer ?',
    leave: 'Quitter',
    stay: 'Rester',
  },
  menu: {
    home: 'Accueil',
    project: 'Projets',
    user: 'Utilisateurs',
    authType: "Types d'authentification",
    permission: 'Autorisations',
    me: 'Mon compte',
    signOut: 'Se déconnecter',
    accountOf: 'Menu du compte de %{name}',
    language: 'Langue',
    changeLanguage: 'Changer de langue (actuelle : %{language})',
    theme: 'Thème',
    lightTheme: 'Thème clair',
    darkTheme: 'Thème sombre',
    skipToContent: 'Aller au contenu',
    openMenu: 'Ouvrir le menu',
    mainNavigation: 'Navigation principale',
  },
  notFound: {
    title: 'Oups...',
    message: 'Page introuvable',
    back: "Retour à l'accueil",
  },
  signIn: {
    title: 'Connexion',
    email: 'Adresse e-mail',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Se connecter',
    failure: 'E-mail ou mot de passe incorrect. Vérifiez vos identifiants et réessayez.',
    demoHint: 'Connexion de démonstration : %{email} / %{password}',
    forgotPassword: 'Mot de passe oublié ?',
    signUp: 'Créer un compte',
    orContinueWith: 'ou continuer avec',
    signingIn: 'Connexion en cours…',
  },
  configError: {
    title: 'La console ne peut pas démarrer',
    message:
      "Son fichier de configuration (config.json) n'est pas valide. Demandez à votre administrateur de corriger ces paramètres :",
    retry: 'Réessayer',
  },
  bootError: {
    title: "La console n'a pas pu se charger",
    message: "Une partie de la console n'a pas pu se charger. Vérifiez votre connexion et rechargez la page.",
    reload: 'Recharger',
  },
  session: {
    expired: 'Votre session a expiré. Veuillez vous reconnecter.',
    signedOut: 'Vous avez été déconnecté(e).',
  },
  errors: {
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    timeout: 'Le serveur n’a pas répondu à temps. Réessayez.',
    server: "Le serveur n'a pas pu traiter la requête. Réessayez plus tard.",
    contract: 'Le serveur a répondu dans un format inattendu.',
    forbidden: "Vous n'êtes pas autorisé(e) à effectuer cette action.",
    tooManyRequests: 'Trop de requêtes. Patientez un instant et réessayez.',
    notFound: "L'élément demandé est introuvable.",
    unknown: 'Un problème est survenu.',
    /** A server's own wording of a refused request (not one of the known messages): shown as it is. */
    serverSaid: '%{message}',
    boundaryTitle: "Cette partie de la page n'a pas pu s'afficher",
    retry: 'Réessayer',
  },
  dashboard: {
    title: 'Tableau de bord',
    welcome: 'Bienvenue, %{name}',
    weekRequests: 'Requêtes API cette semaine',
    weekData: 'Volume de données cette semaine (Mo)',
    weekFiles: 'Volume de fichiers cette semaine (Mo)',
    loading: 'Chargement des statistiques…',
    empty: "Aucune activité pour l'instant",
    error: "Les statistiques n'ont pas pu être chargées.",
  },
  demo: {
    notice:
      'Mode démo : les données sont partagées par tous les visiteurs et réinitialisées toutes les %{hours} heures.',
    nextReset: 'Prochaine réinitialisation : %{time}',
    readOnly: 'Cette page est en lecture seule en mode démo.',
    locked: 'Cette fonctionnalité est verrouillée en mode démo',
  },
  action: {
    copy: 'Copier',
    copied: 'Copié dans le presse-papiers',
    loadMore: 'Charger plus',
    deleteAll: 'Tout supprimer',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  update: {
    reloading: 'Une nouvelle version est disponible. Rechargement…',
  },
} satisfies Messages['app'];
