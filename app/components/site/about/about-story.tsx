import { MapPin } from "lucide";
import { Icon } from "#kit/ui/icon";

const figures = [
  { value: "2005", label: "anno di fondazione" },
  { value: "20+", label: "anni di esperienza" },
  { value: "99,9%", label: "disponibilità dei servizi cloud" },
  { value: "24 ore", label: "per rispondere a ogni richiesta di preventivo" },
];

/** The company story: founded in 2005 in Bussolengo, near Verona. */
export function AboutStory({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="about-story-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="eyebrow">La nostra storia</p>
          <h2
            id="about-story-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Da Bussolengo, al servizio delle imprese di tutta Italia
          </h2>
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            <p>
              {brand} nasce nel 2005 a Bussolengo, alle porte di Verona, dall'idea di tre
              professionisti dell'informatica: offrire alle piccole e medie imprese del territorio
              software e servizi web della stessa qualità riservata fino ad allora ai grandi gruppi.
            </p>
            <p>
              I primi progetti sono gestionali per aziende manifatturiere e siti per cantine e studi
              professionali della provincia. Negli anni sono arrivati il cloud, le app, gli
              e-commerce e i portali per la pubblica amministrazione, e con loro clienti in tutta
              Italia.
            </p>
            <p>
              Il nostro modo di lavorare non è cambiato: ascoltare prima di proporre, spiegare le
              scelte tecniche con parole semplici e restare accanto ai clienti anche dopo la
              consegna. Molti di loro lavorano con noi da più di dieci anni.
            </p>
          </div>
          <p className="mt-6 inline-flex items-center gap-2 font-medium text-slate-700">
            <Icon node={MapPin} className="size-5 text-brand-700" />
            Sede a Bussolengo (VR), a pochi minuti da Verona e dal Lago di Garda
          </p>
        </div>
        <dl className="grid content-center gap-6 sm:grid-cols-2">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
            >
              <dt className="mt-2 text-slate-600">{figure.label}</dt>
              <dd className="text-4xl font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
