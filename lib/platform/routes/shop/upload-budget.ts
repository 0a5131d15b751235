import "server-only";
import type { Context } from "hono";
import { CART_LIMIT_MESSAGES, CART_LIMITS } from "@/lib/domain/shop/cart-limits";
import { ApiError } from "@/lib/platform/api-error";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { declaredBodyLength, meterBody } from "@/lib/platform/http/body-limit";
import { checkRateLimit, clientIp, takeSlots } from "@/lib/platform/rate-limit";

const HOUR_SECONDS = 3_600;
const DAY_SECONDS = 24 * HOUR_SECONDS;
/** A chunked body's bytes are taken from the budget this much at a time (fewer store round trips). */
const STREAM_SLICE_BYTES = 256 * 1024;

export interface MeteredUpload {
  /** After the body is read: a body too small to be counted before that carries files counts now. */
  countFiles(fileCount: number): Promise<void>;
}

export interface UploadMeterOptions {
  /** The request is an upload whatever its size (the file check): counted at once. */
  alwaysAnUpload: boolean;
  /** Bytes the cart may still take (cartFileRoom); null when nothing is stored (the file check). */
  cartRoom: number | null;
}

/** Guest carts created by this client address (per hour): counted before the cart is made. */
export async function countGuestCart(c: Context<AppEnv>, siteId: number): Promise<void> {
  await checkRateLimit(`cart-create:ip:${siteId}:${clientIp(c)}`, CART_LIMITS.guestCartsPerHour, HOUR_SECONDS);
}

/**
 * The upload limits, counted BEFORE any byte of the body is read, atomically: the attempt takes one
 * of the client address's uploads of the hour (counted even when it then fails: 429), and its
 * bytes are taken from the address's daily byte budget (429 with its own message; a refusal takes
 * nothing). A declared Content-Length is judged and taken at once, and one over the cart's room is a
 * 413; a chunked body is metered as it streams and cut at the first byte past the budget or the
 * room. Nothing is stored by a refused request.
 */
export async function meterUpload(c: Context<AppEnv>, siteId: number, options: UploadMeterOptions): Promise<MeteredUpload> {
  const client = clientIp(c);
  let counted = false;
  const countUpload = async () => {
    if (counted) return;
    counted = true;
    await checkRateLimit(`cart-upload:ip:${siteId}:${client}`, CART_LIMITS.uploadsPerHour, HOUR_SECONDS);
  };
  const takeBytes = (amount: number) =>
    takeSlots([{ key: `cart-upload-bytes:ip:${siteId}:${client}`, limit: CART_LIMITS.uploadBytesPerDay, windowSeconds: DAY_SECONDS }], {
      amount,
      message: CART_LIMIT_MESSAGES.uploadBytesSpent,
    });
  const checkRoom = (bytes: number) => {
    if (options.cartRoom !== null && bytes > options.cartRoom) throw new ApiError("PAYLOAD_TOO_LARGE", CART_LIMIT_MESSAGES.cartFilesFull);
  };

  if (options.alwaysAnUpload) await countUpload();
  const declared = declaredBodyLength(c);
  if (declared !== null) {
    if (declared > CART_LIMITS.uploadCountedAboveBytes) await countUpload();
    checkRoom(declared);
    if (declared > 0) await takeBytes(declared);
  } else if (c.req.raw.body) {
    let taken = 0;
    meterBody(c, async (bytesSoFar) => {
      if (bytesSoFar > CART_LIMITS.uploadCountedAboveBytes) await countUpload();
      checkRoom(bytesSoFar);
      if (bytesSoFar <= taken) return;
      const exact = bytesSoFar - taken;
      const slice = Math.max(exact, STREAM_SLICE_BYTES);
      try {
        await takeBytes(slice);
        taken += slice;
      } catch (error) {
        // Near the end of the budget a whole slice may not fit where the bytes read still do.
        if (slice === exact) throw error;
        await takeBytes(exact);
        taken += exact;
      }
    });
  }
  return { countFiles: async (fileCount) => (fileCount > 0 ? countUpload() : undefined) };
}
