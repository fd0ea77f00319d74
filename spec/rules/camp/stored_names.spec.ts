/**
 * Stored missions named as the game names them (issue 19, Deliver 5). ID introduced here:
 *   REAL-stored-mission-name  a mission in progress is listed with the name the upgrade menu gave
 *                             it (direction, "Upgrade Camp", blueprint name, chosen options); one
 *                             whose recipe is no longer loaded as an upgrade ends with
 *                             "<No longer valid construction>"
 */
import { expect } from "chai";
import { allMissions, missionParameters, storedMissionName } from "../../../engine/rules/camp/availability.js";
import { realContentOrSkip } from "../../support/load.js";
import { campReport } from "../../../engine/rules/camp/report.js";
import type { CampState } from "../../../engine/rules/camp/state.js";
import { campContent, founded, ok } from "./support.js";

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
    const report = campReport(c, (w.camps as unknown as Record<string, CampState>)["base"] as CampState) as {
      list: { inProgress: string[]; inProgressNames: string[] }[];
    };
    const center = report.list[0];
    expect(center?.inProgress).to.deep.equal(["faction_base_camp_1"]);
    expect(center?.inProgressNames[0]).to.match(/^\[B\] Upgrade Camp \S/);
    expect(center?.inProgressNames[0]).to.not.contain("No longer valid");
  });

  it("[REAL-stored-mission-name] a parametric mission names its chosen options", () => {
    const c = campContent();
    expect(storedMissionName(c, "center", "faction_base_camp_15", { fbc_tent_cloth: "fbc_palette_canvas" })).to.match(
      /^\[B\] Upgrade Camp .+ \(.+\)$/,
    );
  });

  it("[REAL-stored-mission-name] a mission whose recipe is gone ends with <No longer valid construction>", () => {
    const c = campContent();
    expect(storedMissionName(c, "ne", "faction_base_removed_7", {})).to.equal(
      "[NE] Upgrade Camp faction_base_removed_7 <No longer valid construction>",
    );
  });
});

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
    expect(storedMissionName(c, "ne", m.id, options)).to.equal(
      `[NE] Upgrade Camp ${m.blueprint?.name} (${optionNames.join(", ")})`,
    );
  });
});
