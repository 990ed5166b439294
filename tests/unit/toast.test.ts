import { expect, it } from "vitest";
import { addToast } from "~/lib/submissions/toast";

const toast = (id: string) => ({ id, title: `Toast ${id}` });

it("shows at most 3 toasts, keeping the newest", () => {
  const shown = ["1", "2", "3", "4"].reduce((list, id) => addToast(list, toast(id)), [] as ReturnType<typeof addToast>);
  expect(shown.map((item) => item.id)).toEqual(["2", "3", "4"]);
});

it("never shows the same toast twice", () => {
  expect(addToast([toast("a"), toast("b")], toast("a")).map((item) => item.id)).toEqual(["b", "a"]);
});
