/**
 * Tolerant projections (kinds the engine reads only a few members of, decoded on first use) whose
 * copy-from names nothing: found on a real mod (DinoMod's `gator` faction copies a `gator` faction
 * the core data does not define). IDs introduced here:
 *   ROB-tolerant-broken  such an object has no value: its table's readers leave it out, and the
 *                        rules reading the table (faction relations) run on without it
 */
import { expect } from "chai";
import { factionRelation } from "../../engine/mechanics/factions.js";
import { loadInline } from "../support/load.js";

const faction = (body: Record<string, unknown>) => ({ type: "MONSTER_FACTION", ...body });

describe("tolerant objects whose inheritance fails (ROB-tolerant-broken)", () => {
  const loaded = () =>
    loadInline([
      faction({ name: "" }),
      faction({ name: "wolf", hate: ["deer"] }),
      faction({ name: "gator", "copy-from": "gator", by_mood: ["bear"] }),
      faction({ name: "croc", "copy-from": "no_such_faction" }),
    ]);

  it("[ROB-tolerant-broken] the table's values, entries, everyEntry, all and get leave out what failed to inherit", () => {
    const table = loaded().content.monster_faction;
    expect(table.values().map((f) => f.name)).to.deep.equal(["", "wolf"]);
    expect(table.get("gator")).to.equal(undefined);
    expect(table.all("croc")).to.deep.equal([]);
    expect(table.entries().map((e) => e.id)).to.deep.equal(["", "wolf"]);
    expect(table.everyEntry().map((e) => e.id)).to.deep.equal(["", "wolf"]);
  });

  it("[ROB-tolerant-broken] faction relations are worked out without the broken factions", () => {
    const { content } = loaded();
    expect(factionRelation(content, "wolf", "deer")).to.equal("hate");
    // gator failed to load, and no other faction names it: no relation is known.
    expect(factionRelation(content, "wolf", "wolf")).to.equal("friendly");
    expect(factionRelation(content, "gator", "wolf")).to.equal(undefined);
  });
});
