import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { formatByteSize } from "@/lib/platform/http/body-limit";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseList, parseParams, parseWith } from "@/lib/platform/http/validate";
import { deleteImage } from "@/lib/platform/services/admin/delete-image";
import { deleteLogo } from "@/lib/platform/services/admin/delete-logo";
import { imageUsages } from "@/lib/platform/services/admin/image-usages";
import { IMAGE_LIST_SPEC, listImages } from "@/lib/platform/services/admin/list-images";
import { listLogos } from "@/lib/platform/services/admin/list-logos";
import { setLogo } from "@/lib/platform/services/admin/set-logo";
import { updateImage } from "@/lib/platform/services/admin/update-image";
import { uploadImage } from "@/lib/platform/services/admin/upload-image";
import { logoTypeSchema, MAX_IMAGE_BYTES, setLogoSchema, updateImageSchema, uploadImageFieldsSchema } from "@/lib/schemas/admin/media";

const idParams = z.object({ id: idParam });
const typeParams = z.object({ type: logoTypeSchema });

/** The multipart body of POST /admin/image: one file and its text fields. */
async function readUpload(c: Parameters<typeof requireSite>[0]) {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Envoyez l'image en multipart/form-data (champ « file »).");
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.validation({ file: ["Le formulaire envoyé est illisible."] });
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw ApiError.validation({ file: ["Choisissez une image à envoyer."] });
  if (file.size > MAX_IMAGE_BYTES) {
    throw new ApiError("PAYLOAD_TOO_LARGE", `L'image dépasse la taille autorisée (${formatByteSize(MAX_IMAGE_BYTES)}).`);
  }
  const fields = parseWith(uploadImageFieldsSchema, {
    alt: typeof form.alt === "string" ? form.alt : undefined,
    name: typeof form.name === "string" && form.name.trim() ? form.name : undefined,
  });
  return { file, ...fields };
}

/** The media library and the site's logos (ADMIN, SUPER_ADMIN of the site). */
export const adminMediaRoutes = new Hono<AppEnv>()
  .get("/admin/images", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listImages(await getDb(), site.id, parseList(c, IMAGE_LIST_SPEC))));
  })
  .post("/admin/image", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const upload = await readUpload(c);
    const bytes = Buffer.from(await upload.file.arrayBuffer());
    const image = await uploadImage(await getDb(), site.id, user, { fileName: upload.file.name, bytes, alt: upload.alt, name: upload.name });
    return c.json(ok(image), 201);
  })
  .put("/admin/image/:id", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, idParams);
    const input = await parseJsonBody(c, updateImageSchema);
    return c.json(ok(await updateImage(await getDb(), site.id, user, id, input)));
  })
  .delete("/admin/image/:id", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, idParams);
    const force = c.req.query("force") === "true";
    return c.json(ok(await deleteImage(await getDb(), site.id, user, id, force)));
  })
  .get("/admin/image/:id/usage", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, idParams);
    return c.json(ok(await imageUsages(await getDb(), site.id, id)));
  })
  .get("/admin/logos", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listLogos(await getDb(), site.id)));
  })
  .put("/admin/logo/:type", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { type } = parseParams(c, typeParams);
    const input = await parseJsonBody(c, setLogoSchema);
    return c.json(ok(await setLogo(await getDb(), site.id, user, type, input)));
  })
  .delete("/admin/logo/:type", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { type } = parseParams(c, typeParams);
    return c.json(ok(await deleteLogo(await getDb(), site.id, user, type)));
  });
