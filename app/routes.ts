import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every URL of the site, explicit and in Italian as the spec names them. */
export default [
  index("routes/site/home.tsx"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
