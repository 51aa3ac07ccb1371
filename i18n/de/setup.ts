import type { Messages } from '../Messages';

export const setup = {
  title: 'Konfiguration',
  export: {
    title: 'Exportieren',
    intro:
      'Eine Datei mit den Projekten, Berechtigungen und Authentifizierungsarten dieser Organisation (Einzelheiten, Passworteinstellungen, Webhooks und ihre Reihenfolge). Benutzer und Sitzungen sind nicht enthalten; Geheimnisse werden weggelassen und markiert.',
    button: 'Konfigurationsdatei herunterladen',
    reading: 'Konfiguration wird gelesen…',
    done: 'Konfigurationsdatei heruntergeladen. Projekte: %{projects}, Berechtigungen: %{permissions}, Authentifizierungsarten: %{authTypes}.',
  },
  apply: {
    title: 'Konfigurationsdatei anwenden',
    intro:
      'Wählen Sie eine Konfigurationsdatei, um zu sehen, was ihr Anwenden hier ändern würde. Gesendet wird erst, wenn Sie anwenden.',
    choose: 'Datei auswählen',
    chosen: 'Datei: %{name}',
    prune: 'Entfernen, was die Datei nicht aufführt',
    pruneHelp:
      'Projekte, Berechtigungen, Authentifizierungsarten und Webhooks dieser Organisation, die in der Datei fehlen, werden gelöscht.',
    planning: 'Datei wird mit dieser Organisation verglichen…',
    refused: 'Diese Datei kann nicht angewendet werden:',
    problem: 'Zeile %{line}: %{message}',
    noChanges: 'Keine Änderungen: Diese Organisation entspricht bereits der Datei.',
    summary: 'Anzulegen: %{create}, zu ändern: %{update}, zu löschen: %{delete}',
    button: 'Anwenden',
    applying: 'Wird angewendet: %{done} von %{total}…',
    progress: 'Konfigurationsdatei wird angewendet',
    applied: 'Angewendet: %{smart_count} Änderung. |||| Angewendet: %{smart_count} Änderungen.',
    failed: 'Angehalten bei %{step}: %{message}',
    appliedBefore: 'Vor dem Abbruch angewendet (%{smart_count}): |||| Vor dem Abbruch angewendet (%{smart_count}):',
    nothingApplied: 'Es wurde nichts angewendet.',
    again: 'Erneut vergleichen',
    confirmTitle: 'Anwenden und löschen?',
    confirmMessage:
      'Beim Anwenden wird %{smart_count} Eintrag gelöscht, den die Datei nicht aufführt. |||| Beim Anwenden werden %{smart_count} Einträge gelöscht, die die Datei nicht aufführt.',
    confirmType: 'Zur Bestätigung %{count} eingeben',
  },
  groups: {
    create: 'Anzulegen',
    update: 'Zu ändern',
    delete: 'Zu löschen',
    notices: 'Nach dem Anwenden festzulegen',
  },
  kinds: {
    project: 'Projekt',
    permission: 'Berechtigung',
    authType: 'Authentifizierungsart',
    passwordConfig: 'Passworteinstellungen',
    hook: 'Webhook',
    priorities: 'Reihenfolge der Authentifizierungsarten',
  },
  step: {
    owned: '%{kind} von %{owner}: %{key}',
    plain: '%{kind}: %{key}',
  },
  change: '%{field}: %{before} → %{after}',
  empty: '(leer)',
  notices: {
    signingKey: 'Der Signaturschlüssel von %{authType}: auf dem Reiter „Schlüssel“ festlegen.',
    hookHeader: 'Der Header %{header} des Webhooks %{hook} von %{authType}.',
  },
  problems: {
    read: 'Die Datei konnte nicht gelesen werden.',
    json: 'kein gültiges JSON (%{detail})',
    unknownField: 'unbekanntes Feld %{fields}',
    expected: 'erwartet: %{expected}',
    empty: 'darf nicht leer sein',
    invalid: 'ungültiger Wert',
    atLeast: 'muss mindestens %{minimum} sein',
    duplicate: '„%{key}“ ist doppelt definiert',
    undefinedProject: 'das Projekt „%{key}“ ist in der Datei nicht definiert',
  },
} satisfies Messages['setup'];
