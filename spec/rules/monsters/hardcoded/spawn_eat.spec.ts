// covers: D2-BREATHE, D2-CALLBLOBS, D2-FORMBLOB, D2-FORMBLOB-empty, D2-FORMBLOB-character, D2-FORMBLOB-friendly, D2-FORMBLOB-convert, D2-FORMBLOB-shrink, D2-DARKMAN, D2-LEECH_SPAWNER, D2-TRIFFID_HEARTBEAT, D2-GROW_VINE, D2-DERMATIK, D2-JACKSON, D2-RESURRECT, D2-ABSORB_ITEMS, D2-ABSORB_ITEMS-F-absorb_move_cost_per_ml, D2-ABSORB_ITEMS-F-absorb_move_cost_min, D2-ABSORB_ITEMS-F-absorb_move_cost_max, D2-ABSORB_ITEMS-F-absorb_ml_per_hp, D2-ABSORB_ITEMS-F-absorb_materials, D2-SPLIT, D2-ABSORB_MEAT, D2-EAT_CARRION, D2-EAT_CROP, D2-EAT_FOOD, D2-EAT_FOOD-exclusions, D2-ZOMBIE_FUSE
import { expect } from "chai";
import { tick } from "../../../../engine/step/step.js";
import { absorbMoveCost, meatLimit } from "../../../../engine/rules/monsters/hardcoded/eaters.js";
import {
  arena,
  bestiary,
  corpse,
  edit,
  hasEffect,
  hit,
  living,
  of,
  P,
  putItems,
  ruleNamed,
  setTer,
  tile,
  until,
} from "./support.js";
import { ABSORB_DEFAULTS } from "../../../support/monsters.js";

/**
 * A blob brain at (x, 5) calls the three small blobs standing in a column two tiles east of it,
 * from row `top` down: the call and its callblobs event.
 */
function callBlobs(x: number, top: number) {
  const w = arena([
    { type: "mon_blob_brain", id: "m", pos: P(x, 5) },
    ...[0, 1, 2].map((i) => ({ type: "mon_blob_small", id: `b${i + 1}`, pos: P(x + 2, top + i) })),
  ]);
  const called = hit(w, "m", "CALLBLOBS");
  return { called, e: ruleNamed(called.events, "callblobs")[0] };
}

describe("hardcoded attacks: spawners (D2)", () => {
  it("[D2-BREATHE] a breather appears on an adjacent free tile", () => {
    const w = arena([{ type: "mon_breather_hub", id: "m", pos: P(8, 5) }]);
    const r = hit(w, "m", "BREATHE");
    expect(living(r.world)).to.have.length(2);
    expect(of(r.events, "spawned")[0]?.monster).to.equal("mon_breather");
  });
  it("[D2-CALLBLOBS] 3 blobs: 2 guard, 1 targets the player", () => {
    const { called: r, e } = callBlobs(8, 3);
    expect(e?.data["guarding"]).to.have.length(2);
    expect(e?.data["attacking"]).to.have.length(1);
    const attacker = (e!.data["attacking"] as string[])[0] as string;
    expect(r.world.monsters[attacker]?.target).to.equal("you");
  });
  it("[D2-CALLBLOBS] the guards keep by the brain while the attacker goes for the survivor", () => {
    const { called, e } = callBlobs(14, 4);
    // The brain is held in place (walls around it) so that the slow guards (speed 50) can keep up.
    const held = edit(called.world, (d) => {
      for (const [x, y] of [
        [13, 4],
        [13, 5],
        [13, 6],
      ] as const)
        (d.map.levels[0]!.rows[y]![x] as { ter: string }).ter = "t_wall";
    });
    const later = tick(held, bestiary(), 12).world;
    const brain = later.monsters["m"]?.pos;
    expect(e).to.not.equal(undefined);
    const attacker = ((e?.data["attacking"] ?? []) as string[])[0] as string;
    for (const g of (e?.data["guarding"] ?? []) as string[]) {
      const p = later.monsters[g]?.pos;
      expect(
        Math.max(Math.abs((p?.x ?? 99) - (brain?.x ?? 0)), Math.abs((p?.y ?? 99) - (brain?.y ?? 0))),
        g,
      ).to.be.at.most(1);
    }
    // The attacker went round the wall after the survivor.
    expect(later.monsters[attacker]?.pos.x).to.be.below(16);
  });
  it("[D2-FORMBLOB] the speed FORMBLOB adds is the slime's own: a small slime sped up by 50 walks twice as far", () => {
    const plain = arena([{ type: "mon_blob_small", id: "s", pos: P(14, 5) }]);
    const fast = edit(plain, (d) => {
      const s = d.monsters["s"];
      if (s) s.vars = { speed_bonus: 50 };
    });
    const dx = (w: typeof plain) => 14 - (tick(w, bestiary(), 6).world.monsters["s"]?.pos.x ?? 14);
    expect(dx(plain)).to.equal(3);
    expect(dx(fast)).to.equal(6);
  });
  it("[D2-FORMBLOB][D2-FORMBLOB-empty] an empty tile spawns a small slime", () => {
    const r = hit(arena([{ type: "mon_blob", id: "m", pos: P(8, 5) }]), "m", "FORMBLOB");
    expect(of(r.events, "spawned")[0]?.monster).to.equal("mon_blob_small");
  });
  it("[D2-FORMBLOB-character] a player next to it gets slimed", () => {
    const w = arena([{ type: "mon_blob", id: "m", pos: P(3, 5) }]);
    const r = until(w, "m", "FORMBLOB", (x) => hasEffect(x.world, "you", "slimed"));
    expect(ruleNamed(r.events, "formblob")[0]?.data["did"]).to.equal("slimed");
  });
  it("[D2-FORMBLOB-friendly] a friendly slime is sped up; a brain slime is healed", () => {
    const rows = (w: ReturnType<typeof arena>) =>
      edit(w, (d) => {
        for (let x = 1; x < 21; x++)
          for (const y of [1, 2, 3, 5, 6, 7, 8, 9]) (d.map.levels[0]!.rows[y]![x] as { ter: string }).ter = "t_wall";
      });
    const sped = until(
      rows(
        arena([
          { type: "mon_blob", id: "m", pos: P(8, 4) },
          { type: "mon_blob_small", id: "s", pos: P(9, 4) },
        ]),
      ),
      "m",
      "FORMBLOB",
      (x) => ruleNamed(x.events, "sped_up").length > 0,
    );
    expect(sped.world.monsters["s"]?.vars?.["speed_bonus"]).to.equal(5);
    const hurt = edit(
      rows(
        arena([
          { type: "mon_blob", id: "m", pos: P(8, 4) },
          { type: "mon_blob_brain", id: "b", pos: P(9, 4) },
        ]),
      ),
      (d) => {
        d.monsters["b"]!.hp = 20;
      },
    );
    const healed = until(hurt, "m", "FORMBLOB", (x) => ruleNamed(x.events, "healed").length > 0);
    expect(healed.world.monsters["b"]?.hp).to.be.greaterThan(20);
  });
  it("[D2-FORMBLOB-convert] a non-friendly flesh monster that is not huge becomes a slime", () => {
    const w = arena([
      { type: "mon_blob", id: "m", pos: P(8, 5) },
      { type: "sim_hc_howl", id: "v", pos: P(9, 5), attitude: "neutral" },
    ]);
    const r = until(w, "m", "FORMBLOB", (x) => x.world.monsters["v"]?.type === "mon_blob_small");
    expect(ruleNamed(r.events, "formblob")[0]?.data["did"]).to.equal("converted");
  });
  it("[D2-FORMBLOB-shrink] below the speed threshold it shrinks into a smaller blob; above it does not", () => {
    const w = arena([{ type: "mon_blob", id: "m", pos: P(8, 5) }]);
    expect(hit(w, "m", "FORMBLOB").world.monsters["m"]?.type, "speed 70 − 15 = 55 ≥ 50").to.equal("mon_blob");
    const slow = edit(w, (d) => {
      d.monsters["m"]!.vars = { speed_bonus: -10 };
    });
    expect(hit(slow, "m", "FORMBLOB").world.monsters["m"]?.type, "speed 60 − 15 = 45 < 50").to.equal("mon_blob_small");
  });
  it("[D2-DARKMAN] a darkness effect, and with a successful roll a wraith appears", () => {
    const w = arena([{ type: "sim_hc_darkman", id: "m", pos: P(8, 5) }]);
    const r = until(w, "m", "DARKMAN", (x) => of(x.events, "spawned").some((e) => e.monster === "mon_shadow"));
    expect(hasEffect(r.world, "you", "darkness")).to.equal(true);
  });
  it("[D2-LEECH_SPAWNER] spawns root runners or drones; the upgrade into a stalk with a successful roll", () => {
    const w = arena([{ type: "mon_leech_blossom", id: "m", pos: P(8, 5) }]);
    const r = hit(w, "m", "LEECH_SPAWNER");
    expect(of(r.events, "spawned").length).to.be.greaterThan(0);
    expect(
      of(r.events, "spawned").every((e) => ["mon_leech_root_runner", "mon_leech_root_drone"].includes(e.monster)),
    ).to.equal(true);
    const up = until(w, "m", "LEECH_SPAWNER", (x) => x.world.monsters["m"]?.type === "mon_leech_stalk", 1000);
    expect(up.world.monsters["m"]?.type).to.equal("mon_leech_stalk");
  });
  it("[D2-TRIFFID_HEARTBEAT] root walls grow, then crumble when the player is close; the monster count rises", () => {
    const w = arena([{ type: "sim_hc_triffid_heartbeat", id: "m", pos: P(10, 5) }], { pos: P(19, 5) });
    const grow = until(w, "m", "TRIFFID_HEARTBEAT", (x) =>
      of(x.events, "tile_changed").some((e) => e.terrain?.to === "t_root_wall"),
    );
    expect(living(grow.world).length).to.be.greaterThan(1);
    const near = setTer(arena([{ type: "sim_hc_triffid_heartbeat", id: "m", pos: P(5, 5) }]), P(6, 6), "t_root_wall");
    const r = hit(near, "m", "TRIFFID_HEARTBEAT");
    expect(tile(r.world, P(6, 6))?.ter).to.equal("t_dirt");
  });
  it("[D2-GROW_VINE] a vine monster appears", () => {
    const r = hit(arena([{ type: "mon_creeper_hub", id: "m", pos: P(8, 5) }]), "m", "GROW_VINE");
    expect(of(r.events, "spawned")[0]?.monster).to.equal("mon_creeper_vine");
  });
  it("[D2-DERMATIK] a successful attempt adds a parasite effect", () => {
    until(arena([{ type: "sim_hc_dermatik", id: "m", pos: P(3, 5) }]), "m", "DERMATIK", (x) =>
      hasEffect(x.world, "you", "dermatik"),
    );
  });
  it("[D2-JACKSON] zombies nearby become dancers, and turn back when it dies", () => {
    let w = arena([
      { type: "sim_hc_jackson", id: "m", pos: P(10, 5), attitude: "neutral" },
      { type: "sim_hc_zombie", id: "z", pos: P(11, 5), attitude: "neutral" },
    ]);
    w = hit(w, "m", "JACKSON").world;
    expect(w.monsters["z"]?.type).to.equal("mon_zombie_dancer");
    w = edit(w, (d) => {
      d.monsters["m"]!.dead = true;
    });
    w = tick(w, bestiary(), 1).world;
    expect(w.monsters["z"]?.type).to.equal("sim_hc_zombie");
  });
  it("[D2-RESURRECT] a corpse nearby becomes a monster", () => {
    const w = corpse(
      arena([
        { type: "sim_hc_resurrect", id: "m", pos: P(10, 5) },
        { type: "sim_hc_zombie", id: "z", pos: P(12, 5) },
      ]),
      "z",
      0,
    );
    const r = hit(w, "m", "RESURRECT");
    expect(r.world.monsters["z"]?.dead).to.equal(undefined);
    expect(r.world.monsters["z"]?.hp).to.equal(40);
  });
});

describe("hardcoded attacks: eaters (D2)", () => {
  const absorber = (items: { id: string; count: number }[]) =>
    putItems(arena([{ type: "sim_hc_absorb_items", id: "m", pos: P(8, 5) }]), P(8, 5), items);
  it("[D2-ABSORB_ITEMS] a 500 ml item gives +2 HP and is gone; [D2-ABSORB_ITEMS-F-absorb_ml_per_hp] 250 ml: +1", () => {
    const r = hit(absorber([{ id: "sim_paper_pile", count: 1 }]), "m", "ABSORB_ITEMS");
    expect(r.world.monsters["m"]?.hp).to.equal(32);
    expect(tile(r.world, P(8, 5))?.items).to.equal(undefined);
    expect(hit(absorber([{ id: "sim_meat_scrap", count: 1 }]), "m", "ABSORB_ITEMS").world.monsters["m"]?.hp).to.equal(
      31,
    );
  });
  it("[D2-ABSORB_ITEMS-F-absorb_move_cost_per_ml][D2-ABSORB_ITEMS-F-absorb_move_cost_min][D2-ABSORB_ITEMS-F-absorb_move_cost_max] the cost: 1000 ml 25, 10 ml 1, 100 000 ml 500 with max 500 and 2500 without", () => {
    expect(absorbMoveCost(ABSORB_DEFAULTS, 1000)).to.equal(25);
    expect(absorbMoveCost(ABSORB_DEFAULTS, 10)).to.equal(1);
    expect(absorbMoveCost({ ...ABSORB_DEFAULTS, moveCostMax: 500 }, 100000)).to.equal(500);
    expect(absorbMoveCost(ABSORB_DEFAULTS, 100000)).to.equal(2500);
    expect(hit(absorber([{ id: "sim_plank", count: 1 }]), "m", "ABSORB_ITEMS").world.monsters["m"]?.moves).to.equal(
      -25,
    );
  });
  it("[D2-ABSORB_ITEMS-F-absorb_materials] a steel item is not absorbed by a monster that lists other materials", () => {
    const r = hit(absorber([{ id: "sim_steel_pipe", count: 1 }]), "m", "ABSORB_ITEMS");
    expect(r.value).to.equal(false);
    expect(tile(r.world, P(8, 5))?.items).to.have.length(1);
  });
  it("[D2-SPLIT] HP 2×max gives a copy next to it and loses max HP; just below gives none", () => {
    const at = (hp: number) =>
      edit(arena([{ type: "sim_hc_absorb_items", id: "m", pos: P(8, 5) }]), (d) => {
        d.monsters["m"]!.hp = hp;
      });
    const r = hit(at(60), "m", "SPLIT");
    expect(of(r.events, "spawned")[0]?.monster).to.equal("sim_hc_absorb_items");
    expect(r.world.monsters["m"]?.hp).to.equal(30);
    expect(hit(at(59), "m", "SPLIT").value).to.equal(false);
  });
  it("[D2-ABSORB_MEAT] a small meat item is absorbed and HP rises; one over the limit is not", () => {
    expect(meatLimit(62000)).to.be.below(meatLimit(200000));
    const w = edit(arena([{ type: "sim_hc_absorb_meat", id: "m", pos: P(8, 5) }]), (d) => {
      d.monsters["m"]!.hp = 10;
    });
    const r = hit(putItems(w, P(9, 5), [{ id: "sim_meat_scrap", count: 1 }]), "m", "ABSORB_MEAT");
    expect(r.world.monsters["m"]?.hp).to.be.greaterThan(10);
    expect(tile(r.world, P(9, 5))?.items).to.equal(undefined);
    expect(hit(putItems(w, P(9, 5), [{ id: "sim_meat_side", count: 1 }]), "m", "ABSORB_MEAT").value).to.equal(false);
  });
  it("[D2-EAT_CARRION] the corpse is damaged; the stomach fills only with EATS", () => {
    const carrion = (type: string) =>
      corpse(
        arena([
          { type, id: "m", pos: P(8, 5) },
          { type: "sim_hc_zombie", id: "z", pos: P(9, 5) },
        ]),
        "z",
      );
    const r = hit(carrion("sim_hc_eat_carrion"), "m", "EAT_CARRION");
    expect(r.world.monsters["z"]?.vars?.["corpse_damage"]).to.equal(1);
    expect(r.world.monsters["m"]?.vars?.["stomach"]).to.be.greaterThan(0);
    const plain = hit(carrion("sim_hc_nibbler"), "m", "EAT_CARRION");
    expect(plain.world.monsters["z"]?.vars?.["corpse_damage"]).to.equal(1);
    expect(plain.world.monsters["m"]?.vars?.["stomach"]).to.equal(undefined);
  });
  it("[D2-EAT_CROP] the crop furniture is removed", () => {
    const w = setTer(
      arena([{ type: "sim_hc_eat_crop", id: "m", pos: P(8, 5) }]),
      P(9, 5),
      "t_floor",
      "f_plant_sim_crop",
    );
    const r = hit(w, "m", "EAT_CROP");
    expect(tile(r.world, P(9, 5))?.furn).to.equal(undefined);
  });
  it("[D2-EAT_FOOD] the food is gone and the stomach fills; [D2-EAT_FOOD-exclusions] fun −21 and its own egg remain", () => {
    const w = arena([{ type: "sim_hc_eat_food", id: "m", pos: P(8, 5) }]);
    const r = hit(putItems(w, P(9, 5), [{ id: "sim_jerky", count: 1 }]), "m", "EAT_FOOD");
    expect(tile(r.world, P(9, 5))?.items).to.equal(undefined);
    expect(r.world.monsters["m"]?.vars?.["stomach"]).to.equal(300);
    const left = hit(
      putItems(w, P(9, 5), [
        { id: "sim_rotten_mush", count: 1 },
        { id: "sim_gnawer_egg", count: 1 },
      ]),
      "m",
      "EAT_FOOD",
    );
    expect(left.value).to.equal(false);
    expect(tile(left.world, P(9, 5))?.items).to.have.length(2);
  });
  it("[D2-ZOMBIE_FUSE] it absorbs and heals; a second fuse within 10 days fails, one after can succeed", () => {
    const w = arena([
      { type: "sim_hc_zombie_fuse", id: "m", pos: P(8, 5) },
      { type: "sim_hc_zombie", id: "a", pos: P(9, 5) },
      { type: "sim_hc_zombie", id: "b", pos: P(7, 5) },
    ]);
    const r = hit(w, "m", "ZOMBIE_FUSE");
    expect(r.world.monsters["m"]?.hp).to.equal(80);
    expect(living(r.world)).to.have.length(2);
    expect(hit(r.world, "m", "ZOMBIE_FUSE").value).to.equal(false);
    const aged = edit(r.world, (d) => {
      d.monsters["m"]!.effects = d.monsters["m"]!.effects.filter((e) => e.id !== "grown_of_fuse");
    });
    expect(hit(aged, "m", "ZOMBIE_FUSE").value, "after the 10 days ran out").to.equal(true);
  });
});
