import { z } from "zod";

/**
 * Card payment through Stripe (docs/api.md « Paiement par carte (Stripe) », issue 12): the answers
 * of GET /custom-stripe/public-key and POST /order/{id}/payment, and the French messages the API
 * and the payment component show. Amounts in integer cents, always the order's own.
 */

/** GET /custom-stripe/public-key: `data` is the publishable key itself (SPEC §7). */
export const stripePublicKeySchema = z.string().regex(/^pk_(test|live)_\S+$/);

/** POST /order/{id}/payment: what Stripe.js needs to show the Payment Element and confirm. */
export const cardPaymentSchema = z.object({
  /** The PaymentIntent's client secret (Elements `clientSecret`). */
  clientSecret: z.string().min(1),
  /** The publishable key for loadStripe. */
  publicKey: stripePublicKeySchema,
  /** The order's total, in cents (never an amount from the browser). */
  amount: z.number().int().min(0),
  currency: z.literal("eur"),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** POST /custom-stripe/webhook: what the platform did with the event (Stripe reads the status only). */
export const stripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.string(),
});

export const CARD_PAYMENT_MESSAGES = {
  notConfigured: "Le paiement par carte n'est pas disponible sur ce site.",
  ready: "Saisissez votre carte bancaire pour régler votre commande.",
  notCard: "Cette commande ne se règle pas par carte bancaire.",
  alreadyPaid: "Cette commande est déjà payée.",
  cancelled: "Cette commande a été annulée : elle ne peut plus être payée. Passez une nouvelle commande.",
  notPayable: "Cette commande ne peut plus être payée.",
  providerUnreachable: "Le service de paiement par carte ne répond pas pour le moment : réessayez dans quelques minutes. Aucun montant n'a été débité.",
  providerError: "Le service de paiement par carte a refusé la demande : réessayez dans quelques minutes ou contactez-nous. Aucun montant n'a été débité.",
  signatureMissing: "Signature Stripe absente : l'événement est refusé.",
  signatureInvalid: "Signature Stripe invalide : l'événement est refusé.",
  eventUnreadable: "Événement Stripe illisible : il est refusé.",
  eventHandled: "Événement traité.",
  eventDuplicate: "Événement déjà traité.",
  eventIgnored: "Événement ignoré.",
  // The payment component (browser).
  payButton: (amount: string) => `Payer ${amount}`,
  preparing: "Préparation du paiement sécurisé…",
  paying: "Paiement en cours…",
  paid: "Paiement accepté : redirection vers votre confirmation de commande…",
  declined: "Votre carte a été refusée : vérifiez les informations saisies ou essayez une autre carte. Aucun montant n'a été débité.",
  incomplete: "Les informations de la carte sont incomplètes ou invalides : vérifiez-les.",
  network: "La connexion a échoué : vérifiez votre connexion à Internet puis réessayez.",
  loadFailed: "Le formulaire de paiement sécurisé n'a pas pu être chargé : vérifiez votre connexion puis réessayez.",
  failed: "Le paiement n'a pas abouti : réessayez dans quelques instants ou contactez-nous.",
  retry: "Réessayer",
  seeOrder: "Voir ma commande",
  processing: "Votre paiement est en cours de traitement par votre banque : vous recevrez un e-mail dès sa validation.",
} as const;
