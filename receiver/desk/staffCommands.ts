import type { Client } from "@libsql/client";
import { cleanText, visible } from "../text";
import { addStaff, listStaff, newEnrolmentToken, removeStaff, staffByEmail } from "./db/staff";

// `npm run leads -- staff …`: who may open the lead desk. Staff are added here only, never from the desk.

export const STAFF_USAGE = `staff add EMAIL "NAME" | staff list | staff remove EMAIL | staff link EMAIL`;

/** The page a new staff member opens to register a passkey. */
export const enrolmentLink = (origin: string, token: string) => `${origin}/desk/enrol/${token}`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Run one staff command; returns the exit code (2: not a staff command as written). */
export async function staffCommand(
  db: Client,
  args: string[],
  {
    deskOrigin,
    now = new Date(),
    io = { out: console.log, err: console.error },
  }: {
    deskOrigin: string;
    now?: Date;
    io?: Io;
  },
): Promise<number> {
  const [command, email, name] = args;
  const linkFor = async (staffId: number) => {
    const token = await newEnrolmentToken(db, staffId, now);
    io.out(`Enrolment link (works once, for 24 hours): ${enrolmentLink(deskOrigin, token)}`);
  };
  switch (command) {
    case "add": {
      if (!email?.includes("@") || !name?.trim()) break;
      const id = await addStaff(db, cleanText(email), cleanText(name), now);
      io.out(`Added ${visible(name.trim())} <${visible(email.trim())}> to the lead desk.`);
      await linkFor(id);
      return 0;
    }
    case "list": {
      const staff = await listStaff(db);
      if (!staff.length) io.out('No staff yet: npm run leads -- staff add EMAIL "NAME"');
      for (const s of staff)
        io.out(
          `${visible(s.email)}\t${visible(s.name)}\t${s.removedAt ? `removed ${s.removedAt}` : `since ${s.createdAt}`}`,
        );
      return 0;
    }
    case "remove": {
      if (!email) break;
      if (!(await removeStaff(db, email, now))) {
        io.err(`No current staff member ${visible(email)}.`);
        return 1;
      }
      io.out(`Removed ${visible(email)}: signed out everywhere, passkeys deleted.`);
      return 0;
    }
    case "link": {
      if (!email) break;
      const staff = await staffByEmail(db, email);
      if (!staff || staff.removedAt) {
        io.err(`No current staff member ${visible(email)}.`);
        return 1;
      }
      await linkFor(staff.id);
      return 0;
    }
  }
  io.err(`usage: npm run leads -- ${STAFF_USAGE}`);
  return 2;
}
