import { z } from "#kit/lib/zod";
import { emailAddress } from "../shared/text-fields";
import { newPasswordField } from "../auth/password-policy";
import { adminUserSchema } from "../auth/auth.schema";
import { adminRoles } from "./admin-roles";

/**
 * Back-office users (the Utenti tab, decision 030). Browser-safe: shared by the forms and the API.
 */
export const adminUserMessages = {
  name: "Il nome deve avere almeno 2 caratteri",
  nameTooLong: "Il nome può avere al massimo 100 caratteri",
  email: "Email non valida",
  role: "Scegli un ruolo: Amministratore, Redazione o Assistenza",
  notFound: "Utente non trovato",
  emailTaken: "Esiste già un utente con questa email",
  self: "Non puoi disattivare, eliminare o cambiare il ruolo del tuo account",
  lastAdmin: "Deve restare almeno un Amministratore attivo",
  alreadyActive: "L'utente ha già impostato la password",
  invalidLink: "Il link non è valido o è scaduto. Chiedi a un Amministratore un nuovo invito.",
  done: "Password impostata: ora puoi accedere al pannello con la tua email.",
  confirm: "Le password non corrispondono",
} as const;

/** How long an invitation link stays valid. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

const roleField = z.enum(adminRoles, { error: adminUserMessages.role });

/** POST /api/admin/users: invite a user. */
export const adminInviteSchema = z.object({
  name: z
    .string({ error: adminUserMessages.name })
    .trim()
    .min(2, adminUserMessages.name)
    .max(100, adminUserMessages.nameTooLong),
  email: emailAddress(adminUserMessages.email),
  role: roleField,
});
export type AdminInviteInput = z.output<typeof adminInviteSchema>;
export type AdminInviteForm = z.input<typeof adminInviteSchema>;

/** PATCH /api/admin/users/{id}: change the role or activate / deactivate. */
export const adminUserChangeSchema = z
  .object({ role: roleField.optional(), isActive: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.isActive !== undefined, {
    message: "Indica il nuovo ruolo o lo stato dell'utente",
  });
export type AdminUserChange = z.output<typeof adminUserChangeSchema>;

/** A back-office user as the Utenti tab lists them. */
export const adminUserRecordSchema = adminUserSchema.extend({
  isActive: z.boolean(),
  /** True until the invitation is accepted (no password yet). */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRecord = z.output<typeof adminUserRecordSchema>;

/** The invitation link's token: 32 random bytes in base64url. */
export const invitationTokenField = z
  .string({ error: adminUserMessages.invalidLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, adminUserMessages.invalidLink);

/** POST /api/admin-invitation/accept. */
export const acceptInvitationSchema = z.object({
  token: invitationTokenField,
  newPassword: newPasswordField("admin"),
});
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;

/** The page's form: the password typed twice (the token comes from the link). */
export const acceptInvitationFormSchema = z
  .object({ newPassword: newPasswordField("admin"), confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: adminUserMessages.confirm,
    path: ["confirmPassword"],
  });
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;
