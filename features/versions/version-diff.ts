/**
 * What the panel shows of a comparison (decision 063), computed by the server
 * (version-diff.server.ts). Browser-safe types.
 */

/** A piece of text: kept, added ("Aggiunto") or taken away ("Tolto"). */
export type DiffPart = { change: "same" | "added" | "removed"; text: string };

/** One field that differs: its Italian label and its text diff. */
export type FieldDiff = { field: string; label: string; parts: DiffPart[] };

/** One block of a page that differs: added, removed, moved and/or with fields changed. */
export type BlockDiff = {
  id: string;
  /** The block type's name in the editor ('Domande frequenti'). */
  label: string;
  change: "added" | "removed" | "changed" | "moved";
  /** Positions (from 1) in the version and in the current content, when it is in both. */
  from: number | null;
  to: number | null;
  /** It changed place among the blocks both contents hold (a changed block may move too). */
  moved: boolean;
  fields: FieldDiff[];
};

/** From a version to the current content: the fields, and for pages the blocks, that differ. */
export type ContentDiff = { fields: FieldDiff[]; blocks: BlockDiff[] };
