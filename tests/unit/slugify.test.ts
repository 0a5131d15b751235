import { describe, it, expect } from "vitest";
import { slugify } from "@/lib/domain/slugify";

describe("slugify (SPEC §5: lowercase, no accents, non-alphanumerics → single hyphens)", () => {
  it.each([
    ["Coach de vie", "coach-de-vie"],
    ["Nous contacter", "nous-contacter"],
    ["Développement personnel", "developpement-personnel"],
    ["Interventions en établissement scolaire", "interventions-en-etablissement-scolaire"],
    ["Accompagnement pour les collectivités, entreprises et associations", "accompagnement-pour-les-collectivites-entreprises-et-associations"],
  ])("a sample page title: %s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("strips accents (acute, grave, circumflex, diaeresis, cedilla, tilde)", () => {
    expect(slugify("àâä éèêë îï ôö ùûü ÿ ç ñ")).toBe("aaa-eeee-ii-oo-uuu-y-c-n");
  });

  it("turns œ and Œ into oe, æ and Æ into ae, ß into ss", () => {
    expect(slugify("Cœur d'Œuvre")).toBe("coeur-d-oeuvre");
    expect(slugify("Ætna et ex æquo")).toBe("aetna-et-ex-aequo");
    expect(slugify("Straße")).toBe("strasse");
  });

  it("lowercases", () => {
    expect(slugify("ÉLAN COACHING")).toBe("elan-coaching");
    expect(slugify("MiXeD CaSe")).toBe("mixed-case");
  });

  it("keeps digits", () => {
    expect(slugify("Rentrée 2026")).toBe("rentree-2026");
    expect(slugify("3 Collines 75 cl")).toBe("3-collines-75-cl");
  });

  it("every run of spaces and punctuation becomes one hyphen", () => {
    expect(slugify("Bilan de compétences : 5 questions ?")).toBe("bilan-de-competences-5-questions");
    expect(slugify("L'été, à Lyon !")).toBe("l-ete-a-lyon");
    expect(slugify("a  --  b__c..d//e")).toBe("a-b-c-d-e");
    expect(slugify("tab\tnew\nline")).toBe("tab-new-line");
    expect(slugify("« Apprivoiser son stress »")).toBe("apprivoiser-son-stress");
  });

  it("trims hyphens at both ends", () => {
    expect(slugify("  --Hello, World!--  ")).toBe("hello-world");
    expect(slugify("-déjà-")).toBe("deja");
  });

  it("empty or symbol-only input gives an empty slug", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("!!! --- ???")).toBe("");
  });

  it("is idempotent on a slug", () => {
    const slug = "prestations-coach-developpement-personnel-2026";
    expect(slugify(slug)).toBe(slug);
    expect(slugify(slugify("Élan Coaching – Cabinet de Lyon"))).toBe("elan-coaching-cabinet-de-lyon");
  });

  it("always returns only [a-z0-9] separated by single hyphens", () => {
    for (const input of ["Ça va ? Très bien !", "Œnologie & Vins", "100 % naturel", "e-mail@exemple.fr"]) {
      expect(slugify(input)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
