"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { CheckboxField } from "@/components/account/checkbox-field";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { TextField } from "@/components/account/text-field";
import { descendantIds } from "@/lib/domain/page-tree";
import { META_DESCRIPTION_ADVISED_LENGTH, META_DESCRIPTION_MAX_LENGTH } from "@/lib/domain/page-url";
import { pageFormSchema, type AdminPage, type AdminPageNode, type PageFormValues, type PageInput } from "@/lib/schemas/admin/pages";
import { flattenTree } from "./tree-moves";

const FIELDS = ["title", "menuTitle", "url", "metaDescription", "showInMenu", "idParent", "type", "link.type", "link.url", "link.jsCode"] as const;

function formValues(page: AdminPage | null, idParent: number | null): PageFormValues {
  return {
    title: page?.title ?? "",
    menuTitle: page?.menuTitle ?? "",
    url: page?.url ?? "",
    metaDescription: page?.metaDescription ?? "",
    showInMenu: page?.showInMenu ?? true,
    idParent: page ? page.idParent : idParent,
    type: page && page.type !== "HOME" ? page.type : "PAGE",
    link: { type: page?.link?.type ?? "INTERNAL", url: page?.link?.url ?? "", jsCode: page?.link?.jsCode ?? "" },
  };
}

export interface PageFormProps {
  /** The page edited, or null to create one. */
  page: AdminPage | null;
  tree: readonly AdminPageNode[];
  /** Parent proposed for a new page. */
  defaultParent?: number | null;
  onSubmit: (input: PageInput) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit a page's settings: same schema as the server (pageInputSchema), its errors per field. */
export function PageForm({ page, tree, defaultParent = null, onSubmit, onCancel }: PageFormProps) {
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const isHome = page?.type === "HOME";
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PageFormValues, unknown, PageInput>({
    resolver: zodResolver(pageFormSchema),
    defaultValues: formValues(page, defaultParent),
  });
  const type = useWatch({ control, name: "type" });
  const linkType = useWatch({ control, name: "link.type" });
  const description = useWatch({ control, name: "metaDescription" }) ?? "";
  const excluded = new Set(page ? [page.id, ...descendantIds(flattenTree(tree).map(({ page: p }) => p), page.id)] : []);
  const parents = flattenTree(tree).filter(({ page: p }) => !excluded.has(p.id) && p.type !== "LINK");

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(values);
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS, conflictField: "url" }));
    }
  });

  const descriptionIds = {
    hintId: `${id}-description-aide`,
    hint: `${description.length} / ${META_DESCRIPTION_MAX_LENGTH} caractères${description.length > META_DESCRIPTION_ADVISED_LENGTH ? " : au-delà de 155, les moteurs de recherche risquent de la couper." : "."}`,
    errorId: `${id}-description-erreur`,
    error: errors.metaDescription?.message,
  };
  const parentIds = { hintId: `${id}-parent-aide`, errorId: `${id}-parent-erreur`, error: errors.idParent?.message };
  const typeIds = { hintId: `${id}-type-aide`, errorId: `${id}-type-erreur`, error: errors.type?.message };
  const linkTypeIds = { hintId: `${id}-lien-aide`, errorId: `${id}-lien-erreur`, error: errors.link?.type?.message };
  const jsIds = {
    hintId: `${id}-script-aide`,
    hint: "Affiché dans le menu comme un bouton : le code s'exécute quand le visiteur clique, jamais avant (un code qui s'exécuterait au chargement n'est pas affiché). Un traceur (statistiques, publicité) se déclare plutôt dans le script du site, soumis au consentement.",
    errorId: `${id}-script-erreur`,
    error: errors.link?.jsCode?.message,
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`} className="text-lg font-semibold">
        {page ? `Modifier « ${page.title} »` : "Nouvelle page"}
      </h3>
      <p className="text-sm">Les champs sont obligatoires, sauf mention contraire.</p>
      <TextField label="Titre" error={errors.title?.message} {...register("title")} />
      <TextField label="Titre dans le menu" optional hint="Le titre est utilisé s'il est vide." error={errors.menuTitle?.message} {...register("menuTitle")} />
      {isHome ? null : (
        <TextField
          label="Adresse"
          optional={!page}
          hint={page ? "Par exemple « prestations/coaching ». L'ancienne adresse redirigera vers la nouvelle." : "Laissez vide pour la créer à partir du titre."}
          error={errors.url?.message}
          spellCheck={false}
          autoCapitalize="none"
          {...register("url")}
        />
      )}
      <div>
        <label htmlFor={`${id}-description`} className={LABEL}>
          Description pour les moteurs de recherche <span className="font-normal">(facultatif)</span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          className={INPUT}
          aria-invalid={errors.metaDescription ? true : undefined}
          aria-describedby={describedBy(descriptionIds)}
          {...register("metaDescription")}
        />
        <FieldMessages {...descriptionIds} />
      </div>
      <CheckboxField label="Afficher dans le menu" error={errors.showInMenu?.message} {...register("showInMenu")} />
      {isHome ? null : (
        <>
          <div>
            <label htmlFor={`${id}-parent`} className={LABEL}>
              Page parente
            </label>
            <select
              id={`${id}-parent`}
              className={INPUT}
              aria-invalid={errors.idParent ? true : undefined}
              aria-describedby={describedBy(parentIds)}
              {...register("idParent", { setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)) })}
            >
              <option value="">Aucune (racine du menu)</option>
              {parents.map(({ page: p, depth }) => (
                <option key={p.id} value={p.id}>
                  {`${"— ".repeat(depth - 1)}${p.menuTitle || p.title}`}
                </option>
              ))}
            </select>
            <FieldMessages {...parentIds} />
          </div>
          <div>
            <label htmlFor={`${id}-type`} className={LABEL}>
              Type
            </label>
            <select id={`${id}-type`} className={INPUT} aria-describedby={describedBy(typeIds)} {...register("type")}>
              <option value="PAGE">Page</option>
              <option value="FOLDER">Rubrique (regroupe des sous-pages)</option>
              <option value="LINK">Lien</option>
            </select>
            <FieldMessages {...typeIds} />
          </div>
        </>
      )}
      {type === "LINK" && !isHome ? (
        <fieldset className="flex flex-col gap-4 rounded-md border p-4">
          <legend className="px-1 font-semibold">Cible du lien</legend>
          <div>
            <label htmlFor={`${id}-lien`} className={LABEL}>
              Type de lien
            </label>
            <select id={`${id}-lien`} className={INPUT} aria-describedby={describedBy(linkTypeIds)} {...register("link.type")}>
              <option value="INTERNAL">Page du site</option>
              <option value="EXTERNAL">Site externe</option>
              <option value="JS">Script</option>
            </select>
            <FieldMessages {...linkTypeIds} />
          </div>
          {linkType === "JS" ? (
            <div>
              <label htmlFor={`${id}-script`} className={LABEL}>
                Script
              </label>
              <textarea
                id={`${id}-script`}
                rows={3}
                className={INPUT}
                spellCheck={false}
                aria-invalid={errors.link?.jsCode ? true : undefined}
                aria-describedby={describedBy(jsIds)}
                {...register("link.jsCode")}
              />
              <FieldMessages {...jsIds} />
            </div>
          ) : (
            <TextField
              label={linkType === "EXTERNAL" ? "Adresse du site externe" : "Adresse dans le site"}
              hint={linkType === "EXTERNAL" ? "Par exemple « https://www.exemple.fr »." : "Par exemple « /nous-contacter »."}
              error={errors.link?.url?.message}
              spellCheck={false}
              {...register("link.url")}
            />
          )}
        </fieldset>
      ) : null}
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={isSubmitting || undefined}>
          {page ? "Enregistrer" : "Créer la page"}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
