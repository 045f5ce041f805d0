import { hosting } from "@/lib/hosting/deployment";

/** Where the lead desk answers: this path and everything under it (the receiver, npm start and nginx route it). */
export const DESK_PREFIX = hosting.deskPath;
