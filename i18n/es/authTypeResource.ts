import type { Messages } from '../Messages';

/** `resources.authType.*` texts (Spanish): the authentication types' fields, kinds and help. */
export const authType = {
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
} satisfies Messages['resources']['authType'];
