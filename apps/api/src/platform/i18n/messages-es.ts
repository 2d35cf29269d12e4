import type { Messages } from './messages-fr.ts';

export const es: Messages = {
  errors: {
    VALIDATION_ERROR: 'Algunos campos no son válidos.',
    MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
    BAD_REQUEST: 'Solicitud no válida.',
    WRONG_PASSWORD: 'Contraseña incorrecta.',
    UNSUPPORTED_FILE_TYPE: 'Debe elegir un archivo de tipo Jpeg, Jpg, Png o pdf',
    UNAUTHENTICATED: 'Debe iniciar sesión.',
    INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos.',
    SESSION_EXPIRED: 'Su sesión ha expirado. Será redirigido para iniciar sesión de nuevo.',
    ACCOUNT_INACTIVE:
      'Esta cuenta aún no está activa. Termine su registro desde el enlace recibido por correo.',
    FORBIDDEN: 'No está autorizado a acceder a esta parte.',
    NOT_FOUND: 'Recurso no encontrado.',
    LINK_INVALID: 'Este enlace no es válido.',
    ROUTE_NOT_FOUND: 'Ningún servicio responde en esta dirección.',
    METHOD_NOT_ALLOWED: 'Método no permitido.',
    CONFLICT: 'Conflicto con una operación en curso.',
    LINK_EXPIRED: 'Este enlace ha expirado.',
    SIGNUP_STEP_DONE: 'Este paso de su registro ya está terminado.',
    PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
    FILE_TOO_LARGE: 'El archivo no debe superar {size} MB.',
    UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no se acepta.',
    TOO_MANY_ATTEMPTS: 'Demasiados intentos de conexión. Inténtelo de nuevo en {minutes} minuto(s).',
    INTERNAL_ERROR: 'Se produjo un error.',
  },
  success: {
    signup: 'Si esta dirección puede usarse, se le acaba de enviar un correo de confirmación.',
    resend: 'Si una cuenta con esta dirección espera confirmación, se acaba de enviar un nuevo correo.',
    passwordForgot:
      'Si existe una cuenta con esta dirección, se acaba de enviar un correo de restablecimiento.',
    passwordSet: 'Su contraseña está guardada. Puede iniciar sesión.',
    passwordChanged: 'Su contraseña ha sido cambiada.',
    passwordChecked: 'Contraseña confirmada.',
    logout: 'Ha cerrado sesión.',
  },
  mail: {
    greeting: 'Hola {name}:',
    signature: 'El equipo de Pagos',
    confirmSubject: 'Confirme su dirección de correo',
    confirmBody:
      'Gracias por registrarse. Confirme su dirección de correo para continuar: este enlace es válido 48 horas.',
    confirmAction: 'Confirmar mi dirección',
    existingSubject: 'Ya tiene una cuenta',
    existingBody:
      'Alguien pidió crear una cuenta con su dirección, que ya tiene una. Si fue usted, inicie sesión o restablezca su contraseña.',
    existingAction: 'Iniciar sesión',
    resetSubject: 'Restablecer su contraseña',
    resetBody:
      'Pidió restablecer su contraseña. Este enlace es válido 1 hora. Si no fue usted, ignore este mensaje.',
    resetAction: 'Elegir una nueva contraseña',
    ignore: 'Si no hizo esta solicitud, ignore este mensaje.',
  },
};
