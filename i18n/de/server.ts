import type { Messages } from '../Messages';

export const server = {
  accountNotFound: 'Kein Konto mit dieser E-Mail-Adresse gefunden',
  alreadyExists: 'Existiert bereits, bitte verwenden Sie einen anderen Wert',
  currentPasswordWrong: 'Das aktuelle Passwort ist falsch',
  passwordUpper: 'Das Passwort muss einen Großbuchstaben enthalten',
  passwordLower: 'Das Passwort muss einen Kleinbuchstaben enthalten',
  passwordDigit: 'Das Passwort muss eine Ziffer enthalten',
  passwordSpecial: 'Das Passwort muss eines der erforderlichen Sonderzeichen enthalten',
  passwordShort: 'Das Passwort ist zu kurz (weniger als %{min} Zeichen)',
  socialLinkedElsewhere: 'Dieses Social-Media-Konto ist bereits mit einem anderen Benutzer verknüpft',
  socialTokenUnknown: 'Der Social-Login-Anbieter hat dieses Token nicht ausgestellt',
  paymentTokenUnknown: 'Der Zahlungsanbieter hat dieses Token nicht ausgestellt',
  paymentTokenUsed: 'Dieses Zahlungstoken wurde bereits verwendet',
  paymentAmountWrong: 'Der Betrag entspricht nicht dem Preis der Registrierung',
  paymentDeclined: 'Die Zahlung wurde abgelehnt',
  profileExists: 'Für diesen Benutzer existiert in diesem Projekt bereits ein Profil',
  credentialExists: 'Für diese Authentifizierungsart wurden für den Benutzer bereits Zugangsdaten erstellt',
  userExists: 'Der Benutzer existiert bereits',
  invalidCredentials:
    'Ungültige E-Mail-Adresse oder ungültiges Passwort. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  required: 'Dieses Feld ist erforderlich',
  invalidEmail: 'Ungültige E-Mail-Adresse. Bitte geben Sie eine gültige E-Mail-Adresse ein',
  invalidPhone: 'Die Telefonnummer muss mit + beginnen und darf nur Ziffern enthalten',
  invalidUrl: 'Ungültige URL. Bitte geben Sie eine gültige Adresse ein',
  lastLoginMethod: 'Die letzte Anmeldemethode kann nicht entfernt werden.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein',
  invalidForm: 'Einige Felder sind falsch ausgefüllt. Korrigieren Sie die Fehler und versuchen Sie es erneut.',
  resetLinkInvalid:
    'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
  signUpLinkInvalid: 'Dieser Registrierungslink ist nicht mehr gültig oder abgelaufen.',
  unauthorized: 'Nicht autorisiert',
  forbidden: 'Zugriff verweigert',
  notFound: 'Nicht gefunden',
  demoLocked: 'Diese Funktion ist im Demo-Modus gesperrt',
  adminOnly: 'Sie benötigen Administratorzugriff',
  notOffered: 'Diese Option wird vom Dienst nicht angeboten',
  secretTooShort: 'Der geheime Schlüssel muss für %{algorithm} mindestens %{bytes} Bytes lang sein',
  publicKeyInvalid:
    'Geben Sie einen öffentlichen %{key}-Schlüssel im PEM-Format (BEGIN PUBLIC KEY) für %{algorithm} ein',
  privateKeyInvalid:
    'Geben Sie einen privaten %{key}-Schlüssel im PEM-Format (BEGIN PRIVATE KEY, PKCS #8) für %{algorithm} ein',
  keyPairMismatch: 'Der private Schlüssel gehört nicht zu diesem öffentlichen Schlüssel',
  staleVersion: 'Dieser Datensatz wurde von jemand anderem geändert, seit Sie ihn geöffnet haben',
  importIncomplete:
    'Der Upload ist unvollständig: %{received} von %{rows} Zeilen sind angekommen. Es wurde nichts importiert.',
  importNotCompleted: 'Der Upload wurde nicht abgeschlossen. Es wurde nichts importiert.',
} satisfies Messages['server'];
