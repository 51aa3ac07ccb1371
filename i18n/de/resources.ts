import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

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
  authType,
  hook: {
    name: 'Webhook-Aufruf |||| Webhook-Aufrufe',
    fields: {
      id: 'ID',
      method: 'Methode',
      url: 'Adresse (URL)',
      headers: 'Header (JSON)',
      created_at: 'Erstellt',
    },
    helpers: {
      url: 'Nach jeder Anmeldung mit dieser Authentifizierungsart sendet der Dienst eine Anfrage an diese http(s)-Adresse, mit der hier eingestellten Methode und den Headern.',
      headers:
        'Header-Namen und -Werte als JSON-Objekt, z. B. {"X-Signature": "…"}; leer bedeutet keine. Gespeicherte Werte werden nicht angezeigt: Lassen Sie einen Wert leer, um ihn zu behalten, geben Sie einen neuen ein, um ihn zu ersetzen, und entfernen Sie einen Namen, um den Header zu löschen.',
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
    details: { passwordSet: 'Passwort: gesetzt', passwordUnset: 'Passwort: nicht gesetzt' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: 'Der Benutzer hat bereits Zugangsdaten für jede Authentifizierungsart.',
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
      auth_type: 'Anmeldetyp',
    },
  },
  user: {
    name: 'Benutzer |||| Benutzer',
    dependents: {
      credentials:
        '%{smart_count} Zugangsdaten-Eintrag wird gelöscht |||| %{smart_count} Zugangsdaten-Einträge werden gelöscht',
      profiles: '%{smart_count} Profil wird gelöscht |||| %{smart_count} Profile werden gelöscht',
      sessions:
        '%{smart_count} Sitzung wird beendet und gelöscht |||| %{smart_count} Sitzungen werden beendet und gelöscht',
    },
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
      admin: 'Administrator',
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
