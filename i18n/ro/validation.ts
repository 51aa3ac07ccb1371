import type { Messages } from '../Messages';

/** `fileSize` follows polyglot's Romanian rule: `1 |||| 0, 2–19 |||| 20+ ("de")`. */
export const validation = {
  required: 'Acest câmp este obligatoriu',
  atLeastOne: 'Trebuie selectat cel puțin un element',
  invalidForm: 'Unele câmpuri sunt completate greșit. Corectați erorile și încercați din nou.',
  email: 'Adresă de e-mail invalidă. Introduceți o adresă de e-mail validă',
  phone: 'Numărul de telefon trebuie să înceapă cu + și să conțină doar cifre',
  url: 'URL invalid. Introduceți o adresă validă',
  greaterThan: 'Valoarea trebuie să fie mai mare decât %{value}',
  passwordMin: 'Parola trebuie să aibă cel puțin %{min} caractere',
  passwordUpper: 'Parola trebuie să conțină o literă mare',
  passwordLower: 'Parola trebuie să conțină o literă mică',
  passwordDigit: 'Parola trebuie să conțină o cifră',
  passwordExtra: 'Parola trebuie să conțină cel puțin unul dintre aceste caractere: %{chars}',
  passwordsDiffer: 'Parolele nu coincid',
  fileType: 'Acest tip de fișier nu este acceptat',
  fileSize:
    'Fișierul nu trebuie să depășească %{smart_count} megaoctet |||| Fișierul nu trebuie să depășească %{smart_count} megaocteți |||| Fișierul nu trebuie să depășească %{smart_count} de megaocteți',
  json: 'Introduceți un JSON valid (un obiect)',
  domain: 'Folosiți doar partea dinaintea domeniului platformei (de exemplu my-org): litere mici, cifre și cratime',
  csvRequired: 'Câmpul obligatoriu „%{field}” nu este asociat',
  csvAtLeastOne: 'Asociați cel puțin unul dintre câmpurile: %{fields}',
  csvEmpty: 'Fișierul nu conține niciun rând',
} satisfies Messages['validation'];
