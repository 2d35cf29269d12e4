import type { Locale } from './locales.ts';

/** The spec's shared rule messages (section 5), word for word in French. */
export type RuleName =
  | 'required'
  | 'length'
  | 'min'
  | 'max'
  | 'passwordMismatch'
  | 'email'
  | 'alphaSpaces'
  | 'alphaDash'
  | 'betweenMin'
  | 'betweenMax'
  | 'format'
  | 'passwordStrength'
  | 'passwordRequired'
  | 'fileImage'
  | 'fileImageOrPdf'
  | 'fileSpreadsheet'
  | 'fileTooLarge'
  | 'termsRequired';

export const RULE_MESSAGES: Record<Locale, Record<RuleName, string>> = {
  fr: {
    required: 'Ce champ est obligatoire',
    length: 'Ce champ doit contenir {length} caractères.',
    min: 'Ce champ doit contenir au minimum {length} caractères.',
    max: 'Ce champ doit contenir au maximum {length} caractères.',
    passwordMismatch: 'Les mots de passe ne correspondent pas.',
    email: "Cette adresse mail n'est pas valide.",
    alphaSpaces: 'Ce champ ne doit contenir que des caractères alphabétiques.',
    alphaDash: "Ce champ ne doit pas contenir d'espace blanc",
    betweenMin: 'Ce nombre doit être supérieur à 0',
    betweenMax: 'Ce nombre doit être inférieur à {ip}',
    format: 'Format non valide',
    passwordStrength: 'Le mot de passe doit contenir une majuscule, une minuscule et un chiffre.',
    passwordRequired: 'Password is required',
    fileImage: 'Vous devez choisir un fichier de type Jpeg, Jpg ou Png',
    fileImageOrPdf: 'Vous devez choisir un fichier de type Jpeg, Jpg, Png, ou pdf',
    fileSpreadsheet: 'Vous devez choisir un fichier de type CSV, XLS, ou XLSX',
    fileTooLarge: 'Le fichier ne doit pas dépasser {size} Mo.',
    termsRequired: 'Vous devez accepter les conditions générales.',
  },
  en: {
    required: 'This field is required',
    length: 'This field must contain {length} characters.',
    min: 'This field must contain at least {length} characters.',
    max: 'This field must contain at most {length} characters.',
    passwordMismatch: 'The passwords do not match.',
    email: 'This e-mail address is not valid.',
    alphaSpaces: 'This field may only contain letters.',
    alphaDash: 'This field must not contain white space',
    betweenMin: 'This number must be greater than 0',
    betweenMax: 'This number must be less than {ip}',
    format: 'Invalid format',
    passwordStrength: 'The password must contain an upper-case letter, a lower-case letter and a digit.',
    passwordRequired: 'Password is required',
    fileImage: 'You must choose a Jpeg, Jpg or Png file',
    fileImageOrPdf: 'You must choose a Jpeg, Jpg, Png or pdf file',
    fileSpreadsheet: 'You must choose a CSV, XLS or XLSX file',
    fileTooLarge: 'The file must not exceed {size} MB.',
    termsRequired: 'You must accept the terms and conditions.',
  },
  es: {
    required: 'Este campo es obligatorio',
    length: 'Este campo debe contener {length} caracteres.',
    min: 'Este campo debe contener al menos {length} caracteres.',
    max: 'Este campo debe contener como máximo {length} caracteres.',
    passwordMismatch: 'Las contraseñas no coinciden.',
    email: 'Esta dirección de correo no es válida.',
    alphaSpaces: 'Este campo solo puede contener letras.',
    alphaDash: 'Este campo no debe contener espacios en blanco',
    betweenMin: 'Este número debe ser mayor que 0',
    betweenMax: 'Este número debe ser menor que {ip}',
    format: 'Formato no válido',
    passwordStrength: 'La contraseña debe contener una mayúscula, una minúscula y un número.',
    passwordRequired: 'Password is required',
    fileImage: 'Debe elegir un archivo de tipo Jpeg, Jpg o Png',
    fileImageOrPdf: 'Debe elegir un archivo de tipo Jpeg, Jpg, Png o pdf',
    fileSpreadsheet: 'Debe elegir un archivo de tipo CSV, XLS o XLSX',
    fileTooLarge: 'El archivo no debe superar {size} MB.',
    termsRequired: 'Debe aceptar las condiciones generales.',
  },
};

/** Fills `{name}` placeholders of a message. */
export function interpolate(message: string, params: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export function ruleMessage(
  locale: Locale,
  rule: RuleName,
  params: Record<string, string | number> = {},
): string {
  return interpolate(RULE_MESSAGES[locale][rule], params);
}
