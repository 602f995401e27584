/** French text shared by the shop's forms: the captcha widget's labels and its refusals (server and client). */
export const CAPTCHA_MESSAGES = {
  missing: 'Veuillez cocher la case «\u00a0Je ne suis pas un robot\u00a0».',
  invalid: 'La vérification anti-robot a échoué. Veuillez la refaire.',
  expired: 'La vérification anti-robot a expiré. Veuillez la refaire.',
  replayed: 'Cette vérification anti-robot a déjà servi. Veuillez la refaire.',
  rateLimited: 'Trop de demandes\u00a0: veuillez réessayer dans une minute.',
} as const

/** Labels of the ALTCHA widget (its `strings`), in French. */
export const CAPTCHA_WIDGET_STRINGS = {
  ariaLinkLabel: 'Altcha (site officiel)',
  cancel: 'Annuler',
  enterCode: 'Saisissez le code',
  enterCodeAria: 'Saisissez le code entendu. Appuyez sur Espace pour écouter.',
  enterCodeFromImage: 'Pour continuer, saisissez le code de l’image ci-dessous.',
  error: 'La vérification a échoué. Réessayez dans un instant.',
  expired: 'La vérification a expiré. Recommencez.',
  footer:
    'Protégé par <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="Altcha (site officiel)">ALTCHA</a>',
  getAudioChallenge: 'Obtenir un code audio',
  label: 'Je ne suis pas un robot',
  loading: 'Chargement…',
  reload: 'Recharger',
  verify: 'Vérifier',
  verificationRequired: 'Vérification requise\u00a0!',
  verified: 'Vérifié',
  verifying: 'Vérification en cours…',
  waitAlert: 'Vérification en cours… veuillez patienter.',
} as const
