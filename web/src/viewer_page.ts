// The 3D view on its own page (viewer.html), fed the Soma fixture (web/e2e/fixtures), so that it can
// be looked at and tested before the core answers cube-lattice requests (issue 21). The Cover tab
// uses the same component on the core's answers. The colours are the library's palette, read
// through the core as on the page.
import fixture from "../e2e/fixtures/soma_solution.json";
import { CoreClient } from "./core_client";
import { load_palette } from "./palette";
import { card } from "./ui";
import { CubeViewer, type CubePlacement } from "./viewer3d";
import "./style.css";

const viewer = new CubeViewer("viewer");
document.getElementById("viewer-page")!.append(card("The Soma cube: 7 pieces in a 3×3×3 box", [viewer.root]));
const show = () => viewer.show(fixture.solutions[0] as CubePlacement[]);
show();
document.addEventListener("tessera-palette", show);
const core = new CoreClient("palette", "palette", null);
void load_palette(core).finally(() => core.stop());
(window as unknown as { tessera_viewer: CubeViewer }).tessera_viewer = viewer;
