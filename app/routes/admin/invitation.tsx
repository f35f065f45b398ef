import type { Route } from "./+types/invitation";
import { lazyResolver } from "#kit/lib/lazy-resolver";
import { adminPageMeta } from "./admin-page-meta";
import { TokenPasswordCard } from "#features/auth/site/token-password-card";
import { invitationIsLive } from "#features/admin-users/admin-users.server";
import { plausibleToken } from "#features/auth/site/token-password";
import { tokenPasswordAction } from "#features/auth/site/token-password-action.server";
import type { TokenPasswordPage } from "#features/auth/site/token-password";
import { adminUserMessages } from "#features/admin-users/admin-users.schema";
import { acceptInvitationResolver } from "#features/admin-users/admin/invitation-rules";

export const meta: Route.MetaFunction = adminPageMeta(
  "Attiva il tuo account - Amministrazione",
  "Scegli la password del tuo account del pannello di amministrazione.",
);

const invitation: TokenPasswordPage = {
  audience: "admin",
  path: "/admin-invitation/accept",
  messages: adminUserMessages,
  savedToast: { title: "Account attivato", description: adminUserMessages.done },
  failureTitle: "Password non impostata",
  submitLabel: "Imposta la password",
  login: { href: "/admin/login", label: "Vai all'accesso" },
};

/** The link is checked on the server: an unknown, used or expired one never shows the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { linkLive: plausibleToken(token) && Boolean(await invitationIsLive(context.db, token)) };
}

/** The form posted without JavaScript (decision 024): the same rules and API call. */
export const action = tokenPasswordAction(invitation, acceptInvitationResolver);

const resolver = lazyResolver(
  async () =>
    (await import("#features/admin-users/admin/invitation-rules")).acceptInvitationResolver,
);

/** /admin/invito?token=...: an invited back-office user chooses their password (decision 030). */
export default function AdminInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="admin-invitation" className="min-h-screen">
      <TokenPasswordCard
        page={invitation}
        title="Attiva il tuo account"
        intro="Scegli la password per accedere al pannello di amministrazione."
        resolver={resolver}
        served={actionData}
        linkLive={loaderData.linkLive}
      />
    </main>
  );
}
