"use client";
import { useState, type MouseEvent } from "react";
import { useCartStore } from "@/stores/shop/cart-store";

/**
 * A customization file of the cart, behind its private URL. A guest's cart is proved by a header
 * (never the URL), so the click fetches the file with it and opens what came back.
 */
export function CustomizationFileLink({ url, name }: { url: string; name: string }) {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state === "loading") return;
    setState("loading");
    try {
      const { fetchCustomizationFile } = await import("@/lib/api-client/shop/cart");
      const blob = await fetchCustomizationFile(url, useCartStore.getState().cartId);
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = objectUrl;
      link.download = name;
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      <a href={url} onClick={open} className="text-link underline" aria-busy={state === "loading" || undefined}>
        {name}
        <span className="sr-only"> (télécharger le fichier)</span>
      </a>
      {state === "failed" ? <span className="ms-2 text-sm font-semibold">Le fichier n&apos;a pas pu être ouvert.</span> : null}
    </>
  );
}
