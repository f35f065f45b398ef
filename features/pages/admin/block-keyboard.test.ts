import { describe, expect, it } from "vitest";
import type { ClientRect, CollisionDetection, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { blockCollisions, blockKeyboardCoordinates } from "./block-keyboard";

// A tall open block first (600 px), then two closed ones (60 px), 12 px apart.
const order = ["intro", "cta", "faq"];
const rect = (top: number, height: number): ClientRect => ({
  top,
  height,
  bottom: top + height,
  left: 0,
  right: 800,
  width: 800,
});
const rects = new Map([
  ["intro", rect(100, 600)],
  ["cta", rect(712, 60)],
  ["faq", rect(784, 60)],
]);
const containers = order.map((id) => ({ id }));

type GetterArgs = Parameters<KeyboardCoordinateGetter>[1];
type CollisionArgs = Parameters<CollisionDetection>[0];

function keyboard(code: string, active: string, overId: string | null, top: number) {
  const height = rects.get(active)?.height ?? 0;
  // The two members the getter reads (the tests run in Node, which has no KeyboardEvent).
  const event = {
    code,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
  const context = {
    active: { id: active },
    over: overId ? { id: overId } : null,
    collisionRect: rect(top, height),
    droppableRects: rects,
  } as unknown as GetterArgs["context"];
  const coordinates = blockKeyboardCoordinates(order)(event as unknown as KeyboardEvent, {
    active,
    currentCoordinates: { x: 0, y: top },
    context,
  });
  return { coordinates, prevented: event.defaultPrevented };
}

function overOf(active: string, top: number) {
  const height = rects.get(active)?.height ?? 0;
  const collisions = blockCollisions(order)({
    active: { id: active },
    collisionRect: rect(top, height),
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: null,
  } as unknown as CollisionArgs);
  return collisions[0]?.id;
}

describe("moving a block with the keyboard", () => {
  it("steps one place down from where the block is over, bottoms aligned, and is over it", () => {
    const first = keyboard("ArrowDown", "intro", "intro", 100);
    expect(first.prevented).toBe(true);
    // The tall block's bottom meets the bottom of 'cta': 772 - 600.
    expect(first.coordinates).toEqual({ x: 0, y: 172 });
    expect(overOf("intro", 172)).toBe("cta");

    const second = keyboard("ArrowDown", "intro", "cta", 172);
    expect(second.coordinates).toEqual({ x: 0, y: 244 });
    expect(overOf("intro", 244)).toBe("faq");

    // Nothing below the last place.
    expect(keyboard("ArrowDown", "intro", "faq", 244).coordinates).toBeUndefined();
    // And back up: its own place again.
    expect(keyboard("ArrowUp", "intro", "faq", 244).coordinates).toEqual({ x: 0, y: 172 });
    expect(keyboard("ArrowUp", "intro", "cta", 172).coordinates).toEqual({ x: 0, y: 100 });
    expect(overOf("intro", 100)).toBe("intro");
  });

  it("moves a small block above a tall one by aligning the tops", () => {
    const up = keyboard("ArrowUp", "faq", "faq", 784);
    expect(up.coordinates).toEqual({ x: 0, y: 712 });
    expect(overOf("faq", 712)).toBe("cta");
    const top = keyboard("ArrowUp", "faq", "cta", 712);
    expect(top.coordinates).toEqual({ x: 0, y: 100 });
    expect(overOf("faq", 100)).toBe("intro");
    expect(keyboard("ArrowUp", "faq", "intro", 100).coordinates).toBeUndefined();
  });

  it("leaves left and right alone, but keeps them from scrolling the page", () => {
    const right = keyboard("ArrowRight", "cta", "cta", 712);
    expect(right.coordinates).toBeUndefined();
    expect(right.prevented).toBe(true);
    const letter = keyboard("KeyA", "cta", "cta", 712);
    expect(letter.prevented).toBe(false);
  });

  it("finds the nearest place while the page scrolls between two", () => {
    expect(overOf("intro", 150)).toBe("cta");
    expect(overOf("intro", 120)).toBe("intro");
  });
});
