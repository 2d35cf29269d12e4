/** French texts of the API: error messages, success messages, e-mails. */
export const fr = {
  errors: {
    VALIDATION_ERROR: 'Certains champs ne sont pas valides.',
    MALFORMED_JSON: "Le corps de la requête n'est pas un JSON valide.",
    BAD_REQUEST: 'Requête invalide.',
    WRONG_PASSWORD: 'Mot de passe incorrect.',
    UNSUPPORTED_FILE_TYPE: 'Vous devez choisir un fichier de type Jpeg, Jpg, Png, ou pdf',
    UNAUTHENTICATED: 'Vous devez être connecté.',
    INVALID_CREDENTIALS: 'Adresse e-mail ou mot de passe incorrect.',
    SESSION_EXPIRED: 'Votre session a expiré. Vous serez redirigé pour vous connecter à nouveau.',
    ACCOUNT_INACTIVE:
      "Ce compte n'est pas encore activé. Terminez votre inscription depuis le lien reçu par e-mail.",
    FORBIDDEN: "Vous n'êtes pas autorisé à accéder à cette partie.",
    NOT_FOUND: 'Ressource introuvable.',
    LINK_INVALID: "Ce lien n'est pas valide.",
    ROUTE_NOT_FOUND: 'Cette adresse ne correspond à aucun service.',
    METHOD_NOT_ALLOWED: 'Méthode non autorisée.',
    CONFLICT: 'Conflit avec une opération en cours.',
    LINK_EXPIRED: 'Ce lien a expiré.',
    SIGNUP_STEP_DONE: 'Cette étape de votre inscription est déjà terminée.',
    PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
    FILE_TOO_LARGE: 'Le fichier ne doit pas dépasser {size} Mo.',
    UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas accepté.",
    TOO_MANY_ATTEMPTS: 'Trop de tentatives de connexion. Réessayez dans {minutes} minute(s).',
    INTERNAL_ERROR: 'Une erreur est survenue.',
  },
  success: {
    signup: 'Si cette adresse peut être utilisée, un e-mail de confirmation vient de vous être envoyé.',
    resend: 'Si un compte attend sa confirmation avec cette adresse, un nouvel e-mail vient de partir.',
    passwordForgot: 'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient de partir.',
    passwordSet: 'Votre mot de passe est enregistré. Vous pouvez vous connecter.',
    passwordChanged: 'Votre mot de passe a été modifié.',
    passwordChecked: 'Mot de passe confirmé.',
    logout: 'Vous êtes déconnecté.',
  },
  mail: {
    greeting: 'Bonjour {name},',
    signature: "L'équipe Paiements",
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirmBody:
      'Merci pour votre inscription. Confirmez votre adresse e-mail pour continuer : ce lien est valable 48 heures.',
    confirmAction: 'Confirmer mon adresse',
    existingSubject: 'Vous avez déjà un compte',
    existingBody:
      "Quelqu'un a demandé à créer un compte avec votre adresse, qui en a déjà un. Si c'est vous, connectez-vous ou réinitialisez votre mot de passe.",
    existingAction: 'Se connecter',
    resetSubject: 'Réinitialisation de votre mot de passe',
    resetBody:
      "Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable 1 heure. Si ce n'est pas vous, ignorez ce message.",
    resetAction: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  },
};

export type Messages = typeof fr;
