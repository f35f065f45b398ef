/**
 * The new part of a reply by mail (decision 067): the text above the quoted history and the
 * signature. Cut at the first line that introduces the quoted mail ("Il giorno … ha scritto:",
 * "On … wrote:", also when the mail program wrapped it over two lines, "-----Messaggio
 * originale-----", an Outlook "Da:/From:" header block) or the signature separator "-- ";
 * lines quoted with ">" are dropped wherever they are.
 */
const introductions = [
  /^\s*Il giorno\b.*\bha scritto:\s*$/i,
  /^\s*On\b.*\bwrote:\s*$/i,
  /^\s*-{2,}\s*(Messaggio originale|Original Message|Messaggio inoltrato|Forwarded message)\s*-{2,}\s*$/i,
];
const outlookHeader = /^\s*(Da|From):\s.+$/i;
const outlookNext = /^\s*(Inviato|Data|Sent|Date|A|To|Oggetto|Subject):\s/i;

export function stripQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const joined = `${line} ${lines[i + 1] ?? ""}`;
    if (line === "-- " || line === "--") break;
    if (introductions.some((r) => r.test(line) || r.test(joined))) break;
    if (outlookHeader.test(line) && outlookNext.test(lines[i + 1] ?? "")) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join("\n").trim();
}

/** A mail's subject as a ticket's title: without "Re:", "R:", "Fwd:", "I:" and "[#123]". */
export function ticketTitleOfSubject(subject: string): string {
  let title = subject.trim();
  for (;;) {
    const next = title
      .replace(/^(re|r|rif|fwd|fw|i|inoltro|aw|sv)\s*:\s*/i, "")
      .replace(/^\[#\d+\]\s*/, "")
      .trim();
    if (next === title) break;
    title = next;
  }
  return title;
}
