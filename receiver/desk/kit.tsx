/** @jsxImportSource hono/jsx */
import { listStaff, type Staff } from "./db/staff";
import { logAccess, type DeskAction } from "./db/accessLog";
import { type DeskContext, type DeskDeps, deskRequest } from "./context";
import { Layout } from "./pages/layout";

// What the desk's route groups share: reading their parameters, the plain message page, and the team and
// access-log helpers bound to one desk's dependencies.

/** A positive whole number from a path or query parameter, else undefined. */
export const positiveInt = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && /^\d{1,9}$/.test(value) && n >= 1 ? n : undefined;
};

export const MessagePage = (props: { staff?: Staff; title: string; text: string; back?: string }) => (
  <Layout title={props.title} staff={props.staff}>
    <h1>{props.title}</h1>
    <p>{props.text}</p>
    {props.back ? (
      <p>
        <a href={props.back}>Back</a>
      </p>
    ) : null}
  </Layout>
);

/** The helpers every signed-in route uses, bound to the desk's dependencies. */
export function deskKit(deps: DeskDeps) {
  const { db } = deps;
  return {
    now: () => deps.clock(),
    /** The staff who are still on the desk. */
    current: async () => (await listStaff(db)).filter((s) => !s.removedAt),
    record: (c: DeskContext, action: DeskAction, leadId?: number) =>
      logAccess(db, {
        at: deps.clock(),
        staffId: c.var.staff.id,
        action,
        leadId,
        address: deskRequest(deps, c).address,
      }),
    notFound: (c: DeskContext) =>
      c.html(
        <MessagePage staff={c.var.staff} title="No such lead" text="It may have been erased." back="/desk/" />,
        404,
      ),
  };
}
