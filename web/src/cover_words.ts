// The Cover tab's answers in words: a status line from one JSON document of `tessera cover`, and the
// board's symmetry group named in plain words.
import type { Placement } from "./cover_picture";
import type { Lattice } from "./lattice_shapes";

export interface CoverDoc {
  case: number;
  count?: string; // absent for a find or a uniqueness check: they report what they found
  found?: number;
  solutions?: Placement[][];
  witness?: Placement[];
  symmetry?: string;
  unique?: boolean;
  stopped?: string;
}

// A status line from one JSON document: exact-cover documents name a symmetry group, the counting
// DP's do not.
export function describe(d: CoverDoc, lattice: Lattice): string {
  if (d.unique !== undefined) return d.unique ? "unique" : d.found === 0 ? "no solution" : "not unique";
  // A find stops at its first solution: it says whether it found one, never how many there are.
  if (d.found !== undefined) return d.found === 0 ? "no solution" : "1 solution found";
  // The counting DP's documents: "1 tiling", "4 tilings" (the CLI's noun, its number right).
  if (d.symmetry === undefined) return `${d.count} tiling${d.count === "1" ? "" : "s"}`;
  const sym = d.symmetry !== "none" ? ` up to symmetry (${group_words(d.symmetry, lattice)})` : "";
  return `${d.count} solution${d.count === "1" ? "" : "s"}${sym}`;
}

// The board's symmetry group in plain words beside its name. In the plane, Cn is n rotations (the
// identity one of them), Dn n rotations and n reflections (D1: one reflection); among cubes the
// Schoenflies names the core gives count 3D motions (D4 is 8 rotations there); a torus's shifts
// ("C3 x C4 x D2") and other names stay as the core says them.
const cube_groups: Record<string, string> = {
  Oh: "24 rotations and 24 reflections", O: "24 rotations", D4h: "8 rotations and 8 reflections",
  D2h: "4 rotations and 4 reflections", D4: "8 rotations", D2: "4 rotations", C2: "2 rotations",
};
export function group_words(name: string, lattice: Lattice = "square"): string {
  if (lattice === "cube") return cube_groups[name] ? `${name}: ${cube_groups[name]}` : name;
  const m = /^([CD])(\d+)$/.exec(name);
  if (!m) return name;
  const n = Number(m[2]);
  if (m[1] === "D" && n === 1) return `${name}: one reflection`;
  return m[1] === "C" ? `${name}: ${n} rotations` : `${name}: ${n} rotations and ${n} reflections`;
}
