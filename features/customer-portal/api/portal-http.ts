import { jsonBodyLimit } from "#server/http/json-body";

/** Customer-area and support-desk bodies are small texts: 64 KB is plenty. */
export const portalBodyLimit = jsonBodyLimit(64);
