// What `npm run bench` and `npm run lighthouse` share: the measured URLs, options, tables, JSON files.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";

/** Measured paths; BLOG_POST stands for the newest public post, found through /api/blog. */
export const BLOG_POST = "<blog post>";
export const DEFAULT_PATHS = [
  "/",
  "/servizi",
  "/blog",
  BLOG_POST,
  "/portfolio",
  "/contatti",
  "/api/blog",
];

/** Headers of a browser's request; the reference capture and the load use the same. */
export const BROWSER_HEADERS = {
  "accept-encoding": "gzip, br",
  accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) scaligera-bench",
};

/** The path of the first post /api/blog lists (the newest public one). */
export async function blogPostPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/blog`);
  if (!response.ok) throw new Error(`/api/blog answered ${response.status}`);
  const posts = await response.json();
  const slug = Array.isArray(posts) ? posts.find((post) => post?.slug)?.slug : null;
  if (!slug) throw new Error("/api/blog lists no post with a slug");
  return `/blog/${encodeURIComponent(slug)}`;
}

/** `--pages /,/blog,post` (post = the blog post) or every default path, the post resolved. */
export async function resolvePaths(baseUrl, pagesOption) {
  const wanted = pagesOption
    ? pagesOption.split(",").map((p) => (p.trim() === "post" ? BLOG_POST : p.trim()))
    : DEFAULT_PATHS;
  const post = wanted.includes(BLOG_POST) ? await blogPostPath(baseUrl) : null;
  return wanted.filter(Boolean).map((p) => (p === BLOG_POST ? post : p));
}

/** Positive number from an option or environment value, else the default. */
export function positive(value, fallback, name) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

/** What the figures were measured on: commit, Node.js, CPUs and the load average right now. */
export function runInfo() {
  let commit = null;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: cpus().length,
    loadavg: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/**
 * Writes `data` as JSON to `file` (default bench-results/<prefix>-<timestamp>.json). The folder
 * ignores itself in git; the JSON goes through Prettier so `npm run lint` stays clean.
 */
export async function writeResults(prefix, data, file) {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = file ?? path.join("bench-results", `${prefix}-${stamp}.json`);
  const dir = path.dirname(target);
  mkdirSync(dir, { recursive: true });
  if (path.resolve(dir) === path.resolve("bench-results")) {
    writeFileSync(path.join(dir, ".gitignore"), "*\n");
  }
  const { format, resolveConfig } = await import("prettier");
  const options = { ...(await resolveConfig(target)), filepath: target };
  writeFileSync(target, await format(JSON.stringify(data), options));
  return target;
}

/** A plain text table: the first row is the header, numbers are right-aligned. */
export function table(rows) {
  const text = rows.map((row) => row.map((cell) => String(cell ?? "")));
  const widths = text[0].map((_, i) => Math.max(...text.map((row) => row[i].length)));
  const numeric = text[0].map((_, i) =>
    text.slice(1).every((row) => /^(-?[\d.,]+%?|\d+\/\d+|n\/a)$/.test(row[i])),
  );
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ");
  return [line(text[0]), widths.map((w) => "-".repeat(w)).join("  "), ...text.slice(1).map(line)]
    .map((row) => row.trimEnd())
    .join("\n");
}

/** A figure with `digits` decimals, or "n/a". */
export const fixed = (n, digits = 1) => (n == null ? "n/a" : n.toFixed(digits));

export const kb = (bytes) => (bytes == null ? "n/a" : (bytes / 1024).toFixed(1));
export const mb = (bytes) => (bytes == null ? "n/a" : (bytes / 1024 ** 2).toFixed(0));
