import frenchMessages from 'ra-language-french';
import { raFromPackage } from '../raFromPackage';

/**
 * react-admin's messages in French: ra-language-french (5.15.3, the keys of react-admin 5.15),
 * with our texts where the package's do not fit the console.
 */
export const ra = raFromPackage(frenchMessages, {
  message: {
    // The package drops the resource name (`%{name}`, `%{recordRepresentation}`) react-admin passes.
    bulk_delete_content:
      'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
    bulk_update_content:
      'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
    delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
    invalid_form: 'Certains champs sont mal remplis. Corrigez les erreurs et réessayez.', // SPEC §5 wording
    about: 'À propos', // the package's "Au sujet de" is the preposition
  },
  navigation: {
    no_filtered_results: 'Aucun résultat (%{name}) trouvé avec les filtres actuels.',
    no_results: 'Aucun résultat (%{name})',
  },
  auth: {
    email: 'Adresse e-mail', // the package keeps the English "Email"
  },
  saved_queries: {
    // Typos in the package ("des mes", "Etes").
    remove_label_with_name: 'Retirer « %{name} » de mes requêtes',
    remove_message: 'Êtes-vous sûr(e) de vouloir supprimer cette requête de votre liste de requêtes ?',
  },
});
