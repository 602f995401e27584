/** A form's error as a whole (the server's refusal, a network failure), announced when it appears; nothing without one. */
export function FormAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  return message ? (
    <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid={testId}>
      {message}
    </p>
  ) : null
}
