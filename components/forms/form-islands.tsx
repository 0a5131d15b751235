"use client";
import { lazy, Suspense } from "react";
import type { PublicForm } from "@/lib/schemas/forms";

/**
 * The client islands of the form blocks. The forms themselves (react-hook-form, field components)
 * are imported lazily: the block registry is part of every page's module graph, and a static import
 * would add their code to the first load of every page, with or without a form on it. The server
 * still renders the whole form into the HTML.
 */
const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));
const DataForm = lazy(() => import("./data-form").then((module) => ({ default: module.DataForm })));

const LOADING = <p className="text-sm">Chargement du formulaire…</p>;

export function ContactFormIsland() {
  return (
    <Suspense fallback={LOADING}>
      <ContactForm />
    </Suspense>
  );
}

export function DataFormIsland({ form }: { form: PublicForm }) {
  return (
    <Suspense fallback={LOADING}>
      <DataForm form={form} />
    </Suspense>
  );
}
