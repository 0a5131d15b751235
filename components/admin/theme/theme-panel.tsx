"use client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchAdminFonts, fetchAdminParameters, resetParameter, saveFont, saveParameter } from "@/lib/api-client/admin/parameters";
import { PlatformError } from "@/lib/api-client/platform-error";
import { FONT_DEFAULTS } from "@/lib/domain/font-defaults";
import { isLegalTextType, LEGAL_PAGES, missingLegalParameters } from "@/lib/domain/legal-text";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import type { AdminFonts, AdminParameters, FontType, SiteFont } from "@/lib/schemas/admin/parameters";
import type { AdminPanelProps } from "../types";
import { FontFields, fontFieldId } from "./font-fields";
import { GroupTabs, tabId, tabPanelId } from "./group-tabs";
import { LegalChecklistDialog, type LegalChecklistEntry } from "./legal-checklist-dialog";
import { applyThemePreview, clearThemePreview } from "./live-preview";
import { fieldId, ParameterField } from "./parameter-field";
import { BUTTON, PRIMARY_BUTTON } from "./styles";

type Values = Record<string, string | null>;
const TYPOGRAPHY = "TYPOGRAPHY";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "Une erreur est survenue.");

/**
 * « Thème et paramètres »: every §9 parameter by group (tabs), fonts in « Typographie », live
 * preview of unsaved values on the page (same pure function as the server's theme CSS), save and
 * « Annuler » per group, reset to default per parameter, the legal checklist before a legal text
 * is saved.
 */
// The toolbar's dialog gives the title and the close button (AdminPanelProps.onClose unused here).
export default function ThemePanel(_props: AdminPanelProps) {
  const [catalogue, setCatalogue] = useState<AdminParameters | null>(null);
  const [fontData, setFontData] = useState<AdminFonts | null>(null);
  const [saved, setSaved] = useState<Values>({});
  const [draft, setDraft] = useState<Values>({});
  const [fontsSaved, setFontsSaved] = useState<SiteFont[]>([]);
  const [fontsDraft, setFontsDraft] = useState<SiteFont[]>([]);
  const [active, setActive] = useState<string>("COLORS");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("Chargement des paramètres…");
  const [busy, setBusy] = useState(false);
  const [checklist, setChecklist] = useState<LegalChecklistEntry[] | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const changedSomething = useRef(false);
  const [initial, setInitial] = useState<{ values: Values; fonts: SiteFont[] } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([fetchAdminParameters(), fetchAdminFonts()])
      .then(([parameters, fonts]) => {
        if (!live) return;
        const values = Object.fromEntries(parameters.parameters.map((p) => [p.type, p.value]));
        setInitial({ values, fonts: fonts.fonts });
        setCatalogue(parameters);
        setFontData(fonts);
        setSaved(values);
        setDraft(values);
        setFontsSaved(fonts.fonts);
        setFontsDraft(fonts.fonts);
        setStatus("");
      })
      .catch((error: unknown) => live && setStatus(`Impossible de charger les paramètres : ${messageOf(error)}`));
    return () => {
      live = false;
    };
  }, []);

  // Live preview: the page follows the form; untouched values give exactly the served theme.
  useEffect(() => {
    if (!initial) return;
    const dirty = JSON.stringify(draft) !== JSON.stringify(initial.values) || JSON.stringify(fontsDraft) !== JSON.stringify(initial.fonts);
    if (dirty) applyThemePreview(draft, fontsDraft);
    else clearThemePreview();
  }, [initial, draft, fontsDraft]);
  // Closing the panel: unsaved values leave the page; saved ones stay until the next load serves them.
  const savedRef = useRef({ saved, fontsSaved });
  useEffect(() => {
    savedRef.current = { saved, fontsSaved };
  }, [saved, fontsSaved]);
  useEffect(
    () => () => {
      if (changedSomething.current) applyThemePreview(savedRef.current.saved, savedRef.current.fontsSaved);
      else clearThemePreview();
    },
    [],
  );

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    // After the dialog gave focus back to its opener.
    window.setTimeout(() => document.getElementById(target)?.focus(), 0);
  }, [active, checklist]);

  const groups = useMemo(() => catalogue?.groups ?? [], [catalogue]);
  const tabs = useMemo(() => {
    const list = groups.map((g) => ({ id: g.id as string, label: g.label }));
    list.splice(1, 0, { id: TYPOGRAPHY, label: "Typographie" });
    return list;
  }, [groups]);

  const parametersOf = useCallback((group: string) => (catalogue?.parameters ?? []).filter((p) => p.group === group), [catalogue]);

  const setValue = (type: string, value: string | null) => {
    setDraft((current) => ({ ...current, [type]: value }));
    setErrors(({ [type]: _dropped, ...rest }) => rest);
  };

  async function saveGroup(group: string, confirmed = false) {
    const changed = parametersOf(group).filter((p) => draft[p.type] !== saved[p.type]);
    if (changed.length === 0) {
      setStatus("Aucune modification à enregistrer.");
      return;
    }
    if (!confirmed) {
      // Company values as visitors will see them (saved ones); the site's name is a fallback for names only.
      const entries = changed
        .filter((p) => isLegalTextType(p.type))
        .map((p) => ({
          text: p.type,
          textLabel: isLegalTextType(p.type) ? LEGAL_PAGES[p.type].title : p.label,
          missing: missingLegalParameters(draft[p.type] ?? null, saved, "site").map((type) => ({
            type,
            label: findParameterDefinition(type)?.label ?? type,
          })),
        }))
        .filter((entry) => entry.missing.length > 0);
      if (entries.length > 0) {
        setChecklist(entries);
        return;
      }
    }
    setBusy(true);
    const failures: Record<string, string> = {};
    for (const parameter of changed) {
      try {
        const answer = await saveParameter(parameter.type, draft[parameter.type] ?? null);
        changedSomething.current = true;
        setSaved((current) => ({ ...current, [answer.type]: answer.value }));
        setDraft((current) => ({ ...current, [answer.type]: answer.value }));
      } catch (error) {
        failures[parameter.type] = error instanceof PlatformError ? (error.fieldErrors.value?.[0] ?? error.message) : messageOf(error);
      }
    }
    setErrors((current) => ({ ...current, ...failures }));
    setBusy(false);
    const failed = Object.keys(failures).length;
    setStatus(failed === 0 ? "Modifications enregistrées." : `${failed} champ(s) n'ont pas pu être enregistrés : voyez les messages sous les champs.`);
    if (failed > 0) document.getElementById(fieldId(Object.keys(failures)[0]!))?.focus();
  }

  function cancelGroup(group: string) {
    if (group === TYPOGRAPHY) setFontsDraft(fontsSaved);
    else setDraft((current) => ({ ...current, ...Object.fromEntries(parametersOf(group).map((p) => [p.type, saved[p.type] ?? null])) }));
    setErrors({});
    setStatus("Modifications annulées.");
  }

  async function resetOne(type: string) {
    setBusy(true);
    try {
      const answer = await resetParameter(type);
      changedSomething.current = true;
      setSaved((current) => ({ ...current, [type]: answer.value }));
      setDraft((current) => ({ ...current, [type]: answer.value }));
      setErrors(({ [type]: _dropped, ...rest }) => rest);
      setStatus(`« ${answer.label} » a retrouvé sa valeur par défaut.`);
    } catch (error) {
      setStatus(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function saveFonts(fonts: SiteFont[]) {
    setBusy(true);
    const failures: Record<string, string> = {};
    for (const font of fonts) {
      const before = fontsSaved.find((f) => f.type === font.type);
      if (before && JSON.stringify(before) === JSON.stringify(font)) continue;
      try {
        const answer = await saveFont(font.type, { family: font.family, size: font.size, weight: font.weight, color: font.color, style: font.style === "italic" ? "italic" : "normal" });
        changedSomething.current = true;
        setFontsSaved((current) => current.map((f) => (f.type === answer.type ? answer : f)));
        setFontsDraft((current) => current.map((f) => (f.type === answer.type ? answer : f)));
      } catch (error) {
        const fields = error instanceof PlatformError ? error.fieldErrors : {};
        const entries = Object.entries(fields);
        if (entries.length === 0) failures[fontFieldId(font.type, "family")] = messageOf(error);
        for (const [field, messages] of entries) failures[fontFieldId(font.type, field)] = messages[0] ?? messageOf(error);
      }
    }
    setErrors(failures);
    setBusy(false);
    setStatus(Object.keys(failures).length === 0 ? "Typographie enregistrée." : "La typographie n'a pas pu être enregistrée : voyez les messages sous les champs.");
  }

  const fontErrors = (type: FontType) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([key]) => key.startsWith(`font-${type}-`))
        .map(([key, message]) => [key.slice(`font-${type}-`.length), message]),
    );

  return (
    <section aria-label="Thème et paramètres" className="flex flex-col gap-3 bg-white p-4 text-neutral-900">
      <p role="status" className="min-h-5 text-sm text-neutral-800">
        {status}
      </p>
      {catalogue && fontData ? (
        <>
          <GroupTabs tabs={tabs} active={active} onSelect={setActive} />
          {tabs.map((tab) => {
            const group = groups.find((g) => g.id === tab.id);
            // Only the selected group's fields are rendered; every panel exists for its tab's aria-controls.
            return (
              <div key={tab.id} id={tabPanelId(tab.id)} role="tabpanel" aria-labelledby={tabId(tab.id)} hidden={tab.id !== active}>
                {tab.id !== active ? null : (
                  <>
                <p className="mb-2 text-sm text-neutral-800">
                  {group ? group.help : "Les polices du site, servies depuis le site lui-même : titres, texte courant et menu."}
                </p>
                {tab.id === TYPOGRAPHY ? (
                  <div className="flex flex-col gap-3">
                    {fontsDraft.map((font) => (
                      <FontFields
                        key={font.type}
                        font={font}
                        catalogue={fontData.catalogue}
                        errors={fontErrors(font.type)}
                        onChange={(next) => setFontsDraft((current) => current.map((f) => (f.type === next.type ? next : f)))}
                        onReset={() => {
                          const reset = { ...font, ...FONT_DEFAULTS[font.type] };
                          setFontsDraft((current) => current.map((f) => (f.type === font.type ? reset : f)));
                          void saveFonts([reset]);
                        }}
                      />
                    ))}
                  </div>
                ) : (
                  parametersOf(tab.id).map((parameter) => (
                    <ParameterField
                      key={parameter.type}
                      parameter={parameter}
                      value={draft[parameter.type] ?? null}
                      values={draft}
                      error={errors[parameter.type]}
                      busy={busy}
                      onChange={(value) => setValue(parameter.type, value)}
                      onReset={() => void resetOne(parameter.type)}
                    />
                  ))
                )}
                <div className="sticky bottom-0 mt-3 flex justify-end gap-2 bg-white py-2">
                  <button type="button" className={BUTTON} onClick={() => cancelGroup(tab.id)} disabled={busy}>
                    Annuler<span className="sr-only"> les modifications : {tab.label}</span>
                  </button>
                  <button
                    type="button"
                    className={PRIMARY_BUTTON}
                    disabled={busy}
                    onClick={() => void (tab.id === TYPOGRAPHY ? saveFonts(fontsDraft) : saveGroup(tab.id))}
                  >
                    Enregistrer<span className="sr-only"> : {tab.label}</span>
                  </button>
                </div>
                  </>
                )}
              </div>
            );
          })}
        </>
      ) : null}
      <LegalChecklistDialog
        entries={checklist}
        onCancel={() => setChecklist(null)}
        onConfirm={() => {
          setChecklist(null);
          void saveGroup("LEGAL", true);
        }}
        onGoToField={(type) => {
          setChecklist(null);
          pendingFocus.current = fieldId(type);
          setActive(findParameterDefinition(type)?.theme ?? "COMPANY");
        }}
      />
    </section>
  );
}
