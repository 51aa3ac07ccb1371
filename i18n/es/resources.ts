import type { Messages } from '../Messages';
import { me } from './me';
import { history, historyFields } from './history';

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
  authType: {
    name: 'Tipo de autenticación |||| Tipos de autenticación',
    algorithmChange: {
      keysMismatch:
        'Las claves guardadas se crearon para %{from} y no sirven para %{to}: tras guardar, este tipo no podrá firmar tokens hasta que se definan claves nuevas. Genérelas o introdúzcalas en la página de credenciales.',
      setKeys: 'Definir claves nuevas',
    },
    dependents: {
      credentials:
        'Se eliminan las credenciales de %{smart_count} usuario |||| Se eliminan las credenciales de %{smart_count} usuarios',
      hooks: 'Se elimina %{smart_count} gancho |||| Se eliminan %{smart_count} ganchos',
    },
    actions: {
      history: 'Historial',
      socialLinks: 'Enlaces sociales',
      credentials: 'Credenciales',
      passwordSettings: 'Reglas de contraseña',
      hooks: 'Webhooks',
    },
    tabs: {
      settings: 'Configuración',
      credentials: 'Credenciales',
      socialLinks: 'Enlaces sociales',
      passwordSettings: 'Reglas de contraseña',
      hooks: 'Webhooks',
      history: 'Historial',
    },
    sections: {
      general: 'Datos generales',
      token: 'Token de acceso',
      refreshToken: 'Token de actualización',
      keys: 'Claves de firma',
    },
    helpers: {
      type: 'Cómo inician sesión los usuarios: Basic (nombre de usuario y contraseña), JWT (tokens firmados), clave de API o Social (una red social). No cambia una vez creado.',
      title: 'El nombre que administradores y usuarios ven para este método de inicio de sesión.',
      projects:
        'Los proyectos cuyos usuarios pueden iniciar sesión con él. Escriba un nombre nuevo para crear un proyecto.',
      section: 'Dónde envía el cliente la clave: en un encabezado HTTP o como parámetro GET de la dirección.',
      key_header: 'El nombre del encabezado HTTP que lleva la clave, p. ej. X-API-KEY.',
      key_query: 'El nombre del parámetro GET que lleva la clave, p. ej. api_key.',
      prefix_header:
        'La palabra antes de la clave en su cabecera, p. ej. ApiKey da "X-API-KEY: ApiKey <clave>". Vacío: ninguna.',
      prefix_query:
        'El texto antes de la clave en su parámetro GET, p. ej. key_ da "?api_key=key_<clave>". Vacío: ninguno.',
      header:
        'El encabezado HTTP que lleva la credencial en cada petición (en JWT y Social: el token), p. ej. Authorization.',
      prefix:
        'La palabra antes de la credencial en ese encabezado: Bearer da "Authorization: Bearer <token>". Vacío: ninguna.',
      algorithm:
        'Cómo se firman los tokens: algoritmos HS con una clave secreta compartida; RS, PS y ES con un par de claves.',
      access_token_lifetime_min:
        'Cuántos minutos es válido un token de acceso antes de que el cliente deba renovarlo o volver a iniciar sesión. Corto es más seguro; lo habitual es 15.',
      access_token_header: 'El encabezado del token de acceso si difiere del Encabezado de arriba. Vacío: Encabezado.',
      access_token_prefix: 'La palabra antes del token de acceso si difiere del Prefijo de arriba. Vacío: Prefijo.',
      refresh_token_enabled:
        'Emite un token de actualización con cada token de acceso, para obtener un nuevo token de acceso sin volver a iniciar sesión.',
      refresh_token_lifetime_min:
        'Cuántos minutos es válido un token de actualización; más que el token de acceso. 1440 minutos son un día.',
      refresh_token_header:
        'El encabezado que lleva el token de actualización en la petición de renovación, p. ej. Authorization.',
      refresh_token_prefix:
        'La palabra antes del token de actualización en su encabezado, p. ej. Bearer. Vacío: ninguna.',
      secret_key: 'El secreto compartido que firma y comprueba los tokens. Una vez guardado no se vuelve a mostrar.',
      public_key: 'La clave pública PEM que comprueba las firmas de los tokens.',
      private_key: 'La clave privada PEM que firma los tokens. Una vez guardada no se vuelve a mostrar.',
      redirect_uri: 'La dirección de su aplicación a la que la red social devuelve al usuario tras iniciar sesión.',
      providers: 'Las redes sociales con las que los usuarios pueden iniciar sesión.',
    },
    summary: {
      header: 'Encabezado %{header}, sin prefijo',
      headerPrefix: 'Encabezado %{header}, prefijo %{prefix}',
      query: 'Parámetro GET %{key}',
      queryPrefix: 'Parámetro GET %{key}, prefijo %{prefix}',
      prefix: 'Prefijo %{prefix}',
      lifetimes: 'acceso %{access}, actualización %{refresh}',
      accessOnly: 'acceso %{access}, sin token de actualización',
      algorithm: 'Firmado con %{algorithm}',
      providers: 'Redes: %{providers}',
    },
    choices: {
      type: {
        basic: 'Básica',
        jwt: 'Token JWT',
        key: 'Clave de API',
        social: 'Red social',
      },
      section: {
        header: 'Encabezado HTTP',
        query: 'Parámetro GET',
      },
    },
    fields: {
      priority: 'prioridad',
      id: 'ID',
      title: 'Título',
      type: 'Tipo',
      projects: 'Proyectos',
      details: 'Detalles',
      created_at: 'Creado',
      section: 'Ubicación de la clave',
      key: 'Nombre de la clave',
      key_header: 'Nombre del encabezado',
      key_query: 'Nombre del parámetro de consulta',
      prefix_header: 'Prefijo',
      prefix_query: 'Prefijo',
      header: 'Encabezado',
      prefix: 'Prefijo',
      algorithm: 'Algoritmo',
      access_token_lifetime_min: 'Vigencia del token de acceso (min)',
      access_token_header: 'Encabezado del token de acceso',
      access_token_prefix: 'Prefijo del token de acceso',
      refresh_token_enabled: 'Tokens de actualización activados',
      refresh_token_lifetime_min: 'Vigencia del token de actualización (min)',
      refresh_token_header: 'Encabezado del token de actualización',
      refresh_token_prefix: 'Prefijo del token de actualización',
      secret_key: 'Clave secreta',
      public_key: 'Clave pública',
      private_key: 'Clave privada',
      redirect_uri: 'URI de redirección',
      providers: 'Redes sociales',
    },
    sharedProvider:
      '%{provider} también lo ofrece «%{types}»: los botones de inicio de sesión muestran entonces el título de cada tipo para distinguirlos.',
  },
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
