/** Shown over a page rendered from the caller's draft (`?apercu=1`): what visitors do not see yet. */
export function PreviewBanner() {
  return (
    <p
      role="status"
      data-testid="preview-banner"
      className="fixed bottom-24 left-4 z-50 rounded-md bg-[#1f2933] px-4 py-2 text-sm font-semibold text-white shadow-lg lg:bottom-4"
    >
      Aperçu — non publié
    </p>
  );
}
