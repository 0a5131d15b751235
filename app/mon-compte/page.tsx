import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { DeleteAccount } from "@/components/account/delete-account";
import { CARD, LINK } from "@/components/account/field-styles";
import { LogoutButton } from "@/components/account/logout-button";
import { NewsletterPreferences } from "@/components/account/newsletter-preferences";
import { PasswordChangeForm } from "@/components/account/password-change-form";
import { ProfileForm } from "@/components/account/profile-form";
import { SimplePage } from "@/components/pages/simple-page";
import { SiteLink } from "@/components/ui/site-link";
import { ORDERS_PATH } from "@/lib/domain/shop/order-paths";
import { EmailVerificationNotice } from "@/components/account/email-verification-notice";
import type { NewsletterList, NewsletterSubscription } from "@/lib/api-client/account";
import { getData } from "@/lib/api-client/create-api-client";
import { getServerApi } from "@/lib/api-client/server";
import { readBoolean } from "@/lib/domain/parameter-map";
import { registrationRules, userProfileSchema } from "@/lib/schemas/account";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getSiteContext } from "@/lib/storefront/site-context";
import { getVisitorUser } from "@/lib/storefront/visitor-user";

export const metadata: Metadata = pageMetadata({
  title: "Mon compte",
  description: "Vos informations, votre mot de passe et vos abonnements.",
  path: "/mon-compte",
  noIndex: true,
});

type Newsletter = { lists: NewsletterList[]; subscriptions: NewsletterSubscription[] } | null;

/** The lists to show: all of them, or when the site turned the newsletter off, only those to leave. */
async function loadNewsletter(api: Awaited<ReturnType<typeof getServerApi>>, enabled: boolean): Promise<Newsletter> {
  try {
    const [lists, subscriptions] = await Promise.all([
      getData<NewsletterList[]>(api, "/user/newsletter/lists"),
      getData<NewsletterSubscription[]>(api, "/user/newsletter/subscription"),
    ]);
    if (enabled) return { lists, subscriptions };
    const joined = new Set(subscriptions.filter((s) => s.status === "CONFIRMED").map((s) => s.listId));
    return { lists: lists.filter((list) => joined.has(list.id)), subscriptions };
  } catch {
    return null;
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={`${CARD} scroll-mt-28`}>
      <h2 id={`${id}-titre`} className="mb-4 text-2xl text-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account area (issue 4): profile, password, newsletter, account deletion, logout; on a shop, the link to « Mes commandes » (issue 12). */
export default async function AccountPage() {
  const [{ parameters, info }, user] = await Promise.all([getSiteContext(), getVisitorUser()]);
  if (!user) redirect("/auth?retour=/mon-compte");

  const api = await getServerApi();
  const newsletterEnabled = readBoolean(parameters, "ENABLE_NEWSLETTER", true);
  const profile = userProfileSchema.parse(await getData<unknown>(api, "/user"));
  // The subscriptions of an address are shown to its proven owner only.
  const newsletter = profile.emailVerified ? await loadNewsletter(api, newsletterEnabled) : null;
  const showNewsletter = newsletter === null || newsletter.lists.length > 0 || newsletterEnabled;

  const sections = [
    { id: "profil", title: "Mes informations" },
    { id: "mot-de-passe", title: "Mot de passe" },
    ...(showNewsletter ? [{ id: "lettre-information", title: "Lettre d'information" }] : []),
    { id: "suppression", title: "Supprimer mon compte" },
  ];
  const greeting = profile.firstname ? `Bonjour ${profile.firstname} !` : "Bonjour !";

  return (
    <SimplePage title="Mon compte" lead={`${greeting} Retrouvez ici vos informations, votre mot de passe et vos abonnements.`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <nav aria-label="Rubriques de mon compte">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {info.isECommerce ? (
              <li>
                <SiteLink className={`${LINK} font-semibold`} href={ORDERS_PATH}>
                  Mes commandes
                </SiteLink>
              </li>
            ) : null}
            {sections.map((section) => (
              <li key={section.id}>
                <a className={LINK} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LogoutButton />
      </div>
      <div className="mt-8 flex flex-col gap-8">
        <Section id="profil" title="Mes informations">
          <EmailVerificationNotice email={profile.email} verified={profile.emailVerified} pendingEmail={profile.pendingEmail} />
          <ProfileForm profile={profile} rules={registrationRules(parameters)} />
        </Section>
        <Section id="mot-de-passe" title="Mot de passe">
          <PasswordChangeForm />
        </Section>
        {showNewsletter ? (
          <Section id="lettre-information" title="Lettre d'information">
            {!profile.emailVerified ? (
              <p>Confirmez d&apos;abord votre adresse e-mail (voir « Mes informations ») pour gérer vos abonnements.</p>
            ) : newsletter ? (
              <NewsletterPreferences lists={newsletter.lists} subscriptions={newsletter.subscriptions} />
            ) : (
              <p>Vos abonnements ne peuvent pas être affichés pour le moment : réessayez un peu plus tard.</p>
            )}
          </Section>
        ) : null}
        <Section id="suppression" title="Supprimer mon compte">
          <p className="mb-4">
            La suppression efface votre compte et vos données personnelles (RGPD, article 17). Elle est définitive.
          </p>
          <DeleteAccount />
        </Section>
      </div>
    </SimplePage>
  );
}
