/** The command line of `npm run new:entity` read into the entity the templates write. */

export const kinds = ["text", "rich", "order", "flag"];
const reserved = new Set(["id", "createdAt", "updatedAt"]);

const camelOf = (kebab) => kebab.replaceAll(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const snakeOf = (camel) => camel.replaceAll(/([A-Z])/g, "_$1").toLowerCase();
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const humanOf = (camel) => capital(snakeOf(camel).replaceAll("_", " "));

function field(spec) {
  const match = /^([a-z][a-zA-Z0-9]*):([a-z]+)(?:=(.+))?$/.exec(spec);
  if (!match) throw new Error(`"${spec}": write a field as name:kind or name:kind=Etichetta`);
  const [, name, kind, label] = match;
  if (!kinds.includes(kind)) throw new Error(`"${spec}": the kinds are ${kinds.join(", ")}`);
  if (reserved.has(name)) throw new Error(`"${name}": every table has it already`);
  return { name, kind, label: label ?? humanOf(name), column: snakeOf(name) };
}

/** The entity of `args`: its names, its Italian words and its fields. */
export function parseEntity(args) {
  const options = { label: null, one: "la voce", many: "le voci" };
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    const option = /^--(label|one|many)$/.exec(args[i]);
    if (option) {
      if (args[i + 1] === undefined) throw new Error(`${args[i]} needs a value`);
      options[option[1]] = args[(i += 1)];
    } else rest.push(args[i]);
  }
  const [id, ...specs] = rest;
  if (!id || !/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(id)) {
    throw new Error("Usage: npm run new:entity -- <name-in-kebab-case> field:kind[=Etichetta]…");
  }
  const fields = specs.map(field);
  if (new Set(fields.map((f) => f.name)).size !== fields.length) {
    throw new Error("A field is named twice");
  }
  if (!fields.some((f) => f.kind === "text")) throw new Error("Give at least one text field");
  if (!/^(il |lo |la |l')/.test(options.one)) {
    throw new Error('--one names one item with its article, e.g. "la domanda"');
  }
  const camel = camelOf(id);
  return {
    id,
    camel,
    pascal: capital(camel),
    table: snakeOf(camel),
    label: options.label ?? capital(id.replaceAll("-", " ")),
    the: options.one,
    theMany: options.many,
    noun: options.one.replace(/^(il |lo |la |l')/, ""),
    nouns: options.many.replace(/^(i |gli |le )/, ""),
    feminine: options.one.startsWith("la "),
    fields,
    title: fields.find((f) => f.kind === "text"),
    visible: fields.find((f) => f.kind === "flag") ?? null,
    order: fields.find((f) => f.kind === "order") ?? null,
  };
}
