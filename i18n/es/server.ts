import type { Messages } from '../Messages';

export const server = {
  accountNotFound: 'No se encontró ninguna cuenta con este correo electrónico',
  alreadyExists: 'Ya existe, utilice un valor diferente',
  currentPasswordWrong: 'La contraseña actual es incorrecta',
  passwordUpper: 'La contraseña debe contener una letra mayúscula',
  passwordLower: 'La contraseña debe contener una letra minúscula',
  passwordDigit: 'La contraseña debe contener un dígito',
  passwordSpecial: 'La contraseña debe contener uno de los caracteres especiales requeridos',
  passwordShort: 'La contraseña es demasiado corta',
  socialLinkedElsewhere: 'Esta cuenta de red social ya está vinculada a otro usuario',
  profileExists: 'Ya existe un perfil en este proyecto para este usuario',
  credentialExists: 'Ya se han creado credenciales de este tipo de autenticación para el usuario',
  userExists: 'El usuario ya existe',
  invalidCredentials:
    'Correo electrónico o contraseña no válidos. Compruebe sus credenciales e inténtelo de nuevo.',
  required: 'Este campo es obligatorio',
  invalidEmail: 'Dirección de correo electrónico no válida. Introduzca un correo electrónico válido',
  invalidUrl: 'URL no válida. Introduzca una dirección válida',
  lastLoginMethod: 'No puede eliminar el último método de inicio de sesión.',
  passwordsDiffer: 'Las contraseñas no coinciden',
  invalidForm: 'Algunos campos no están bien completados. Corrija los errores e inténtelo de nuevo.',
  resetLinkInvalid:
    'El enlace para restablecer la contraseña no es válido o ha caducado. Solicite un enlace nuevo.',
  signUpLinkInvalid: 'Este enlace de registro ya no es válido o ha caducado.',
  unauthorized: 'No autorizado',
  forbidden: 'Prohibido',
  notFound: 'No encontrado',
  demoLocked: 'Esta función está bloqueada en el modo de demostración',
} satisfies Messages['server'];
