import { serverManifests } from "#features/manifests.server";
import type {
  AdminMount,
  PublicMount,
  ServerManifest,
} from "#features/shared/entity-manifest.server";
import type { Deps } from "#server/context";
import type { apiRoutes } from "#server/http/openapi";

/**
 * The API mounts, read from the features' server manifests (features/manifests.server.ts,
 * decision 055): the registries of server/api/ and the page cache take them from here.
 */
type Section = "public" | "admin" | "customer";
type MountOf = {
  public: PublicMount;
  admin: AdminMount;
  customer: (deps: Deps) => ReturnType<typeof apiRoutes>;
};

/** Every mount of one section, by path; a path two features both declare is refused. */
export function mountsOf<S extends Section>(
  section: S,
  manifests: readonly ServerManifest[] = serverManifests,
): Record<`/${string}`, MountOf[S]> {
  const found: Record<string, MountOf[S]> = {};
  for (const manifest of manifests) {
    for (const [path, mount] of Object.entries(manifest[section] ?? {})) {
      if (path in found)
        throw new Error(`${section} mount ${path} declared twice (${manifest.id})`);
      found[path] = mount as MountOf[S];
    }
  }
  return found;
}

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The /api paths whose anonymous GET answers the page cache may keep (decision 010): the
 * `cached` paths of the public mounts, a `:name` standing for one segment, with or without a
 * trailing slash.
 */
export function cachedApiPattern(manifests: readonly ServerManifest[] = serverManifests): RegExp {
  const paths = Object.entries(mountsOf("public", manifests)).flatMap(([mount, { cached }]) =>
    (cached ?? []).map((below) =>
      `${mount}${below === "/" ? "" : below}`
        .split("/")
        .map((segment) => (segment.startsWith(":") ? "[^/]+" : escape(segment)))
        .join("/"),
    ),
  );
  if (paths.length === 0) return /(?!)/;
  return new RegExp(`^/api(?:${paths.join("|")})/?$`);
}
