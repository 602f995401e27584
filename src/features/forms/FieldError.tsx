/** A field's French error under it (the field points to `id` with aria-describedby); nothing without one. */
export function FieldError({ id, message, role }: { id: string; message: string | null | undefined; role?: 'alert' }) {
  return message ? (
    <p id={id} role={role} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null
}
