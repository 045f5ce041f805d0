import { readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

// A service is named by its file's name in content/services/ (<id>.en.yml). The list is read from the folder,
// not from the compiled services, which a fresh clone has not built yet when the schemas are read.

const serviceIds = readdirSync(join(process.cwd(), "content/services"))
  .map((name) => /^([a-z0-9-]+)\.en\.ya?ml$/.exec(name)?.[1])
  .filter((id): id is string => id !== undefined)
  .sort();

/** A service's id, one of the files of content/services/. */
export const serviceId = () =>
  z.enum(serviceIds as [string, ...string[]], {
    error: `must be a service: the name of its file in content/services/, e.g. ${serviceIds[0]}`,
  });
