import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clock } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { SelectField } from "#kit/ui/select";
import { apiFieldIssues, toastError } from "#kit/admin/mutation-toasts";
import { romeDay } from "#kit/lib/dates";
import { formatMinutes, hourMovementKindLabels, type HourMovementKind } from "../hour-values";
import {
  hourMovementSchema,
  type HourBalance,
  type HourMovementForm,
  type HourMovementInput,
} from "../hours.schema";
import { useAddMovement } from "./hours-api";

const resolver = zodResolver(hourMovementSchema);

type Props = {
  /** The packages one may choose (one: no choice shown). */
  packages: HourBalance[];
  serviceId: number | null;
  /** Time worked on this ticket; null: a package's own form (top-ups and corrections too). */
  ticketId: number | null;
  kinds: readonly HourMovementKind[];
  submitLabel: string;
};

/**
 * A movement of the monte ore (decision 068): the package, the kind, the duration as typed
 * ("1 h 30 min"), the day and a note; the server's messages under their fields.
 */
export function MovementForm({ packages, serviceId, ticketId, kinds, submitLabel }: Props) {
  const id = useId();
  const add = useAddMovement();
  const blank = (): HourMovementForm => ({
    serviceId: String(serviceId ?? packages[0]?.serviceId ?? ""),
    ticketId: ticketId === null ? "" : String(ticketId),
    kind: kinds[0]!,
    duration: "",
    workDate: romeDay(new Date()),
    note: "",
  });
  const form = useForm<HourMovementForm, unknown, HourMovementInput>({
    resolver,
    defaultValues: blank(),
  });
  const errors = form.formState.errors;
  // Checked here first, sent as typed: the server reads the duration and the day itself.
  const submit = form.handleSubmit(async () => {
    try {
      await add.mutateAsync(form.getValues());
      form.reset({
        ...blank(),
        serviceId: form.getValues("serviceId"),
        kind: form.getValues("kind"),
      });
    } catch (error) {
      const issues = apiFieldIssues(error);
      for (const issue of issues) {
        form.setError(issue.path as keyof HourMovementForm, { message: issue.message });
      }
      if (issues.length === 0) toastError("Errore durante la registrazione", error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={submitLabel}>
      <div className="grid gap-3 sm:grid-cols-2">
        {packages.length > 1 ? (
          <SelectField
            id={`${id}-service`}
            label="Pacchetto ore"
            required
            error={errors.serviceId?.message}
            options={packages.map((p) => ({
              value: String(p.serviceId),
              label: `${p.serviceName} (saldo ${formatMinutes(p.balanceMinutes)})`,
            }))}
            {...form.register("serviceId")}
          />
        ) : null}
        {kinds.length > 1 ? (
          <SelectField
            id={`${id}-kind`}
            label="Tipo di movimento"
            required
            error={errors.kind?.message}
            options={kinds.map((kind) => ({ value: kind, label: hourMovementKindLabels[kind] }))}
            {...form.register("kind")}
          />
        ) : null}
        <TextField
          id={`${id}-duration`}
          label="Durata"
          required
          hint="Ad esempio 1 h 30 min, 45 min o 2 ore"
          autoComplete="off"
          error={errors.duration?.message}
          {...form.register("duration")}
        />
        <TextField
          id={`${id}-date`}
          label="Data"
          type="date"
          required
          error={errors.workDate?.message}
          {...form.register("workDate")}
        />
      </div>
      <TextField
        id={`${id}-note`}
        label="Nota"
        maxLength={1000}
        error={errors.note?.message}
        {...form.register("note")}
      />
      {errors.ticketId?.message ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors.ticketId.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Icon node={Clock} className="size-4" />
          {add.isPending ? "Registrazione..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
