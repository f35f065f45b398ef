import {
  closestCenter,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";

/**
 * Moving a block with the keyboard (decision 061). dnd-kit's own keyboard helpers
 * (`sortableKeyboardCoordinates` with `closestCenter`) lose their way when the blocks differ in
 * height, as an open block's form does: the dragged block, placed over its smaller neighbour,
 * stays closer to its own place than to the neighbour's centre, so `over` never changes and
 * space drops it where it was (dnd-kit issues 137 and 985). Here each arrow moves by one place
 * in the list, and the place is found from where the block would land, not from centres.
 */

/** Where the dragged block's top lands when it takes the place of the block at `index`. */
function landingTop(
  ids: readonly UniqueIdentifier[],
  index: number,
  activeIndex: number,
  height: number,
  rects: ReadonlyMap<UniqueIdentifier, ClientRect>,
): number | undefined {
  const rect = rects.get(ids[index] as UniqueIdentifier);
  if (!rect) return undefined;
  // Below its place its bottom meets the bottom of the block it follows; above, the tops meet.
  return index > activeIndex ? rect.top + rect.height - height : rect.top;
}

/**
 * The keyboard sensor's coordinates: up and down take the next place in `order` (the list's
 * order, which does not change during a drag); left and right do nothing.
 */
export function blockKeyboardCoordinates(
  order: readonly UniqueIdentifier[],
): KeyboardCoordinateGetter {
  return (event, { context: { active, over, collisionRect, droppableRects } }) => {
    const step = event.code === "ArrowDown" ? 1 : event.code === "ArrowUp" ? -1 : 0;
    if (event.code.startsWith("Arrow")) event.preventDefault();
    if (!step || !active || !collisionRect) return undefined;
    const activeIndex = order.indexOf(active.id);
    const from = over ? order.indexOf(over.id) : activeIndex;
    if (activeIndex < 0 || from < 0) return undefined;
    const to = Math.min(order.length - 1, Math.max(0, from + step));
    if (to === from) return undefined;
    const top = landingTop(order, to, activeIndex, collisionRect.height, droppableRects);
    return top === undefined ? undefined : { x: collisionRect.left, y: top };
  };
}

/**
 * Which block the dragged one is over. Dragged by the pointer: the nearest centre, as dnd-kit
 * does. Dragged by the keyboard (no pointer): the place whose landing position is nearest to the
 * dragged block's top, which is exact after each arrow and unique for blocks of any height.
 */
export function blockCollisions(order: readonly UniqueIdentifier[]): CollisionDetection {
  return (args) => {
    if (args.pointerCoordinates) return closestCenter(args);
    const { active, collisionRect, droppableRects, droppableContainers } = args;
    const activeIndex = order.indexOf(active.id);
    if (activeIndex < 0) return closestCenter(args);
    const enabled = new Set(droppableContainers.map((container) => container.id));
    const places = order
      .map((id, index) => {
        const top = landingTop(order, index, activeIndex, collisionRect.height, droppableRects);
        return top === undefined || !enabled.has(id)
          ? null
          : { id, distance: Math.abs(top - collisionRect.top) };
      })
      .filter((place) => place !== null)
      .sort((a, b) => a.distance - b.distance);
    return places.map(({ id, distance }) => ({ id, data: { value: distance } }));
  };
}
