import "server-only";
import { indexCommunes, type CommuneIndex } from "@/lib/domain/shop/city-search";

interface RawCommune {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
  libelleAcheminement: string;
}

let loading: Promise<CommuneIndex> | null = null;

/**
 * French communes and their postal codes from the `codes-postaux` package (INSEE's official
 * geographic code and the DGFiP's file, kept by the Base Adresse Nationale): 4 MB of JSON read at
 * the first call and kept for the life of the process, never at import time (so neither `next
 * build` nor a process that never asks pays for it).
 */
export function loadFrenchCommunes(): Promise<CommuneIndex> {
  loading ??= import("codes-postaux/codes-postaux.json")
    .then((module) =>
      indexCommunes(
        (module as unknown as { default: RawCommune[] }).default.map((row) => ({
          postalCode: row.codePostal,
          inseeCode: row.codeCommune,
          name: row.nomCommune,
          label: row.libelleAcheminement,
        })),
      ),
    )
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
