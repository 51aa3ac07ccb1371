import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

export const resources = {
  project: {
    name: 'Proyecto |||| Proyectos',
    dependents: {
      profiles:
        'Se eliminan los perfiles de %{smart_count} usuario |||| Se eliminan los perfiles de %{smart_count} usuarios',
      authTypes:
        'Se quita de %{smart_count} tipo de autenticación |||| Se quita de %{smart_count} tipos de autenticación',
    },
    fields: {
      id: 'ID',
      name: 'Nombre',
      alias: 'Alias',
      created_at: 'Creado',
      updated_at: 'Actualizado',
    },
  },
  permission: {
    name: 'Permiso |||| Permisos',
    dependents: {
      profiles:
        'Se quita de los perfiles de %{smart_count} usuario |||| Se quita de los perfiles de %{smart_count} usuarios',
    },
    fields: {
      id: 'ID',
      title: 'Título',
      code: 'Código',
      created_at: 'Creado',
    },
  },
  authType,
  hook: {
    name: 'Gancho |||| Ganchos',
    fields: {
      id: 'ID',
      method: 'Método',
      url: 'Dirección (URL)',
      headers: 'Encabezados (JSON)',
      created_at: 'Creado',
    },
    helpers: {
      url: 'Tras cada inicio de sesión con este tipo de autenticación, el servicio envía una solicitud a esta dirección http(s), con el método y los encabezados definidos aquí.',
      headers:
        'Nombres y valores de los encabezados como objeto JSON, por ejemplo {"X-Signature": "…"}; vacío significa ninguno. Los valores guardados no se muestran: deje un valor vacío para conservarlo, escriba uno nuevo para reemplazarlo, quite un nombre para eliminar ese encabezado.',
    },
  },
  credential: {
    name: 'Credencial |||| Credenciales',
    fields: {
      id: 'ID',
      projects: 'Proyectos',
      type: 'Tipo de autenticación',
      details: 'Detalles',
      social_providers: 'Redes sociales',
      password: 'Contraseña',
      note: 'Nota',
      created_at: 'Creada',
    },
    details: { passwordSet: 'Contraseña: establecida', passwordUnset: 'Contraseña: no establecida' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: 'El usuario ya tiene una credencial de cada tipo de autenticación.',
  },
  profile: {
    name: 'Perfil |||| Perfiles',
    fields: {
      id: 'ID',
      project: 'Proyecto',
      permissions: 'Permisos',
      name: 'Nombre completo',
      email: 'E-mail',
      created_at: 'Creado',
    },
  },
  userHistory: {
    name: 'Entrada de actividad |||| Registro de actividad',
    empty: 'Aún no hay actividad registrada.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: 'Entrada del historial |||| Historial',
    empty: 'Aún no hay cambios registrados.',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: 'Sesión |||| Sesiones',
    notice: 'Las sesiones solo existen para los tipos de autenticación jwt y social.',
    actions: {
      revoke: 'Revocar',
    },
    fields: {
      id: 'ID',
      device: 'Dispositivo',
      expires_at: 'Caduca',
      ip: 'Dirección IP',
      updated_at: 'Actualizada',
      refreshes_at: 'Renovación',
      created_at: 'Inicio de sesión',
      actions: 'Acciones',
      auth_type: 'Tipo de inicio de sesión',
    },
  },
  user: {
    name: 'Usuario |||| Usuarios',
    dependents: {
      credentials: '%{smart_count} credencial se elimina |||| %{smart_count} credenciales se eliminan',
      profiles: '%{smart_count} perfil se elimina |||| %{smart_count} perfiles se eliminan',
      sessions: '%{smart_count} sesión se cierra y se elimina |||| %{smart_count} sesiones se cierran y se eliminan',
    },
    actions: {
      profiles: 'Perfiles',
      history: 'Historial',
      sessions: 'Sesiones',
      credentials: 'Credenciales',
    },
    tabs: {
      details: 'Detalles',
      profiles: 'Perfiles',
      credentials: 'Credenciales',
      sessions: 'Sesiones',
      activity: 'Actividad',
    },
    fields: {
      id: 'ID',
      username: 'Nombre de usuario',
      name: 'Nombre',
      email: 'Correo electrónico',
      note: 'Nota',
      projects: 'Proyectos',
      permissions: 'Permisos',
      auth_types: 'Tipos de autenticación',
      admin: 'Administrador',
      password: 'Contraseña',
      created_at: 'Creado',
      updated_at: 'Actualizado',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: 'Clave de API |||| Claves de API',
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
} satisfies Messages['resources'];
