// The 3D visualisation stills: a small scene (three apartment towers by a lake, trees, a road) projected and
// shaded on a 2D canvas in headless Chromium, no 3D library: the camera, sky, ground and trees here, the towers
// in ./render3dTowers.ts. Both functions are serialised into the page (./generate.ts), so neither may use
// anything from its module scope: the towers' drawing comes in as an argument.
import type { drawTowers as DrawTowers } from "./render3dTowers";

export type Lighting = "day" | "dusk";

export function renderScene(canvas: HTMLCanvasElement, lighting: Lighting, drawTowers: typeof DrawTowers): void {
  const ctx = canvas.getContext("2d")!;
  const W = canvas.width;
  const H = canvas.height;
  const dusk = lighting === "dusk";
  type V = [number, number, number];
  const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const norm = (a: V): V => {
    const l = Math.hypot(a[0], a[1], a[2]);
    return [a[0] / l, a[1] / l, a[2] / l];
  };
  // Deterministic noise, so a re-run gives the same lit windows and trees.
  let seed = 7;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };

  const eye: V = [-52, 10, -78];
  const target: V = [6, 14, 10];
  // Two-point perspective, as architectural renders use: a level camera with the image shifted down, so
  // verticals stay vertical.
  const look = sub(target, eye);
  const fwd = norm([look[0], 0, look[2]]);
  const right = norm(cross([0, 1, 0], fwd));
  const up: V = [0, 1, 0];
  const focal = W * 0.95;
  const toCamera = (p: V): V => {
    const d = sub(p, eye);
    return [dot(d, right), dot(d, up), dot(d, fwd)];
  };
  const toScreen = (c: V): [number, number, number] => [
    W / 2 + (c[0] * focal) / c[2],
    H * 0.5 - (c[1] * focal) / c[2],
    c[2],
  ];
  const project = (p: V) => toScreen(toCamera(p));
  // Polygons are clipped at a near plane, so ground that reaches behind the camera does not flip over.
  const NEAR = 1;
  const clip = (pts: V[]): V[] => {
    const out: V[] = [];
    pts.forEach((a, i) => {
      const b = pts[(i + 1) % pts.length]!;
      if (a[2] >= NEAR) out.push(a);
      if (a[2] >= NEAR !== b[2] >= NEAR) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
      }
    });
    return out;
  };
  const horizonY = toScreen(toCamera([eye[0] + fwd[0] * 1e5, eye[1], eye[2] + fwd[2] * 1e5]))[1];
  const sun = norm(dusk ? [-0.7, 0.35, -0.2] : [-0.45, 0.8, -0.35]);

  const poly = (pts: V[], fill: string, stroke?: string) => {
    ctx.beginPath();
    const clipped = clip(pts.map(toCamera));
    if (clipped.length < 3) return;
    clipped.forEach((c, i) => {
      const [x, y] = toScreen(c);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    if (stroke) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  };
  const shade = (base: [number, number, number], n: V) => {
    const light = Math.max(0, dot(n, sun));
    const k = (dusk ? 0.35 : 0.55) + light * (dusk ? 0.5 : 0.55);
    const tint = dusk ? [1.08, 0.86, 0.8] : [1, 1, 1];
    return `rgb(${base.map((c, i) => Math.min(255, Math.round(c * k * tint[i]!))).join(",")})`;
  };

  // Sky and far hills.
  const sky = ctx.createLinearGradient(0, 0, 0, horizonY);
  if (dusk) {
    sky.addColorStop(0, "#1e2a5a");
    sky.addColorStop(0.55, "#8a4f7d");
    sky.addColorStop(1, "#f2a65a");
  } else {
    sky.addColorStop(0, "#5d9bd8");
    sky.addColorStop(1, "#d7ecf7");
  }
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = dusk ? "#3b3357" : "#9fb7a6";
  ctx.beginPath();
  ctx.moveTo(0, horizonY);
  for (let x = 0; x <= W; x += W / 24) ctx.lineTo(x, horizonY - 4 - Math.sin(x / 140) * 14 - Math.sin(x / 53) * 6);
  ctx.lineTo(W, H);
  ctx.lineTo(0, H);
  ctx.fill();

  // Ground: lawn, lake, road.
  poly(
    [
      [-3000, 0, -200],
      [3000, 0, -200],
      [3000, 0, 3000],
      [-3000, 0, 3000],
    ],
    dusk ? "#3d5a3a" : "#7fae5c",
  );
  poly(
    [
      [26, 0.01, 34],
      [3000, 0.01, 34],
      [3000, 0.01, 3000],
      [-400, 0.01, 3000],
      [-400, 0.01, 120],
      [10, 0.01, 60],
    ],
    dusk ? "#4a4f86" : "#5aa2c8",
  );
  poly(
    [
      [-200, 0.02, -22],
      [200, 0.02, -22],
      [200, 0.02, -14],
      [-200, 0.02, -14],
    ],
    dusk ? "#3a3a44" : "#6f7378",
  );
  for (let x = -200; x < 200; x += 8) {
    poly(
      [
        [x, 0.03, -18.3],
        [x + 4, 0.03, -18.3],
        [x + 4, 0.03, -17.7],
        [x, 0.03, -17.7],
      ],
      dusk ? "#b9a46a" : "#f4f1e6",
    );
  }

  drawTowers({ ctx, dusk, eye, sun, rand, poly, shade });

  // Trees along the road, nearest last.
  const trees: V[] = [];
  for (let x = -70; x < 60; x += 7) trees.push([x + rand() * 2, 0, -10 - rand() * 2]);
  for (let x = -70; x < 60; x += 9) trees.push([x + rand() * 3, 0, -26 - rand() * 2]);
  trees.sort((a, b) => Math.hypot(...sub(b, eye)) - Math.hypot(...sub(a, eye)));
  for (const t of trees) {
    const [bx, by, bz] = project(t);
    const [, ty] = project([t[0], 5, t[2]]);
    const r = (by - ty) * 0.55;
    if (bz <= 0) continue;
    ctx.fillStyle = dusk ? "#3a2b22" : "#6b4a2f";
    ctx.fillRect(bx - r * 0.08, ty + r * 0.6, r * 0.16, by - ty - r * 0.6);
    const g = ctx.createRadialGradient(bx - r * 0.3, ty - r * 0.3, r * 0.1, bx, ty, r);
    g.addColorStop(0, dusk ? "#5c7a4a" : "#8fc46a");
    g.addColorStop(1, dusk ? "#24391f" : "#3f7a33");
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(bx, ty, r, 0, Math.PI * 2);
    ctx.fill();
  }
  if (dusk) {
    // Street lamps glow along the road.
    for (let x = -60; x < 60; x += 12) {
      const [lx, ly] = project([x, 4, -14]);
      const glow = ctx.createRadialGradient(lx, ly, 0, lx, ly, 26);
      glow.addColorStop(0, "rgba(255,214,140,0.9)");
      glow.addColorStop(1, "rgba(255,214,140,0)");
      ctx.fillStyle = glow;
      ctx.fillRect(lx - 26, ly - 26, 52, 52);
    }
  }
}
