// Conformance: the real climbing.json loads with zero errors and decodes as the real game reads it.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadReal, REAL_DATA, requireRealData, show } from "../support/load.js";

describe(`conformance: real climbing aids (${REAL_DATA}/climbing.json)`, function () {
  this.timeout(120000);

  requireRealData("climbing conformance");

  const climbingProblems = () =>
    loadReal().problems.filter((p) => p.kind === "climbing_aid" || p.file.endsWith("climbing.json"));

  it("[C-F-id][G-17] (skipped without real data) the file holds 22 objects: 17 aids and 5 abstract templates", () => {
    const raw = JSON.parse(readFileSync(join(REAL_DATA, "climbing.json"), "utf8")) as {
      id?: string;
      abstract?: string;
    }[];
    expect(raw).to.have.length(22);
    expect(raw.filter((o) => typeof o.abstract === "string")).to.have.length(5);
    const aids = loadReal().content.climbing_aid;
    expect(aids.ownSize).to.equal(17);
    for (const o of raw) if (typeof o.id === "string") expect(aids.has(o.id), o.id).to.equal(true);
    for (const o of raw) if (typeof o.abstract === "string") expect(aids.has(o.abstract), o.abstract).to.equal(false);
  });

  it("[C-F-id][X-42] (skipped without real data) loads with zero errors", () => {
    const errors = climbingProblems().filter((p) => p.severity === "error");
    expect(errors, show(errors)).to.have.length(0);
  });

  it("[C-down-hotkey-unique][X-14][X-42] (skipped without real data) warns exactly for the two duplicate deploying hotkey pairs", () => {
    const w = climbingProblems().filter((p) => p.rule === "C-down-hotkey-unique");
    expect(w.map((p) => p.id).sort(), show(w)).to.deep.equal(["ability_VINES3_deploy", "item_aluminum_stepladder"]);
    expect(w.find((p) => p.id === "item_aluminum_stepladder")?.message).to.contain("item_stepladder");
    expect(w.find((p) => p.id === "ability_VINES3_deploy")?.message).to.contain("ability_VINES2_deploy");
  });

  it("[C-cond-special][C-down-deploy-openair] (skipped without real data) gives no other warnings: null and default load silently", () => {
    const others = climbingProblems().filter((p) => p.rule !== "C-down-hotkey-unique");
    expect(others, show(others)).to.have.length(0);
    const aids = loadReal().content.climbing_aid;
    expect(aids.get("null")?.condition).to.deep.include({ type: "special", flag: "null" });
    expect(aids.get("default")?.condition).to.deep.include({ type: "special", flag: "" });
  });

  it("[C-F-copy-from][C-F-slip_chance_mod] (skipped without real data) furn_LADDER has slip_chance_mod -20 and its own menu_text", () => {
    const ladder = loadReal().content.climbing_aid.get("furn_LADDER");
    expect(ladder?.slipChanceMod).to.equal(-20);
    expect(ladder?.down.menuText).to.equal("Climb down %s here.");
    expect(ladder?.down.confirmText).to.equal("Climb down %s?");
    expect(ladder?.condition).to.deep.equal({ type: "ter_furn", flag: "LADDER", uses: undefined, range: 1 });
  });

  it("[C-F-copy-from][E-4a][E-4b] (skipped without real data) item_aluminum_stepladder inherits allow_remaining_height false and easy_climb_back_up from item_stepladder", () => {
    const alu = loadReal().content.climbing_aid.get("item_aluminum_stepladder");
    expect(alu?.down.allowRemainingHeight).to.equal(false);
    expect(alu?.down.easyClimbBackUp).to.equal(1);
    expect(alu?.down.deployFurn).to.equal("f_aluminum_stepladder");
    expect(alu?.down.menuHotkey).to.equal("l");
    expect(alu?.slipChanceMod).to.equal(-20);
  });

  it("[C-down-F-cost][C-cost-default] (skipped without real data) ability_VINES2_deploy costs pain 5, damage 5, kcal 87, thirst 10; WEB_RAPPEL max_height 999", () => {
    const aids = loadReal().content.climbing_aid;
    expect(aids.get("ability_VINES2_deploy")?.down.cost).to.deep.equal({ kcal: 87, thirst: 10, pain: 5, damage: 5 });
    expect(aids.get("ability_WEB_RAPPEL")?.down.maxHeight).to.equal(999);
    expect(aids.get("ability_WEB_RAPPEL")?.down.cost).to.deep.equal({ kcal: 87, thirst: 10, pain: 0, damage: 0 });
    expect(aids.get("item_grapnel")?.condition.uses).to.equal(1);
  });
});
