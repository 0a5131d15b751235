/**
 * What an anonymous visitor may put on the shop's disk (docs/api.md « Limits », « Panier »): guest
 * carts and customization-file uploads, counted per client address (IPv6 by /64) and per site
 * BEFORE a body is read (lib/platform/routes/shop/upload-budget.ts), and how long the files of a
 * cart no order took are kept.
 */

const MIB = 1024 * 1024;

export const CART_LIMITS = {
  /** Guest carts created per client address per hour (POST /cart, and the id `new`). */
  guestCartsPerHour: 30,
  /** Uploads (an add-to-cart carrying files, a file check) per client address per hour. */
  uploadsPerHour: 30,
  /** Bytes of upload bodies per client address per day, both upload routes together. */
  uploadBytesPerDay: 50 * MIB,
  /** Bytes of customization files one cart may hold. */
  fileBytesPerCart: 20 * MIB,
  /**
   * An add-to-cart body larger than this carries files (its fields alone stay far below): it counts
   * as an upload before it is read. A smaller one counts once it turns out to hold a file.
   */
  uploadCountedAboveBytes: 64 * 1024,
} as const;

/**
 * The files of a cart whose owner cannot be reached (a guest's, or a customer's whose e-mail is not
 * confirmed) and that no order took are deleted this long after their upload, with the lines that
 * name them: the cart itself lives on (GUEST_CART_TTL_DAYS).
 */
export const UNCLAIMED_FILE_TTL_HOURS = 24;

const mib = (bytes: number) => `${bytes / MIB} Mio`;

export const CART_LIMIT_MESSAGES = {
  uploadBytesSpent: `Vous avez envoyé trop de fichiers aujourd'hui (${mib(CART_LIMITS.uploadBytesPerDay)} au plus par jour) : réessayez plus tard.`,
  cartFilesFull: `Ce panier ne peut pas contenir plus de ${mib(CART_LIMITS.fileBytesPerCart)} de fichiers : retirez un produit personnalisé ou passez d'abord commande.`,
} as const;
