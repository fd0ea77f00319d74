/**
 * `cdda-sim show`'s attack odds count the blows that land (engine/cli/show_fight.ts). ID introduced
 * here:
 *   MOD-show-fight-landed  a blow that lands without damage (a grab, a blow armour stops) counts as
 *                          a hit in show's odds: the real mon_zombie_brute's grab, which lands most
 *                          times and never hurts, showed 0 % hit
 */
import { expect } from "chai";
import { join } from "node:path";
import { measureFight } from "../../engine/cli/show_fight.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";

describe("show's attack odds (MOD-show-fight-landed)", function () {
  this.timeout(60_000);
  it("[MOD-show-fight-landed][MOD-show-fight] a grab that never hurts lands in most tries, and its damage per landed blow is 0", () => {
    const { content, errors } = loadInline(
      {
        "content.json": [
          {
            type: "MONSTER",
            id: "t_hugger",
            name: "hugger",
            description: "x",
            hp: 100,
            speed: 100,
            symbol: "h",
            color: "red",
            flags: ["SEES", "HEARS"],
            special_attacks: [
              {
                type: "monster_attack",
                attack_type: "melee",
                id: "t_hug",
                cooldown: 1,
                dodgeable: false,
                blockable: false,
                damage_max_instance: [],
              },
            ],
          },
        ],
      },
      { base: [join(PROJECT_ROOT, "content", "base")] },
    );
    expect(errors()).to.deep.equal([]);
    const figures = measureFight(content, "t_hugger", 3, 10);
    if (typeof figures === "string") throw new Error(figures);
    const hug = figures.attacks.find((a) => a.attack === "t_hug");
    expect(hug?.tries).to.be.greaterThan(0);
    expect(hug?.hits, "an undodgeable blow with no damage lands every time").to.equal(hug?.tries);
    expect(hug?.damage).to.equal(0);
  });
});
