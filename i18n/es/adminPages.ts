import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    freeProjects: 'Proyectos en los que este usuario aún no tiene perfil',
    noFreeProject: 'Este usuario ya tiene un perfil en todos los proyectos.',
    bulk: {
      assignProfile: 'Asignar perfil',
      assignProfileTitle: 'Asignar un perfil de proyecto',
      assignProfileText:
        'Elija un proyecto y permisos para el usuario seleccionado. Si aún no tiene perfil en ese proyecto, recibe uno nuevo con los permisos elegidos; si ya tiene uno, ese perfil recibe los permisos que le faltan (no se quita ninguno). |||| Elija un proyecto y permisos para los %{smart_count} usuarios seleccionados. Quienes aún no tengan perfil en ese proyecto reciben uno nuevo con los permisos elegidos; quienes ya tengan uno lo conservan, y ese perfil recibe los permisos que le faltan (no se quita ninguno).',
      assign: 'Asignar',
      assignUndoable: 'Podrá deshacerlo durante unos segundos después de asignarlo.',
      assignPending: 'Perfil asignado a %{smart_count} usuario |||| Perfil asignado a %{smart_count} usuarios',
      revokeSessions: 'Revocar sesiones',
      revokeSessionsTitle: 'Revocar todas las sesiones',
      revokeSessionsText:
        'Esto cierra todas las sesiones de %{smart_count} usuario. No se puede deshacer. |||| Esto cierra todas las sesiones de %{smart_count} usuarios. No se puede deshacer.',
      progress: '%{finished} de %{total} completados',
      summary: 'Completados: %{done}. Fallidos: %{failed}.',
      reading: 'Leyendo los perfiles de los usuarios seleccionados…',
      readFailed: 'No se pudieron leer los perfiles de los usuarios seleccionados. Cierre e inténtelo de nuevo.',
      planCreate:
        '%{smart_count} usuario recibe un perfil nuevo en %{project}: |||| %{smart_count} usuarios reciben un perfil nuevo en %{project}:',
      planChange:
        '%{smart_count} usuario ya tiene un perfil en %{project}; el perfil recibe permisos, no se quita ninguno: |||| %{smart_count} usuarios ya tienen un perfil en %{project}; sus perfiles reciben permisos, no se quita ninguno:',
      planUnchanged:
        '%{smart_count} usuario ya tiene todos estos permisos en %{project}; no cambia nada: |||| %{smart_count} usuarios ya tienen todos estos permisos en %{project}; para ellos no cambia nada:',
      adds: '%{name}: recibe %{permissions}',
      more: 'y %{smart_count} más',
      nothingToDo:
        'Todos los usuarios seleccionados ya tienen un perfil en este proyecto con estos permisos: no hay nada que asignar.',
      assignSummary: 'Perfiles creados: %{created}. Perfiles cambiados: %{changed}. Fallidos: %{failed}.',
    },
    signedInAt: 'Sesión iniciada el %{time}',
  },
  authType: {
    credentials: {
      notSet: 'Aún no hay clave de firma: este tipo no puede firmar tokens hasta que se guarde una.',
      secretSet: 'Hay una clave secreta definida.',
      secretSetAt: 'Hay una clave secreta definida; último cambio el %{date}.',
      keyPairSet: 'Hay un par de claves definido.',
      keyPairSetAt: 'Hay un par de claves definido; último cambio el %{date}.',
      title: 'Credenciales de %{name}',
      lastSet: 'Claves de firma establecidas por última vez',
      saved: 'Credenciales guardadas',
      secretInfo:
        'El algoritmo %{algorithm} firma los tokens con una clave secreta compartida. La clave guardada no se vuelve a mostrar.',
      keyPairInfo:
        'El algoritmo %{algorithm} firma los tokens con un par de claves. Las claves guardadas no se vuelven a mostrar.',
    },
    keys: {
      show: { secret_key: 'Mostrar clave secreta', private_key: 'Mostrar clave privada' },
      hide: { secret_key: 'Ocultar clave secreta', private_key: 'Ocultar clave privada' },
      generate: 'Generar',
      generatePair: 'Generar par de claves',
      secretHelp: 'Al menos %{bytes} bytes para %{algorithm}. «Generar» crea una aleatoria en este navegador.',
      pairHelp:
        'Un par de claves PEM de tipo %{key} para %{algorithm}. «Generar par de claves» lo crea en este navegador; no se envía nada antes de guardar.',
      secretGenerated:
        'Se ha generado en este navegador un secreto aleatorio de %{bytes} bytes. Muéstrelo para copiarlo antes de guardar: no se volverá a mostrar.',
      pairGenerated:
        'Se ha generado en este navegador un nuevo par de claves %{key}. Copie ahora la clave pública si un servicio verifica los tokens.',
      generateFailed: 'Este navegador no pudo generar una clave. Pegue una en su lugar.',
    },
    socialLinks: {
      title: 'Enlaces sociales de %{name}',
      breadcrumb: 'Enlaces sociales',
      provider: 'Proveedor',
      url: 'Enlace de inicio de sesión',
      copy: 'Copiar el enlace de %{provider}',
      empty: 'Este tipo aún no tiene redes sociales.',
      error: 'No se pudieron cargar los enlaces sociales.',
    },
    passwordSettings: {
      title: 'Ajustes de contraseña de %{name}',
      saved: 'Ajustes de contraseña guardados',
      fields: {
        min_length: 'Longitud mínima',
        extra_characters: 'Caracteres especiales',
        extra_charactersHelp:
          'La contraseña debe contener al menos uno de estos caracteres; déjelo vacío para no exigirlo.',
        is_number_required: 'Se requiere un dígito',
        is_upper_required: 'Se requiere una letra mayúscula',
        is_lower_required: 'Se requiere una letra minúscula',
      },
    },
  },
} satisfies Messages['adminPages'];
