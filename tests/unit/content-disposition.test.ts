import { describe, expect, it } from "vitest";
import { asciiFilename, attachmentDisposition, filenameFromDisposition } from "@/lib/domain/content-disposition";

describe("Content-Disposition of a visitor's file", () => {
  it("is always an attachment, with an ASCII name and the exact UTF-8 name (RFC 6266 / 5987)", () => {
    expect(attachmentDisposition("cahier-des-charges.pdf")).toBe(`attachment; filename="cahier-des-charges.pdf"; filename*=UTF-8''cahier-des-charges.pdf`);
    expect(attachmentDisposition("Été 2027 (v2).pdf")).toBe(`attachment; filename="Ete 2027 _v2_.pdf"; filename*=UTF-8''%C3%89t%C3%A9%202027%20%28v2%29.pdf`);
  });

  it("cannot break the header: quotes, backslashes, semicolons and line breaks never reach it as such", () => {
    const value = attachmentDisposition('a"b\\c;d\r\nSet-Cookie: x=1.pdf');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe(`attachment; filename="a_b_c_dSet-Cookie_ x_1.pdf"; filename*=UTF-8''a%22b%5Cc%3BdSet-Cookie%3A%20x%3D1.pdf`);
  });

  it("gives a name to an empty or dot-only name, and shortens a long one", () => {
    expect(attachmentDisposition("")).toBe(`attachment; filename="fichier"; filename*=UTF-8''fichier`);
    expect(asciiFilename("...")).toBe("fichier");
    expect(asciiFilename(".htaccess")).toBe("htaccess");
    expect(asciiFilename(`${"a".repeat(300)}.pdf`)).toHaveLength(150);
  });
});

describe("the name of a downloaded file", () => {
  it("reads the UTF-8 name first, then the plain one", () => {
    expect(filenameFromDisposition(attachmentDisposition("Été 2027 (v2).pdf"))).toBe("Été 2027 (v2).pdf");
    expect(filenameFromDisposition('attachment; filename="inscriptions.csv"')).toBe("inscriptions.csv");
    expect(filenameFromDisposition("attachment; filename=liste.csv")).toBe("liste.csv");
    expect(filenameFromDisposition(`attachment; filename="secours.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe("secours.pdf");
    expect(filenameFromDisposition("attachment")).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
