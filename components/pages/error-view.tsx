/** Body of the error pages (SPEC §2): the message (default « Error »), the status, a way out. */
export function ErrorView({ status = 500, message, onRetry }: { status?: number; message?: string | null; onRetry?: () => void }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-20">
      <p className="text-sm font-semibold uppercase tracking-wide">Erreur {status}</p>
      <h1 className="text-3xl font-semibold text-[var(--color-heading,#00566f)]">Une erreur est survenue</h1>
      <p data-testid="error-message">{message?.trim() ? message : "Error"}</p>
      <p>Nous n&apos;avons pas pu afficher cette page. Réessayez dans quelques instants.</p>
      <div className="flex flex-wrap gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md bg-[var(--color-primary,#00566f)] px-5 py-3 font-semibold text-[var(--color-primary-contrast,#fff)]"
          >
            Réessayer
          </button>
        ) : null}
        {/* A full page load: the client router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate full reload */}
        <a href="/" className="rounded-md border border-current px-5 py-3 font-semibold">
          Retour à l&apos;accueil
        </a>
      </div>
    </div>
  );
}
