/** @jsxImportSource hono/jsx */
import type { Metric } from "@/lib/measurement/event";
import type { Dashboard, VitalRow } from "../db/measurement";

// The dashboard's charts: SVG drawn on the server (no script, no inline style: the desk's CSP), each labelled
// as an image; the page puts a table with the same figures after each.

const RATING_COLOURS = { good: "#0a7a3d", "needs-improvement": "#a35f00", poor: "#c0262d" } as const;

/** Page views (pale) and visits (dark) per day, as bars. */
export function DailyChart({ data }: { data: Dashboard }) {
  const width = 720;
  const height = 200;
  const max = Math.max(1, ...data.days.map((d) => d.views));
  const step = width / data.days.length;
  const bar = Math.max(1, step * 0.8);
  const y = (v: number) => height - (v / max) * (height - 10);
  return (
    <svg class="chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="daily-chart-title">
      <title id="daily-chart-title">
        {`Page views and visits per day from ${data.from} to ${data.to}: ${data.totals.views} page views, ${data.totals.visits} visits; the table below gives each day.`}
      </title>
      <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="#4a5168" />
      {data.days.map((d, i) => (
        <>
          <rect x={i * step} y={y(d.views)} width={bar} height={height - y(d.views)} fill="#9db4e8" />
          <rect x={i * step} y={y(d.visits)} width={bar} height={height - y(d.visits)} fill="#1d3f91" />
        </>
      ))}
    </svg>
  );
}

/** Each route's share of good / needs improvement / poor for one metric, as stacked bars. */
export function VitalsChart({ rows, metric }: { rows: VitalRow[]; metric: Metric }) {
  const width = 720;
  const rowHeight = 22;
  const height = Math.max(1, rows.length) * rowHeight;
  const id = `vitals-chart-${metric}`;
  return (
    <svg class="chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={id}>
      <title
        id={id}
      >{`${metric}: share of good, needs improvement and poor page views per route and device (figures in the table below).`}</title>
      {rows.map((r, i) => {
        let x = 0;
        return (["good", "needs-improvement", "poor"] as const).map((rating) => {
          const w = (r.shares[rating] / 100) * width;
          const rect = (
            <rect x={x} y={i * rowHeight + 3} width={w} height={rowHeight - 6} fill={RATING_COLOURS[rating]} />
          );
          x += w;
          return rect;
        });
      })}
    </svg>
  );
}
