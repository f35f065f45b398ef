import { useId, useState, type FormEvent } from "react";
import { Download, LoaderCircle, Search, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button, buttonClasses } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { AdminTabSection, QueryStatus } from "#kit/admin/tab-parts";
import { errorMessage } from "#kit/lib/api-errors";
import { toast } from "#kit/lib/use-toast";
import type { KindCount, PersonalDataSummary } from "../personal-data-kinds";
import {
  personalDataExportHref,
  useErasePersonalData,
  usePersonalDataSummary,
} from "./personal-data-api";
import { EraseDialog } from "./erase-dialog";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Dati personali' (GDPR art. 15, 17, 20; decision 034): an e-mail address, then what the site
 * holds about that person, counted per kind, with 'Esporta ZIP' and 'Cancella...' (a
 * confirmation that lists what is removed and what is anonymised first).
 */
export function PersonalDataTab() {
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [inputError, setInputError] = useState<string | undefined>();
  const [email, setEmail] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const summary = usePersonalDataSummary(email);
  const erase = useErasePersonalData();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!EMAIL_SHAPE.test(value)) {
      setInputError("Inserisci un indirizzo e-mail valido");
      return;
    }
    setInputError(undefined);
    setEmail(value.toLowerCase());
  };

  const confirmErase = (found: PersonalDataSummary) =>
    erase.mutate(found.email, {
      onSuccess: (done) => {
        setConfirming(false);
        toast({
          title: "Dati personali cancellati",
          description: `Eliminati ${total(done.removed)} record, anonimizzati ${total(done.anonymised)}.`,
        });
      },
      onError: (error) =>
        toast({
          title: "Errore",
          description: errorMessage(error, "Errore durante la cancellazione"),
          variant: "destructive",
        }),
    });

  const data = summary.data;
  return (
    <AdminTabSection
      description="Richieste degli interessati (GDPR artt. 15, 17 e 20): cerca una persona per indirizzo e-mail, esporta i suoi dati o cancellali."
      align="start"
    >
      <form
        onSubmit={search}
        noValidate
        role="search"
        aria-label="Cerca i dati personali"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <TextField
          id={inputId}
          label="Indirizzo e-mail"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={inputError}
          hint="Cliente, mittente di un messaggio o di un ticket"
          className="min-w-64 flex-1"
        />
        <Button type="submit">
          <Icon node={Search} className="size-4" />
          Cerca
        </Button>
      </form>

      {email !== null ? (
        <QueryStatus
          query={summary}
          errorText={errorMessage(summary.error, "Ricerca non riuscita")}
        />
      ) : null}

      {data ? (
        <section
          aria-labelledby="personal-data-result"
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h3 id="personal-data-result" className="text-lg font-semibold text-slate-900">
            Dati conservati per {data.email}
          </h3>
          {data.total === 0 ? (
            <p>Nessun dato personale trovato per questo indirizzo.</p>
          ) : (
            <>
              <p className="text-slate-700">
                {data.customer
                  ? `Cliente registrato: ${data.customer.name}.`
                  : "Nessun account cliente: solo messaggi o ticket inviati con questo indirizzo."}
              </p>
              <table
                className="w-full max-w-xl text-left text-sm"
                data-testid="personal-data-counts"
              >
                <caption className="sr-only">Record conservati per tipo</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-700">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Tipo di dato
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Record
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.counts
                    .filter((c) => c.count > 0)
                    .map((c) => (
                      <tr key={c.kind} className="border-b border-slate-100">
                        <th scope="row" className="py-2 pr-4 font-normal">
                          {c.label}
                        </th>
                        <td className="py-2 text-right tabular-nums">{c.count}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
              <div className="flex flex-wrap gap-3">
                <a
                  href={personalDataExportHref(data.email)}
                  download
                  className={buttonClasses("secondary")}
                >
                  <Icon node={Download} className="size-4" />
                  Esporta ZIP
                </a>
                <Button variant="destructive" onClick={() => setConfirming(true)}>
                  <Icon node={erase.isPending ? LoaderCircle : Trash2} className="size-4" />
                  Cancella...
                </Button>
              </div>
              <EraseDialog
                open={confirming}
                onOpenChange={setConfirming}
                summary={data}
                pending={erase.isPending}
                onConfirm={() => confirmErase(data)}
              />
            </>
          )}
        </section>
      ) : null}
    </AdminTabSection>
  );
}

const total = (counts: KindCount[]) => counts.reduce((sum, c) => sum + c.count, 0);
