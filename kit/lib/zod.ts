import { z } from "zod";

/**
 * zod for every schema of the project: import `z` from here, never from "zod" (ESLint says so).
 *
 * In the browser zod runs jitless. Otherwise the first object schema probes `new Function("")` to
 * learn whether it may compile parsers, and under the site's CSP (no 'unsafe-eval') the browser
 * reports that probe as a violation even though zod catches the refusal. The server keeps the
 * compiled parsers. The configuration must run before any schema is built, which importing `z`
 * from this module guarantees.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
