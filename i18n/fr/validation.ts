import type { Messages } from '../Messages';

export const validation = {
  required: 'Ce champ est obligatoire',
  atLeastOne: 'Sélectionnez au moins un élément',
  invalidForm: 'Certains champs sont mal remplis. Corrigez les erreurs et réessayez.',
  email: 'Adresse e-mail invalide. Veuillez saisir une adresse e-mail valide',
  phone: 'Le numéro de téléphone doit commencer par + et ne contenir que des chiffres',
  url: 'URL invalide. Veuillez saisir une adresse valide',
  greaterThan: 'La valeur doit être supérieure à %{value}',
  passwordMin: 'Le mot de passe doit contenir au moins %{min} caractères',
  passwordUpper: 'Le mot de passe doit contenir une lettre majuscule',
  passwordLower: 'Le mot de passe doit contenir une lettre minuscule',
  passwordDigit: 'Le mot de passe doit contenir un chiffre',
  passwordExtra: "Le mot de passe doit contenir au moins l'un de ces caractères : %{chars}",
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  fileType: "Ce type de fichier n'est pas pris en charge",
  fileSize:
    'Le fichier ne doit pas dépasser %{smart_count} mégaoctet |||| Le fichier ne doit pas dépasser %{smart_count} mégaoctets',
  json: 'Saisissez un JSON valide (un objet)',
  domain:
    'Indiquez uniquement la partie avant le domaine de la plateforme (par exemple my-org) : lettres minuscules, chiffres et traits d’union',
  csvRequired: "Le champ obligatoire « %{field} » n'est pas associé",
  csvAtLeastOne: "Associez au moins l'un de ces champs : %{fields}",
  csvEmpty: 'Le fichier ne contient aucune ligne',
} satisfies Messages['validation'];
