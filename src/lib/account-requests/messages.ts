/** User-facing French text of the account creation form (/creer-un-compte) and of POST /api/account-requests. */
export const ACCOUNT_REQUEST_MESSAGES = {
  title: 'Créer un compte professionnel',
  intro:
    'Demandez l’ouverture de votre compte\u00a0: vos prix négociés, la disponibilité en temps réel et le suivi de vos commandes. ' +
    'Notre équipe commerciale vérifie votre demande et vous envoie par e-mail le lien pour choisir votre mot de passe.',
  alreadyAccount: 'Vous avez déjà un compte\u00a0?',
  login: 'Se connecter',

  // the UI state of spec §3 (new or existing client, individual or company, VAT number, client number)
  clientLegend: 'Êtes-vous déjà client\u00a0?',
  newClient: 'Nouveau client',
  existingClient: 'Déjà client (commandes par téléphone, e-mail ou en agence)',
  kindLegend: 'Vous êtes',
  company: 'Une entreprise ou une administration',
  individual: 'Un particulier',
  hasClientNumber: 'Je connais mon numéro client',
  hasVatNumber: 'J’ai un numéro de TVA intracommunautaire',

  identityLegend: 'Vos coordonnées',
  companyLegend: 'Votre société',
  addressLegend: 'Adresse',
  civility: 'Civilité (facultatif)',
  civilityNone: 'Non précisée',
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'Adresse e-mail professionnelle',
  phone: 'Téléphone',
  phoneHint: 'Par exemple 01 23 45 67 89 ou +32 2 123 45 67',
  companyName: 'Raison sociale',
  country: 'Pays',
  street: 'Adresse (numéro et rue)',
  postalCode: 'Code postal',
  city: 'Ville',
  siret: 'SIRET',
  siretHint: '14 chiffres, sur votre extrait Kbis ou avis de situation INSEE',
  vat: 'Numéro de TVA intracommunautaire',
  vatHint: 'FR + 11 caractères, ou BE + 10 chiffres',
  clientNumber: 'Numéro client',
  clientNumberHint: 'Il figure sur nos factures et nos bons de livraison.',
  note: 'Message pour notre équipe (facultatif)',
  consentBefore: 'J’accepte les ',
  termsLink: 'conditions générales',
  consentMiddle: ' et la ',
  privacyLink: 'politique de confidentialité',
  consentAfter: '.',
  required: 'obligatoire',
  submit: 'Envoyer ma demande',
  pending: 'Envoi en cours…',
  successTitle: 'Demande envoyée',
  success:
    'Merci\u00a0! Votre demande d’ouverture de compte est enregistrée. Notre équipe la vérifie et vous écrit sous 1 jour ouvré ' +
    'à l’adresse indiquée, avec le lien pour choisir votre mot de passe.',
  errorSummary: 'Certains champs sont à corriger\u00a0:',

  // field errors
  firstnameRequired: 'Veuillez saisir votre prénom.',
  lastnameRequired: 'Veuillez saisir votre nom.',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  phoneRequired: 'Veuillez saisir votre numéro de téléphone.',
  invalidPhone: 'Veuillez saisir un numéro de téléphone valide (10 chiffres, ou au format international +33 / +32).',
  companyRequired: 'Veuillez saisir la raison sociale de votre société.',
  countryRequired: 'Veuillez choisir la France ou la Belgique.',
  streetRequired: 'Veuillez saisir l’adresse.',
  postalCodeRequired: 'Veuillez saisir le code postal.',
  invalidPostalCodeFR: 'Un code postal français compte 5 chiffres.',
  invalidPostalCodeBE: 'Un code postal belge compte 4 chiffres.',
  cityRequired: 'Veuillez saisir la ville.',
  siretRequired: 'Veuillez saisir le SIRET de votre établissement.',
  invalidSiret: 'Ce SIRET n’est pas valide\u00a0: vérifiez ses 14 chiffres.',
  vatRequired: 'Veuillez saisir votre numéro de TVA intracommunautaire.',
  invalidVatFormat: 'Ce numéro de TVA n’a pas le bon format (FR + 11 caractères, ou BE + 10 chiffres).',
  invalidVatChecksum: 'Ce numéro de TVA n’est pas valide\u00a0: vérifiez sa saisie.',
  vatWrongCountry: 'Ce numéro de TVA ne correspond pas au pays choisi.',
  vatSirenMismatch: 'Le numéro de TVA ne correspond pas au SIREN de votre SIRET (ses 9 premiers chiffres).',
  vatInactive:
    'Ce numéro de TVA n’est pas actif selon le service européen VIES. Vérifiez-le, ou décochez «\u00a0J’ai un numéro de TVA intracommunautaire\u00a0».',
  clientNumberRequired: 'Veuillez saisir votre numéro client.',
  invalidClientNumber: 'Un numéro client compte de 3 à 20 lettres ou chiffres.',
  tooLong: 'Ce champ est trop long.',
  consentRequired: 'Veuillez accepter les conditions générales et la politique de confidentialité.',

  // answers of the API
  invalidFields: 'Certains champs sont à corriger.',
  invalidBody: 'Requête invalide.',
  forbiddenOrigin: 'Requête refusée\u00a0: elle ne provient pas de la boutique.',
  rateLimited: 'Trop de demandes envoyées\u00a0: veuillez réessayer dans quelques minutes.',
  methodNotAllowed: 'Méthode non autorisée.',
  serverError: 'Votre demande n’a pas pu être enregistrée. Veuillez réessayer plus tard ou nous contacter.',
} as const

export type AccountRequestCode =
  | 'success'
  | 'invalid_fields'
  | 'invalid_body'
  | 'captcha_invalid'
  | 'vat_inactive'
  | 'forbidden_origin'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'server_error'

export type AccountRequestField =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'company'
  | 'country'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'siret'
  | 'vat'
  | 'clientNumber'
  | 'note'
  | 'consent'
  | 'captcha'

export type AccountRequestFieldErrors = Partial<Record<AccountRequestField, string>>

export type AccountRequestReply =
  | { code: 'success'; message: string }
  | { code: Exclude<AccountRequestCode, 'success'>; message: string; fields?: AccountRequestFieldErrors }
