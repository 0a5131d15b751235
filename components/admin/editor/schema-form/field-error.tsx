/** A field's error under it, tied to the input by `aria-describedby` (id). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="ea-error">
      {message}
    </p>
  ) : null;
}
