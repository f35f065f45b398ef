import { useRef, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { FileUp } from "lucide";
import { toast } from "#kit/lib/use-toast";
import { isUnauthorizedError } from "#features/auth/admin/admin-session";
import { FieldMessages, describedBy } from "#kit/ui/field";
import { TextField } from "#kit/ui/input";
import { FilePickLabel } from "#kit/admin/file-pick-label";
import { UPLOAD_ERROR_TITLE } from "#kit/admin/upload-image";
import {
  downloadTypeOf,
  type DownloadType,
  type SoftwareInput,
  type SoftwarePayload,
} from "../software.schema";
import { EXTENSION_NOT_ALLOWED, softwareExtensionOf, softwareExtensions } from "../software-upload";
import { softwareUploadErrorText, uploadSoftwareFile } from "./upload-software-file";
import { RequiredMark } from "#kit/ui/field";

type Props = {
  id: string;
  form: UseFormReturn<SoftwarePayload, unknown, SoftwareInput>;
  /** Told when an upload starts and ends (the dialog cannot be saved meanwhile). */
  onUploadingChange: (uploading: boolean) => void;
};

const modes: { value: DownloadType; label: string }[] = [
  { value: "upload", label: "Carica un file" },
  { value: "external", label: "Link esterno" },
];

/**
 * Where the software comes from: an uploaded file (POST /api/upload/software with a progress
 * bar; the URL and the size field are filled from the answer) or an external http(s) link.
 */
export function SoftwareFileField({ id, form, onUploadingChange }: Props) {
  const fileUrl = useWatch({ control: form.control, name: "fileUrl" }) ?? "";
  const [mode, setMode] = useState<DownloadType>(() =>
    fileUrl && downloadTypeOf(fileUrl) === "external" ? "external" : "upload",
  );
  const remembered = useRef<Record<DownloadType, string>>({ upload: "", external: "" });
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const error = form.formState.errors.fileUrl?.message;

  const upload = useMutation({
    mutationFn: (file: File) => uploadSoftwareFile(file, { onProgress: setProgress }),
    onMutate: () => {
      setProgress(0);
      onUploadingChange(true);
    },
    onSettled: () => onUploadingChange(false),
    onSuccess: ({ url, fileSize }) => {
      form.setValue("fileUrl", url, { shouldDirty: true, shouldValidate: true });
      if (fileSize) form.setValue("fileSize", fileSize, { shouldDirty: true });
      toast({ title: "File caricato", description: `Dimensione: ${fileSize}` });
    },
    onError: (failure) => {
      setProgress(null);
      if (isUnauthorizedError(failure)) return;
      toast({
        title: UPLOAD_ERROR_TITLE,
        description: softwareUploadErrorText(failure),
        variant: "destructive",
      });
    },
  });
  const busy = upload.isPending;

  const choose = (next: DownloadType) => {
    if (next === mode) return;
    remembered.current[mode] = fileUrl;
    form.setValue("fileUrl", remembered.current[next], { shouldDirty: true });
    form.clearErrors("fileUrl");
    setMode(next);
  };

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!softwareExtensionOf(file.name)) {
      toast({
        title: UPLOAD_ERROR_TITLE,
        description: EXTENSION_NOT_ALLOWED,
        variant: "destructive",
      });
      return;
    }
    upload.mutate(file);
  };

  const percent = Math.round((progress ?? 0) * 100);
  const hint = `Formati accettati: ${softwareExtensions.join(" ")}`;

  return (
    <div className="grid gap-4 sm:col-span-2">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Origine del file</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {modes.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-mode`}
                value={option.value}
                checked={mode === option.value}
                disabled={busy}
                onChange={() => choose(option.value)}
                className="size-4 accent-brand-700 focus-ring focus-visible:outline-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === "external" ? (
        <TextField
          id={`${id}-url`}
          label="URL esterno"
          type="url"
          inputMode="url"
          placeholder="https://"
          required
          maxLength={500}
          error={error}
          hint="Indirizzo completo da cui scaricare il file, ad esempio il sito del produttore."
          {...form.register("fileUrl")}
        />
      ) : (
        <div>
          <span className="block text-sm font-semibold text-slate-800">
            File da scaricare
            <RequiredMark />
          </span>
          <div className="mt-1.5 flex flex-wrap items-center gap-3">
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={softwareExtensions.join(",")}
              disabled={busy}
              onChange={(event) => pick(event.currentTarget.files?.[0])}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-file`, error, hint)}
              className="peer sr-only"
            />
            <FilePickLabel htmlFor={`${id}-file`} busy={busy} icon={FileUp}>
              {fileUrl ? "Sostituisci file" : "Carica file"}
            </FilePickLabel>
            {fileUrl ? (
              <span
                className="min-w-0 text-sm break-all text-slate-700"
                data-testid="software-file-url"
              >
                File attuale: <code className="text-slate-900">{fileUrl}</code>
              </span>
            ) : null}
          </div>
          {progress !== null ? (
            <div className="mt-3 max-w-md">
              <div className="flex items-center justify-between text-sm text-slate-800">
                <label htmlFor={`${id}-progress`}>
                  {busy ? "Caricamento del file in corso" : "Caricamento completato"}
                </label>
                <span aria-hidden="true" className="font-semibold tabular-nums">
                  {percent}%
                </span>
              </div>
              <progress
                id={`${id}-progress`}
                max={100}
                value={percent}
                className="mt-1 h-2.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
              >
                {percent}%
              </progress>
            </div>
          ) : null}
          <FieldMessages id={`${id}-file`} error={error} hint={hint} />
        </div>
      )}
    </div>
  );
}
