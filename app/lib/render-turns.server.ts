/**
 * Renders take turns with everything else the server does. A render whose CMS reads are answered from memory runs
 * from its first line to its last without giving the event loop back (each `await` resolves as a microtask), so
 * renders that start together run back to back, and a page from the cache or a static file asked for meanwhile
 * waits for all of them: beside 16 new searches at once, a cached page took 200 ms instead of 4
 * (docs/performance.md). A render waits for a turn of its own before it starts and again before React renders the
 * page, so what arrived meanwhile is answered between two renders.
 */
export function createRenderTurns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function startNext() {
    waiting.shift()?.();
    // An immediate set during the check phase runs on the loop's next turn, after its poll phase took in what arrived.
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
  }

  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
    });
}

/** The server's one queue of turns: page renders (app/lib/page-cache) and React's renders (app/entry.server.tsx). */
export const takeRenderTurn = createRenderTurns();
