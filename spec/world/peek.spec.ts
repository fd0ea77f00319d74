// Reading through immer drafts without drafting (world/peek.ts): what a read sees must always be
// the draft's current value, before and after writes, and plain values pass through unchanged.
import { expect } from "chai";
import { isDraft, produce } from "immer";
import { inDrafts, latest, latestOf } from "../../engine/world/peek.js";

interface State {
  readonly monsters: Readonly<Record<string, { readonly hp: number; readonly pos: { readonly x: number } }>>;
}

const base: State = { monsters: { a: { hp: 10, pos: { x: 1 } }, b: { hp: 20, pos: { x: 2 } } } };

describe("world: reading drafts without drafting (G-8)", () => {
  it("[G-8] latest gives the unchanged base before any write, and the written value after one", () => {
    inDrafts(() =>
      produce(base, (draft) => {
        const before = latest(draft.monsters);
        expect(isDraft(before)).to.equal(false);
        expect(before["a"]?.hp).to.equal(10);
        (draft.monsters["a"] as { hp: number }).hp = 7;
        expect(latest(draft.monsters)["a"]?.hp).to.equal(7);
        expect(latest(latest(draft.monsters)["b"])?.pos.x).to.equal(2);
      }),
    );
  });

  it("[G-8] latestOf keeps following the draft after writes made later in the same step", () => {
    inDrafts(() =>
      produce(base, (draft) => {
        const now = latestOf(draft.monsters);
        expect(now()["b"]?.hp).to.equal(20);
        (draft.monsters["b"] as { hp: number }).hp = 3;
        expect(now()["b"]?.hp).to.equal(3);
        (draft as { monsters: Record<string, { hp: number; pos: { x: number } }> }).monsters["c"] = {
          hp: 1,
          pos: { x: 0 },
        };
        expect(now()["c"]?.hp).to.equal(1);
      }),
    );
  });

  it("[G-8] outside an immer recipe (inDrafts) latest hands a draft back as it is: it only looks inside one", () => {
    produce(base, (draft) => {
      expect(isDraft(latest(draft.monsters))).to.equal(true);
      expect(isDraft(latestOf(draft.monsters)())).to.equal(true);
    });
  });

  it("[G-8] plain values pass through, and reading leaves the result equal to the input", () => {
    expect(latest(base)).to.equal(base);
    expect(latest(5)).to.equal(5);
    expect(latest(null)).to.equal(null);
    const next = produce(base, (draft) => {
      void latest(draft.monsters)["a"]?.pos.x;
    });
    expect(next).to.equal(base);
  });
});
