/** An error answered the way Algolia answers it: `{ message, status }` with that HTTP status. */
export class SearchApiError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'SearchApiError'
    this.status = status
  }
}

export const badRequest = (message: string) => new SearchApiError(400, message)
export const notFound = (message: string) => new SearchApiError(404, message)
