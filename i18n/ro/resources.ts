import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';

/** Names use polyglot's Romanian rule (`1 |||| 0, 2–19 |||| 20+`); as labels, forms 2 and 3 agree. */
export const resources = {
  project: {
    name: 'Proiect |||| Proiecte |||| Proiecte',
    dependents: {
      profiles:
        'Se șterg profilurile a %{smart_count} utilizator |||| Se șterg profilurile a %{smart_count} utilizatori |||| Se șterg profilurile a %{smart_count} de utilizatori',
      authTypes:
        'Este eliminat din %{smart_count} tip de autentificare |||| Este eliminat din %{smart_count} tipuri de autentificare |||| Este eliminat din %{smart_count} de tipuri de autentificare',
    },
    fields: {
      id: 'ID',
      name: 'Nume',
      alias: 'Alias',
      created_at: 'Creat',
      updated_at: 'Actualizat',
    },
  },
  permission: {
    name: 'Permisiune |||| Permisiuni |||| Permisiuni',
    dependents: {
      profiles:
        'Este eliminată din profilurile a %{smart_count} utilizator |||| Este eliminată din profilurile a %{smart_count} utilizatori |||| Este eliminată din profilurile a %{smart_count} de utilizatori',
    },
    fields: {
      id: 'ID',
      title: 'Titlu',
      code: 'Cod',
      created_at: 'Creată',
    },
  },
  authType: {
    name: 'Tip de autentificare |||| Tipuri de autentificare |||| Tipuri de autentificare',
    dependents: {
      credentials:
        'Se șterg credențialele a %{smart_count} utilizator |||| Se șterg credențialele a %{smart_count} utilizatori |||| Se șterg credențialele a %{smart_count} de utilizatori',
      hooks:
        'Se șterge %{smart_count} cârlig |||| Se șterg %{smart_count} cârlige |||| Se șterg %{smart_count} de cârlige',
    },
    actions: {
      history: 'Istoric',
      socialLinks: 'Linkuri sociale',
      credentials: 'Chei',
      passwordSettings: 'Reguli pentru parolă',
      hooks: 'Webhook-uri',
    },
    tabs: {
      settings: 'Setări',
      credentials: 'Chei',
      socialLinks: 'Linkuri sociale',
      passwordSettings: 'Reguli pentru parolă',
      hooks: 'Webhook-uri',
      history: 'Istoric',
    },
    choices: {
      type: {
        basic: 'De bază',
        jwt: 'Token JWT',
        key: 'Cheie API',
        social: 'Rețea socială',
      },
      section: {
        header: 'Antet HTTP',
        query: 'Parametru GET',
      },
    },
    fields: {
      priority: 'prioritate',
      id: 'ID',
      title: 'Titlu',
      type: 'Tip',
      projects: 'Proiecte',
      details: 'Detalii',
      created_at: 'Creat',
      section: 'Locația cheii',
      key: 'Numele cheii',
      key_header: 'Numele antetului',
      key_query: 'Numele parametrului de interogare',
      header: 'Antet',
      prefix: 'Prefix',
      algorithm: 'Algoritm',
      access_token_lifetime_min: 'Durata de viață a tokenului de acces (min)',
      access_token_header: 'Antetul tokenului de acces',
      access_token_prefix: 'Prefixul tokenului de acces',
      refresh_token_enabled: 'Tokenuri de reîmprospătare activate',
      refresh_token_lifetime_min: 'Durata de viață a tokenului de reîmprospătare (min)',
      refresh_token_header: 'Antetul tokenului de reîmprospătare',
      refresh_token_prefix: 'Prefixul tokenului de reîmprospătare',
      secret_key: 'Cheie secretă',
      public_key: 'Cheie publică',
      private_key: 'Cheie privată',
      redirect_uri: 'URI de redirecționare',
      providers: 'Rețele sociale',
    },
  },
  hook: {
    name: 'Cârlig |||| Cârlige |||| Cârlige',
    fields: {
      id: 'ID',
      method: 'Metodă',
      url: 'Adresă (URL)',
      headers: 'Antete (JSON)',
      created_at: 'Creat',
    },
  },
  credential: {
    name: 'Credențial |||| Credențiale |||| Credențiale',
    fields: {
      id: 'ID',
      projects: 'Proiecte',
      type: 'Tip de autentificare',
      details: 'Detalii',
      social_providers: 'Rețele sociale',
      password: 'Parolă',
      note: 'Notă',
      created_at: 'Creat',
    },
  },
  profile: {
    name: 'Profil |||| Profiluri |||| Profiluri',
    fields: {
      id: 'ID',
      project: 'Proiect',
      permissions: 'Permisiuni',
      name: 'Nume complet',
      email: 'E-mail',
      created_at: 'Creat',
    },
  },
  userHistory: {
    name: 'Intrare de activitate |||| Jurnal de activitate',
    empty: 'Nicio activitate înregistrată încă.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Intrare în istoric |||| Istoric',
    empty: 'Nicio modificare înregistrată încă.',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: 'Sesiune |||| Sesiuni |||| Sesiuni',
    notice: 'Sesiunile există doar pentru tipurile de autentificare jwt și social.',
    actions: {
      revoke: 'Revocă',
    },
    fields: {
      id: 'ID',
      device: 'Dispozitiv',
      expires_at: 'Expiră',
      ip: 'Adresă IP',
      updated_at: 'Actualizată',
      refreshes_at: 'Reînnoire',
      created_at: 'Autentificare',
      actions: 'Acțiuni',
    },
  },
  user: {
    name: 'Utilizator |||| Utilizatori |||| Utilizatori',
    actions: {
      profiles: 'Profiluri',
      history: 'Istoric',
      sessions: 'Sesiuni',
      credentials: 'Date de autentificare',
    },
    tabs: {
      details: 'Detalii',
      profiles: 'Profiluri',
      credentials: 'Date de autentificare',
      sessions: 'Sesiuni',
      activity: 'Activitate',
    },
    fields: {
      id: 'ID',
      username: 'Nume de utilizator',
      name: 'Nume',
      email: 'Adresă de e-mail',
      note: 'Notă',
      projects: 'Proiecte',
      permissions: 'Permisiuni',
      auth_types: 'Tipuri de autentificare',
      password: 'Parolă',
      created_at: 'Creat',
      updated_at: 'Actualizat',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: 'Cheie API |||| Chei API |||| Chei API',
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
} satisfies Messages['resources'];
