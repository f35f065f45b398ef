import { forwardRef } from "react";
import { Download, HardDrive, LoaderCircle, Monitor } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { apiRequest } from "#kit/lib/api";
import { toast } from "#kit/lib/use-toast";
import { SectionHeading } from "#features/shared/site/section-heading";
import {
  softwareCategoryLabels,
  softwarePlatformLabels,
  type SoftwareCategory,
  type SoftwarePlatform,
} from "../software-labels";
import type { DownloadAnswer } from "../software.schema";
import { useRequest } from "#kit/lib/use-request";

export type PublicSoftware = {
  id: number;
  name: string;
  version: string;
  description: string | null;
  category: SoftwareCategory;
  platform: SoftwarePlatform;
  fileSize: string | null;
};

/** Counts the download (POST /api/software/{id}/download), then opens the file in a new tab. */
function useDownload() {
  return useRequest({
    mutationFn: (id: number) => apiRequest<DownloadAnswer>("POST", `/api/software/${id}/download`),
    onSuccess: ({ fileUrl }) => {
      window.open(fileUrl, "_blank", "noopener,noreferrer");
    },
    onError: () =>
      toast({
        title: "Errore nel download",
        description: "Non è stato possibile avviare il download. Riprova tra qualche istante.",
        variant: "destructive",
      }),
  });
}

/** The grid of active downloadable software of /area-clienti (the target of the guides' button). */
export const SoftwareDownloads = forwardRef<HTMLElement, { items: PublicSoftware[] }>(
  function SoftwareDownloads({ items }, ref) {
    const download = useDownload();
    return (
      <section
        ref={ref}
        id="software"
        tabIndex={-1}
        aria-labelledby="software-title"
        className="scroll-mt-24 py-16 focus:outline-none sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="software-title"
            eyebrow="Download"
            title="Software da scaricare"
            lead="Programmi di teleassistenza, driver e strumenti che installiamo e supportiamo per i nostri clienti, sempre nella versione più recente."
          />
          {items.length === 0 ? (
            <p className="mx-auto mt-12 max-w-xl rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
              Nessun software disponibile al momento.
            </p>
          ) : (
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => {
                const pending = download.isPending && download.variables === item.id;
                return (
                  <li key={item.id} data-testid="software-card" className="card">
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="text-lg font-bold text-slate-900">{item.name}</h3>
                      <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                        {softwareCategoryLabels[item.category]}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-slate-700">Versione {item.version}</p>
                    {item.description ? (
                      <p className="mt-3 flex-1 text-slate-700">{item.description}</p>
                    ) : (
                      <div className="flex-1" />
                    )}
                    <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
                      <div className="flex items-center gap-1.5">
                        <dt>
                          <Icon node={HardDrive} className="size-4" />
                          <span className="sr-only">Dimensione</span>
                        </dt>
                        <dd>{item.fileSize ?? "Dimensione non indicata"}</dd>
                      </div>
                      <div className="flex items-center gap-1.5">
                        <dt>
                          <Icon node={Monitor} className="size-4" />
                          <span className="sr-only">Piattaforma</span>
                        </dt>
                        <dd>{softwarePlatformLabels[item.platform]}</dd>
                      </div>
                    </dl>
                    <Button
                      className="mt-5 w-full"
                      disabled={pending}
                      onClick={() => download.mutate(item.id)}
                      aria-label={`Scarica ${item.name}`}
                    >
                      {pending ? (
                        <Icon
                          node={LoaderCircle}
                          className="size-4 animate-spin motion-reduce:animate-none"
                        />
                      ) : (
                        <Icon node={Download} className="size-4" />
                      )}
                      Scarica
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    );
  },
);
