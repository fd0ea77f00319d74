// covers: STORY-camp-table (issue 19 item 4: the mission list prints as a table in the story)
// New requirement ID:
//   STORY-camp-table  the story tells a camp_missions event as a table: camp facts (food when the camp
//                     tracks it), then per expansion a row per mission with time, kcal and whether it can start
import { expect } from "chai";
import { describeEvent } from "../../engine/cli/story.js";

describe("the story's camp mission table (issue 19 item 4)", () => {
  it("[STORY-camp-table] one row per mission, columns aligned, food and what is missing shown", () => {
    const text = describeEvent(
      {
        type: "rule",
        turn: 0,
        name: "camp_missions",
        data: {
          camp: "base",
          radioRange: 5,
          water: false,
          pantry: false,
          expansionSlots: 0,
          expansions: 0,
          food: 100,
          list: [
            {
              dir: "center",
              type: "faction_base_camp_0",
              upgrades: [
                {
                  name: "[B] Upgrade Camp northeast tent",
                  needs: { time: 10800 },
                  kcal: 1250,
                  canStart: false,
                  missing: ["food: 1250 kcal, the camp has 100"],
                },
                { name: "[B] Upgrade Camp well", needs: { time: 600 }, kcal: 83, canStart: true, missing: [] },
              ],
              inProgressNames: [],
              campMissions: ["Distribute Food"],
              craftable: [],
            },
          ],
        },
      },
      false,
    );
    expect(text?.split("\n")).to.deep.equal([
      "camp_missions: camp base, food 100 kcal, radio range 5, water no, pantry no, expansions 0 of 0",
      "    center (faction_base_camp_0):",
      "      mission                          time  kcal  start",
      "      [B] Upgrade Camp northeast tent  3 h   1250  no: food: 1250 kcal, the camp has 100",
      "      [B] Upgrade Camp well            10 m  83    yes",
      "      camp missions: Distribute Food",
    ]);
  });
});
