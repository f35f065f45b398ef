import type { Database } from "../client";
import type { Env } from "../../server/env";
import type { Logger } from "../../server/logger";

export async function seedIfEmpty(_db: Database, _ctx: { env: Env; logger: Logger }) {}
