import type { Messages } from '../Messages';

export const views = {
  button: 'Vistas',
  current: 'Vista: %{name}',
  none: 'Aún no hay vistas guardadas',
  save: 'Guardar la vista actual…',
  manage: 'Gestionar vistas…',
  saveTitle: 'Guardar la vista actual',
  saveHelp:
    'Guarda la búsqueda, los filtros, el orden, las columnas y el tamaño de página con un nombre, para usted en esta organización.',
  name: 'Nombre',
  name_required: 'Escriba un nombre',
  name_taken: 'Ya existe una vista llamada «%{name}»',
  saved: 'Vista «%{name}» guardada',
  renamed: 'Vista renombrada a «%{name}»',
  deleted: 'Vista «%{name}» eliminada',
  saveFailed: 'Las vistas no se guardaron: %{message}',
  manageTitle: 'Vistas guardadas',
  rename: 'Renombrar «%{name}»',
  copyLink: 'Copiar el enlace a «%{name}»',
  copied: 'Enlace a «%{name}» copiado',
  copyFailed: 'No se pudo copiar el enlace: %{link}',
  delete: 'Eliminar «%{name}»',
  deleteTitle: '¿Eliminar la vista «%{name}»?',
  deleteContent: 'La vista se elimina solo para usted; los registros que muestra no se modifican.',
  notFound: 'La vista de este enlace ya no existe',
} satisfies Messages['views'];
