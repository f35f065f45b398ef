import type { ReactNode } from "react";
import { clearAdminUser } from "#features/auth/admin/admin-session";
import type { AdminUser } from "#features/auth/auth.schema";
import { SessionQueryProvider } from "#features/auth/admin/session-query-provider";
import { ActivityHistory } from "#features/activity/admin/activity-history";
import { HistoryViewContext } from "#kit/admin/entity-history";
import { ImageLibraryContext, type ImagePicker } from "#kit/admin/image-library";
import { MediaPicker } from "#features/media/admin/media-picker";
import { attentionQueryKey } from "#features/admin/use-attention";

const mediaPicker: ImagePicker = (props) => <MediaPicker {...props} />;

const historyView = (entity: string, id: number) => <ActivityHistory entity={entity} id={id} />;

/**
 * The query client of the admin panel (SessionQueryProvider): a save that meets an expired
 * session signs in again in place; otherwise a 401 removes the stored admin_user and goes to
 * /admin/login. After every successful write the needs-attention counters (sidebar badges,
 * dashboard) are read again: a reply, a read message or a decided request changes them. The
 * admin kit's dialogs show an item's 'Cronologia' with the activity log's view given here, and
 * its image fields choose from the media library with the picker given here (decision 064).
 */
export function AdminQueryProvider({ admin, children }: { admin: AdminUser; children: ReactNode }) {
  return (
    <SessionQueryProvider
      kind="admin"
      user={{ id: admin.id, login: admin.username }}
      loginPath="/admin/login"
      onExpired={clearAdminUser}
      afterWrite={attentionQueryKey}
    >
      <HistoryViewContext value={historyView}>
        <ImageLibraryContext value={mediaPicker}>{children}</ImageLibraryContext>
      </HistoryViewContext>
    </SessionQueryProvider>
  );
}
