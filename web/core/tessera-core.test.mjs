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
