// The list on screen registers itself here so j/k/Enter/e (commands, not components) can reach it.
import type { EntityKind, EntityRef } from '../../commands/types.ts';

export interface ListController {
  kind: EntityKind;
  move(delta: 1 | -1): void;
  open(): void;
  focused(): EntityRef | null;
}

let current: ListController | null = null;

export function registerList(controller: ListController): () => void {
  current = controller;
  return () => {
    if (current === controller) current = null;
  };
}

export function activeList(): ListController | null {
  return current;
}
