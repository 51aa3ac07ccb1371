import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

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
  authType,
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
