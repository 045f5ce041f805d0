// The apartment towers of the 3D visualisation stills (./render3d.ts): their shadows, then every visible face,
// far to near, with balcony lines and windows (lit at random at dusk), and the roofs. Serialised into the page
// with renderScene, so it uses nothing from its module scope: the scene's camera and painters come in `scene`.

type V = [number, number, number];

export interface TowerScene {
  ctx: CanvasRenderingContext2D;
  dusk: boolean;
  eye: V;
  /** Unit vector towards the sun. */
  sun: V;
  /** The scene's deterministic noise: shared, so the trees drawn after the towers stay where they were. */
  rand: () => number;
  /** Fills a 3D polygon, clipped at the camera's near plane. */
  poly: (pts: V[], fill: string, stroke?: string) => void;
  /** A base colour lit by the sun for a face with normal `n`. */
  shade: (base: V, n: V) => string;
}

export function drawTowers({ ctx, dusk, eye, sun, rand, poly, shade }: TowerScene): void {
  const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  // Towers: footprint corner, size, floors.
  const towers = [
    { x: -14, z: 4, w: 12, d: 10, floors: 22, base: [236, 228, 214] as [number, number, number] },
    { x: 6, z: 12, w: 12, d: 10, floors: 26, base: [226, 220, 210] as [number, number, number] },
    { x: -30, z: 22, w: 12, d: 10, floors: 18, base: [232, 224, 212] as [number, number, number] },
  ];
  const floorH = 1.2;

  // Shadows first, on the ground, away from the sun.
  ctx.globalAlpha = dusk ? 0.22 : 0.28;
  for (const t of towers) {
    const h = t.floors * floorH;
    const off: V = [(-sun[0] / sun[1]) * h, 0, (-sun[2] / sun[1]) * h];
    const c: V[] = [
      [t.x, 0.05, t.z],
      [t.x + t.w, 0.05, t.z],
      [t.x + t.w, 0.05, t.z + t.d],
      [t.x, 0.05, t.z + t.d],
    ];
    const top = c.map((p) => [p[0] + off[0], 0.05, p[2] + off[2]] as V);
    poly([c[0]!, c[1]!, top[1]!, top[0]!], "#1d2a1b");
    poly([c[1]!, c[2]!, top[2]!, top[1]!], "#1d2a1b");
    poly([c[2]!, c[3]!, top[3]!, top[2]!], "#1d2a1b");
    poly([c[3]!, c[0]!, top[0]!, top[3]!], "#1d2a1b");
    poly(top, "#1d2a1b");
  }
  ctx.globalAlpha = 1;

  // Faces of every tower, far to near.
  type Face = { pts: V[]; n: V; depth: number; draw: () => void };
  const faces: Face[] = [];
  for (const t of towers) {
    const h = t.floors * floorH;
    const [x0, x1, z0, z1] = [t.x, t.x + t.w, t.z, t.z + t.d];
    const sides: { pts: V[]; n: V; along: V; len: number }[] = [
      {
        pts: [
          [x0, 0, z0],
          [x1, 0, z0],
          [x1, h, z0],
          [x0, h, z0],
        ],
        n: [0, 0, -1],
        along: [1, 0, 0],
        len: t.w,
      },
      {
        pts: [
          [x1, 0, z0],
          [x1, 0, z1],
          [x1, h, z1],
          [x1, h, z0],
        ],
        n: [1, 0, 0],
        along: [0, 0, 1],
        len: t.d,
      },
      {
        pts: [
          [x1, 0, z1],
          [x0, 0, z1],
          [x0, h, z1],
          [x1, h, z1],
        ],
        n: [0, 0, 1],
        along: [-1, 0, 0],
        len: t.w,
      },
      {
        pts: [
          [x0, 0, z1],
          [x0, 0, z0],
          [x0, h, z0],
          [x0, h, z1],
        ],
        n: [-1, 0, 0],
        along: [0, 0, -1],
        len: t.d,
      },
    ];
    for (const s of sides) {
      const centre: V = [(s.pts[0]![0] + s.pts[2]![0]) / 2, h / 2, (s.pts[0]![2] + s.pts[2]![2]) / 2];
      if (dot(s.n, sub(eye, centre)) <= 0) continue;
      faces.push({
        pts: s.pts,
        n: s.n,
        depth: Math.hypot(...sub(centre, eye)),
        draw: () => {
          poly(s.pts, shade(t.base, s.n));
          const bays = Math.round(s.len / 2);
          const o = s.pts[0]!;
          for (let f = 1; f < t.floors; f++) {
            // Balcony slab line every floor.
            const y = f * floorH;
            poly(
              [
                [o[0], y, o[2]],
                [o[0] + s.along[0] * s.len, y, o[2] + s.along[2] * s.len],
                [o[0] + s.along[0] * s.len, y + 0.12, o[2] + s.along[2] * s.len],
                [o[0], y + 0.12, o[2]],
              ],
              dusk ? "rgba(60,40,60,0.5)" : "rgba(120,110,100,0.45)",
            );
            for (let b = 0; b < bays; b++) {
              const a = b * (s.len / bays) + 0.35;
              const e = (b + 1) * (s.len / bays) - 0.35;
              const lit = dusk && rand() < 0.45;
              const win = lit ? "#ffd27a" : dusk ? "#2d3556" : s.n[0] + s.n[2] < 0 ? "#86a9c4" : "#9cc3dd";
              poly(
                [
                  [o[0] + s.along[0] * a, y + 0.3, o[2] + s.along[2] * a],
                  [o[0] + s.along[0] * e, y + 0.3, o[2] + s.along[2] * e],
                  [o[0] + s.along[0] * e, y + 1.0, o[2] + s.along[2] * e],
                  [o[0] + s.along[0] * a, y + 1.0, o[2] + s.along[2] * a],
                ],
                win,
              );
            }
          }
        },
      });
    }
    // The roof, with a parapet band and a water-tank block.
    faces.push({
      pts: [],
      n: [0, 1, 0],
      depth: Math.hypot(...sub([(x0 + x1) / 2, h, (z0 + z1) / 2], eye)) - 0.01,
      draw: () => {
        poly(
          [
            [x0, h, z0],
            [x1, h, z0],
            [x1, h, z1],
            [x0, h, z1],
          ],
          shade([200, 196, 188], [0, 1, 0]),
        );
        const tx = x0 + t.w * 0.3;
        const tz = z0 + t.d * 0.3;
        poly(
          [
            [tx, h + 2, tz],
            [tx + 4, h + 2, tz],
            [tx + 4, h + 2, tz + 3],
            [tx, h + 2, tz + 3],
          ],
          shade([150, 160, 170], [0, 1, 0]),
        );
        poly(
          [
            [tx, h, tz],
            [tx + 4, h, tz],
            [tx + 4, h + 2, tz],
            [tx, h + 2, tz],
          ],
          shade([150, 160, 170], [0, 0, -1]),
        );
      },
    });
  }
  faces.sort((a, b) => b.depth - a.depth);
  for (const f of faces) f.draw();
}
