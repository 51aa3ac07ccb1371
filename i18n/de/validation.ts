import type { Messages } from '../Messages';

export const validation = {
  required: 'Dieses Feld ist erforderlich',
  atLeastOne: 'Mindestens ein Element muss ausgewählt werden',
  invalidForm: 'Einige Felder sind falsch ausgefüllt. Korrigieren Sie die Fehler und versuchen Sie es erneut.',
  email: 'Ungültige E-Mail-Adresse. Bitte geben Sie eine gültige E-Mail-Adresse ein',
  phone: 'Die Telefonnummer muss mit + beginnen und darf nur Ziffern enthalten',
  url: 'Ungültige URL. Bitte geben Sie eine gültige Adresse ein',
  greaterThan: 'Der Wert muss größer als %{value} sein',
  passwordMin: 'Das Passwort muss mindestens %{min} Zeichen lang sein',
  passwordUpper: 'Das Passwort muss einen Großbuchstaben enthalten',
  passwordLower: 'Das Passwort muss einen Kleinbuchstaben enthalten',
  passwordDigit: 'Das Passwort muss eine Ziffer enthalten',
  passwordExtra: 'Das Passwort muss mindestens eines dieser Zeichen enthalten: %{chars}',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein',
  fileType: 'Dieser Dateityp wird nicht unterstützt',
  fileSize:
    'Die Datei darf höchstens %{smart_count} Megabyte groß sein |||| Die Datei darf höchstens %{smart_count} Megabyte groß sein',
  json: 'Geben Sie gültiges JSON ein (ein Objekt)',
  domain:
    'Geben Sie nur den Teil vor der Plattform-Domain an (zum Beispiel my-org): Kleinbuchstaben, Ziffern und Bindestriche',
  csvRequired: 'Das Pflichtfeld „%{field}“ ist nicht zugeordnet',
  csvAtLeastOne: 'Ordnen Sie mindestens eines dieser Felder zu: %{fields}',
  csvEmpty: 'Die Datei enthält keine Zeilen',
} satisfies Messages['validation'];
