// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ImagePicker } from "@/components/admin/media/image-picker";
import MediaPanel from "@/components/admin/media/media-panel";
import * as media from "@/lib/api-client/admin/media";
import { PlatformError } from "@/lib/api-client/platform-error";
import type { AdminImage } from "@/lib/schemas/admin/media";

vi.mock("@/lib/api-client/admin/media", () => ({
  listImages: vi.fn(),
  uploadImage: vi.fn(),
  updateImage: vi.fn(),
  deleteImage: vi.fn(),
  imageUsage: vi.fn(),
  listLogos: vi.fn(),
  setLogo: vi.fn(),
  deleteLogo: vi.fn(),
}));

const image = (id: number, over: Partial<AdminImage> = {}): AdminImage => ({
  id,
  name: `photo-${id}`,
  alt: `Photo ${id}`,
  mimeType: "image/png",
  byteSize: 20_000,
  width: 800,
  height: 600,
  path: `/images/${id}/photo-${id}.png`,
  variants: [],
  usageCount: 0,
  createdAt: new Date(0).toISOString(),
  ...over,
});

beforeAll(() => {
  // jsdom has neither <dialog> modality nor object URLs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  vi.mocked(media.listImages).mockResolvedValue({ list: [image(1, { usageCount: 1 })], total: 1, pagination: { page: 1, nbItem: 100 } });
  vi.mocked(media.imageUsage).mockResolvedValue({ imageId: 1, usages: [{ kind: "page", ref: "3", label: "Accueil", path: "/" }] });
  vi.mocked(media.listLogos).mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "atelier.png", { type: "image/png" });

describe("MediaPanel", () => {
  it("refuses to send an image without text alternative, then uploads it with progress and lists it", async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: ((value: AdminImage) => void) | undefined;
    vi.mocked(media.uploadImage).mockImplementation((_file, _fields, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    render(<MediaPanel onClose={() => undefined} />);
    await screen.findByRole("list", { name: "Bibliothèque d'images" });
    fireEvent.change(screen.getByLabelText("Choisir des fichiers"), { target: { files: [pngFile()] } });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Le texte alternatif est obligatoire");
    expect(media.uploadImage).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Texte alternatif (obligatoire)"), { target: { value: "L'atelier" } });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(media.uploadImage).toHaveBeenCalledWith(expect.any(File), { alt: "L'atelier", name: undefined }, expect.any(Function)));
    report!(0.5);
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("value")).toBe("0.5"));
    finish!(image(2, { alt: "L'atelier" }));
    expect((await screen.findByRole("status")).textContent).toContain("Image « L'atelier » ajoutée.");
    const grid = screen.getByRole("list", { name: "Bibliothèque d'images" });
    expect(within(grid).getAllByRole("button")).toHaveLength(2);
  });

  it("lists where an image is used and deletes it only after a confirmation naming the uses", async () => {
    vi.mocked(media.deleteImage).mockResolvedValue();
    render(<MediaPanel onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: /Photo 1/ }));
    expect((await screen.findByRole("list", { name: "Utilisations de l'image" })).textContent).toContain("Page : Accueil (/)");
    fireEvent.click(screen.getByRole("button", { name: "Supprimer" }));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer cette image ?" });
    expect(dialog.textContent).toContain("Page : Accueil (/)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer quand même" }));
    await waitFor(() => expect(media.deleteImage).toHaveBeenCalledWith(1, true));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Photo 1/ })).toBeNull());
  });

  it("shows the server's French field error when saving an empty alt", async () => {
    vi.mocked(media.updateImage).mockRejectedValue(new PlatformError("Certaines données sont invalides.", 422, { name: ["Le nom est trop long."] }));
    render(<MediaPanel onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: /Photo 1/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Le nom est trop long.")).toBeTruthy();
  });

  it("has no axe violation (library and logos tabs)", async () => {
    render(<MediaPanel onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: /Photo 1/ }));
    await screen.findByRole("list", { name: "Utilisations de l'image" });
    const rules = { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } };
    expect((await axe.run(document.body, rules)).violations).toEqual([]);
    fireEvent.click(screen.getByRole("tab", { name: "Logos et icône" }));
    await screen.findByLabelText("Icône du site (favicon)");
    expect((await axe.run(document.body, rules)).violations).toEqual([]);
  });
});

describe("ImagePicker", () => {
  it("chooses an image of the library and gives the block its SEO path, id and size", async () => {
    const onChange = vi.fn();
    render(<ImagePicker label="Image" value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Choisir une image" }));
    fireEvent.click(await screen.findByRole("button", { name: /Photo 1/ }));
    fireEvent.click(screen.getByRole("button", { name: "Choisir cette image" }));
    expect(onChange).toHaveBeenCalledWith({ src: "/images/1/photo-1.png", alt: "Photo 1", imageId: 1, width: 800, height: 600 });
  });
});
