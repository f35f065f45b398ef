import { useRef } from "react";
import { clsx } from "clsx";
import { Download, Paperclip, X } from "lucide";
import { Icon } from "#kit/ui/icon";
import { ApiError } from "#kit/lib/api-errors";
import { Field, controlAria } from "#kit/ui/field";
import {
  ATTACHMENT_ACCEPT,
  attachmentMessages,
  chosenFilesProblem,
  formatAttachmentSize,
} from "./ticket-attachment-rules";
import type { TicketAttachmentView } from "./ticket-attachment-view";

type PickerProps = {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** The server's refusal of the files, shown until they change. */
  error?: string;
  label?: string;
  className?: string;
};

/**
 * The files of a ticket form (decision 066): the browser's own file input (keyboard and screen
 * readers as the system gives them), the chosen files listed with their size and a button to
 * remove each, and the first problem the form can see (count, size, type by name) or the
 * server's, tied to the input. Choosing again adds to the list.
 */
export function AttachmentPicker({
  id,
  files,
  onChange,
  error,
  label = "Allegati",
  className,
}: PickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const problem = chosenFilesProblem(files) ?? error;
  const hint = attachmentMessages.hint;
  return (
    <Field id={id} label={label} hint={hint} error={problem ?? undefined} className={className}>
      <input
        ref={input}
        type="file"
        name="attachments"
        multiple
        accept={ATTACHMENT_ACCEPT}
        data-testid="attachment-input"
        className={clsx(
          "mt-1.5 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0",
          "file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800",
          "hover:file:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2",
          "focus-visible:outline-brand-700",
        )}
        {...controlAria({ id, error: problem ?? undefined, hint })}
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? []);
          // The list keeps the files; the input is emptied so the same file can be chosen again.
          event.currentTarget.value = "";
          if (chosen.length > 0) onChange([...files, ...chosen]);
        }}
      />
      {files.length > 0 ? (
        <ul className="mt-2 grid gap-1.5" aria-label="File scelti">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${index}`}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2 text-slate-800">
                <Icon node={Paperclip} className="size-4 shrink-0 text-slate-500" />
                <span className="truncate">{file.name}</span>
                <span className="shrink-0 text-slate-600">{formatAttachmentSize(file.size)}</span>
              </span>
              <button
                type="button"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={`Rimuovi «${file.name}»`}
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  input.current?.focus();
                }}
              >
                <Icon node={X} className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}

/** The files of one message of a thread, each a download link with its size. */
export function AttachmentLinks({
  attachments,
  hrefOf,
  className,
}: {
  attachments: readonly TicketAttachmentView[];
  hrefOf: (attachment: TicketAttachmentView) => string;
  className?: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className={clsx("mt-2 grid gap-1", className)} aria-label="File del messaggio">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <a
            href={hrefOf(attachment)}
            download={attachment.fileName}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            <Icon node={Download} className="size-4 shrink-0" />
            <span>{attachment.fileName}</span>
            <span className="font-normal text-slate-700">
              ({formatAttachmentSize(attachment.size)})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The attachments of a thread's message: its own, or the opening's (message id null). */
export const attachmentsOf = (
  attachments: readonly TicketAttachmentView[],
  messageId: number | null,
  opening: boolean,
) => attachments.filter((a) => a.messageId === messageId || (opening && a.messageId === null));

/** The form data of a ticket form with its files (multipart/form-data). */
export function ticketFormData(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: readonly File[],
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) data.append(name, String(value));
  }
  for (const file of files) data.append("attachments", file, file.name);
  return data;
}

/** The server's refusals of a form's files (its 400 issues under `attachments`), as one text. */
export function attachmentIssues(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const messages = error.issues.filter((i) => i.path === "attachments").map((i) => i.message);
  return messages.length > 0 ? [...new Set(messages)].join(" · ") : undefined;
}
