import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Badge } from "./badge";
import { CheckboxField } from "./checkbox";
import { cn } from "./cn";
import { RequiredNote } from "./field";
import { TextField } from "./input";
import { SelectField } from "./select";
import { TextAreaField } from "./textarea";

/** The opening tag of the first element of `tag` in the HTML. */
const tagOf = (html: string, tag: string) => new RegExp(`<${tag}[^>]*>`).exec(html)?.[0] ?? "";

describe("field parts", () => {
  it("label the control, mark it required and tie hint and error to it", () => {
    const html = renderToString(
      <TextField
        id="f-email"
        label="Email"
        type="email"
        required
        hint="Facoltativo"
        error="Email non valida"
      />,
    );
    expect(html).toContain('<label for="f-email"');
    expect(html).toMatch(/Email<span aria-hidden="true"[^>]*>\*<\/span><\/label>/);
    const input = tagOf(html, "input");
    expect(input).toContain('id="f-email"');
    expect(input).toContain('type="email"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="f-email-hint f-email-error"');
    expect(input).toContain("border-red-700");
    expect(input).not.toContain("border-slate-400");
    expect(html).toContain(
      '<p id="f-email-hint" class="mt-1.5 text-sm text-slate-600">Facoltativo</p>',
    );
    expect(html).toMatch(/<p id="f-email-error"[^>]*>Email non valida<\/p>/);
  });

  it("may leave the asterisk out of a sign-in form, still saying the field is required", () => {
    const html = renderToString(
      <TextField id="p" label="Password" type="password" required requiredMark={false} />,
    );
    expect(tagOf(html, "input")).toContain('aria-required="true"');
    expect(html).toMatch(/<label for="p"[^>]*>Password<\/label>/);
    expect(html).not.toContain("requiredMark");
  });

  it("leave out what an optional, valid field does not have", () => {
    const html = renderToString(<TextAreaField id="f-notes" label="Note" rows={3} />);
    const textarea = tagOf(html, "textarea");
    expect(textarea).toContain('rows="3"');
    expect(textarea).not.toContain("aria-required");
    expect(textarea).not.toContain("aria-invalid");
    expect(textarea).not.toContain("aria-describedby");
    expect(textarea).toContain("border-slate-400");
    expect(html).not.toContain("aria-hidden");
    expect(html).not.toContain("-error");
  });

  it("draw select options from strings or value/label pairs, with an empty first choice", () => {
    const strings = renderToString(
      <SelectField
        id="s"
        label="Budget"
        options={["< 5.000 €", "5.000 - 10.000 €"]}
        placeholder="Seleziona un budget"
      />,
    );
    expect(strings).toContain('<option value="">Seleziona un budget</option>');
    expect(strings).toContain('<option value="&lt; 5.000 €">&lt; 5.000 €</option>');
    const pairs = renderToString(
      <SelectField id="p" label="Priorità" options={[{ value: "low", label: "Bassa" }]} />,
    );
    expect(pairs).toContain('<option value="low">Bassa</option>');
    expect(pairs).not.toContain('value=""');
  });

  it("put the checkbox's label on its right, required mark and error included", () => {
    const html = renderToString(
      <CheckboxField id="c" required error="Accetta l'informativa privacy per inviare la richiesta">
        Ho letto l&apos;informativa
      </CheckboxField>,
    );
    const input = tagOf(html, "input");
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain('aria-describedby="c-error"');
    expect(html).toMatch(/<label for="c"[^>]*>Ho letto l&#x27;informativa<span aria-hidden="true"/);
    expect(html).toContain('id="c-error"');
  });

  it("explain the asterisk to sighted and screen-reader users alike", () => {
    const html = renderToString(<RequiredNote />);
    expect(html).toContain("I campi contrassegnati con");
    expect(html).toContain('<span class="sr-only">asterisco</span> sono obbligatori.');
  });
});

describe("class names", () => {
  it("cn lets a later Tailwind class replace an earlier one of the same kind", () => {
    expect(cn("px-3 py-2 text-slate-700", false, "px-5", ["text-red-700"])).toBe(
      "py-2 px-5 text-red-700",
    );
    expect(cn("bg-brand-700 focus-ring", "bg-white")).toBe("focus-ring bg-white");
  });

  it("a badge takes its tone's colours", () => {
    const html = renderToString(
      <Badge tone="success" data-testid="b">
        Attivo
      </Badge>,
    );
    expect(html).toContain('data-testid="b"');
    expect(html).toContain("bg-green-100 text-green-800");
    expect(html).toContain(">Attivo</span>");
  });
});
