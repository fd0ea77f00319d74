// covers: D3-msg-rules
// The placeholders of attack messages, filled as the pattern /%(\d)\$s|%s|%d/g reads them (issue 37
// replaced the regular expression with a scan: these cases pin what the pattern did).
import { expect } from "chai";
import { format } from "../../../engine/rules/monsters/text.js";

describe("monster message texts", () => {
  it("[D3-msg-rules] positional %N$s take their argument; %s and %d the next one in turn", () => {
    expect(format("%2$s bites %1$s", ["you", "The hound"])).to.equal("The hound bites you");
    expect(format("%s bites %s for %d", ["The hound", "you", "3"])).to.equal("The hound bites you for 3");
    expect(format("%1$s and %s, %s", ["a", "b"])).to.equal("a and a, b");
  });

  it("[D3-msg-rules] missing arguments and unknown placeholders", () => {
    expect(format("%s hits %3$s", ["x"])).to.equal("x hits ");
    expect(format("%0$s|%9$s|%1$d|%$s|100%", ["a"])).to.equal("||%1$d|%$s|100%");
    expect(format("%%s%", ["a"])).to.equal("%a%");
    expect(format("no placeholder", ["a"])).to.equal("no placeholder");
  });

  it("[D3-msg-rules] arguments are put in as they are; <npcname> is the target's name", () => {
    expect(format("%s", ["$& and $1"])).to.equal("$& and $1");
    expect(format("%s grabs <npcname>, <npcname>!", ["The hound"], "Ann")).to.equal("The hound grabs Ann, Ann!");
    expect(format("<npcname>", [], undefined)).to.equal("<npcname>");
  });
});
