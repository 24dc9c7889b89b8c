// The piece colours: the library's palette (tessera/palette.hpp), read through the core once at start
// and set on the page as --piece-0 .. --piece-N, so the page paints pieces as the CLI's SVG does.
// A core without the palette (built before the header existed) answers exit 2: the stand-ins in
// style.css and piece_colour's fallback stay.
import type { CoreClient } from "./core_client";

let pieces: string[] = [];

export async function load_palette(client: CoreClient): Promise<void> {
  try {
    const res = await client.run({ command: "palette", options: {}, input: "" });
    if (res.exit !== 0) return;
    const doc = JSON.parse(res.stdout) as { pieces: string[] };
    pieces = doc.pieces;
    pieces.forEach((c, i) => document.documentElement.style.setProperty(`--piece-${i}`, c));
    document.dispatchEvent(new CustomEvent("tessera-palette"));
  } catch {
    // No palette (or stopped before it came): the stand-in colours stay.
  }
}

// The colour of palette index `i` (cycled); before the palette is known, evenly spaced hues.
export function piece_colour(i: number): string {
  if (pieces.length > 0) return pieces[((i % pieces.length) + pieces.length) % pieces.length];
  return `hsl(${(i * 137.5) % 360}, 62%, 68%)`;
}

export function palette_size(): number {
  return pieces.length || 12;
}
