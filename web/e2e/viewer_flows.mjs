// The 3D view: (filled in with the viewer).
export async function viewer_flows() {}
