import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { createRenderTurns } from "~/lib/render-turns.server";

/**
 * Something that arrives from outside while renders run, as a request does: a message is delivered in the event
 * loop's poll phase, like a socket's data.
 */
function arrivalFromOutside(onArrival: () => void): () => void {
  const { port1, port2 } = new MessageChannel();
  port2.once("message", () => {
    onArrival();
    port1.close();
  });
  return () => port1.postMessage("request");
}

describe("render turns", () => {
  it("starts renders queued together on turns of their own, so what arrives during one is answered before the next", async () => {
    const takeTurn = createRenderTurns();
    const order: string[] = [];
    const arrive = arrivalFromOutside(() => order.push("cached page"));
    const render = async (name: string) => {
      await takeTurn();
      order.push(name);
      // A request comes in while the first render runs.
      if (name === "render 1") arrive();
    };
    await Promise.all([render("render 1"), render("render 2"), render("render 3")]);
    expect(order).toEqual(["render 1", "cached page", "render 2", "render 3"]);
  });

  // What the first test relies on: a message arrives late enough that renders without turns all run before it.
  it("without turns the same renders run back to back and the request waits for all of them", async () => {
    const order: string[] = [];
    const arrive = arrivalFromOutside(() => order.push("cached page"));
    const render = async (name: string) => {
      await Promise.resolve();
      order.push(name);
      if (name === "render 1") arrive();
    };
    await Promise.all([render("render 1"), render("render 2"), render("render 3")]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["render 1", "render 2", "render 3", "cached page"]);
  });

  it("keeps handing out turns after the queue ran empty", async () => {
    const takeTurn = createRenderTurns();
    await takeTurn();
    const started: number[] = [];
    await Promise.all([1, 2].map((render) => takeTurn().then(() => started.push(render))));
    await takeTurn();
    expect(started).toEqual([1, 2]);
  });
});
