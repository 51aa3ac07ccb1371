import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    freeProjects: 'Proiecte în care acest utilizator nu are încă un profil',
    noFreeProject: 'Acest utilizator are deja un profil în fiecare proiect.',
    bulk: {
      assignProfile: 'Atribuie un profil',
      assignProfileTitle: 'Atribuie un profil de proiect',
      assignProfileText:
        'Fiecare utilizator selectat primește un profil în proiectul ales cu aceste permisiuni (%{smart_count} utilizator). |||| Fiecare utilizator selectat primește un profil în proiectul ales cu aceste permisiuni (%{smart_count} utilizatori). |||| Fiecare utilizator selectat primește un profil în proiectul ales cu aceste permisiuni (%{smart_count} de utilizatori).',
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
        'Un profil nou în %{project} pentru %{smart_count} utilizator: |||| Profiluri noi în %{project} pentru %{smart_count} utilizatori: |||| Profiluri noi în %{project} pentru %{smart_count} de utilizatori:',
      planChange:
        'Profilul existent în %{project} se schimbă pentru %{smart_count} utilizator (permisiunile se adaugă, niciuna nu se elimină): |||| Profilurile existente în %{project} se schimbă pentru %{smart_count} utilizatori (permisiunile se adaugă, niciuna nu se elimină): |||| Profilurile existente în %{project} se schimbă pentru %{smart_count} de utilizatori (permisiunile se adaugă, niciuna nu se elimină):',
      planUnchanged:
        'Neschimbat: %{smart_count} utilizator are deja aceste permisiuni în %{project}: |||| Neschimbați: %{smart_count} utilizatori au deja aceste permisiuni în %{project}: |||| Neschimbați: %{smart_count} de utilizatori au deja aceste permisiuni în %{project}:',
      adds: '%{name} (primește %{permissions})',
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
