import type { Route } from "./+types/home";
import { getActiveHero } from "../../../domain/hero/hero.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { hero: await getActiveHero(context.db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.hero?.title ?? "Nessuna hero variant attiva"}</h1>;
}
