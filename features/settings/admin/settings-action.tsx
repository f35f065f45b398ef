import { useMutation } from "@tanstack/react-query";
import type { IconNode } from "lucide";
import { apiRequest } from "#kit/lib/api";
import { toast } from "#kit/lib/use-toast";
import { toastApiError } from "#features/contact/admin/toast-api-error";
import { BusyButton } from "#kit/admin/busy-button";

type Props<R> = {
  /** The endpoint the action posts to, e.g. /api/admin/generate-sitemap. */
  path: string;
  icon: IconNode;
  label: string;
  busyLabel: string;
  /** The success toast, from the answer. */
  done: (answer: R) => { title: string; description?: string };
  /** The title of the failure toast (with the server's message). */
  failed: string;
};

/**
 * A one-off action of a settings card ('Genera sitemap', 'Invia promemoria ora'): its button,
 * busy while the POST runs, then the toast of the answer or of the failure.
 */
export function SettingsAction<R>({ path, icon, label, busyLabel, done, failed }: Props<R>) {
  const run = useMutation({
    mutationFn: () => apiRequest<R>("POST", path),
    onSuccess: (answer) => toast(done(answer)),
    onError: (error) => toastApiError(error, { title: failed, withServerMessage: true }),
  });
  return (
    <div>
      <BusyButton
        onClick={() => run.mutate()}
        busy={run.isPending}
        icon={icon}
        label={label}
        busyLabel={busyLabel}
      />
    </div>
  );
}
