import type { Messages } from '../Messages';

export const app = {
  name: 'Identitätskonsole',
  access: {
    title: 'Sie benötigen Administratorzugriff',
    message:
      'Diese Seite ist den Administratoren Ihrer Organisation vorbehalten. Ihr eigenes Konto können Sie selbst verwalten.',
    ownArea: 'Zu meinem Konto',
  },
  leave: {
    title: 'Ohne Speichern verlassen?',
    leave: 'Verlassen',
    stay: 'Bleiben',
  },
  menu: {
    home: 'Startseite',
    project: 'Projekte',
    user: 'Benutzer',
    authType: 'Authentifizierungsarten',
    permission: 'Berechtigungen',
    me: 'Mein Konto',
    signOut: 'Abmelden',
    accountOf: 'Kontomenü von %{name}',
    language: 'Sprache',
    changeLanguage: 'Sprache ändern (aktuell: %{language})',
    theme: 'Design',
    lightTheme: 'Helles Design',
    darkTheme: 'Dunkles Design',
    skipToContent: 'Zum Inhalt springen',
    openMenu: 'Menü öffnen',
    mainNavigation: 'Hauptnavigation',
  },
  notFound: {
    title: 'Hoppla...',
    message: 'Seite nicht gefunden',
    back: 'Zurück zur Startseite',
  },
  signIn: {
    title: 'Anmelden',
    email: 'E-Mail',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    failure:
      'Ungültige E-Mail-Adresse oder ungültiges Passwort. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
    demoHint: 'Demo-Anmeldung: %{email} / %{password}',
    forgotPassword: 'Passwort vergessen?',
    signUp: 'Konto erstellen',
    orContinueWith: 'oder weiter mit',
    signingIn: 'Anmeldung läuft…',
  },
  configError: {
    title: 'Die Konsole kann nicht starten',
    message:
      'Ihre Konfigurationsdatei (config.json) ist ungültig. Bitten Sie Ihren Administrator, diese Einstellungen zu korrigieren:',
    retry: 'Erneut versuchen',
  },
  bootError: {
    title: 'Die Konsole konnte nicht geladen werden',
    message:
      'Ein Teil der Konsole konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    reload: 'Neu laden',
  },
  session: {
    expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    signedOut: 'Sie wurden abgemeldet.',
  },
  errors: {
    network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    timeout: 'Der Server hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
    server: 'Der Server konnte die Anfrage nicht verarbeiten. Versuchen Sie es später erneut.',
    contract: 'Der Server hat in einem unerwarteten Format geantwortet.',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    tooManyRequests: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
    notFound: 'Das angeforderte Element wurde nicht gefunden.',
    unknown: 'Etwas ist schiefgelaufen.',
    /** A server's own wording of a refused request (not one of the known messages): shown as it is. */
    serverSaid: '%{message}',
    boundaryTitle: 'Dieser Teil der Seite ist fehlgeschlagen',
    retry: 'Erneut versuchen',
  },
  dashboard: {
    title: 'Übersicht',
    welcome: 'Willkommen, %{name}',
    weekRequests: 'API-Anfragen diese Woche',
    weekData: 'Datenvolumen diese Woche (MB)',
    weekFiles: 'Dateivolumen diese Woche (MB)',
    loading: 'Statistiken werden geladen…',
    empty: 'Noch keine Aktivität',
    error: 'Die Statistiken konnten nicht geladen werden.',
  },
  demo: {
    notice: 'Demo-Modus: Die Daten werden von allen Besuchern geteilt und alle %{hours} Stunden zurückgesetzt.',
    nextReset: 'Nächstes Zurücksetzen: %{time}',
    readOnly: 'Im Demo-Modus ist diese Seite schreibgeschützt.',
    locked: 'Diese Funktion ist im Demo-Modus gesperrt',
  },
  action: {
    copy: 'Kopieren',
    copied: 'In die Zwischenablage kopiert',
    loadMore: 'Mehr laden',
    deleteAll: 'Alle löschen',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  update: {
    reloading: 'Eine neue Version ist verfügbar. Wird neu geladen…',
  },
} satisfies Messages['app'];
