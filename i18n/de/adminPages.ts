import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    freeProjects: 'Projekte, in denen dieser Benutzer noch kein Profil hat',
    noFreeProject: 'Dieser Benutzer hat bereits in jedem Projekt ein Profil.',
    bulk: {
      assignProfile: 'Profil zuweisen',
      assignProfileTitle: 'Projektprofil zuweisen',
      assignProfileText:
        'Wählen Sie ein Projekt und Berechtigungen für den ausgewählten Benutzer. Hat er in diesem Projekt noch kein Profil, erhält er ein neues mit den gewählten Berechtigungen; hat er bereits eines, kommen die fehlenden Berechtigungen hinzu (keine wird entfernt). |||| Wählen Sie ein Projekt und Berechtigungen für die %{smart_count} ausgewählten Benutzer. Wer in diesem Projekt noch kein Profil hat, erhält ein neues mit den gewählten Berechtigungen; wer bereits eines hat, behält es, und die fehlenden Berechtigungen kommen hinzu (keine wird entfernt).',
      assign: 'Zuweisen',
      assignUndoable: 'Sie können es nach dem Zuweisen einige Sekunden lang rückgängig machen.',
      assignPending: 'Profil %{smart_count} Benutzer zugewiesen |||| Profil %{smart_count} Benutzern zugewiesen',
      revokeSessions: 'Sitzungen widerrufen',
      revokeSessionsTitle: 'Alle Sitzungen widerrufen',
      revokeSessionsText:
        'Damit wird %{smart_count} Benutzer aus allen Sitzungen abgemeldet. Dies kann nicht rückgängig gemacht werden. |||| Damit werden %{smart_count} Benutzer aus allen Sitzungen abgemeldet. Dies kann nicht rückgängig gemacht werden.',
      progress: '%{finished} von %{total} erledigt',
      summary: 'Erledigt: %{done}. Fehlgeschlagen: %{failed}.',
      reading: 'Die Profile der ausgewählten Benutzer werden gelesen…',
      readFailed:
        'Die Profile der ausgewählten Benutzer konnten nicht gelesen werden. Schließen Sie den Dialog und versuchen Sie es erneut.',
      planCreate:
        '%{smart_count} Benutzer erhält ein neues Profil in %{project}: |||| %{smart_count} Benutzer erhalten ein neues Profil in %{project}:',
      planChange:
        '%{smart_count} Benutzer hat bereits ein Profil in %{project}; es erhält Berechtigungen dazu, keine wird entfernt: |||| %{smart_count} Benutzer haben bereits ein Profil in %{project}; ihre Profile erhalten Berechtigungen dazu, keine wird entfernt:',
      planUnchanged:
        '%{smart_count} Benutzer hat in %{project} bereits alle diese Berechtigungen; nichts ändert sich: |||| %{smart_count} Benutzer haben in %{project} bereits alle diese Berechtigungen; für sie ändert sich nichts:',
      adds: '%{name}: erhält %{permissions}',
      more: 'und %{smart_count} weitere',
      nothingToDo:
        'Alle ausgewählten Benutzer haben bereits ein Profil in diesem Projekt mit diesen Berechtigungen: Es gibt nichts zuzuweisen.',
      assignSummary: 'Profile erstellt: %{created}. Profile geändert: %{changed}. Fehlgeschlagen: %{failed}.',
    },
    signedInAt: 'Angemeldet am %{time}',
  },
  authType: {
    credentials: {
      notSet: 'Noch kein Signaturschlüssel gesetzt: Diese Art kann keine Tokens signieren, bis einer gespeichert ist.',
      secretSet: 'Ein geheimer Schlüssel ist gesetzt.',
      secretSetAt: 'Ein geheimer Schlüssel ist gesetzt; zuletzt geändert am %{date}.',
      keyPairSet: 'Ein Schlüsselpaar ist gesetzt.',
      keyPairSetAt: 'Ein Schlüsselpaar ist gesetzt; zuletzt geändert am %{date}.',
      title: 'Zugangsschlüssel von %{name}',
      lastSet: 'Signaturschlüssel zuletzt gesetzt',
      saved: 'Zugangsschlüssel gespeichert',
      secretInfo:
        'Der Algorithmus %{algorithm} signiert Token mit einem gemeinsamen geheimen Schlüssel. Der gespeicherte Schlüssel wird nie wieder angezeigt.',
      keyPairInfo:
        'Der Algorithmus %{algorithm} signiert Token mit einem Schlüsselpaar. Die gespeicherten Schlüssel werden nie wieder angezeigt.',
    },
    keys: {
      show: { secret_key: 'Geheimen Schlüssel anzeigen', private_key: 'Privaten Schlüssel anzeigen' },
      hide: { secret_key: 'Geheimen Schlüssel verbergen', private_key: 'Privaten Schlüssel verbergen' },
      generate: 'Generieren',
      generatePair: 'Schlüsselpaar generieren',
      secretHelp:
        'Mindestens %{bytes} Bytes für %{algorithm}. „Generieren“ erzeugt einen zufälligen Schlüssel in diesem Browser.',
      pairHelp:
        'Ein PEM-Schlüsselpaar vom Typ %{key} für %{algorithm}. „Schlüsselpaar generieren“ erzeugt es in diesem Browser; vor dem Speichern wird nichts gesendet.',
      secretGenerated:
        'In diesem Browser wurde ein zufälliges Geheimnis mit %{bytes} Bytes erzeugt. Zeigen Sie es an und kopieren Sie es vor dem Speichern: Es wird nie wieder angezeigt.',
      pairGenerated:
        'In diesem Browser wurde ein neues %{key}-Schlüsselpaar erzeugt. Kopieren Sie jetzt den öffentlichen Schlüssel, falls ein Dienst die Tokens prüft.',
      generateFailed: 'Dieser Browser konnte keinen Schlüssel erzeugen. Fügen Sie stattdessen einen ein.',
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
