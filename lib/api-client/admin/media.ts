"use client";
import type { Envelope } from "@/lib/domain/envelope";
import {
  adminImageListSchema,
  adminImageSchema,
  adminLogoListSchema,
  adminLogoSchema,
  deletedImageSchema,
  imageUsageListSchema,
  type AdminImage,
  type AdminImageList,
  type AdminLogo,
  type ImageUsageList,
  type LogoType,
  type SetLogoInput,
  type UpdateImageInput,
} from "@/lib/schemas/admin/media";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";

/**
 * The media library calls of the admin panel (docs/api.md, « Admin — media »): answers parsed with
 * lib/schemas/admin/media.ts; failures reject with a PlatformError (message, status, data).
 */

export function listImages(params: Record<string, unknown> = {}): Promise<AdminImageList> {
  return getParsed(getBrowserApi(), "/admin/images", adminImageListSchema, { nbItem: 100, ...params });
}

/** POST /admin/image (multipart); `onProgress` gets 0…1 as the file is sent. */
export async function uploadImage(file: File, fields: { alt: string; name?: string }, onProgress?: (fraction: number) => void): Promise<AdminImage> {
  const form = new FormData();
  form.set("file", file);
  form.set("alt", fields.alt);
  if (fields.name) form.set("name", fields.name);
  const response = await getBrowserApi().post<Envelope<unknown>>("/admin/image", form, {
    // Variants are made before the answer: longer than the default 15 s on a busy server.
    timeout: 180_000,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  return adminImageSchema.parse(response.data.data);
}

export async function updateImage(id: number, input: UpdateImageInput): Promise<AdminImage> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/image/${id}`, input);
  return adminImageSchema.parse(response.data.data);
}

/** DELETE /admin/image/{id}: 409 (PlatformError, data.usages) when in use and not `force`. */
export async function deleteImage(id: number, force = false): Promise<void> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/admin/image/${id}`, { params: force ? { force: "true" } : {} });
  deletedImageSchema.parse(response.data.data);
}

export function imageUsage(id: number): Promise<ImageUsageList> {
  return getParsed(getBrowserApi(), `/admin/image/${id}/usage`, imageUsageListSchema);
}

export function listLogos(): Promise<AdminLogo[]> {
  return getParsed(getBrowserApi(), "/admin/logos", adminLogoListSchema);
}

export async function setLogo(type: LogoType, input: SetLogoInput): Promise<AdminLogo> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/logo/${type}`, input);
  return adminLogoSchema.parse(response.data.data);
}

export async function deleteLogo(type: LogoType): Promise<void> {
  await getBrowserApi().delete(`/admin/logo/${type}`);
}
