import type { Messages } from '../Messages';

/** `resources.authType.*` texts (Romanian): the authentication types' fields, kinds and help. */
export const authType = {
  name: 'Tip de autentificare |||| Tipuri de autentificare |||| Tipuri de autentificare',
  algorithmChange: {
    keysMismatch:
      'Cheile salvate au fost create pentru %{from} și nu se potrivesc cu %{to}: după salvare, acest tip nu poate semna tokenuri până când nu se setează chei noi. Generați-le sau introduceți-le pe pagina datelor de autentificare.',
    setKeys: 'Setați chei noi',
  },
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
  sections: {
    general: 'Setări generale',
    token: 'Token de acces',
    refreshToken: 'Token de reîmprospătare',
    keys: 'Chei de semnare',
  },
  helpers: {
    type: 'Cum se autentifică utilizatorii: Basic (nume de utilizator și parolă), JWT (tokenuri semnate), cheie API sau Social (o rețea socială). Nu se mai schimbă după creare.',
    title: 'Numele pe care administratorii și utilizatorii îl văd pentru această metodă de autentificare.',
    projects:
      'Proiectele ai căror utilizatori se pot autentifica astfel. Tastați un nume nou pentru a crea un proiect.',
    section: 'Unde trimite clientul cheia: într-un antet HTTP sau ca parametru GET al adresei.',
    key_header: 'Numele antetului HTTP care poartă cheia, de ex. X-API-KEY.',
    key_query: 'Numele parametrului GET care poartă cheia, de ex. api_key.',
    prefix_header:
      'Cuvântul dinaintea cheii în antetul ei, de ex. ApiKey dă „X-API-KEY: ApiKey <cheie>”. Gol: niciunul.',
    prefix_query: 'Textul dinaintea cheii în parametrul GET, de ex. key_ dă „?api_key=key_<cheie>”. Gol: niciunul.',
    header:
      'Antetul HTTP care poartă datele de autentificare la fiecare cerere (la JWT și Social: tokenul), de ex. Authorization.',
    prefix: 'Cuvântul dinaintea datelor în acel antet: Bearer dă „Authorization: Bearer <token>”. Gol: niciunul.',
    algorithm:
      'Cum se semnează tokenurile: algoritmii HS cu o cheie secretă comună; RS, PS și ES cu o pereche de chei.',
    access_token_lifetime_min:
      'Câte minute este valabil un token de acces până când clientul trebuie să-l reîmprospăteze sau să se autentifice din nou. Scurt e mai sigur; de obicei 15.',
    access_token_header: 'Antetul tokenului de acces, dacă diferă de Antet de mai sus. Gol: Antet.',
    access_token_prefix: 'Cuvântul dinaintea tokenului de acces, dacă diferă de Prefix de mai sus. Gol: Prefix.',
    refresh_token_enabled:
      'Emite un token de reîmprospătare cu fiecare token de acces, ca clienții să primească un nou token de acces fără o nouă autentificare.',
    refresh_token_lifetime_min:
      'Câte minute este valabil un token de reîmprospătare; mai mult decât tokenul de acces. 1440 de minute înseamnă o zi.',
    refresh_token_header:
      'Antetul care poartă tokenul de reîmprospătare la cererea de reîmprospătare, de ex. Authorization.',
    refresh_token_prefix:
      'Cuvântul dinaintea tokenului de reîmprospătare în antetul său, de ex. Bearer. Gol: niciunul.',
    secret_key: 'Secretul comun care semnează și verifică tokenurile. După salvare nu mai este afișat niciodată.',
    public_key: 'Cheia publică PEM care verifică semnăturile tokenurilor.',
    private_key: 'Cheia privată PEM care semnează tokenurile. După salvare nu mai este afișată niciodată.',
    redirect_uri: 'Adresa aplicației dvs. la care rețeaua socială trimite utilizatorul înapoi după autentificare.',
    providers: 'Rețelele sociale cu care se pot autentifica utilizatorii.',
  },
  summary: {
    header: 'Antet %{header}, fără prefix',
    headerPrefix: 'Antet %{header}, prefix %{prefix}',
    query: 'Parametru GET %{key}',
    queryPrefix: 'Parametru GET %{key}, prefix %{prefix}',
    prefix: 'Prefixul %{prefix}',
    lifetimes: 'acces %{access}, reîmprospătare %{refresh}',
    accessOnly: 'acces %{access}, fără token de reîmprospătare',
    algorithm: 'Semnat cu %{algorithm}',
    providers: 'Rețele: %{providers}',
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
    prefix_header:
      'Cuvântul dinaintea datelor în acel antet: Bearer dă „Authorization: Bearer <token>”. Gol: niciunul.',
    prefix_query: 'Cuvântul dinaintea datelor în acel antet: Bearer dă „Authorization: Bearer <token>”. Gol: niciunul.',
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
  sharedProvider:
    '%{provider} este oferit și de „%{types}”: butoanele de autentificare afișează atunci titlul fiecărui tip, ca să poată fi deosebite.',
} satisfies Messages['resources']['authType'];
