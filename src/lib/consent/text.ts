/** The consent banner's and the /cookies page's French text (CNIL: refusing as easy as accepting). */
export const CONSENT_TEXT = {
  label: 'Vos choix de cookies',
  intro: (withHubSpot: boolean) =>
    withHubSpot
      ? 'Nous utilisons des cookies de mesure d’audience et de suivi commercial (HubSpot) uniquement avec votre accord.'
      : 'Nous utilisons des cookies de mesure d’audience uniquement avec votre accord.',
  more: 'En savoir plus et personnaliser',
  refuse: 'Tout refuser',
  accept: 'Tout accepter',
  manage: 'Gérer mes cookies',
  current: {
    granted: 'Vous avez accepté les cookies de mesure d’audience et de suivi commercial.',
    denied: 'Vous avez refusé les cookies de mesure d’audience et de suivi commercial.',
    none: 'Vous n’avez pas encore fait de choix\u00a0: aucun cookie de mesure n’est déposé.',
  },
} as const
