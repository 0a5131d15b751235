"use client";
import { ErrorView } from "@/components/pages/error-view";

/**
 * Error boundary of the pages (status 500). Production builds hide server error details, so the
 * message shown is the spec's default « Error » unless the error was raised in the browser.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const message = error.digest ? null : error.message;
  return (
    <main id="contenu">
      <ErrorView status={500} message={message} onRetry={reset} />
    </main>
  );
}
