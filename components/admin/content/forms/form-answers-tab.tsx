"use client";
import { keepPreviousData, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { adminFormKeys, deleteFormAnswer, downloadFormAnswerFile, FORM_ANSWERS_PAGE_SIZE, listAdminForms, listFormAnswers } from "@/lib/api-client/admin/form-answers";
import { getQueryClient } from "@/lib/api-client/query-client";
import { formatDateTime } from "@/lib/domain/dates";
import type { AdminForm, AdminFormAnswer, AdminFormAnswerFile } from "@/lib/schemas/admin/form-answers";
import { ConfirmDialog } from "../../media/confirm-dialog";
import { INPUT, LABEL } from "../../media/styles";
import type { ContentTabProps } from "../content-tab-props";
import { AlertLine } from "../fields";
import { LoadError } from "../load-error";
import { Pager } from "../pager";
import { retryUnlessRefused } from "../retry";
import { saveFile } from "../save-file";
import { AnswerItem, answerSummary, type AnswerAction } from "./answer-item";
import { useHeadingFocus } from "../use-heading-focus";

/**
 * « Formulaires » (Contenus): the answers visitors sent through the site's forms. Choose a form,
 * read its answers newest first (10 a page), open one to see every field, download a file sent
 * with it, delete it.
 */
export default function FormAnswersTab(props: ContentTabProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <FormAnswersContent {...props} />
    </QueryClientProvider>
  );
}

function formOption(form: AdminForm): string {
  const count = form.answerCount === 1 ? "1 réponse" : `${form.answerCount} réponses`;
  return `${form.title} (${count}${form.isActive ? "" : ", plus proposé sur le site"})`;
}

function FormAnswersContent({ onStatus }: ContentTabProps) {
  const id = useId();
  const forms = useQuery({ queryKey: adminFormKeys.forms(), queryFn: listAdminForms, retry: retryUnlessRefused });
  const [chosen, setChosen] = useState<number | null>(null);
  const form = forms.data?.find((item) => item.id === chosen) ?? forms.data?.[0] ?? null;

  if (forms.isPending) {
    return (
      <p role="status" className="text-sm">
        Chargement des formulaires…
      </p>
    );
  }
  if (forms.isError) return <LoadError message="Les formulaires n'ont pas pu être chargés." error={forms.error} onRetry={() => void forms.refetch()} />;
  if (!form) return <p className="text-sm">Ce site n&apos;a pas de formulaire : il n&apos;y a pas de réponse à lire.</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-md">
        <label htmlFor={`${id}-formulaire`} className={LABEL}>
          Formulaire
        </label>
        <select id={`${id}-formulaire`} className={`mt-1 ${INPUT}`} value={form.id} onChange={(event) => setChosen(Number(event.target.value))}>
          {forms.data.map((item) => (
            <option key={item.id} value={item.id}>
              {formOption(item)}
            </option>
          ))}
        </select>
      </div>
      <FormAnswers key={form.id} form={form} onStatus={onStatus} />
    </div>
  );
}

function FormAnswers({ form, onStatus }: { form: AdminForm; onStatus: (message: string) => void }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const key = adminFormKeys.answersPage(form.id, page);
  const answers = useQuery({ queryKey: key, queryFn: () => listFormAnswers(form.id, page), retry: retryUnlessRefused, placeholderData: keepPreviousData });
  const [openId, setOpenId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminFormAnswer | null>(null);
  const { headingRef, focusHeadingAfterRender } = useHeadingFocus();

  async function remove(answer: AdminFormAnswer) {
    setBusyId(answer.id);
    setAlert(null);
    try {
      const { message } = await deleteFormAnswer(form.id, answer.id);
      setDeleting(null);
      const left = (answers.data?.list.length ?? 1) - 1;
      queryClient.setQueryData<typeof answers.data>(key, (data) => (data ? { ...data, total: data.total - 1, list: data.list.filter((item) => item.id !== answer.id) } : data));
      if (left === 0 && page > 1) setPage(page - 1);
      focusHeadingAfterRender();
      onStatus(message ?? "La réponse est supprimée.");
    } catch (failure) {
      setDeleting(null);
      setAlert(generalMessage(failure));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: adminFormKeys.answers(form.id) });
      await queryClient.invalidateQueries({ queryKey: adminFormKeys.forms(), exact: true });
    }
  }

  async function download(answer: AdminFormAnswer, file: AdminFormAnswerFile) {
    setAlert(null);
    try {
      saveFile(await downloadFormAnswerFile(form.id, answer.id, file));
      onStatus(`Le fichier ${file.originalName} est téléchargé.`);
    } catch (failure) {
      setAlert(`Le fichier ${file.originalName} n'a pas pu être téléchargé. ${generalMessage(failure)}`);
    }
  }

  const onAction = (answer: AdminFormAnswer, action: AnswerAction) => {
    if (action === "delete") setDeleting(answer);
    else setOpenId(openId === answer.id ? null : answer.id);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        Réponses au formulaire « {form.title} »{answers.data ? ` (${answers.data.total})` : ""}
      </h3>
      {form.isActive ? null : <p className="text-sm text-neutral-800">Ce formulaire n&apos;est plus proposé sur le site ; ses réponses restent consultables.</p>}
      <AlertLine message={alert} />
      {answers.isPending ? (
        <p role="status" className="text-sm">
          Chargement des réponses…
        </p>
      ) : answers.isError ? (
        <LoadError message="Les réponses n'ont pas pu être chargées." error={answers.error} onRetry={() => void answers.refetch()} />
      ) : answers.data.list.length === 0 ? (
        <p className="text-sm">Aucune réponse pour l&apos;instant.</p>
      ) : (
        <ul aria-label={`Réponses au formulaire « ${form.title} »`} aria-busy={answers.isPlaceholderData || undefined} className="flex flex-col gap-2">
          {answers.data.list.map((answer) => (
            <AnswerItem
              key={answer.id}
              answer={answer}
              fields={form.fields}
              open={openId === answer.id}
              busy={busyId === answer.id}
              onAction={onAction}
              onDownload={(item, file) => void download(item, file)}
            />
          ))}
        </ul>
      )}
      {answers.data ? (
        <Pager
          label="Pages des réponses"
          page={page}
          total={answers.data.total}
          pageSize={FORM_ANSWERS_PAGE_SIZE}
          onPage={(target) => {
            setOpenId(null);
            setPage(target);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog title="Supprimer cette réponse ?" confirmLabel="Supprimer la réponse" busy={busyId === deleting.id} onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(null)}>
          <p>
            La réponse du {formatDateTime(deleting.createdAt)} ({answerSummary(deleting, form.fields)}) et ses fichiers joints seront supprimés. Les valeurs saisies restent dans le journal
            des modifications.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
