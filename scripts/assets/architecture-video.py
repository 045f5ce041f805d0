"""Generates the architecture page's looping background video (an orbiting wireframe of towers).

Run once by hand; the outputs are committed in public/media/architecture/ (the build never needs ffmpeg):
    python3 scripts/assets/architecture-video.py
Needs numpy and ffmpeg (libvpx-vp9, libx264).
"""
import math
import subprocess
from pathlib import Path

import numpy as np

W, H, FPS, SECONDS = 512, 288, 24, 6
FRAMES = FPS * SECONDS
OUT = Path("public/media/architecture")
BG = np.array([11, 16, 32], dtype=np.float32)
ACCENT = np.array([255, 122, 69], dtype=np.float32)
COOL = np.array([120, 150, 255], dtype=np.float32)
WHITE = np.array([230, 235, 250], dtype=np.float32)


def box(cx, cz, w, d, h, floors):
    """Edges of a tower: outline plus floor slabs."""
    lines = []
    xs, zs = (cx - w / 2, cx + w / 2), (cz - d / 2, cz + d / 2)
    corners = [(xs[0], zs[0]), (xs[1], zs[0]), (xs[1], zs[1]), (xs[0], zs[1])]
    for i in range(4):
        (x1, z1), (x2, z2) = corners[i], corners[(i + 1) % 4]
        lines.append(((x1, 0, z1), (x1, h, z1), WHITE, 0.9))
        for f in range(floors + 1):
            y = h * f / floors
            colour, strength = (ACCENT, 1.0) if f == floors else (COOL, 0.45)
            lines.append(((x1, y, z1), (x2, y, z2), colour, strength))
    return lines


def scene():
    lines = box(0, 0, 2.0, 2.0, 7.0, 14)
    for sx, sz in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
        lines += box(3.4 * sx, 3.4 * sz, 1.6, 1.6, 3.6, 7)
    for i in range(-8, 9):  # ground grid
        lines.append(((i, 0, -8), (i, 0, 8), COOL, 0.18))
        lines.append(((-8, 0, i), (8, 0, i), COOL, 0.18))
    return lines


def project(points, angle):
    radius, height, target = 17.0, 7.0, np.array([0, 3.2, 0])
    eye = np.array([radius * math.cos(angle), height, radius * math.sin(angle)])
    forward = target - eye
    forward /= np.linalg.norm(forward)
    right = np.cross(forward, [0, 1, 0])
    right /= np.linalg.norm(right)
    up = np.cross(right, forward)
    rel = points - eye
    x, y, z = rel @ right, rel @ up, rel @ forward
    focal = 0.9 * W
    return np.stack([W / 2 + focal * x / z, H / 2 - focal * y / z], axis=-1)


def render(angle, lines):
    acc = np.zeros((H, W, 3), dtype=np.float32)
    for p1, p2, colour, strength in lines:
        a, b = project(np.array([p1, p2], dtype=np.float64), angle)
        n = int(max(2, np.hypot(*(b - a)) * 1.5))
        t = np.linspace(0, 1, n)[:, None]
        pts = a + (b - a) * t
        xs, ys = pts[:, 0], pts[:, 1]
        ok = (xs >= 0) & (xs < W - 1) & (ys >= 0) & (ys < H - 1)
        xs, ys = xs[ok], ys[ok]
        x0, y0 = xs.astype(int), ys.astype(int)
        fx, fy = xs - x0, ys - y0
        for dx, dy, wgt in ((0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)):
            np.add.at(acc, (y0 + dy, x0 + dx), (wgt * strength)[:, None] * colour[None, :] / 255.0)
    glow = np.pad(acc, ((8, 8), (8, 8), (0, 0)))
    for _ in range(3):  # cheap blur for a soft glow (padded, so nothing wraps around the edges)
        glow = (glow + np.roll(glow, 1, 0) + np.roll(glow, -1, 0) + np.roll(glow, 1, 1) + np.roll(glow, -1, 1)) / 5
    glow = glow[8:-8, 8:-8]
    light = np.clip(acc * 0.6 + glow * 2.6, 0, 1.2)
    yy, xx = np.mgrid[0:H, 0:W]
    vignette = 1 - 0.55 * (((xx - W * 0.65) / W) ** 2 + ((yy - H * 0.4) / H) ** 2)
    frame = BG[None, None, :] * vignette[..., None] + light * 255 * 0.85
    return np.clip(frame, 0, 255).astype(np.uint8)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    lines = scene()
    # The scene has four-fold symmetry, so a quarter turn loops seamlessly.
    frames = [render(math.pi / 4 + (math.pi / 2) * i / FRAMES, lines) for i in range(FRAMES)]
    raw = b"".join(f.tobytes() for f in frames)
    base = ["ffmpeg", "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{W}x{H}", "-r", str(FPS), "-i", "-"]
    subprocess.run(base + ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "50", "-row-mt", "1", "-pix_fmt", "yuv420p", "-an", str(OUT / "walkthrough.webm")], input=raw, check=True)
    subprocess.run(base + ["-c:v", "libx264", "-crf", "35", "-preset", "slow", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", str(OUT / "walkthrough.mp4")], input=raw, check=True)
    subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{W}x{H}", "-i", "-", "-frames:v", "1", "-q:v", "6", str(OUT / "walkthrough-poster.jpg")], input=frames[0].tobytes(), check=True)


if __name__ == "__main__":
    main()
