import type { Messages } from '../Messages';

export const validation = {
  required: 'Este campo es obligatorio',
  atLeastOne: 'Debe seleccionar al menos un elemento',
  invalidForm: 'Algunos campos no están bien completados. Corrija los errores e inténtelo de nuevo.',
  email: 'Dirección de correo electrónico no válida. Introduzca un correo electrónico válido',
  phone: 'El número de teléfono debe empezar por + y contener solo dígitos',
  url: 'URL no válida. Introduzca una dirección válida',
  greaterThan: 'El valor debe ser mayor que %{value}',
  passwordMin: 'La contraseña debe tener al menos %{min} caracteres',
  passwordUpper: 'La contraseña debe contener una letra mayúscula',
  passwordLower: 'La contraseña debe contener una letra minúscula',
  passwordDigit: 'La contraseña debe contener un dígito',
  passwordExtra: 'La contraseña debe contener al menos uno de estos caracteres: %{chars}',
  passwordsDiffer: 'Las contraseñas no coinciden',
  fileType: 'Este tipo de archivo no es compatible',
  fileSize:
    'El archivo no debe superar %{smart_count} megabyte |||| El archivo no debe superar %{smart_count} megabytes',
  json: 'Introduzca un JSON válido (un objeto)',
  domain:
    'Use solo la parte anterior al dominio de la plataforma (por ejemplo my-org): letras minúsculas, dígitos y guiones',
  csvRequired: 'El campo obligatorio «%{field}» no está asignado',
  csvAtLeastOne: 'Asigne al menos uno de estos campos: %{fields}',
  csvEmpty: 'El archivo no contiene filas',
} satisfies Messages['validation'];
