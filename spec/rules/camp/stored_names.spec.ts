/**
 * Stored missions named as the game names them (issue 19, Deliver 5). ID introduced here:
 *   REAL-stored-mission-name  a mission in progress is listed with the name the upgrade menu gave
 *                             it (direction, "Upgrade Camp", blueprint name, chosen options); one
 *                             whose recipe is no longer loaded as an upgrade, or that its
 *                             expansion no longer offers, ends with "<No longer valid construction>"
 */
import { expect } from "chai";
import { allMissions, missionParameters, storedMissionName } from "../../../engine/rules/camp/availability.js";
import { realContentOrSkip } from "../../support/load.js";
import { campReport } from "../../../engine/rules/camp/report.js";
import type { CampState, ExpansionState } from "../../../engine/rules/camp/state.js";
import { campContent, center, founded, ok } from "./support.js";

describe("stored missions by name (issue 19)", function () {
  this.timeout(20000);

  it("[REAL-stored-mission-name] a mission in progress is listed with its menu name", () => {
    const c = campContent();
    let w = founded(c);
    w = ok(
      w,
      { type: "camp_start_mission", camp: "base", expansion: "center", mission: "faction_base_camp_1", options: {} },
      c,
    ).world;
    const report = campReport(c, (w.camps as unknown as Record<string, CampState>)["base"] as CampState) as unknown as {
      list: { inProgress: string[]; inProgressNames: string[] }[];
    };
    const center = report.list[0];
    expect(center?.inProgress).to.deep.equal(["faction_base_camp_1"]);
    expect(center?.inProgressNames[0]).to.match(/^\[B\] Upgrade Camp \S/);
    expect(center?.inProgressNames[0]).to.not.contain("No longer valid");
  });

  it("[REAL-stored-mission-name] a parametric mission names its chosen options", () => {
    const c = campContent();
    const m = allMissions(c).find((r) => r.id === "faction_base_camp_15");
    if (!m?.blueprint) throw new Error("no faction_base_camp_15");
    expect(
      storedMissionName(c, offering(center(founded(c)), m.blueprint.requires), m.id, {
        fbc_tent_cloth: "fbc_palette_canvas",
      }),
    ).to.match(/^\[B\] Upgrade Camp .+ \(.+\)$/);
  });

  it("[REAL-stored-mission-name] a mission whose recipe is gone ends with <No longer valid construction>", () => {
    const c = campContent();
    const ne: ExpansionState = { ...center(founded(c)), dir: "ne" };
    expect(storedMissionName(c, ne, "faction_base_removed_7", {})).to.equal(
      "[NE] Upgrade Camp faction_base_removed_7 <No longer valid construction>",
    );
  });

  it("[REAL-stored-mission-name] a loaded mission the expansion no longer offers keeps its name and ends with <No longer valid construction>", () => {
    // The game's faction_camp_test: a camp that does not offer a room names that mission with the
    // suffix (basecamp::name_display_of).
    const c = campContent();
    const m = allMissions(c).find((r) => r.id === "faction_base_camp_15");
    if (!m?.blueprint) throw new Error("no faction_base_camp_15");
    const name = storedMissionName(c, center(founded(c)), m.id, { fbc_tent_cloth: "fbc_palette_canvas" });
    expect(name).to.match(/^\[B\] Upgrade Camp .+ \(.+\) <No longer valid construction>$/);
    expect(name).to.contain(m.blueprint.name ?? m.id);
  });
});

/** The expansion with its tally raised to meet `requires` (and nothing in progress or done). */
function offering(
  e: ExpansionState,
  requires: readonly { readonly id: string; readonly amount: number }[],
): ExpansionState {
  const provides: Record<string, number> = { ...e.provides };
  for (const q of requires) provides[q.id] = (provides[q.id] ?? 0) + q.amount;
  return { ...e, provides, completed: [], inProgress: [] };
}

describe("stored missions by name on the real data (issue 19)", function () {
  this.timeout(120000);

  it("[REAL-stored-mission-name] a real parametric mission is named with its blueprint and chosen options", function () {
    const c = realContentOrSkip(this);
    const param = allMissions(c).find((m) => missionParameters(c, m).length > 0);
    expect(param, "a parametric mission in the real data").to.not.equal(undefined);
    const m = param as NonNullable<typeof param>;
    const params = missionParameters(c, m);
    const options = Object.fromEntries(params.map((p) => [p.name, p.options[0]?.id ?? ""]));
    const optionNames = params.map((p) => p.options[0]?.name ?? "");
    if (!m.blueprint) throw new Error("no blueprint");
    const ne: ExpansionState = {
      dir: "ne",
      type: "",
      omt: { x: 1, y: -1 },
      terrain: "field",
      provides: Object.fromEntries(m.blueprint.requires.map((q) => [q.id, q.amount])),
      completed: [],
      inProgress: [],
    };
    expect(storedMissionName(c, ne, m.id, options)).to.equal(
      `[NE] Upgrade Camp ${m.blueprint?.name} (${optionNames.join(", ")})`,
    );
  });
});
