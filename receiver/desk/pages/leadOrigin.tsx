/** @jsxImportSource hono/jsx */
import type { LeadOrigin } from "@/lib/forms/origin";

// Where a lead came from, as its form carried it: "unknown" for each when it carried nothing (a form sent
// without JavaScript) or not that part (a visit with no campaign has no UTM values).

const UNKNOWN = "unknown";

export function LeadOriginFields({ origin }: { origin?: LeadOrigin }) {
  const rows: [string, string | number | undefined][] = [
    ["Landing page", origin?.landingPage],
    ["Referrer", origin?.referrerHost ?? (origin ? "none (direct or from this site)" : undefined)],
    ["Source", origin?.utm.source],
    ["Medium", origin?.utm.medium],
    ["Campaign", origin?.utm.campaign],
    ["Pages seen before sending", origin?.pagesSeen],
  ];
  return (
    <>
      {rows.map(([label, value]) => (
        <>
          <dt>{label}</dt>
          <dd>{value === undefined ? UNKNOWN : String(value)}</dd>
        </>
      ))}
    </>
  );
}
