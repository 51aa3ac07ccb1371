import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    freeProjects: 'Proiecte în care acest utilizator nu are încă un profil',
    noFreeProject: 'Acest utilizator are deja un profil în fiecare proiect.',
    bulk: {
      assignProfile: 'Atribuie un profil',
      assignProfileTitle: 'Atribuie un profil de proiect',
      assignProfileText:
        'Alegeți un proiect și permisiuni pentru utilizatorul selectat. Dacă nu are încă un profil în acel proiect, primește unul nou cu permisiunile alese; dacă are deja unul, profilul primește permisiunile care îi lipsesc (niciuna nu se elimină). |||| Alegeți un proiect și permisiuni pentru cei %{smart_count} utilizatori selectați. Cei care nu au încă un profil în acel proiect primesc unul nou cu permisiunile alese; cei care au deja unul îl păstrează, iar profilul primește permisiunile care îi lipsesc (niciuna nu se elimină). |||| Alegeți un proiect și permisiuni pentru cei %{smart_count} de utilizatori selectați. Cei care nu au încă un profil în acel proiect primesc unul nou cu permisiunile alese; cei care au deja unul îl păstrează, iar profilul primește permisiunile care îi lipsesc (niciuna nu se elimină).',
      assign: 'Atribuie',
      assignUndoable: 'Veți putea anula atribuirea timp de câteva secunde.',
      assignPending:
        'Profil atribuit pentru %{smart_count} utilizator |||| Profil atribuit pentru %{smart_count} utilizatori |||| Profil atribuit pentru %{smart_count} de utilizatori',
      revokeSessions: 'Revocă sesiunile',
      revokeSessionsTitle: 'Revocă toate sesiunile',
      revokeSessionsText:
        'Se închid toate sesiunile pentru %{smart_count} utilizator. Acțiunea este ireversibilă. |||| Se închid toate sesiunile pentru %{smart_count} utilizatori. Acțiunea este ireversibilă. |||| Se închid toate sesiunile pentru %{smart_count} de utilizatori. Acțiunea este ireversibilă.',
      progress: '%{finished} din %{total} finalizate',
      summary: 'Reușite: %{done}. Eșuate: %{failed}.',
      reading: 'Se citesc profilurile utilizatorilor selectați…',
      readFailed: 'Profilurile utilizatorilor selectați nu au putut fi citite. Închideți și încercați din nou.',
      planCreate:
        '%{smart_count} utilizator primește un profil nou în %{project}: |||| %{smart_count} utilizatori primesc un profil nou în %{project}: |||| %{smart_count} de utilizatori primesc un profil nou în %{project}:',
      planChange:
        '%{smart_count} utilizator are deja un profil în %{project}; profilul primește permisiuni, niciuna nu se elimină: |||| %{smart_count} utilizatori au deja un profil în %{project}; profilurile lor primesc permisiuni, niciuna nu se elimină: |||| %{smart_count} de utilizatori au deja un profil în %{project}; profilurile lor primesc permisiuni, niciuna nu se elimină:',
      planUnchanged:
        '%{smart_count} utilizator are deja toate aceste permisiuni în %{project}; nu se schimbă nimic: |||| %{smart_count} utilizatori au deja toate aceste permisiuni în %{project}; pentru ei nu se schimbă nimic: |||| %{smart_count} de utilizatori au deja toate aceste permisiuni în %{project}; pentru ei nu se schimbă nimic:',
      adds: '%{name}: primește %{permissions}',
      more: 'și încă %{smart_count}',
      nothingToDo:
        'Toți utilizatorii selectați au deja un profil în acest proiect cu aceste permisiuni: nu este nimic de atribuit.',
      assignSummary: 'Profiluri create: %{created}. Profiluri modificate: %{changed}. Eșuate: %{failed}.',
    },
    signedInAt: 'Autentificat la %{time}',
  },
  authType: {
    credentials: {
      notSet: 'Nu este setată încă nicio cheie de semnare: acest tip nu poate semna tokenuri până nu se salvează una.',
      secretSet: 'O cheie secretă este setată.',
      secretSetAt: 'O cheie secretă este setată; ultima modificare: %{date}.',
      keyPairSet: 'O pereche de chei este setată.',
      keyPairSetAt: 'O pereche de chei este setată; ultima modificare: %{date}.',
      title: 'Credențialele pentru %{name}',
      lastSet: 'Chei de semnare setate ultima dată',
      saved: 'Credențialele au fost salvate',
      secretInfo:
        'Algoritmul %{algorithm} semnează tokenurile cu o cheie secretă comună. Cheia salvată nu mai este afișată niciodată.',
      keyPairInfo:
        'Algoritmul %{algorithm} semnează tokenurile cu o pereche de chei. Cheile salvate nu mai sunt afișate niciodată.',
    },
    keys: {
      show: { secret_key: 'Afișează cheia secretă', private_key: 'Afișează cheia privată' },
      hide: { secret_key: 'Ascunde cheia secretă', private_key: 'Ascunde cheia privată' },
      generate: 'Generează',
      generatePair: 'Generează o pereche de chei',
      secretHelp: 'Cel puțin %{bytes} octeți pentru %{algorithm}. „Generează” creează una aleatorie în acest browser.',
      pairHelp:
        'O pereche de chei PEM de tip %{key} pentru %{algorithm}. „Generează o pereche de chei” o creează în acest browser; nimic nu se trimite înainte de salvare.',
      secretGenerated:
        'În acest browser a fost generat un secret aleatoriu de %{bytes} octeți. Afișați-l pentru a-l copia înainte de salvare: nu va mai fi afișat niciodată.',
      pairGenerated:
        'În acest browser a fost generată o nouă pereche de chei %{key}. Copiați acum cheia publică dacă un serviciu verifică tokenurile.',
      generateFailed: 'Acest browser nu a putut genera o cheie. Lipiți una în schimb.',
    },
    socialLinks: {
      title: 'Linkuri sociale pentru %{name}',
      breadcrumb: 'Linkuri sociale',
      provider: 'Furnizor',
      url: 'Link de autentificare',
      copy: 'Copiază linkul %{provider}',
      empty: 'Acest tip nu are încă rețele sociale.',
      error: 'Linkurile sociale nu au putut fi încărcate.',
    },
    passwordSettings: {
      title: 'Setările parolei pentru %{name}',
      saved: 'Setările parolei au fost salvate',
      fields: {
        min_length: 'Lungime minimă',
        extra_characters: 'Caractere speciale',
        extra_charactersHelp:
          'Parola trebuie să conțină cel puțin unul dintre aceste caractere; lăsați gol pentru a nu impune regula.',
        is_number_required: 'Este necesară o cifră',
        is_upper_required: 'Este necesară o literă mare',
        is_lower_required: 'Este necesară o literă mică',
      },
    },
  },
} satisfies Messages['adminPages'];
