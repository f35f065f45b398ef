import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { PolicyDocument } from "./policy-document";

function render(node: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("PolicyDocument", () => {
  it("shows the policy HTML as given", () => {
    const html = render(
      <PolicyDocument html="<h2>Titolare</h2><p>Testo</p>" email="a@b.example" />,
    );
    expect(html).toContain("<h2>Titolare</h2><p>Testo</p>");
    expect(html).not.toContain("Riprovare più tardi");
  });
  it("shows 'Riprovare più tardi' and the contact e-mail when there is no text", () => {
    const html = render(<PolicyDocument html={null} email="a@b.example" />);
    expect(html).toContain("Riprovare più tardi");
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('role="status"');
  });
});
