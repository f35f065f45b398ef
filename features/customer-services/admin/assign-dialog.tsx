import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { assignmentDefaults } from "../assignment-defaults";
import {
  assignServiceSchema,
  customerServiceMessages,
  takesHours,
  type AssignServiceForm,
  type AssignServiceInput,
} from "../customer-services.schema";
import type { ServiceTemplate } from "#features/service-templates/service-templates.schema";
import { AdminDialog } from "#kit/admin/admin-dialog";
import { DialogFooter } from "#kit/ui/dialog";
import { ServiceFields } from "./service-fields";
import { TemplateStep } from "./template-step";

const resolver = zodResolver(assignServiceSchema);

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerName: string;
  pending: boolean;
  onSubmit: (input: AssignServiceInput) => void;
};

/**
 * Assigning a service in two steps: 1 choose a template; 2 configure, prefilled from it (name,
 * description, price; start today, expiry from the template type, recurring). The hours field
 * appears only for hourly packages.
 */
export function AssignDialog({ open, onOpenChange, customerName, pending, onSubmit }: Props) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [template, setTemplate] = useState<ServiceTemplate | null>(null);
  const [templateError, setTemplateError] = useState<string | undefined>();
  /** The template the configuration was prefilled from: going back and on keeps the edits. */
  const [configuredFor, setConfiguredFor] = useState<number | null>(null);
  const form = useForm<AssignServiceForm, unknown, AssignServiceInput>({ resolver });

  const next = () => {
    if (!template) {
      setTemplateError(customerServiceMessages.template);
      return;
    }
    if (configuredFor !== template.id) {
      form.reset(assignmentDefaults(template));
      setConfiguredFor(template.id);
    }
    setStep(2);
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      unsaved={form.formState.isDirty}
      size="lg"
      title={`Assegna servizio a ${customerName}`}
      description={
        step === 1
          ? "Passo 1 di 2: scegli il servizio dal catalogo."
          : `Passo 2 di 2: configura "${template?.name ?? ""}" per il cliente.`
      }
    >
      {step === 1 ? (
        <div>
          <TemplateStep
            idPrefix={id}
            selectedId={template?.id ?? null}
            error={templateError}
            onSelect={(chosen) => {
              setTemplate(chosen);
              setTemplateError(undefined);
            }}
          />
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button onClick={next}>
              Avanti
              <Icon node={ArrowRight} className="size-4" />
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
            <ServiceFields showHours={takesHours(template?.type)} showStatus={false} />
            <DialogFooter>
              <Button variant="secondary" onClick={() => setStep(1)} disabled={pending}>
                <Icon node={ArrowLeft} className="size-4" />
                Indietro
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Assegnazione..." : "Assegna servizio"}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      )}
    </AdminDialog>
  );
}
