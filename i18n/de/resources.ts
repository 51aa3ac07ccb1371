import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';

export const resources = {
  project: {
    name: 'Projekt |||| Projekte',
    dependents: {
      profiles:
        'Profile von %{smart_count} Benutzer werden gelöscht |||| Profile von %{smart_count} Benutzern werden gelöscht',
      authTypes:
        'Wird aus %{smart_count} Authentifizierungsart entfernt |||| Wird aus %{smart_count} Authentifizierungsarten entfernt',
    },
    fields: {
      id: 'ID',
      name: 'Name',
      alias: 'Alias',
      created_at: 'Erstellt',
      updated_at: 'Aktualisiert',
    },
  },
  permission: {
    name: 'Berechtigung |||| Berechtigungen',
    dependents: {
      profiles:
        'Wird aus den Profilen von %{smart_count} Benutzer entfernt |||| Wird aus den Profilen von %{smart_count} Benutzern entfernt',
    },
    fields: {
      id: 'ID',
      title: 'Titel',
      code: 'Kennung',
      created_at: 'Erstellt',
    },
  },
  authType: {
    name: 'Authentifizierungsart |||| Authentifizierungsarten',
    dependents: {
      credentials:
        'Zugangsdaten von %{smart_count} Benutzer werden gelöscht |||| Zugangsdaten von %{smart_count} Benutzern werden gelöscht',
      hooks: '%{smart_count} Webhook wird gelöscht |||| %{smart_count} Webhooks werden gelöscht',
    },
    actions: {
      history: 'Verlauf',
      socialLinks: 'Social-Links',
      credentials: 'Schlüssel',
      passwordSettings: 'Passwortregeln',
      hooks: 'Webhooks',
    },
    tabs: {
      settings: 'Einstellungen',
      credentials: 'Schlüssel',
      socialLinks: 'Social-Links',
      passwordSettings: 'Passwortregeln',
      hooks: 'Webhooks',
      history: 'Verlauf',
    },
    choices: {
      type: {
        basic: 'Basis',
        jwt: 'JWT-Token',
        key: 'API-Schlüssel',
        social: 'Sozial',
      },
      section: {
        header: 'HTTP-Header',
        query: 'GET-Parameter',
      },
    },
    fields: {
      priority: 'Priorität',
      id: 'ID',
      title: 'Titel',
      type: 'Typ',
      projects: 'Projekte',
      details: 'Einzelheiten',
      created_at: 'Erstellt',
      section: 'Ort des Schlüssels',
      key: 'Schlüsselname',
      key_header: 'Header-Name',
      key_query: 'Name des Query-Parameters',
      header: 'Kopfzeile (Header)',
      prefix: 'Präfix',
      algorithm: 'Algorithmus',
      access_token_lifetime_min: 'Gültigkeit des Zugriffstokens (Min.)',
      access_token_header: 'Header des Zugriffstokens',
      access_token_prefix: 'Präfix des Zugriffstokens',
      refresh_token_enabled: 'Aktualisierungstokens aktiviert',
      refresh_token_lifetime_min: 'Gültigkeit des Aktualisierungstokens (Min.)',
      refresh_token_header: 'Header des Aktualisierungstokens',
      refresh_token_prefix: 'Präfix des Aktualisierungstokens',
      secret_key: 'Geheimer Schlüssel',
      public_key: 'Öffentlicher Schlüssel',
      private_key: 'Privater Schlüssel',
      redirect_uri: 'Weiterleitungs-URI',
      providers: 'Soziale Netzwerke',
    },
  },
  hook: {
    name: 'Webhook-Aufruf |||| Webhook-Aufrufe',
    fields: {
      id: 'ID',
      method: 'Methode',
      url: 'Adresse (URL)',
      headers: 'Header (JSON)',
      created_at: 'Erstellt',
    },
  },
  credential: {
    name: 'Zugangsdaten |||| Zugangsdaten',
    fields: {
      id: 'ID',
      projects: 'Projekte',
      type: 'Authentifizierungstyp',
      details: 'Einzelheiten',
      social_providers: 'Soziale Netzwerke',
      password: 'Passwort',
      note: 'Notiz',
      created_at: 'Erstellt',
    },
  },
  profile: {
    name: 'Profil |||| Profile',
    fields: {
      id: 'ID',
      project: 'Projekt',
      permissions: 'Berechtigungen',
      name: 'Vollständiger Name',
      email: 'E-mail',
      created_at: 'Erstellt',
    },
  },
  userHistory: {
    name: 'Aktivitätseintrag |||| Aktivitätsprotokoll',
    empty: 'Noch keine Aktivität aufgezeichnet.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Verlaufseintrag |||| Verlauf',
    empty: 'Noch keine Änderungen aufgezeichnet.',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: 'Sitzung |||| Sitzungen',
    notice: 'Sitzungen gibt es nur für die Authentifizierungstypen jwt und social.',
    actions: {
      revoke: 'Widerrufen',
    },
    fields: {
      id: 'ID',
      device: 'Gerät',
      expires_at: 'Läuft ab',
      ip: 'IP-Adresse',
      updated_at: 'Aktualisiert',
      refreshes_at: 'Erneuerung',
      created_at: 'Angemeldet',
      actions: 'Aktionen',
    },
  },
  user: {
    name: 'Benutzer |||| Benutzer',
    actions: {
      profiles: 'Profile',
      history: 'Verlauf',
      sessions: 'Sitzungen',
      credentials: 'Anmeldedaten',
    },
    tabs: {
      details: 'Allgemein',
      profiles: 'Profile',
      credentials: 'Anmeldedaten',
      sessions: 'Sitzungen',
      activity: 'Aktivität',
    },
    fields: {
      id: 'ID',
      username: 'Benutzername',
      name: 'Name',
      email: 'E-Mail',
      note: 'Notiz',
      projects: 'Projekte',
      permissions: 'Berechtigungen',
      auth_types: 'Authentifizierungsarten',
      password: 'Passwort',
      created_at: 'Erstellt',
      updated_at: 'Aktualisiert',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: 'API-Schlüssel |||| API-Schlüssel',
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
} satisfies Messages['resources'];
