import type { DeepStrings } from '../Messages';
import type { framework as english } from '../en/framework';

export const framework = {
  breadcrumb: {
    label: 'Ruta de navegación',
    home: 'Inicio',
    create: 'Nuevo',
    edit: 'Editar %{name}',
  },
  page: {
    create: 'Nuevo: %{name}',
    edit: 'Editar %{name}',
  },
  list: {
    actions: 'Acciones',
  },
  deleteAll: {
    button: 'Eliminar todo',
    title: 'Eliminar todos los registros coincidentes',
    message:
      'Se eliminará %{smart_count} registro. No se puede deshacer. |||| Se eliminarán %{smart_count} registros. No se puede deshacer.',
    typeCount: 'Escriba %{count} para confirmar',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} más: %{items}',
  },
  action: {
    copyField: 'Copiar %{field}',
    copied: 'Copiado al portapapeles',
    copyFailed: 'No se pudo copiar al portapapeles',
  },
  field: {
    secretHidden: 'Valor oculto',
  },
} satisfies DeepStrings<typeof english>;
