import { MAX_LIST_LINES, MAX_LIST_NAME, MAX_LISTS } from './api'

/** French text of the shopping lists' routes and screens. */
export const LIST_MESSAGES = {
  nameRequired: 'Donnez un nom à la liste.',
  nameTooLong: `Le nom d’une liste ne dépasse pas ${MAX_LIST_NAME} caractères.`,
  nameTaken: 'Une liste de votre société porte déjà ce nom.',
  listsLimit: `Votre société a atteint ${MAX_LISTS} listes\u00a0: supprimez-en une pour en créer une autre.`,
  linesLimit: `Une liste contient au plus ${MAX_LIST_LINES} produits.`,
  notFound: 'Liste introuvable.',
  lineNotFound: 'Ce produit ne fait pas partie de la liste.',
  deleteForbidden: (creator: string) => `Seule la personne qui a créé cette liste (${creator}) peut la supprimer.`,
} as const
