import type { IconNode } from "lucide";

/**
 * What one feature declares about itself to the rest of the site (decision 055), browser-safe:
 * its back-office areas, its admin tabs and the activity log's words for its admin API mounts.
 * The server half (tables, API mounts, page cache, personal data) is `defineServerEntity`
 * (entity-manifest.server.ts). Every registry reads the lists of features/manifests.ts and
 * features/manifests.server.ts instead of a list of its own.
 */

/**
 * Who may use an area besides the Amministratore (features/admin-users/admin-roles.ts):
 * `content` the Redazione, `customers` the Assistenza, `everyone` every role, `admin` nobody else.
 */
export type AreaOwner = "everyone" | "content" | "customers" | "admin";

/** The sidebar's groups, in their order; the dashboard stands alone at the top. */
export type AdminTabGroup = "home" | "content" | "customers" | "admin";

export type AdminTabDeclaration<Id extends string = string> = {
  /** The `?tab=` value and the area of the role map the tab belongs to. */
  id: Id;
  /** The sidebar's label and the tab's h2. */
  label: string;
  icon: IconNode;
  group: AdminTabGroup;
  /** The admin API mount of the tab's list, e.g. "/clients" for /api/admin/clients. */
  api: `/${string}`;
  /**
   * The tab's component (app/components/admin/admin-tabs.tsx finds it): the module, in the
   * feature's folder (or from the root when it starts with "/"), and its export. Named, not
   * imported, so that the server, which reads the manifests too, never bundles the panel's UI.
   */
  component: { file: `${string}-tab.tsx`; name: string };
};

/** How the activity log shows one field: its Italian label and how its stored value reads. */
export type FieldShow = {
  label: string;
  values?: Readonly<Record<string, string>>;
  kind?: "day" | "money" | "ref";
  /**
   * The words of a stored text the entity itself knows how to read (e.g. a gradient as
   * "Personalizzato (#aabbcc → #ddeeff)"); undefined leaves it to the usual formatting.
   */
  format?: (value: string) => string | undefined;
};
export type ActivityFields = Record<string, FieldShow | string>;

/** The activity log's words for the writes under one admin API mount (decision 050). */
export type ActivityDeclaration = {
  /** The Italian name of what the mount writes, e.g. "Referenze". */
  label: string;
  /** Each field's label (and value words); the log's own common fields need none. */
  fields?: ActivityFields;
  /** What a non-numeric second path segment names, e.g. { policy: "obbligo per tutti" }. */
  targets?: Record<string, string>;
};

export type EntityManifest<
  Area extends string = string,
  Tab extends AdminTabDeclaration = AdminTabDeclaration,
> = {
  /** The feature's folder under features/. */
  id: string;
  /** The back-office areas the feature adds to the role map, with who may use them. */
  areas?: Readonly<Record<Area, AreaOwner>>;
  /** Its tabs in the admin panel, in the sidebar's order. */
  tabs?: readonly Tab[];
  /** The activity log's words, by admin API mount without its slash ("clients"). */
  activity?: Readonly<Record<string, ActivityDeclaration>>;
};

/** A feature's browser-safe manifest, typed as written (area and tab ids stay literal). */
export const defineEntity = <
  const Area extends string = never,
  const Tab extends AdminTabDeclaration = never,
>(
  manifest: EntityManifest<Area, Tab>,
): EntityManifest<Area, Tab> => manifest;
