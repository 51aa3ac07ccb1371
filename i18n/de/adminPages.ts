import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    bulk: {
      assignProfile: 'Profil zuweisen',
      assignProfileTitle: 'Projektprofil zuweisen',
      assignProfileText:
        'Jeder ausgewählte Benutzer erhält ein Profil im gewählten Projekt mit diesen Berechtigungen (%{smart_count} Benutzer). |||| Jeder ausgewählte Benutzer erhält ein Profil im gewählten Projekt mit diesen Berechtigungen (%{smart_count} Benutzer).',
      assign: 'Zuweisen',
      assignUndoable: 'Sie können es nach dem Zuweisen einige Sekunden lang rückgängig machen.',
      assignPending: 'Profil %{smart_count} Benutzer zugewiesen |||| Profil %{smart_count} Benutzern zugewiesen',
      revokeSessions: 'Sitzungen widerrufen',
      revokeSessionsTitle: 'Alle Sitzungen widerrufen',
      revokeSessionsText:
        'Damit wird %{smart_count} Benutzer aus allen Sitzungen abgemeldet. Dies kann nicht rückgängig gemacht werden. |||| Damit werden %{smart_count} Benutzer aus allen Sitzungen abgemeldet. Dies kann nicht rückgängig gemacht werden.',
      progress: '%{finished} von %{total} erledigt',
      summary: 'Erledigt: %{done}. Fehlgeschlagen: %{failed}.',
    },
    signedInAt: 'Angemeldet am %{time}',
  },
  authType: {
    credentials: {
      title: 'Zugangsschlüssel von %{name}',
      saved: 'Zugangsschlüssel gespeichert',
      secretInfo:
        'Der Algorithmus %{algorithm} signiert Token mit einem gemeinsamen geheimen Schlüssel. Der gespeicherte Schlüssel wird nie wieder angezeigt.',
      keyPairInfo:
        'Der Algorithmus %{algorithm} signiert Token mit einem Schlüsselpaar. Die gespeicherten Schlüssel werden nie wieder angezeigt.',
    },
    socialLinks: {
      title: 'Social-Links von %{name}',
      breadcrumb: 'Social-Links',
      provider: 'Anbieter',
      url: 'Anmeldelink',
      copy: 'Link für %{provider} kopieren',
      empty: 'Dieser Typ hat noch keine sozialen Netzwerke.',
      error: 'Die Social-Links konnten nicht geladen werden.',
    },
    passwordSettings: {
      title: 'Passworteinstellungen von %{name}',
      saved: 'Passworteinstellungen gespeichert',
      fields: {
        min_length: 'Mindestlänge',
        extra_characters: 'Sonderzeichen',
        extra_charactersHelp:
          'Ein Passwort muss mindestens eines dieser Zeichen enthalten; leer lassen, um keine solche Regel zu setzen.',
        is_number_required: 'Eine Ziffer ist erforderlich',
        is_upper_required: 'Ein Großbuchstabe ist erforderlich',
        is_lower_required: 'Ein Kleinbuchstabe ist erforderlich',
      },
    },
  },
} satisfies Messages['adminPages'];
