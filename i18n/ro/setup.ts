import type { Messages } from '../Messages';

export const setup = {
  title: 'Configurație',
  export: {
    title: 'Exportare',
    intro:
      'Un singur fișier cu proiectele, permisiunile și tipurile de autentificare ale acestei organizații (detalii, setările parolei, cârlige și ordinea tipurilor). Utilizatorii și sesiunile nu sunt incluse; secretele sunt omise și marcate.',
    button: 'Descarcă fișierul de configurație',
    reading: 'Se citește configurația…',
    done: 'Fișierul de configurație a fost descărcat. Proiecte: %{projects}, permisiuni: %{permissions}, tipuri de autentificare: %{authTypes}.',
  },
  apply: {
    title: 'Aplică un fișier de configurație',
    intro:
      'Alegeți un fișier de configurație pentru a vedea ce ar schimba aici aplicarea lui. Nu se trimite nimic până nu aplicați.',
    choose: 'Alege un fișier',
    chosen: 'Fișier: %{name}',
    prune: 'Elimină ce nu apare în fișier',
    pruneHelp:
      'Proiectele, permisiunile, tipurile de autentificare și cârligele acestei organizații care lipsesc din fișier se șterg.',
    planning: 'Se compară fișierul cu această organizație…',
    refused: 'Acest fișier nu poate fi aplicat:',
    problem: 'Linia %{line}: %{message}',
    noChanges: 'Nicio modificare: această organizație corespunde deja fișierului.',
    summary: 'de creat: %{create}, de modificat: %{update}, de șters: %{delete}',
    button: 'Aplică',
    applying: 'Se aplică %{done} din %{total}…',
    progress: 'Se aplică fișierul de configurație',
    applied:
      'S-a aplicat %{smart_count} modificare. |||| S-au aplicat %{smart_count} modificări. |||| S-au aplicat %{smart_count} de modificări.',
    failed: 'Oprit la %{step}: %{message}',
    appliedBefore:
      'Aplicate înainte de oprire (%{smart_count}): |||| Aplicate înainte de oprire (%{smart_count}): |||| Aplicate înainte de oprire (%{smart_count}):',
    nothingApplied: 'Nu s-a aplicat nimic.',
    again: 'Compară din nou',
    confirmTitle: 'Aplici și ștergi?',
    confirmMessage:
      'Aplicarea șterge %{smart_count} înregistrare care nu apare în fișier. |||| Aplicarea șterge %{smart_count} înregistrări care nu apar în fișier. |||| Aplicarea șterge %{smart_count} de înregistrări care nu apar în fișier.',
    confirmType: 'Tastați %{count} pentru confirmare',
  },
  groups: {
    create: 'De creat',
    update: 'De modificat',
    delete: 'De șters',
    notices: 'De setat după aplicare',
  },
  kinds: {
    project: 'Proiect',
    permission: 'Permisiune',
    authType: 'Tip de autentificare',
    passwordConfig: 'Setările parolei',
    hook: 'Cârlig',
    priorities: 'Ordinea tipurilor de autentificare',
  },
  step: {
    owned: '%{kind} pentru %{owner}: %{key}',
    plain: '%{kind}: %{key}',
  },
  change: '%{field}: %{before} → %{after}',
  empty: '(gol)',
  notices: {
    signingKey: 'Cheia de semnare pentru %{authType}: setați-o în fila „Chei”.',
    hookHeader: 'Antetul %{header} al cârligului %{hook} pentru %{authType}.',
  },
  problems: {
    read: 'Fișierul nu a putut fi citit.',
    json: 'JSON nevalid (%{detail})',
    unknownField: 'câmp necunoscut %{fields}',
    expected: 'se aștepta %{expected}',
    empty: 'nu poate fi gol',
    invalid: 'valoare nevalidă',
    atLeast: 'trebuie să fie cel puțin %{minimum}',
    duplicate: '„%{key}” este definit de două ori',
    undefinedProject: 'proiectul „%{key}” nu este definit în fișier',
  },
} satisfies Messages['setup'];
