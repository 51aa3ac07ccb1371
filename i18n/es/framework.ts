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
    loadMore: 'Cargar más',
    loadingMore: 'Cargando más registros',
    export: 'Exportar CSV',
    shown: '%{shown} de %{total} mostrados',
    actions: 'Acciones',
  },
  filter: {
    from: '%{field} desde',
    to: '%{field} hasta',
  },
  row: {
    actionsFor: 'Acciones para %{name}',
    undoable: 'Podrá deshacerlo durante unos segundos.',
  },
  unsaved: {
    title: '%{smart_count} cambio no se guardó |||| %{smart_count} cambios no se guardaron',
    intro:
      'Se salió de la página antes de que este cambio pudiera enviarse. Guárdelo ahora o descártelo. |||| Se salió de la página antes de que estos cambios pudieran enviarse. Guárdelos ahora o descártelos.',
    introSignedOut:
      'Se cerró su sesión antes de que este cambio pudiera guardarse. Guárdelo ahora o descártelo. |||| Se cerró su sesión antes de que estos cambios pudieran guardarse. Guárdelos ahora o descártelos.',
    update: '%{resource} «%{record}»: %{fields}',
    create: 'Crear %{resource} «%{record}»',
    delete: 'Eliminar %{resource} «%{record}»',
    save: 'Guardar ahora',
    discard: 'Descartar',
    refused: 'No guardado: %{change}',
    saved: '%{smart_count} cambio guardado |||| %{smart_count} cambios guardados',
  },
  notice: {
    created: '%{resource} «%{name}»: registro creado',
    updated: '%{resource} «%{name}»: cambios guardados',
    deleted: '%{resource} «%{name}»: registro eliminado',
    createdUnnamed: '%{resource}: registro creado',
    updatedUnnamed: '%{resource}: cambios guardados',
    deletedUnnamed: '%{resource}: registro eliminado',
  },
  reorder: {
    column: 'Orden',
    handle: 'Arrastre para reordenar',
    roleDescription: 'fila ordenable',
    instructions:
      'Para tomar una fila, pulse Espacio o Intro. Muévala con las flechas, suéltela con Espacio o Intro y cancele con Escape.',
    picked: 'Fila en la posición %{position} de %{total} tomada.',
    moved: 'Fila movida a la posición %{position} de %{total}.',
    dropped: 'Fila soltada en la posición %{position} de %{total}.',
    cancelled: 'Movimiento cancelado; la fila vuelve a su lugar.',
    saving: 'Guardando el nuevo orden',
    saved: 'Nuevo orden guardado',
    failed: 'No se pudo guardar el nuevo orden',
    onlyInOrder: 'Las filas solo se pueden arrastrar en el orden propio de la lista, por %{field}.',
    restoreOrder: 'Ordenar por %{field}',
  },
  columns: {
    handle: 'Arrastre para mover «%{name}»',
    roleDescription: 'columna ordenable',
    instructions:
      'Para tomar una columna, pulse Espacio o Intro. Muévala con las flechas, suéltela con Espacio o Intro, Escape para cancelar.',
    picked: 'Columna «%{name}» tomada, en la posición %{position} de %{total}.',
    moved: 'Columna «%{name}» movida a la posición %{position} de %{total}.',
    dropped: 'Columna «%{name}» soltada en la posición %{position} de %{total}.',
    cancelled: 'Movimiento cancelado; la columna «%{name}» ha vuelto a su lugar.',
  },
  deleteConfirm: {
    title: '¿Eliminar «%{record}»?',
    bulkTitle: '¿Eliminar %{smart_count} registro seleccionado? |||| ¿Eliminar %{smart_count} registros seleccionados?',
    selected: 'Registros seleccionados',
    more: 'y %{smart_count} más',
    counting: 'Contando los registros que dependen de esto…',
    countFailed: 'No se pudieron contar los registros que dependen de esto.',
    affected: 'Esto también afecta a:',
    nothingAffected: 'Ningún otro registro depende de esto.',
    irreversible: 'No se puede deshacer.',
  },
  deleteAll: {
    button: 'Eliminar todo',
    title: 'Eliminar todos los registros coincidentes',
    message:
      'Se eliminará %{smart_count} registro. No se puede deshacer. |||| Se eliminarán %{smart_count} registros. No se puede deshacer.',
    filter: '%{resource} que coinciden con: %{filters}.',
    noFilter: 'Todos los registros de %{resource}: no hay búsqueda ni filtro.',
    search: 'búsqueda «%{text}»',
    several: '%{label} (%{smart_count} valor) |||| %{label} (%{smart_count} valores)',
    dependentsUncounted:
      'Los registros que dependen de ellos se eliminan o cambian con ellos; abra un registro para ver qué depende de él.',
    typeCount: 'Escriba %{count} para confirmar',
    counting: 'Contando los registros coincidentes en el servidor…',
    countFailed: 'No se pudo leer el número de registros coincidentes. Cierre e inténtelo de nuevo.',
  },
  chips: {
    more: '+%{count}',
    moreLabel: '%{count} más: %{items}',
  },
  conflict: {
    title: 'Modificado por otra persona',
    intro:
      'Mientras editaba, otra persona guardó este registro. Estos campos ahora difieren de la versión que abrió; lo que escribió se conserva hasta que elija.',
    introNoField:
      'Mientras editaba, otra persona guardó este registro, pero ninguno de los campos de este formulario. Conserve sus valores para guardarlos sobre la nueva versión.',
    field: 'Campo',
    theirs: 'Valor de la otra persona',
    mine: 'Su valor',
    keep: 'Conservar',
    keepFor: 'Conservar para %{field}',
    notChanged: '(no lo cambió usted)',
    empty: '(vacío)',
    theirsOption: 'El de otro',
    mineOption: 'El mío',
    takeTheirs: 'Usar su versión',
    keepMine: 'Conservar el mío',
    chooseEach: 'Elegir campo por campo',
    apply: 'Aplicar elecciones',
    keptMine: 'Los otros cambios están cargados y sus valores se conservan. Guarde para aplicar los suyos.',
    order:
      'Mientras tanto, otra persona cambió el orden de estas filas. Ahora se muestra su orden; vuelva a mover las filas.',
  },
  action: {
    copyField: 'Copiar %{field}',
    copied: 'Copiado al portapapeles',
    copyFailed: 'No se pudo copiar al portapapeles',
  },
  field: {
    secretHidden: 'Valor oculto',
    characters: '%{count} de %{max} caracteres',
    wholeNumber: 'Un número entero de %{min} a %{max}',
    wholeNumberFrom: 'Un número entero desde %{min}',
    wholeNumberUpTo: 'Un número entero hasta %{max}',
    httpAddress: 'Una dirección que empiece por http:// o https://',
  },
} satisfies DeepStrings<typeof english>;
