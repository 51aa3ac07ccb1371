import type { Messages } from '../Messages';

export const validation = {
  required: 'Este campo é obrigatório',
  atLeastOne: 'Deve selecionar pelo menos um item',
  invalidForm: 'Alguns campos estão preenchidos incorretamente. Corrija os erros e tente novamente.',
  email: 'Endereço de e-mail inválido. Introduza um e-mail válido',
  phone: 'O número de telefone deve começar por + e conter apenas dígitos',
  url: 'URL inválido. Introduza um endereço válido',
  greaterThan: 'O valor deve ser maior do que %{value}',
  passwordMin: 'A palavra-passe deve ter pelo menos %{min} caracteres',
  passwordUpper: 'A palavra-passe deve conter uma letra maiúscula',
  passwordLower: 'A palavra-passe deve conter uma letra minúscula',
  passwordDigit: 'A palavra-passe deve conter um dígito',
  passwordExtra: 'A palavra-passe deve conter pelo menos um destes caracteres: %{chars}',
  passwordsDiffer: 'As palavras-passe não coincidem',
  fileType: 'Este tipo de ficheiro não é suportado',
  fileSize:
    'O ficheiro não pode exceder %{smart_count} megabyte |||| O ficheiro não pode exceder %{smart_count} megabytes',
  json: 'Introduza um JSON válido (um objeto)',
  domain:
    'Use apenas a parte antes do domínio da plataforma (por exemplo my-org): letras minúsculas, dígitos e hífenes',
  csvRequired: 'O campo obrigatório "%{field}" não está associado',
  csvAtLeastOne: 'Associe pelo menos um destes campos: %{fields}',
  csvEmpty: 'O ficheiro não contém linhas',
} satisfies Messages['validation'];
