import type { Messages } from '../Messages';

/** `resources.authType.*` texts (German): the authentication types' fields, kinds and help. */
export const authType = {
  name: 'Authentifizierungsart |||| Authentifizierungsarten',
  algorithmChange: {
    keysMismatch:
      'Die gespeicherten Schlüssel wurden für %{from} erstellt und passen nicht zu %{to}: Nach dem Speichern kann diese Art keine Token signieren, bis neue Schlüssel gesetzt sind. Erzeugen oder geben Sie sie auf der Seite der Zugangsdaten ein.',
    setKeys: 'Neue Schlüssel setzen',
  },
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
  sections: {
    general: 'Allgemein',
    token: 'Zugriffstoken',
    refreshToken: 'Aktualisierungstoken',
    keys: 'Signaturschlüssel',
  },
  helpers: {
    type: 'Wie Benutzer sich anmelden: Basic (Benutzername und Passwort), JWT (signierte Tokens), API-Schlüssel oder Social (ein soziales Netzwerk). Nach dem Anlegen nicht mehr änderbar.',
    title: 'Der Name, den Administratoren und Benutzer für diese Anmeldeart sehen.',
    projects:
      'Die Projekte, deren Benutzer sich damit anmelden können. Einen neuen Namen eingeben, um ein Projekt anzulegen.',
    section: 'Wo der Client den Schlüssel sendet: in einem HTTP-Header oder als GET-Parameter der Adresse.',
    key_header: 'Der Name des HTTP-Headers, der den Schlüssel trägt, z. B. X-API-KEY.',
    key_query: 'Der Name des GET-Parameters, der den Schlüssel trägt, z. B. api_key.',
    prefix_header:
      'Das Wort vor dem Schlüssel in seinem Header, z. B. ergibt ApiKey „X-API-KEY: ApiKey <Schlüssel>“. Leer: keines.',
    prefix_query:
      'Der Text vor dem Schlüssel in seinem GET-Parameter, z. B. ergibt key_ „?api_key=key_<Schlüssel>“. Leer: keiner.',
    header:
      'Der HTTP-Header, der bei jeder Anfrage die Anmeldedaten trägt (bei JWT und Social: das Token), z. B. Authorization.',
    prefix:
      'Das Wort vor den Anmeldedaten in diesem Header: Bearer ergibt „Authorization: Bearer <Token>“. Leer: keines.',
    algorithm:
      'Wie Tokens signiert werden: HS-Algorithmen mit einem gemeinsamen geheimen Schlüssel; RS-, PS- und ES-Algorithmen mit einem Schlüsselpaar.',
    access_token_lifetime_min:
      'Wie viele Minuten ein Zugriffstoken gilt, bevor der Client es aktualisieren oder sich neu anmelden muss. Kurz ist sicherer; üblich sind 15.',
    access_token_header: 'Der Header des Zugriffstokens, wenn er vom Header oben abweicht. Leer: Header.',
    access_token_prefix: 'Das Wort vor dem Zugriffstoken, wenn es vom Präfix oben abweicht. Leer: Präfix.',
    refresh_token_enabled:
      'Gibt mit jedem Zugriffstoken ein Aktualisierungstoken aus, damit Clients ohne neue Anmeldung ein neues Zugriffstoken erhalten.',
    refresh_token_lifetime_min:
      'Wie viele Minuten ein Aktualisierungstoken gilt; länger als das Zugriffstoken. 1440 Minuten sind ein Tag.',
    refresh_token_header: 'Der Header, der beim Aktualisieren das Aktualisierungstoken trägt, z. B. Authorization.',
    refresh_token_prefix: 'Das Wort vor dem Aktualisierungstoken in seinem Header, z. B. Bearer. Leer: keines.',
    secret_key:
      'Das gemeinsame Geheimnis, das die Tokens signiert und prüft. Nach dem Speichern wird es nie wieder angezeigt.',
    public_key: 'Der öffentliche PEM-Schlüssel, der die Signaturen der Tokens prüft.',
    private_key: 'Der private PEM-Schlüssel, der die Tokens signiert. Nach dem Speichern wird er nie wieder angezeigt.',
    redirect_uri:
      'Die Adresse Ihrer Anwendung, zu der das soziale Netzwerk den Benutzer nach der Anmeldung zurückschickt.',
    providers: 'Die sozialen Netzwerke, mit denen Benutzer sich anmelden können.',
  },
  summary: {
    header: 'Header %{header}, kein Präfix',
    headerPrefix: 'Header %{header}, Präfix %{prefix}',
    query: 'GET-Parameter %{key}',
    queryPrefix: 'GET-Parameter %{key}, Präfix %{prefix}',
    prefix: 'Präfix %{prefix}',
    lifetimes: 'Zugriff %{access}, Aktualisierung %{refresh}',
    accessOnly: 'Zugriff %{access}, kein Aktualisierungstoken',
    algorithm: 'Signiert mit %{algorithm}',
    providers: 'Netzwerke: %{providers}',
  },
  choices: {
    type: {
      basic: 'Basic',
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
    prefix_header: 'Präfix',
    prefix_query: 'Präfix',
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
  sharedProvider:
    '%{provider} wird auch von „%{types}“ angeboten: Die Anmeldeschaltflächen zeigen dann den Titel jedes Typs, damit man sie unterscheiden kann.',
} satisfies Messages['resources']['authType'];
