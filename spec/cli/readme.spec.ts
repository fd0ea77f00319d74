// covers: issue 3 ("a person can write a scenario by hand from the README alone")
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir } from "../support/files.js";

describe("the README's scenario example", function () {
  this.timeout(60000);

  it("[issue3-readme] runs as the README says, next to a copy of our content, and its checks hold", () => {
    const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Running scenarios"));
    const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(example, "the README shows a scenario").to.be.a("string");
    const dir = tempDir("cdda-sim-readme-");
    cpSync(join(PROJECT_ROOT, "content"), join(dir, "content"), { recursive: true });
    writeFileSync(join(dir, "my-fight.json"), example as string);
    const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "run", "my-fight.json"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(r.stderr).to.equal("");
    expect(r.stdout).to.contain("expectation(s) met");
    expect(r.status).to.equal(0);
  });
});
