/**
 * What a test saw so far (events heard, requests received), and a way to wait until it passes a check: each new item
 * wakes the check, so a test waits for events, never for a duration.
 */
export function observed<Item>() {
  const items: Item[] = [];
  const waiting = new Set<() => void>();
  return {
    items,
    add(item: Item) {
      items.push(item);
      for (const wake of waiting) wake();
    },
    async until(check: (items: Item[]) => boolean): Promise<void> {
      while (!check(items)) await new Promise<void>((resolve) => waiting.add(resolve)).finally(() => waiting.clear());
    },
  };
}
