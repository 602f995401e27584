/** French text of the documents (the page /mon-compte/documents and the routes under /api/documents). */
export const DOCUMENT_MESSAGES = {
  notFound: 'Document introuvable.',
  invalidQuery: 'Recherche invalide.',
} as const
