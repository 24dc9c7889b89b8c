// The WebAssembly core in Node against the native CLI: every request of the table that
// tests/request_table_test.cpp ran through the CLI binary during this test run (its answers are in
// $TESSERA_REQUEST_TABLE), now through web/dist/tessera-core.mjs. stdout, stderr, exit and the SVG
// texts must be the CLI's, byte for byte. Rows whose answer says how long it took (--stats) are not
// in the table.
import {readFileSync} from "node:fs";
import {beforeAll, describe, expect, test} from "vitest";
import {load} from "../dist/tessera-core.mjs";

const tablePath = process.env.TESSERA_REQUEST_TABLE;
if (!tablePath) throw new Error("set TESSERA_REQUEST_TABLE to the table request_table_test wrote");
const table = JSON.parse(readFileSync(tablePath, "utf8"));

let core;
beforeAll(async () => {
  core = await load();
});

describe("tessera-core.mjs answers like the CLI", () => {
  test("the table is the full one", () => {
    expect(table.length).toBeGreaterThanOrEqual(200);
  });
  table.forEach(({request, response}, i) => {
    const name = `row ${i + 1}: ${request.command} ${JSON.stringify(request.options)}`.slice(0, 160);
    test(name, () => {
      const got = core.call(request);
      expect(got.stdout).toBe(response.stdout);
      expect(got.stderr).toBe(response.stderr);
      expect(got.exit).toBe(response.exit);
      expect(got.svg).toEqual(response.svg);
    }, 60000);
  });
});

describe("the module's own edges", () => {
  test("a malformed request is an answer, not a throw", () => {
    const got = core.callJson("{not json");
    expect(JSON.parse(got)).toEqual({
      exit: 2,
      stdout: "",
      stderr: expect.stringMatching(/^tessera: bad request: /),
      svg: [],
    });
  });
  test("many calls in one instance keep no state between them", () => {
    const a = core.call({command: "cover", options: {board: "4x6", pieces: "L3", format: "json"}});
    core.call({command: "cover", options: {board: "3x6", pieces: "L3,I3", mod: 7}});
    const b = core.call({command: "cover", options: {board: "4x6", pieces: "L3", format: "json"}});
    expect(b).toEqual(a);
  });
  test("a count far past 64 bits is exact (the portable big integer)", () => {
    const got = core.call({command: "cover", options: {board: "15x15"}});
    expect(got.stdout).toBe("458324092996867592192\n");
  });
});

describe("progress from inside a call", () => {
  // 6x10 pentominoes up to symmetry: ~0.93 M search nodes, a fraction of a second in Node.
  const request = {
    command: "cover",
    options: {board: "6x10", pieces: "pentominoes", once: true, "up-to-symmetry": true,
              "progress-every": 0.01},
  };
  test("reports move forward and end final; the answer is the same without a hook", () => {
    const reports = [];
    const got = core.call(request, {progress: (r) => reports.push(r)});
    expect(got).toEqual(core.call(request));
    expect(got.stdout).toBe("2339 up to symmetry (D2)\n");
    expect(got.stderr).toBe("");  // auto: the reports go to the hook, not to stderr
    expect(reports.length).toBeGreaterThanOrEqual(2);
    for (const [a, b] of reports.slice(0, -1).map((r, i) => [r, reports[i + 1]])) {
      expect(b.fraction).toBeGreaterThanOrEqual(a.fraction);
      expect(b.nodes).toBeGreaterThanOrEqual(a.nodes);
    }
    for (const r of reports) {
      expect(r.fraction).toBeGreaterThanOrEqual(0);
      expect(r.fraction).toBeLessThanOrEqual(1);
      expect(r).toMatchObject({command: "cover", phase: "search", case: 1});
    }
    expect(reports.map((r) => r.final)).toEqual([...reports.slice(1).map(() => false), true]);
    expect(reports.at(-1)).toMatchObject({fraction: 1, seconds_left: 0, solutions: 2339});
    expect(reports.at(-1).nodes).toBeGreaterThan(500000);
  }, 60000);
  test("--progress json puts the report lines on stderr, the DP's too", () => {
    const got = core.call({command: "cover",
                           options: {board: "10x10", pieces: "L3,domino", progress: "json"}});
    expect(got.exit).toBe(0);
    const lines = got.stderr.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(lines.at(-1)).toMatchObject({command: "cover", phase: "count", fraction: 1, final: true});
  });
  test("a hook that throws fails the call, not the module", () => {
    expect(() => core.call(request, {progress: () => { throw new Error("hook broke"); }}))
      .toThrow("hook broke");
    expect(core.call(request).stdout).toBe("2339 up to symmetry (D2)\n");
  }, 60000);
});
