import { describe, expect, it } from "vitest";
import { createStaticHandler } from "react-router";
import { createLogger } from "#server/logger";
import { logPageError } from "./page-error-log";

/** What one page request writes to the log, as parsed lines. */
function logOf(error: unknown) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { NODE_ENV: "production", LOG_LEVEL: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  logPageError(logger, error, "/contatti");
  return lines;
}

describe("logPageError", () => {
  it("logs React Router's 405 for a POST to a page without an action at info, without a stack", async () => {
    // The error React Router's handler hands to handleError for such a request.
    const handler = createStaticHandler([{ id: "page", path: "/contatti", loader: () => null }]);
    const context = await handler.query(
      new Request("http://localhost/contatti", { method: "POST", body: new URLSearchParams() }),
    );
    if (context instanceof Response) throw new Error("expected a render context");
    const error = Object.values(context.errors ?? {})[0];
    expect(logOf(error)).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        path: "/contatti",
        status: 405,
        msg: "page request refused",
      },
    ]);
  });

  it("logs any other failure as an error with its stack", () => {
    const [line] = logOf(new Error("rotto"));
    expect(line).toMatchObject({ level: 50, path: "/contatti", msg: "page error" });
    expect(JSON.stringify(line)).toContain("at ");
  });
});
