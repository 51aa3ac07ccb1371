import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

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
  authType,
  hook: {
    name: 'Cârlig |||| Cârlige |||| Cârlige',
    fields: {
      id: 'ID',
      method: 'Metodă',
      url: 'Adresă (URL)',
      headers: 'Antete (JSON)',
      created_at: 'Creat',
    },
    helpers: {
      url: 'După fiecare autentificare cu acest tip de autentificare, serviciul trimite o cerere la această adresă http(s), cu metoda și antetele setate aici.',
      headers:
        'Numele și valorile antetelor ca obiect JSON, de ex. {"X-Signature": "…"}; gol înseamnă niciunul. Valorile salvate nu sunt afișate: lăsați o valoare goală pentru a o păstra, introduceți una nouă pentru a o înlocui, eliminați un nume pentru a șterge antetul.',
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
    details: { passwordSet: 'Parolă: setată', passwordUnset: 'Parolă: nesetată' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: 'Utilizatorul are deja date de autentificare pentru fiecare tip de autentificare.',
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
    name: 'Intrare de activitate |||| Jurnal de activitate |||| Jurnal de activitate',
    empty: 'Nicio activitate înregistrată încă.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Intrare în istoric |||| Istoric |||| Istoric',
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
      auth_type: 'Tip de autentificare',
    },
  },
  user: {
    name: 'Utilizator |||| Utilizatori |||| Utilizatori',
    dependents: {
      credentials:
        '%{smart_count} credențial este șters |||| %{smart_count} credențiale sunt șterse |||| %{smart_count} de credențiale sunt șterse',
      profiles:
        '%{smart_count} profil este șters |||| %{smart_count} profiluri sunt șterse |||| %{smart_count} de profiluri sunt șterse',
      sessions:
        '%{smart_count} sesiune este închisă și ștearsă |||| %{smart_count} sesiuni sunt închise și șterse |||| %{smart_count} de sesiuni sunt închise și șterse',
    },
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
      admin: 'Administrator',
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
