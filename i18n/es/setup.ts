import type { Messages } from '../Messages';

export const setup = {
  title: 'Configuración',
  export: {
    title: 'Exportar',
    intro:
      'Un único archivo con los proyectos, permisos y tipos de autenticación de esta organización (detalles, ajustes de contraseña, ganchos y el orden de los tipos). No incluye usuarios ni sesiones; los secretos se omiten y quedan marcados.',
    button: 'Descargar archivo de configuración',
    reading: 'Leyendo la configuración…',
    done: 'Archivo de configuración descargado. Proyectos: %{projects}, permisos: %{permissions}, tipos de autenticación: %{authTypes}.',
  },
  apply: {
    title: 'Aplicar un archivo de configuración',
    intro:
      'Elija un archivo de configuración para ver qué cambiaría aquí al aplicarlo. No se envía nada hasta que aplique.',
    choose: 'Elegir un archivo',
    chosen: 'Archivo: %{name}',
    prune: 'Quitar lo que el archivo no incluye',
    pruneHelp:
      'Se eliminan los proyectos, permisos, tipos de autenticación y ganchos de esta organización que no figuran en el archivo.',
    planning: 'Comparando el archivo con esta organización…',
    refused: 'Este archivo no se puede aplicar:',
    problem: 'Línea %{line}: %{message}',
    noChanges: 'Sin cambios: esta organización ya coincide con el archivo.',
    summary: 'por crear: %{create}, por cambiar: %{update}, por eliminar: %{delete}',
    button: 'Aplicar',
    applying: 'Aplicando %{done} de %{total}…',
    progress: 'Aplicando el archivo de configuración',
    applied: 'Se aplicó %{smart_count} cambio. |||| Se aplicaron %{smart_count} cambios.',
    failed: 'Se detuvo en %{step}: %{message}',
    appliedBefore: 'Aplicado antes de detenerse (%{smart_count}): |||| Aplicados antes de detenerse (%{smart_count}):',
    nothingApplied: 'No se aplicó nada.',
    again: 'Comparar de nuevo',
    confirmTitle: '¿Aplicar y eliminar?',
    confirmMessage:
      'Al aplicar se elimina %{smart_count} registro que el archivo no incluye. |||| Al aplicar se eliminan %{smart_count} registros que el archivo no incluye.',
    confirmType: 'Escriba %{count} para confirmar',
  },
  groups: {
    create: 'Por crear',
    update: 'Por cambiar',
    delete: 'Por eliminar',
    notices: 'Por definir después de aplicar',
  },
  kinds: {
    project: 'Proyecto',
    permission: 'Permiso',
    authType: 'Tipo de autenticación',
    passwordConfig: 'Ajustes de contraseña',
    hook: 'Gancho',
    priorities: 'Orden de los tipos de autenticación',
  },
  step: {
    owned: '%{kind} de %{owner}: %{key}',
    plain: '%{kind}: %{key}',
  },
  change: '%{field}: %{before} → %{after}',
  empty: '(vacío)',
  notices: {
    signingKey: 'La clave de firma de %{authType}: defínala en la pestaña Credenciales.',
    hookHeader: 'El encabezado %{header} del gancho %{hook} de %{authType}.',
  },
  problems: {
    read: 'No se pudo leer el archivo.',
    json: 'JSON no válido (%{detail})',
    unknownField: 'campo desconocido %{fields}',
    expected: 'se esperaba %{expected}',
    empty: 'no puede estar vacío',
    invalid: 'valor no válido',
    atLeast: 'debe ser al menos %{minimum}',
    duplicate: '"%{key}" está definido dos veces',
    undefinedProject: 'el proyecto "%{key}" no está definido en el archivo',
  },
} satisfies Messages['setup'];
