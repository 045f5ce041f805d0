import { clients } from "./clients";
import { team } from "./team";
import { testimonials } from "./testimonials";

/** The name of everyone the site names: the team, the clients quoted on home, the case studies' clients. */
export const everyoneNamed: string[] = [
  ...team.map((member) => member.name),
  ...testimonials.map((said) => said.author),
  ...Object.values(clients).map((client) => client.person.name),
];
