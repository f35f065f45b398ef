import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "#kit/ui/button";
import { TextAreaField } from "#kit/ui/textarea";
import { answer, apiClient } from "#kit/lib/api-client";
import { usePortalMutation } from "#features/shared/customer/forms/use-portal-mutation";
import { infoReplySchema, type InfoReplyInput } from "../customer.schema";
import type { customerInfoRequestRoutes } from "../api/customer";

const resolver = zodResolver(infoReplySchema);
const infoRequests = apiClient<ReturnType<typeof customerInfoRequestRoutes>>(
  "/api/customer/info-requests",
);

/**
 * The customer's reply to the staff's answer of an information request (decision 068): the
 * request goes back to the staff, who answer it again; every customer query is refreshed.
 */
export function InfoReplyForm({ requestId, subject }: { requestId: number; subject: string }) {
  const id = useId();
  const form = useForm<z.input<typeof infoReplySchema>, unknown, InfoReplyInput>({
    defaultValues: { message: "" },
    resolver,
  });
  const reply = usePortalMutation({
    mutationFn: (input: InfoReplyInput) =>
      answer(infoRequests[":id"].messages.$post({ param: { id: String(requestId) }, json: input })),
    success: {
      title: "Risposta inviata",
      description: "Il nostro staff ti risponderà al più presto.",
    },
    failure: "Errore nell'invio della risposta",
    onSuccess: () => form.reset(),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => reply.mutate(values))}
      className="mt-3 grid gap-2"
      aria-label={`Rispondi alla richiesta: ${subject}`}
    >
      <TextAreaField
        id={`${id}-reply`}
        label="La tua risposta"
        required
        rows={3}
        error={form.formState.errors.message?.message}
        {...form.register("message")}
      />
      <div>
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? "Invio in corso..." : "Invia risposta"}
        </Button>
      </div>
    </form>
  );
}
