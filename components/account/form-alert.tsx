/**
 * The general error of a form (server message, no connection). The live region is always in the
 * page so screen readers announce the message when it appears.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? "rounded-md border-2 border-ink px-4 py-3 font-semibold" : undefined}>
      {message}
    </div>
  );
}
