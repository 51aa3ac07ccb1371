import type { Messages } from '../Messages';

export const adminPages = {
  user: {
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
    },
    signedInAt: 'Autentificat la %{time}',
  },
  authType: {
    credentials: {
      title: 'Credențialele pentru %{name}',
      saved: 'Credențialele au fost salvate',
      secretInfo:
        'Algoritmul %{algorithm} semnează tokenurile cu o cheie secretă comună. Cheia salvată nu mai este afișată niciodată.',
      keyPairInfo:
        'Algoritmul %{algorithm} semnează tokenurile cu o pereche de chei. Cheile salvate nu mai sunt afișate niciodată.',
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
