import { MeasuringStrategy, type MeasuringConfiguration } from "@dnd-kit/core";

/**
 * Droppables measured before a drag starts, not after: with dnd-kit's default (measured once dragging
 * has begun), an arrow key pressed right after Space is lost because no target has a size yet.
 */
export const SORTABLE_MEASURING: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.Always } };
