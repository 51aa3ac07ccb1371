import type { Messages } from '../Messages';

export const setup = {
  title: 'Configuration',
  export: {
    title: 'Exporter',
    intro:
      'Un seul fichier avec les projets, les autorisations et les types d’authentification de cette organisation (détails, paramètres de mot de passe, crochets et ordre des types). Les utilisateurs et les sessions n’y figurent pas ; les secrets sont omis et signalés.',
    button: 'Télécharger le fichier de configuration',
    reading: 'Lecture de la configuration…',
    done: 'Fichier de configuration téléchargé. Projets : %{projects}, autorisations : %{permissions}, types d’authentification : %{authTypes}.',
  },
  apply: {
    title: 'Appliquer un fichier de configuration',
    intro:
      'Choisissez un fichier de configuration pour voir ce que son application changerait ici. Rien n’est envoyé tant que vous n’appliquez pas.',
    choose: 'Choisir un fichier',
    chosen: 'Fichier : %{name}',
    prune: 'Supprimer ce que le fichier ne liste pas',
    pruneHelp:
      'Les projets, autorisations, types d’authentification et crochets de cette organisation absents du fichier sont supprimés.',
    planning: 'Comparaison du fichier avec cette organisation…',
    refused: 'Ce fichier ne peut pas être appliqué :',
    problem: 'Ligne %{line} : %{message}',
    noChanges: 'Aucun changement : cette organisation correspond déjà au fichier.',
    summary: 'à créer : %{create}, à modifier : %{update}, à supprimer : %{delete}',
    button: 'Appliquer',
    applying: 'Application de %{done} sur %{total}…',
    progress: 'Application du fichier de configuration',
    applied: '%{smart_count} modification appliquée. |||| %{smart_count} modifications appliquées.',
    failed: 'Arrêt à %{step} : %{message}',
    appliedBefore: 'Appliqué avant l’arrêt (%{smart_count}) : |||| Appliqué avant l’arrêt (%{smart_count}) :',
    nothingApplied: 'Rien n’a été appliqué.',
    again: 'Comparer à nouveau',
    confirmTitle: 'Appliquer et supprimer ?',
    confirmMessage:
      'L’application supprime %{smart_count} enregistrement que le fichier ne liste pas. |||| L’application supprime %{smart_count} enregistrements que le fichier ne liste pas.',
    confirmType: 'Saisissez %{count} pour confirmer',
  },
  groups: {
    create: 'À créer',
    update: 'À modifier',
    delete: 'À supprimer',
    notices: 'À définir après l’application',
  },
  kinds: {
    project: 'Projet',
    permission: 'Autorisation',
    authType: 'Type d’authentification',
    passwordConfig: 'Paramètres de mot de passe',
    hook: 'Crochet',
    priorities: 'Ordre des types d’authentification',
  },
  step: {
    owned: '%{kind} de %{owner} : %{key}',
    plain: '%{kind} : %{key}',
  },
  change: '%{field} : %{before} → %{after}',
  empty: '(vide)',
  notices: {
    signingKey: 'La clé de signature de %{authType} : définissez-la dans l’onglet Identifiants.',
    hookHeader: 'L’en-tête %{header} du crochet %{hook} de %{authType}.',
  },
  problems: {
    read: 'Le fichier n’a pas pu être lu.',
    json: 'JSON non valide (%{detail})',
    unknownField: 'champ inconnu %{fields}',
    expected: 'attendu : %{expected}',
    empty: 'ne doit pas être vide',
    invalid: 'valeur non valide',
    atLeast: 'doit être au moins %{minimum}',
    duplicate: '« %{key} » est défini deux fois',
    undefinedProject: 'le projet « %{key} » n’est pas défini dans le fichier',
  },
} satisfies Messages['setup'];
