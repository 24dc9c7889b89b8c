// The page's own requests in the WebAssembly core (web/core/page_requests.cpp) against the native
// CLI: the brain answers as `tessera brain` does, byte for byte; the move boundaries of a record cut
// it into prefixes the referee reads as 0, 1, 2, ... moves; the records written read back, through
// `tessera omok referee`, to the verdict of the game they hold. Random games print their seed.
import {spawnSync} from "node:child_process";
import {readFileSync} from "node:fs";
import {beforeAll, describe, expect, test} from "vitest";
import {load} from "../dist/tessera-core.mjs";

const tessera = process.env.TESSERA_CLI;
if (!tessera) throw new Error("set TESSERA_CLI to the native tessera binary");
const examples = new URL("../../examples/omok/", import.meta.url);

function cli(args, input) {
  const r = spawnSync(tessera, args, {input, encoding: "utf8"});
  return {exit: r.status, stdout: r.stdout, stderr: r.stderr};
}

let core;
beforeAll(async () => {
  core = await load();
});

// A small seeded generator (mulberry32), so that a failing game can be replayed from its seed.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A random game of `n` moves on distinct points near the centre (rows and columns 1-based).
function random_game(seed, size, n) {
  const next = random(seed);
  const taken = new Set();
  const moves = [];
  while (moves.length < n) {
    const r = 1 + Math.floor(size / 2 - 3 + next() * 7);
    const c = 1 + Math.floor(size / 2 - 3 + next() * 7);
    if (taken.has(`${r},${c}`)) continue;
    taken.add(`${r},${c}`);
    moves.push([r, c]);
  }
  return moves;
}

// The protocol text the page sends for a position: the brain's stones as 1, the other's as 2.
function board_script(size, rule_code, moves, timeout_ms) {
  const own = moves.length % 2;  // the brain moves next: its stones have the parity of moves.length
  const lines = [`START ${size}`, `INFO rule ${rule_code}`, `INFO timeout_turn ${timeout_ms}`, "BOARD"];
  moves.forEach(([r, c], i) => lines.push(`${c - 1},${r - 1},${i % 2 === own ? 1 : 2}`));
  lines.push("DONE");
  return lines.join("\n") + "\n";
}

describe("brain: the core's answers are `tessera brain`'s", () => {
  const rules = [["standard", 1], ["freestyle", 0], ["renju", 4], ["caro", 9]];
  for (const [rule, code] of rules) {
    for (const seed of [1, 2, 3]) {
      test(`${rule}, random position (seed ${seed})`, () => {
        const moves = random_game(seed * 7919 + code, 15, 6 + seed * 3);
        // A generous turn time: the depth bounds the search, so both answers are determined.
        const input = board_script(15, code, moves, 60000);
        const options = {depth: 2, stats: true};
        const got = core.call({command: "brain", options, input});
        const want = cli(["brain", "--depth", "2", "--stats"], input);
        expect(got.stdout, `seed ${seed}`).toBe(want.stdout);
        expect(got.stderr, `seed ${seed}`).toBe(want.stderr);
        expect(got.exit).toBe(0);
        expect(got.stdout).toMatch(/^OK\n\d+,\d+\n$/);
      }, 60000);
    }
  }
  test("a whole session: BEGIN, TURN, TAKEBACK, RESTART, ABOUT, END and what follows END", () => {
    const input = "START 15\nINFO timeout_turn 60000\nBEGIN\nTURN 3,4\nTAKEBACK 3,4\nTURN 9,9\n" +
      "RESTART\nBOARD\n7,7,2\nDONE\nABOUT\nEND\nBEGIN\n";
    const got = core.call({command: "brain", options: {depth: 3}, input});
    const want = cli(["brain", "--depth", "3"], input);
    expect(got.stdout).toBe(want.stdout);
    expect(got.stdout.split("\n").length).toBeGreaterThan(6);
  }, 60000);
  test("a last line without its newline is read, as getline reads it", () => {
    const input = "START 15\nINFO timeout_turn 60000\nBEGIN";
    expect(core.call({command: "brain", options: {depth: 1}, input}).stdout)
      .toBe(cli(["brain", "--depth", "1"], input).stdout);
  });
  test("bad options are refused with a message", () => {
    for (const options of [{depth: 0}, {depth: 11}, {depth: "x"}, {margin: -1}, {threads: 2}]) {
      const got = core.call({command: "brain", options, input: "START 15\n"});
      expect(got.exit).toBe(2);
      expect(got.stderr).toMatch(/^tessera: bad request: brain: /);
    }
  });
});

describe("omok moves: a record's moves where the referee reads them", () => {
  // The record cut after move k, as the page cuts it to step: after the move's text and the rest of
  // its line (a .psq move's time), but never into the next move; before the first move for k = 0.
  const utf8 = new TextEncoder();
  const text_of = new TextDecoder();
  function prefix(record, moves, k) {
    const bytes = utf8.encode(record);
    if (k === moves.length) return record;
    if (k === 0) return text_of.decode(bytes.subarray(0, moves[0].offset));
    let end = moves[k - 1].offset + moves[k - 1].length;
    while (end < bytes.length && end < moves[k].offset && bytes[end] !== 10) end++;
    return text_of.decode(bytes.subarray(0, end));
  }
  const records = {
    "game.txt": readFileSync(new URL("game.txt", examples), "utf8"),
    "one line of notation, passes run together": "# é\nh8 i9--j10 h7\th6 k11\n",
    "row col lines": "8 8\n7 9\n-1 -1\n9 9\n",
    "psq": "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,8,120\n-1,-1,0\n8,7,0\nyou\ntessera\n0\n",
  };
  for (const [name, record] of Object.entries(records)) {
    test(name, () => {
      const got = core.call({command: "omok moves", options: {}, input: record});
      expect(got.exit).toBe(0);
      const doc = JSON.parse(got.stdout);
      expect(doc.moves.length).toBeGreaterThan(2);
      for (let k = 0; k <= doc.moves.length; k++) {
        const verdict = JSON.parse(cli(["omok", "referee", "--format", "json"], prefix(record, doc.moves, k)).stdout);
        expect(verdict.move, `${name}: cut after move ${k}`).toBe(k);
      }
    }, 60000);
  }
  test("a JSON list is rebuilt from its moves' texts", () => {
    const record = '[[8,8], "h9" ,null,[7,7]]';
    const doc = JSON.parse(core.call({command: "omok moves", options: {}, input: record}).stdout);
    expect(doc.format).toBe("json");
    expect(doc.moves.map((m) => record.slice(m.offset, m.offset + m.length))).toEqual(["[8,8]", "h9", "null", "[7,7]"]);
  });
  test("a record the referee cannot read is refused where the referee refuses it", () => {
    const got = core.call({command: "omok moves", options: {}, input: "h8 i9 j\n"});
    expect(got.exit).toBe(2);
    expect(got.stderr).toBe(cli(["omok", "referee"], "h8 i9 j\n").stderr);
  });
});

describe("omok record: the files the page offers read back to the same verdict", () => {
  for (const [rule, size, seed] of [["standard", 15, 11], ["renju", 15, 12], ["freestyle", 19, 13], ["caro", 15, 14]]) {
    test(`${rule} ${size}x${size}, random game (seed ${seed})`, () => {
      // Random games run until the referee calls a result (or 60 moves): a win, a foul, or none.
      const all = random_game(seed, size, 60);
      const rowcol = (moves) => moves.map(([r, c]) => `${r} ${c}\n`).join("");
      const full = JSON.parse(cli(["omok", "referee", "--rule", rule, "--size", String(size), "--format", "json"], rowcol(all)).stdout);
      const moves = all.slice(0, full.move);
      const want = cli(["omok", "referee", "--rule", rule, "--size", String(size), "--format", "json"], rowcol(moves));
      const input = JSON.stringify({moves, ms: moves.map((_, i) => i * 10)});
      const strip = (doc) => ({result: doc.result, move: doc.move, winner: doc.winner, point: doc.point, line: doc.line, reason: doc.reason});
      for (const format of ["psq", "json", "notation", "row-col"]) {
        const rec = core.call({command: "omok record", options: {format, rule, size: String(size), black: "you", white: "tessera"}, input});
        expect(rec.exit, `${format}: ${rec.stderr}`).toBe(0);
        const back = cli(["omok", "referee", "--rule", rule, "--size", String(size), "--format", "json"], rec.stdout);
        expect(back.exit, `${format}: ${back.stderr}`).toBe(0);
        expect(strip(JSON.parse(back.stdout)), `${format}, seed ${seed}`).toEqual(strip(JSON.parse(want.stdout)));
      }
      // The JSON game line says who won, as the match manager writes it.
      const line = JSON.parse(core.call({command: "omok record", options: {format: "json", rule, size: String(size)}, input}).stdout);
      const w = JSON.parse(want.stdout);
      expect(line.result).toBe(w.winner === 1 ? "black" : w.winner === 2 ? "white" : "draw");
      expect(line.ms).toEqual(moves.map((_, i) => i * 10));
    }, 60000);
  }
  test("bad games are refused", () => {
    for (const input of ["", "{}", '{"moves":[[0,1]]}', '{"moves":[["h8"]]}']) {
      const got = core.call({command: "omok record", options: {format: "psq"}, input});
      expect(got.exit).toBe(2);
      expect(got.stderr).toMatch(/^tessera: bad request: omok record: /);
    }
    expect(core.call({command: "omok record", options: {format: "gif"}, input: '{"moves":[]}'}).exit).toBe(2);
  });
});
