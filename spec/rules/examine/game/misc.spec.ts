/**
 * The real game's "misc" examine actions (issue 19 item 3; src/iexamine.cpp), on our own content
 * (content/examine/misc.json) and, where the real data is present, on the game's own objects.
 * IDs introduced here (behaviour beyond the specification, from the real game):
 *   REAL-examine-ledge               a ledge's menu: climb down through the climbing area's menu
 *                                    (default), jump across, or step back
 *   REAL-examine-sign                a sign's message is read; a writing tool writes a new one
 *   REAL-examine-curtains            curtains: peek while closed, tear down (curtain_transform and
 *                                    the rod's items); from outside, a locked object
 *   REAL-examine-door_peephole       peek through the peephole or open the door from inside;
 *                                    from outside, a door opened only from inside is a locked object
 *   REAL-examine-vending             buying a vending machine's items with cash card money
 *   REAL-examine-atm                 the bank account: buy a card, deposit, withdraw, combine cards
 *   REAL-examine-pay_gas             the fuel console: buy fuel onto the selected pump, choose a
 *                                    pump, refund, hack
 *   REAL-examine-open_safe           an unlocked safe opens
 *   REAL-examine-gunsafe_el          an electronic gun safe is hacked open
 *   REAL-examine-cvdmachine          diamond coating of a steel cutting item for cvd_diamond x volume
 *   REAL-examine-nanofab             a template's item is made on the NANOFAB_TABLE for its requirements
 *   REAL-examine-intercom            the intercom reaches an NPC of its class within 10 tiles
 *                                    (a dialogue event) or nobody
 *   REAL-examine-intercom_balthazar  the same for the Balthazar bunker's NPC class
 *   REAL-examine-cardreader_fp       the Foodplace reader opens to a worn Foodperson mask
 *   REAL-examine-cardreader_robofac  the robot factory reader eats a science card and calls the intercom
 *   REAL-examine-hack                hacking (gun safe, fuel console, face reader): tool, 5 minutes,
 *                                    the game's roll; a failure short-circuits and sounds an alarm
 */
import { expect } from "chai";
import type { ItemStack, Tile, World } from "../../../../engine/world/types.js";
import { hasRealData, loadReal } from "../../../support/load.js";
import { examine, examineOver, inv, messages, ruleEvents, tile, room, world, YOU } from "../support.js";

/** A 5x3 room: you at 1,1 and the tile X at 2,1. */
const you = (w: World) => w.characters["you"] as NonNullable<World["characters"][string]>;
const card = (cents: number) => ({ id: "cash_card", count: 1, charges: cents });

describe("examine: the real game's misc actions (issue 19 item 3)", () => {
  describe("ledge", () => {
    const drop = (extra: object = {}) =>
      world({
        levels: [
          { z: -1, rows: ["######", "#....#", "######"] },
          { z: 0, rows: ["######", "#.L..#", "######"] },
        ],
        legend: { L: { ter: "ex_t_ledge" } },
        you: { pos: YOU },
        ...extra,
      });

    it("[REAL-examine-ledge] by default the climbing menu opens and its only entry climbs down a level", () => {
      const r = examine(drop(), [2, 1]);
      const menus = ruleEvents(r, "climb_menu");
      expect(menus).to.have.length(1);
      expect((menus[0]?.data["entries"] as unknown[] | undefined)?.length).to.equal(1);
      expect(you(r.world).pos).to.deep.include({ x: 2, y: 1, z: -1 });
    });

    it("[REAL-examine-ledge] jump lands two tiles on; too weak, a ledge beyond, or stepping back changes nothing", () => {
      const r = examine(drop(), [2, 1], { option: "jump" });
      expect(you(r.world).pos).to.deep.equal({ x: 3, y: 1, z: 0 });
      const weak = examine(drop({ you: { pos: YOU, stats: { str: 3, dex: 8, int: 8, per: 8 } } }), [2, 1], {
        option: "jump",
      });
      expect(you(weak.world).pos).to.deep.equal(YOU);
      expect(messages(weak)).to.include("You are too weak to jump over an obstacle.");
      const gap = world({
        levels: [
          { z: -1, rows: ["######", "#....#", "######"] },
          { z: 0, rows: ["######", "#.LL.#", "######"] },
        ],
        legend: { L: { ter: "ex_t_ledge" } },
        you: { pos: YOU },
      });
      const g = examine(gap, [2, 1], { option: "jump" });
      expect(you(g.world).pos).to.deep.equal(YOU);
      expect(messages(g)).to.include("You are not going to jump over an obstacle only to fall down.");
      const back = examine(drop(), [2, 1], { option: "nothing" });
      expect(you(back.world).pos).to.deep.equal(YOU);
      expect(messages(back)).to.include("You decided to step back from the ledge.");
    });
  });

  describe("sign", () => {
    const signed = (you: object = {}) =>
      room({ ter: "ex_t_floor", furn: "ex_f_sign", state: { signage: "Keep out" } }, you);

    it("[REAL-examine-sign] the message is read; an illiterate examiner cannot read it", () => {
      const r = examine(signed(), [2, 1]);
      expect(messages(r)).to.include("Keep out");
      expect(ruleEvents(r, "sign_read")).to.have.length(1);
      const blind = examine(signed({ traits: ["ILLITERATE"] }), [2, 1]);
      expect(messages(blind)).to.not.include("Keep out");
      expect(ruleEvents(blind, "sign_read")).to.have.length(0);
    });

    it("[REAL-examine-sign] a charged WRITE_MESSAGE tool overwrites the message: 20 moves a letter, one charge", () => {
      const r = examine(signed({ inventory: [{ id: "ex_marker", count: 1, charges: 3 }] }), [2, 1], {
        option: "Hello",
      });
      expect(tile(r.world, 2, 1).state?.["signage"]).to.equal("Hello");
      expect(you(r.world).moves).to.equal(-100);
      expect(you(r.world).inventory[0]?.charges).to.equal(2);
      const noTool = examine(signed(), [2, 1], { option: "Hello" });
      expect(tile(noTool.world, 2, 1).state?.["signage"]).to.equal("Keep out");
      const declined = examine(signed({ inventory: [{ id: "ex_marker", count: 1, charges: 3 }] }), [2, 1], {
        option: "Hello",
        confirm: false,
      });
      expect(tile(declined.world, 2, 1).state?.["signage"]).to.equal("Keep out");
    });
  });

  describe("curtains", () => {
    it("[REAL-examine-curtains] tearing them down (default) leaves the curtain_transform and the rod's items at your feet", () => {
      const r = examine(room({ ter: "ex_t_curtains" }), [2, 1]);
      expect(tile(r.world, 2, 1).ter).to.equal("ex_t_window_bare");
      expect((tile(r.world, 1, 1).items ?? []).map((s) => `${s.id}x${s.count}`)).to.deep.equal([
        "nailx4",
        "sheetx2",
        "stickx1",
        "string_36x1",
      ]);
      expect(you(r.world).moves).to.equal(-1000);
    });

    it("[REAL-examine-curtains] peeking works only while they are closed and shows who is outside", () => {
      const w = world({
        levels: ["######", "#.C..#", "######"],
        legend: { C: { ter: "ex_t_curtains" } },
        you: { pos: YOU },
        others: [{ id: "stranger", pos: { x: 3, y: 1, z: 0 } }],
      });
      const r = examine(w, [2, 1], { option: "peek" });
      const peek = ruleEvents(r, "peek");
      expect(peek).to.have.length(1);
      expect(peek[0]?.data["characters"]).to.deep.equal(["stranger"]);
      expect(tile(r.world, 2, 1).ter).to.equal("ex_t_curtains");
      const open = examine(room({ ter: "ex_t_window_curtains_open" }), [2, 1], { option: "peek" });
      expect(ruleEvents(open, "peek")).to.have.length(0);
    });

    it("[REAL-examine-curtains] from outside closed curtains are a locked object: a pry bar opens them, bare hands do not", () => {
      const outside = { ".": { ter: "t_grass" } } as const;
      const w = (inventory: ItemStack[]) =>
        world({
          levels: ["#####", "#.X.#", "#####"],
          legend: { ...outside, X: { ter: "ex_t_curtains" } },
          you: { pos: YOU, inventory },
        });
      // Turns pass after each: an action started would be done, its effect seen.
      const bare = examineOver(w([]), [2, 1], { option: "tear" });
      expect(tile(bare.world, 2, 1).ter).to.equal("ex_t_curtains");
      expect(tile(bare.world, 1, 1).items).to.equal(undefined);
      const pried = examineOver(w([{ id: "ex_prybar", count: 1 }]), [2, 1]);
      expect(tile(pried.world, 2, 1).ter).to.equal("ex_t_window_bare");
    });
  });

  describe("door_peephole", () => {
    it("[REAL-examine-door_peephole] from inside: peek (default) or open; from outside the bolted door is a locked object", () => {
      const peek = examine(room({ ter: "ex_t_door_peep" }), [2, 1]);
      expect(ruleEvents(peek, "peek")).to.have.length(1);
      expect(you(peek.world).moves).to.equal(-200);
      expect(tile(peek.world, 2, 1).ter).to.equal("ex_t_door_peep");
      const open = examine(room({ ter: "ex_t_door_peep" }), [2, 1], { option: "open" });
      expect(tile(open.world, 2, 1).ter).to.equal("ex_t_door_peep_open");
      const outside = world({
        levels: ["#####", "#.X.#", "#####"],
        legend: { ".": { ter: "t_grass" }, X: { ter: "ex_t_door_peep" } },
        you: { pos: YOU },
      });
      const o = examine(outside, [2, 1], { option: "open" });
      expect(tile(o.world, 2, 1).ter).to.equal("ex_t_door_peep");
      expect(ruleEvents(o, "peek")).to.have.length(0);
    });
  });

  describe("vending", () => {
    const machine = (cents: number, count = 2) =>
      room(
        { ter: "ex_t_floor", furn: "ex_f_vending", items: [{ id: "ex_soda", count }] },
        { inventory: [card(cents)] },
      );

    it("[REAL-examine-vending] buys at the item's price from the cash card; stops at what the card cannot pay", () => {
      const r = examine(machine(500), [2, 1], { item: "ex_soda", amount: 3 });
      expect(inv(r.world, "ex_soda")).to.equal(2);
      expect(you(r.world).inventory.find((s) => s.id === "cash_card")?.charges).to.equal(100);
      expect(tile(r.world, 2, 1).items).to.equal(undefined);
      expect(messages(r)).to.include("With a beep, the empty vending machine shuts down.");
      expect(you(r.world).moves).to.equal(-500);
      const poor = examine(machine(150), [2, 1], { item: "ex_soda" });
      expect(inv(poor.world, "ex_soda")).to.equal(0);
      expect(messages(poor)).to.include("You can't afford that item.");
      const look = examine(machine(500), [2, 1]);
      expect(ruleEvents(look, "vending_menu")[0]?.data["goods"]).to.deep.equal([
        { item: "ex_soda", count: 2, price: 200 },
      ]);
      expect(inv(look.world, "ex_soda")).to.equal(0);
    });
  });

  describe("atm", () => {
    const bank = (inventory: ItemStack[] = []) => room({ ter: "ex_t_floor", furn: "ex_f_atm" }, { inventory });
    const withAccount = (w: World, cents: number): World => ({
      ...w,
      vars: { character_vars: { you: { bank_account: cents } } },
    });
    const account = (w: World) =>
      (w.vars["character_vars"] as Record<string, Record<string, number>>)["you"]?.["bank_account"];

    it("[REAL-examine-atm] deposit and withdraw move cents between the cards and the account", () => {
      const d = examine(withAccount(bank([card(2500)]), 100), [2, 1], { option: "deposit", amount: 1000 });
      expect(account(d.world)).to.equal(1100);
      expect(you(d.world).inventory[0]?.charges).to.equal(1500);
      expect(you(d.world).moves).to.equal(-1500);
      const w = examine(withAccount(bank([card(0)]), 5000), [2, 1], { option: "withdraw" });
      expect(account(w.world)).to.equal(0);
      expect(you(w.world).inventory[0]?.charges).to.equal(5000);
    });

    it("[REAL-examine-atm] combining cards moves every card's money onto the first, 10 moves a card", () => {
      const r = examine(
        withAccount(bank([card(100), { id: "cash_card", count: 1, charges: 250, vars: { n: 2 } }]), 0),
        [2, 1],
        {
          option: "transfer",
        },
      );
      expect(you(r.world).inventory.map((s) => s.charges)).to.deep.equal([350, 0]);
      expect(you(r.world).moves).to.equal(-10);
    });

    it("[REAL-examine-atm] a card costs $10 of the account; what the menu does not offer does nothing", () => {
      const b = examine(withAccount(bank(), 1500), [2, 1], { option: "purchase_card" });
      expect(account(b.world)).to.equal(500);
      expect(inv(b.world, "cash_card")).to.equal(1);
      const poor = examine(withAccount(bank(), 900), [2, 1], { option: "purchase_card" });
      expect(inv(poor.world, "cash_card")).to.equal(0);
      expect(ruleEvents(poor, "atm_refused")).to.have.length(1);
      const menu = examine(withAccount(bank(), 1500), [2, 1]);
      expect(ruleEvents(menu, "atm_menu")[0]?.data["offered"]).to.deep.equal({
        purchase_card: true,
        deposit: false,
        withdraw: false,
        transfer: false,
      });
    });
  });

  describe("pay_gas", () => {
    /** Console C at 2,1; pumps P at 4,1 and 6,1; the tank T at 2,3 with 40 units (10 litres); `yours`: more of you. */
    const station = (inventory: ItemStack[], yours: object = {}) =>
      world({
        levels: ["########", "#.C.P.P#", "#......#", "#.T....#", "########"],
        legend: {
          C: { ter: "ex_t_floor", furn: "ex_f_gas_console" },
          P: { ter: "t_gas_pump" },
          T: { ter: "t_gas_tank", items: [{ id: "gasoline", count: 40 }] },
        },
        you: { pos: YOU, inventory, ...yours },
      });

    it("[REAL-examine-pay_gas] buying puts the litres paid for on the selected pump and charges the cards; a discount card lowers the price", () => {
      const r = examine(station([card(3000)]), [2, 1], { option: "buy", amount: 2 });
      expect(tile(r.world, 4, 1).items).to.deep.equal([{ id: "gasoline", count: 8 }]);
      expect(tile(r.world, 2, 3).items).to.deep.equal([{ id: "gasoline", count: 32 }]);
      expect(you(r.world).inventory[0]?.charges).to.equal(3000 - 2 * 1400);
      const d = examine(station([card(3000), { id: "ex_gas_card", count: 1 }]), [2, 1], { option: "buy", amount: 2 });
      expect(you(d.world).inventory[0]?.charges).to.equal(3000 - 2 * 1200);
      const poor = examine(station([card(1000)]), [2, 1], { option: "buy" });
      expect(tile(poor.world, 4, 1).items).to.equal(undefined);
    });

    it("[REAL-examine-pay_gas] choosing pump 2 turns it on and makes it the one that is filled", () => {
      const chosen = examine(station([card(3000)]), [2, 1], { option: "choose_pump", amount: 2 });
      expect(tile(chosen.world, 6, 1).ter).to.equal("t_gas_pump_a");
      expect(tile(chosen.world, 4, 1).ter).to.equal("t_gas_pump");
      const r = examine(chosen.world, [2, 1], { option: "buy", amount: 1 });
      expect(tile(r.world, 6, 1).items).to.deep.equal([{ id: "gasoline", count: 4 }]);
    });

    it("[REAL-examine-pay_gas] a refund takes the pump's fuel back to the tank at $10 a litre", () => {
      const r = examine(station([card(0)]), [2, 1], { option: "refund" });
      expect(messages(r)).to.include("Unable to refund, no fuel in pump.");
      const bought = examine(station([card(3000)]), [2, 1], { option: "buy", amount: 2 }).world;
      const back = examine(bought, [2, 1], { option: "refund" });
      expect(tile(back.world, 4, 1).items).to.equal(undefined);
      expect(tile(back.world, 2, 3).items).to.deep.equal([{ id: "gasoline", count: 40 }]);
      expect(you(back.world).inventory[0]?.charges).to.equal(200 + 2 * 1000);
    });

    it("[REAL-examine-pay_gas] [REAL-examine-hack] a successful hack routes the whole tank to the pump", () => {
      const r = examineOver(
        station([{ id: "electrohack", count: 1, charges: 100 }], {
          skills: { computer: 20 },
          stats: { str: 8, dex: 8, int: 20, per: 8 },
        }),
        [2, 1],
        { option: "hack" },
      );
      expect(ruleEvents(r, "hack")[0]?.data["result"]).to.equal("success");
      expect(tile(r.world, 4, 1).items).to.deep.equal([{ id: "gasoline", count: 40 }]);
    });
  });

  describe("safes", () => {
    it("[REAL-examine-open_safe] an unlocked safe opens; its contents stay", () => {
      const r = examine(
        room({ ter: "ex_t_floor", furn: "ex_f_safe_shut", items: [{ id: "cash", count: 50 }] }),
        [2, 1],
      );
      expect(tile(r.world, 2, 1).furn).to.equal("f_safe_o");
      expect(tile(r.world, 2, 1).items).to.deep.equal([{ id: "cash", count: 50 }]);
    });

    it("[REAL-examine-gunsafe_el] [REAL-examine-hack] a skilled hack opens the safe; an unskilled one short-circuits and sounds the alarm", () => {
      const hacker = (skill: number, int: number) => ({
        inventory: [{ id: "electrohack", count: 1, charges: 100 }],
        skills: { computer: skill },
        stats: { str: 8, dex: 8, int, per: 8 },
      });
      const ok = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_gunsafe_el" }, hacker(20, 20)), [2, 1]);
      expect(tile(ok.world, 2, 1).furn).to.equal("f_safe_o");
      expect(you(ok.world).inventory[0]?.charges).to.equal(75);
      // The hack is a 5-minute activity.
      expect(ruleEvents(ok, "activity_done")[0]?.data).to.include({ activity: "hack", turns: 300 });
      const bad = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_gunsafe_el" }, hacker(0, 0)), [2, 1]);
      expect(tile(bad.world, 2, 1).furn).to.equal("ex_f_gunsafe_el");
      expect(bad.events.filter((e) => e.type === "sound")).to.have.length(1);
      expect(you(bad.world).inventory[0]?.charges).to.be.at.most(50);
      const bionic = examineOver(
        room(
          { ter: "ex_t_floor", furn: "ex_f_gunsafe_el" },
          { traits: ["bio_fingerhack"], skills: { computer: 20 }, stats: { str: 8, dex: 8, int: 20, per: 8 } },
        ),
        [2, 1],
      );
      expect(ruleEvents(bionic, "hack")[0]?.data["tool"]).to.equal("bio_fingerhack");
      expect(tile(bionic.world, 2, 1).furn).to.equal("f_safe_o");
      const none = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_gunsafe_el" }), [2, 1]);
      expect(messages(none)).to.include("You don't have a hacking tool with enough charges!");
      expect(tile(none.world, 2, 1).furn).to.equal("ex_f_gunsafe_el");
    });
  });

  describe("machines", () => {
    it("[REAL-examine-cvdmachine] coats a steel knife for cvd_diamond x (500 ml / 250 ml); short of materials, nothing", () => {
      const stock = [
        { id: "ex_knife", count: 1 },
        { id: "plasma", count: 1, charges: 5 },
        { id: "charcoal", count: 25 },
      ];
      const r = examine(room({ ter: "ex_t_cvdmachine" }, { inventory: stock }), [2, 1]);
      const knife = you(r.world).inventory.find((s) => s.id === "ex_knife");
      expect(knife?.flags).to.deep.equal(["DIAMOND"]);
      expect(you(r.world).inventory.find((s) => s.id === "plasma")?.charges).to.equal(1);
      expect(inv(r.world, "charcoal")).to.equal(5);
      expect(you(r.world).moves).to.equal(-1000);
      const again = examine(r.world, [2, 1]);
      expect(messages(again)).to.include("You don't have a suitable item to coat with diamond");
      const short = examine(
        room(
          { ter: "ex_t_cvdmachine" },
          {
            inventory: [
              { id: "ex_knife", count: 1 },
              { id: "charcoal", count: 25 },
            ],
          },
        ),
        [2, 1],
      );
      expect(ruleEvents(short, "cvd_missing")).to.have.length(1);
      expect(you(short.world).inventory.find((s) => s.id === "ex_knife")?.flags).to.equal(undefined);
    });

    it("[REAL-examine-nanofab] makes the template's item on the table for its requirements; the template stays", () => {
      const w = (inventory: ItemStack[]) =>
        world({
          levels: ["#####", "#.N.#", "#.B.#", "#####"],
          legend: { N: { ter: "ex_t_nanofab" }, B: { ter: "ex_t_nanofab_table" } },
          you: { pos: YOU, inventory },
        });
      const template = { id: "ex_nanofab_template", count: 1, vars: { NANOFAB_ITEM_ID: "ex_widget" } };
      const r = examine(w([template, { id: "ex_nanomaterial", count: 7 }]), [2, 1]);
      expect(tile(r.world, 2, 2).items).to.deep.equal([{ id: "ex_widget", count: 1 }]);
      expect(inv(r.world, "ex_nanomaterial")).to.equal(1);
      expect(inv(r.world, "ex_nanofab_template")).to.equal(1);
      const noTable = examine(
        room({ ter: "ex_t_nanofab" }, { inventory: [template, { id: "ex_nanomaterial", count: 7 }] }),
        [2, 1],
      );
      expect(ruleEvents(noTable, "nanofab_no_table")).to.have.length(1);
      expect(inv(noTable.world, "ex_nanomaterial")).to.equal(7);
      const short = examine(w([template, { id: "ex_nanomaterial", count: 5 }]), [2, 1]);
      expect(tile(short.world, 2, 2).items).to.equal(undefined);
      expect(inv(short.world, "ex_nanomaterial")).to.equal(5);
    });
  });

  describe("intercoms and card readers", () => {
    it("[REAL-examine-intercom] [REAL-examine-intercom_balthazar] an NPC of the class within 10 tiles answers (a dialogue event); else no one", () => {
      const w = (X: Tile, flags: string[]) =>
        room(X, {}, { others: [{ id: "voice", pos: { x: 3, y: 1, z: 0 }, flags }] });
      const r = examine(w({ ter: "ex_t_intercom" }, ["NC_ROBOFAC_INTERCOM"]), [2, 1]);
      expect(ruleEvents(r, "dialogue")[0]?.data).to.deep.equal({ who: "you", npc: "voice", topic: null });
      const wrong = examine(w({ ter: "ex_t_intercom" }, ["NC_BALTHAZAR"]), [2, 1]);
      expect(ruleEvents(wrong, "dialogue")).to.have.length(0);
      expect(messages(wrong)).to.include("No one responds.");
      const b = examine(w({ ter: "ex_t_intercom_bunker" }, ["NC_BALTHAZAR"]), [2, 1]);
      expect(ruleEvents(b, "dialogue")).to.have.length(1);
    });

    it("[REAL-examine-cardreader_robofac] a science card is eaten, the reader breaks and the intercom is called", () => {
      const r = examine(room({ ter: "ex_t_card_robofac" }, { inventory: [{ id: "id_science", count: 1 }] }), [2, 1]);
      expect(inv(r.world, "id_science")).to.equal(0);
      expect(tile(r.world, 2, 1).ter).to.equal("t_card_reader_broken");
      expect(messages(r)).to.include("No one responds.");
      const none = examine(room({ ter: "ex_t_card_robofac" }), [2, 1]);
      expect(tile(none.world, 2, 1).ter).to.equal("ex_t_card_robofac");
    });

    it("[REAL-examine-cardreader_fp] a worn Foodperson mask unlocks the metal doors within 3; carried only, it does not", () => {
      const w = (worn: ItemStack[], inventory: ItemStack[] = []) =>
        world({
          levels: ["######", "#.R.D#", "######"],
          legend: { R: { ter: "ex_t_card_fp" }, D: { ter: "t_door_metal_locked" } },
          you: { pos: YOU, worn, inventory },
        });
      const mask = { id: "foodperson_mask", count: 1 };
      const r = examine(w([mask]), [2, 1]);
      expect(tile(r.world, 4, 1).ter).to.equal("t_door_metal_c");
      const relock = examine(r.world, [2, 1], { option: "lock" });
      expect(tile(relock.world, 4, 1).ter).to.equal("t_door_metal_locked");
      const carried = examine(w([], [mask]), [2, 1]);
      expect(tile(carried.world, 4, 1).ter).to.equal("t_door_metal_locked");
      expect(messages(carried)).to.include('"FOODPERSON DETECTED.  Please make yourself presentable."');
    });
  });

  describe("on the real game data", function () {
    this.timeout(120000);
    before(function () {
      if (!hasRealData()) this.skip();
    });
    const real = () => loadReal().content;
    const realRoom = (X: Tile, extra: object = {}) =>
      world({
        levels: ["#####", "#.X.#", "#####"],
        legend: { ".": { ter: "t_floor" }, "#": { ter: "t_wall" }, X },
        you: { pos: YOU },
        ...extra,
      });

    it("[REAL-examine-ledge] (skipped without real data) examining the real t_open_air opens the climbing menu", () => {
      const w = world({
        levels: [
          { z: -1, rows: ["#####", "#...#", "#####"] },
          { z: 0, rows: ["#####", "#.X.#", "#####"] },
        ],
        legend: { ".": { ter: "t_floor" }, "#": { ter: "t_wall" }, X: { ter: "t_open_air" } },
        you: { pos: YOU },
      });
      const r = examine(w, [2, 1], undefined, "you", real());
      expect(ruleEvents(r, "ledge_menu")).to.have.length(1);
      const menu = ruleEvents(r, "climb_menu");
      expect(menu).to.have.length(1);
      expect((menu[0]?.data["entries"] as unknown[] | undefined)?.length ?? 0).to.be.greaterThan(0);
    });

    it("[REAL-examine-sign] (skipped without real data) the real f_sign reads out its message", () => {
      const r = examine(
        realRoom({ ter: "t_floor", furn: "f_sign", state: { signage: "Evacuate" } }),
        [2, 1],
        undefined,
        "you",
        real(),
      );
      expect(messages(r)).to.include("Evacuate");
    });

    it("[REAL-examine-curtains] (skipped without real data) tearing down the real t_curtains leaves t_window_no_curtains", () => {
      const r = examine(realRoom({ ter: "t_curtains" }), [2, 1], { option: "tear" }, "you", real());
      expect(tile(r.world, 2, 1).ter).to.equal("t_window_no_curtains");
      expect((tile(r.world, 1, 1).items ?? []).map((s) => s.id)).to.include("string_36");
    });

    it("[REAL-examine-door_peephole] [REAL-examine-open_safe] (skipped without real data) the real peephole door opens from inside; the real f_safe_c opens", () => {
      const d = examine(realRoom({ ter: "t_door_c_peep" }), [2, 1], { option: "open" }, "you", real());
      expect(tile(d.world, 2, 1).ter).to.equal("t_door_o_peep");
      const s = examine(realRoom({ ter: "t_floor", furn: "f_safe_c" }), [2, 1], undefined, "you", real());
      expect(tile(s.world, 2, 1).furn).to.equal("f_safe_o");
    });

    it("[REAL-examine-vending] [REAL-examine-cvdmachine] (skipped without real data) the real vending machine sells at real prices; the real CVD machine asks for the real cvd_diamond", () => {
      const v = examine(
        realRoom(
          { ter: "t_floor", furn: "f_vending_c", items: [{ id: "cash_card", count: 1 }] },
          {
            you: { pos: YOU, inventory: [card(5000)] },
          },
        ),
        [2, 1],
        { item: "cash_card" },
        "you",
        real(),
      );
      expect(inv(v.world, "cash_card")).to.equal(2);
      expect(ruleEvents(v, "vended")[0]?.data["price"]).to.equal(1000);
      const c = examine(
        realRoom({ ter: "t_cvdmachine" }, { you: { pos: YOU, inventory: [{ id: "knife_small", count: 1 }] } }),
        [2, 1],
        undefined,
        "you",
        real(),
      );
      const missing = ruleEvents(c, "cvd_missing")[0]?.data["missing"] as string[] | undefined;
      expect(missing?.join(" ")).to.match(/plasma/);
    });
  });
});
