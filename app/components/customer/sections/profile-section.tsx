import { useId } from "react";
import { useRevalidator } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { TextAreaField } from "#kit/ui/textarea";
import { boundField } from "#kit/ui/field";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import type { CustomerProfile } from "#features/auth/auth.schema";
import {
  profileUpdateSchema,
  type ProfileForm as FormValues,
  type ProfileUpdateInput,
} from "#features/customer-portal/profile.schema";
import { usePortalMutation } from "#features/shared/customer/forms/use-portal-mutation";
import { ErrorState, LoadingState, SectionHeader } from "#features/shared/customer/states";
import { PasswordForm } from "./password-form";
import { ProfileCard } from "#features/shared/customer/profile-card";
import { TwoFactorSettings } from "#features/auth/two-factor/site/two-factor-settings";
import { OwnDataExport } from "#features/personal-data/customer/own-data-export";

const resolver = zodResolver(profileUpdateSchema);

/** Dati Personali: contact data and password. */
export function ProfileSection() {
  const profile = useQuery({ queryKey: customerKeys.profile, queryFn: customerApi.profile });
  return (
    <>
      <SectionHeader title="Dati Personali">
        Tieni aggiornati i tuoi recapiti: li usiamo per fatture, avvisi e assistenza.
      </SectionHeader>
      {profile.isPending ? (
        <LoadingState label="Caricamento dei dati..." />
      ) : profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      <PasswordForm />
      <SecurityCard />
      <OwnDataExport />
    </>
  );
}

/** Sicurezza: the optional two-factor sign-in (decision 031). */
function SecurityCard() {
  return (
    <ProfileCard title="Sicurezza">
      <p className="mt-1 text-sm text-slate-700">
        Verifica in due passaggi: oltre alla password, all&apos;accesso ti chiediamo il codice di
        un&apos;app di autenticazione sul tuo telefono.
      </p>
      <div className="mt-4">
        <TwoFactorSettings kind="customer" />
      </div>
    </ProfileCard>
  );
}

function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const id = useId();
  const revalidator = useRevalidator();
  const form = useForm<FormValues, unknown, ProfileUpdateInput>({
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      companyName: profile.companyName ?? "",
      vatNumber: profile.vatNumber ?? "",
      address: profile.address ?? "",
      phone: profile.phone ?? "",
    },
    resolver,
  });
  const field = boundField(form, id);
  const save = usePortalMutation({
    mutationFn: customerApi.updateProfile,
    success: { title: "Dati aggiornati", description: "I tuoi dati personali sono stati salvati." },
    failure: "Errore durante l'aggiornamento dei dati",
    // The name in the header comes from the page loader.
    onSuccess: () => void revalidator.revalidate(),
  });

  return (
    <ProfileCard title="I tuoi recapiti">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="mt-4 grid gap-5 sm:grid-cols-2"
      >
        <TextField label="Nome" required autoComplete="given-name" {...field("firstName")} />
        <TextField label="Cognome" required autoComplete="family-name" {...field("lastName")} />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          value={profile.email}
          readOnly
          hint="L'email è il tuo nome utente: per cambiarla contatta il supporto."
          className="sm:col-span-2"
        />
        <TextField label="Ragione sociale" autoComplete="organization" {...field("companyName")} />
        <TextField label="Partita IVA" {...field("vatNumber")} />
        <TextField label="Telefono" type="tel" autoComplete="tel" {...field("phone")} />
        <TextAreaField
          label="Indirizzo"
          rows={2}
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field("address")}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Salvataggio..." : "Salva modifiche"}
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
