import type { Messages } from '../Messages';

export const adminPages = {
  user: {
    bulk: {
      assignProfile: 'Asignar perfil',
      assignProfileTitle: 'Asignar un perfil de proyecto',
      assignProfileText:
        'Cada usuario seleccionado recibe un perfil en el proyecto elegido con estos permisos (%{smart_count} usuario). |||| Cada usuario seleccionado recibe un perfil en el proyecto elegido con estos permisos (%{smart_count} usuarios).',
      assign: 'Asignar',
      assignUndoable: 'Podrá deshacerlo durante unos segundos después de asignarlo.',
      assignPending: 'Perfil asignado a %{smart_count} usuario |||| Perfil asignado a %{smart_count} usuarios',
      revokeSessions: 'Revocar sesiones',
      revokeSessionsTitle: 'Revocar todas las sesiones',
      revokeSessionsText:
        'Esto cierra todas las sesiones de %{smart_count} usuario. No se puede deshacer. |||| Esto cierra todas las sesiones de %{smart_count} usuarios. No se puede deshacer.',
      progress: '%{finished} de %{total} completados',
      summary: 'Completados: %{done}. Fallidos: %{failed}.',
    },
    signedInAt: 'Sesión iniciada el %{time}',
  },
  authType: {
    credentials: {
      title: 'Credenciales de %{name}',
      saved: 'Credenciales guardadas',
      secretInfo:
        'El algoritmo %{algorithm} firma los tokens con una clave secreta compartida. La clave guardada no se vuelve a mostrar.',
      keyPairInfo:
        'El algoritmo %{algorithm} firma los tokens con un par de claves. Las claves guardadas no se vuelven a mostrar.',
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
