import type { ReactNode } from "react";
import { formatPostalAddress } from "@/lib/domain/company";
import { mailtoHref } from "@/lib/domain/links";
import { listOpeningHours } from "@/lib/domain/opening-hours";
import { readBoolean, readText } from "@/lib/domain/parameter-map";
import { telHref } from "@/lib/domain/phone";
import { getSiteContext } from "@/lib/storefront/site-context";
import { RichHtml } from "../rich-text/rich-html";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { ClockIcon, MailIcon, MapPinIcon, MobileIcon, PhoneIcon } from "../shared/icons";
import { BLOCK_TITLE, CARD_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import { subLevel, type BlockRendererProps } from "../types";
import type { ContactInfoBlockData } from "./schema";

const CARD = `rounded-2xl ${HAIRLINE} bg-surface p-6 shadow-sm sm:p-8`;
const LINK = "text-link underline underline-offset-4 hover:decoration-2";

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-accent">{icon}</span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-heading">{label}</span>
        <span className="block break-words">{children}</span>
      </span>
    </li>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href} className={LINK}>{phone}</a> : <>{phone}</>;
}

function EmailLink({ email }: { email: string }) {
  const href = mailtoHref(email);
  return href ? <a href={href} className={LINK}>{email}</a> : <>{email}</>;
}

/**
 * The company's contact details and opening hours, read from the site parameters at render time
 * (COMPANY_*, HEAD_OFFICE, *_HOURS, CONTACT_ADDITIONAL_INFOS; secondary addresses when
 * DISPLAY_SECONDARY_ADDRESSES is on), so a parameter change shows on the next request.
 */
export async function ContactInfoBlock({ block, headingLevel = 2 }: BlockRendererProps<ContactInfoBlockData>) {
  const { title, showOpeningHours } = block.props;
  const { parameters, addresses } = await getSiteContext();
  const companyName = readText(parameters, "COMPANY_NAME");
  const headOffice = readText(parameters, "HEAD_OFFICE");
  const phone = readText(parameters, "COMPANY_PHONE");
  const mobile = readText(parameters, "COMPANY_MOBILE");
  const email = readText(parameters, "COMPANY_EMAIL");
  const additional = readText(parameters, "CONTACT_ADDITIONAL_INFOS");
  const hours = showOpeningHours ? listOpeningHours(parameters) : [];
  const secondary = readBoolean(parameters, "DISPLAY_SECONDARY_ADDRESSES")
    ? addresses.filter((a) => a.type !== "HEAD_OFFICE")
    : [];
  const hasContact = Boolean(companyName || headOffice || phone || mobile || email || secondary.length);
  if (!hasContact && hours.length === 0 && !additional) return null;
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;

  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      <div className={`grid gap-6 ${hasContact && hours.length > 0 ? "md:grid-cols-2" : ""}`}>
        {hasContact ? (
          <div className={CARD}>
            <Heading level={cardLevel} className={`${CARD_TITLE} mb-5`}>
              Nous joindre
            </Heading>
            <address className="not-italic">
              {companyName ? <p className="mb-4 text-lg font-semibold">{companyName}</p> : null}
              <ul className="space-y-4">
                {headOffice ? (
                  <ContactLine icon={<MapPinIcon />} label="Adresse">
                    {headOffice}
                  </ContactLine>
                ) : null}
                {secondary.map((address) => (
                  <ContactLine key={address.id} icon={<MapPinIcon />} label={address.name ?? "Autre adresse"}>
                    {formatPostalAddress(address)}
                  </ContactLine>
                ))}
                {phone ? (
                  <ContactLine icon={<PhoneIcon />} label="Téléphone">
                    <PhoneLink phone={phone} />
                  </ContactLine>
                ) : null}
                {mobile ? (
                  <ContactLine icon={<MobileIcon />} label="Portable">
                    <PhoneLink phone={mobile} />
                  </ContactLine>
                ) : null}
                {email ? (
                  <ContactLine icon={<MailIcon />} label="E-mail">
                    <EmailLink email={email} />
                  </ContactLine>
                ) : null}
              </ul>
            </address>
          </div>
        ) : null}
        {hours.length > 0 ? (
          <div className={CARD}>
            <Heading level={cardLevel} className={`${CARD_TITLE} mb-5 flex items-center gap-3`}>
              <ClockIcon className="h-6 w-6 shrink-0 text-accent" />
              Horaires d&apos;ouverture
            </Heading>
            <dl className="divide-y divide-ink/12">
              {hours.map((line) => (
                <div key={line.schemaDay} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
                  <dt className="font-semibold">{line.label}</dt>
                  <dd className="text-right">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      {additional ? <RichHtml html={additional} className="mt-8 max-w-3xl" /> : null}
    </BlockSection>
  );
}
