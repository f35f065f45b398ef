import { useState } from "react";
import { useNavigate } from "react-router";
import { useForm, type FieldPath } from "react-hook-form";
import { ArrowLeft } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { AdminTabSection, QueryStatus } from "#kit/admin/tab-parts";
import { DraftOffer } from "#kit/admin/draft-offer";
import { useFormDraft } from "#kit/admin/use-form-draft";
import { apiFieldIssues, toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import { roleMay } from "#features/admin-users/admin-roles";
import { useAdminRole } from "#features/auth/admin/admin-user-context";
import { pageInputSchemaKeeping } from "../page.schema";
import { untouchedBlock } from "../page-content";
import { BlockList } from "./block-list";
import { editorValues, formPathOf, pageBody, type EditorValues } from "./editor-values";
import { useLeaveGuard } from "./leave-guard";
import { PageActions } from "./page-actions";
import { PageChecklist, usePageChecks } from "./page-checklist";
import { PageMainFields, PageSeoFields } from "./page-fields-section";
import { PagePreviewPane } from "./page-preview-pane";
import { PageStatusBadges, lastChangeText, scheduledText } from "./page-status";
import { usePage, useSaveDraft, type AdminPage } from "./pages-api";
import { VersionsPanel } from "#features/versions/admin/versions-panel";

/** The editor of one page (decision 059), opened from the list by `?tab=pages&pagina=<id>`. */
export function PageEditor({ id }: { id: number }) {
  const page = usePage(id);
  const navigate = useNavigate();
  const back = () => void navigate("?tab=pages");
  if (!page.data) {
    return (
      <AdminTabSection description="Modifica della pagina.">
        <BackToList onClick={back} />
        <QueryStatus
          query={page}
          errorText="Impossibile caricare la pagina: forse è stata eliminata."
        />
      </AdminTabSection>
    );
  }
  return <EditorForm page={page.data} onBack={back} />;
}

function BackToList({ onClick }: { onClick: () => void }) {
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onClick}>
        <Icon node={ArrowLeft} className="size-4" />
        Torna all'elenco delle pagine
      </Button>
    </div>
  );
}

function EditorForm({ page, onBack }: { page: AdminPage; onBack: () => void }) {
  const form = useForm<EditorValues>({ defaultValues: editorValues(page) });
  const draft = useFormDraft(form, `page:${page.id}`);
  const save = useSaveDraft();
  const [uploads, setUploads] = useState(0);
  const onUploading = (uploading: boolean) =>
    setUploads((n) => Math.max(0, n + (uploading ? 1 : -1)));
  const canPublish = roleMay(useAdminRole(), "page-publication");
  const checks = usePageChecks(form.control);
  const blocked = checks.some((check) => check.level === "error");
  const dirty = form.formState.isDirty;
  const guard = useLeaveGuard(dirty);
  const current = page;

  /** Shows the schema's or the server's messages under their fields. */
  const showIssues = (issues: readonly { path: string; message: string }[]) => {
    for (const issue of issues) {
      form.setError(formPathOf(issue.path) as FieldPath<EditorValues>, { message: issue.message });
    }
  };

  /** Saves the draft; resolves to the page as saved, or null (invalid, refused, failed). */
  const saveDraft = (): Promise<AdminPage | null> => {
    if (uploads > 0) return Promise.resolve(null);
    const body = pageBody(form.getValues());
    // A saved block a schema change left behind may stay as it is while untouched (issue 24).
    const parsed = pageInputSchemaKeeping((block) =>
      Boolean(untouchedBlock(block, page.draft.blocks)),
    ).safeParse(body);
    form.clearErrors();
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      );
      toastError("Controlla i campi segnalati in rosso", null);
      return Promise.resolve(null);
    }
    return new Promise((resolve) =>
      save.mutate(
        { id: page.id, input: body },
        {
          onSuccess: (saved) => {
            if (saved) form.reset(editorValues(saved));
            draft.clear();
            toastSuccess("Bozza salvata");
            resolve(saved);
          },
          onError: (error) => {
            showIssues(apiFieldIssues(error));
            toastError("Errore durante il salvataggio", error);
            resolve(null);
          },
        },
      ),
    );
  };
  const saveFirst = () => (form.formState.isDirty ? saveDraft() : Promise.resolve(current));

  return (
    <AdminTabSection
      title={`Pagina: ${current.draft.title}`}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{current.path}</span>
          <PageStatusBadges page={current} />
          {scheduledText(current) ? <span>{scheduledText(current)}</span> : null}
          <span>Ultima modifica: {lastChangeText(current)}</span>
        </span>
      }
      align="start"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToList onClick={() => guard.confirmLeave(onBack)} />
        <VersionsPanel
          entity="pages"
          itemId={page.id}
          onRestored={(item) => {
            form.reset(editorValues(item as AdminPage));
            draft.clear();
          }}
        />
      </div>
      {guard.question}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
        className="grid gap-6"
      >
        <DraftOffer draft={draft} />
        <div className="sticky top-0 z-20 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur">
          <PageActions
            page={current}
            canPublish={canPublish}
            saveFirst={saveFirst}
            saving={save.isPending}
            blocked={blocked}
            onDeleted={onBack}
          />
          {dirty ? (
            <p className="mt-2 text-sm font-medium text-amber-800">
              Ci sono modifiche non salvate.
            </p>
          ) : null}
        </div>
        <div className="grid gap-6 2xl:grid-cols-2">
          <div className="grid content-start gap-8">
            <PageMainFields form={form} fixed={page.system} />
            <BlockList form={form} onUploading={onUploading} />
            <PageSeoFields form={form} onUploading={onUploading} />
          </div>
          <div className="grid content-start gap-8 2xl:sticky 2xl:top-28 2xl:self-start">
            <PagePreviewPane control={form.control} />
            <PageChecklist checks={checks} />
          </div>
        </div>
      </form>
    </AdminTabSection>
  );
}
