import { useMemo, useState } from "react";
import { get, useFieldArray, useFormState, type UseFormReturn } from "react-hook-form";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, ChevronDown, GripVertical, Plus, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { Badge } from "#kit/ui/badge";
import { cn } from "#kit/ui/cn";
import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import { blockDefinition } from "../blocks/block-catalog";
import { blockFields } from "../blocks/block-fields";
import { AddBlockDialog } from "./add-block-dialog";
import { blockCollisions, blockKeyboardCoordinates } from "./block-keyboard";
import { BlockFieldControl } from "./block-field-controls";
import { newBlockId, type EditorBlock, type EditorValues } from "./editor-values";

type Form = UseFormReturn<EditorValues>;

const labelOf = (block: EditorBlock) => blockDefinition(block.type)?.label ?? block.type;
const summaryOf = (block: EditorBlock) => {
  const title = block.data.title;
  return typeof title === "string" ? title : "";
};

/**
 * What the screen reader hears while a block is dragged (dnd-kit's live region), in Italian.
 * dnd-kit reports the block over its own place just after it is picked up, which would talk
 * over the pick-up's sentence: the place last announced is remembered and not said again.
 */
function blockAnnouncements(blocks: readonly EditorBlock[]): Announcements {
  const ids = blocks.map((block) => block.id);
  const count = blocks.length;
  let lastOver: UniqueIdentifier | null = null;
  const nameOf = (id: UniqueIdentifier) => {
    const block = blocks[ids.indexOf(String(id))];
    return block ? `«${labelOf(block)}»` : "";
  };
  const place = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Hai preso il blocco ${nameOf(active.id)}, in posizione ${place(active.id)} di ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over
        ? `Il blocco ${nameOf(active.id)} andrà in posizione ${place(over.id)} di ${count}.`
        : `Il blocco ${nameOf(active.id)} non è sopra l'elenco dei blocchi.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `Hai lasciato il blocco ${nameOf(active.id)} in posizione ${place(over.id)} di ${count}.`
        : `Hai lasciato il blocco ${nameOf(active.id)} al suo posto, in posizione ${place(active.id)} di ${count}.`,
    onDragCancel: ({ active }) =>
      `Spostamento annullato: il blocco ${nameOf(active.id)} resta in posizione ${place(active.id)} di ${count}.`,
  };
}

/**
 * The page's blocks (decision 059): added from the catalogue, removed after a question, moved
 * by dragging (pointer or keyboard: space, arrows, space) or by Su/Giù; each opens on its form.
 */
export function BlockList({
  form,
  onUploading,
}: {
  form: Form;
  onUploading: (uploading: boolean) => void;
}) {
  const blocks = useFieldArray({ control: form.control, name: "blocks", keyName: "key" });
  const { errors } = useFormState({ control: form.control, name: "blocks" });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const values = form.getValues("blocks");
  // The same list until a block is added, moved or removed, so a drag keeps its announcer.
  const announcements = useMemo(() => blockAnnouncements(values), [values]);
  // The order during a drag: the list changes only when a block is dropped.
  const order = blocks.fields.map((block) => block.id);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: blockKeyboardCoordinates(order) }),
  );
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    blocks.move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  const add = (type: string) => {
    const definition = blockDefinition(type);
    if (!definition) return;
    const id = newBlockId(values.map((block) => block.id));
    blocks.append({ id, type, data: definition.create() as Record<string, unknown> });
    setOpen((current) => new Set(current).add(id));
    setAdding(false);
  };
  const removed = removing === null ? null : values[removing];

  return (
    <section aria-labelledby="page-blocks-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="page-blocks-title" className="text-lg font-bold text-slate-900">
          Blocchi
        </h3>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Icon node={Plus} className="size-4" />
          Aggiungi un blocco
        </Button>
      </div>
      {blocks.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          La pagina non ha ancora blocchi: aggiungi per primo l'«Intestazione della pagina».
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={blockCollisions(order)}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "Per spostare un blocco premi spazio, poi le frecce su e giù, e spazio di nuovo per lasciarlo; Esc annulla.",
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-3">
            {blocks.fields.map((block, index) => (
              <SortableBlock
                key={block.key}
                block={values[index] ?? block}
                index={index}
                count={blocks.fields.length}
                open={open.has(block.id) || Boolean(get(errors, `blocks.${index}`))}
                invalid={Boolean(get(errors, `blocks.${index}`))}
                onToggle={() => toggle(block.id)}
                onMove={(to) => blocks.move(index, to)}
                onRemove={() => setRemoving(index)}
              >
                <BlockForm form={form} index={index} block={block} onUploading={onUploading} />
              </SortableBlock>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {adding ? <AddBlockDialog onClose={() => setAdding(false)} onAdd={add} /> : null}
      <ConfirmActionDialog
        open={removed !== undefined && removed !== null}
        onOpenChange={(next) => (next ? undefined : setRemoving(null))}
        title="Rimuovere il blocco?"
        description={
          removed
            ? `Il blocco «${labelOf(removed)}»${summaryOf(removed) ? ` "${summaryOf(removed)}"` : ""} sarà tolto dalla pagina. Finché non salvi, puoi ancora uscire senza salvare.`
            : ""
        }
        confirmLabel="Rimuovi il blocco"
        pendingLabel="Rimozione..."
        icon={Trash2}
        variant="destructive"
        pending={false}
        onConfirm={() => {
          if (removing !== null) blocks.remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}

type SortableProps = {
  block: EditorBlock;
  index: number;
  count: number;
  open: boolean;
  invalid: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: React.ReactNode;
};

function SortableBlock({
  block,
  index,
  count,
  open,
  invalid,
  onToggle,
  onMove,
  onRemove,
  children,
}: SortableProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    attributes: { roleDescription: "blocco spostabile" },
  });
  const definition = blockDefinition(block.type);
  const parsed = definition?.schema.safeParse(block.data);
  const label = labelOf(block);
  const what = `blocco ${index + 1}, «${label}»`;
  const bodyId = `block-body-${block.id}`;
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
      className={cn(
        "rounded-xl border bg-white shadow-sm",
        invalid ? "border-red-600" : "border-slate-200",
        isDragging && "relative z-10 shadow-lg",
      )}
      data-testid="page-block"
    >
      <div className="flex flex-wrap items-center gap-2 p-3">
        <button
          type="button"
          className="inline-flex size-9 cursor-grab items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          {...attributes}
          {...listeners}
          aria-label={`Trascina per spostare il ${what}`}
        >
          <Icon node={GripVertical} className="size-5" />
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          className="flex min-h-9 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Icon
            node={ChevronDown}
            className={cn("size-4 shrink-0 transition", open && "rotate-180")}
          />
          <span className="font-semibold text-slate-900">
            {index + 1}. {label}
          </span>
          <span className="truncate text-sm text-slate-600">{summaryOf(block)}</span>
        </button>
        {invalid ? <Badge tone="danger">Da correggere</Badge> : null}
        {!invalid && parsed && !parsed.success ? <Badge tone="warning">Incompleto</Badge> : null}
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <Icon node={ArrowUp} className="size-4" />
            Su<span className="sr-only"> ({what})</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <Icon node={ArrowDown} className="size-4" />
            Giù<span className="sr-only"> ({what})</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={onRemove}
          >
            <Icon node={Trash2} className="size-4" />
            Rimuovi<span className="sr-only"> ({what})</span>
          </Button>
        </div>
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-slate-200 p-4">
        {open ? children : null}
      </div>
    </li>
  );
}

/** The form of one block, built from its type's schema and labels. */
function BlockForm({
  form,
  index,
  block,
  onUploading,
}: {
  form: Form;
  index: number;
  block: EditorBlock;
  onUploading: (uploading: boolean) => void;
}) {
  const definition = blockDefinition(block.type);
  if (!definition) {
    return (
      <p role="alert" className="text-red-800">
        Questo tipo di blocco non esiste più: il sito non lo mostra. Rimuovilo dalla pagina.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{definition.description}</p>
      {blockFields(definition.schema).map((field) => (
        <BlockFieldControl
          key={field.key}
          field={field}
          name={`blocks.${index}.data.${field.key}`}
          labels={definition.fields}
          control={form.control}
          onUploading={onUploading}
        />
      ))}
    </div>
  );
}
