import { people, type Person } from "./people";

/**
 * The businesses of the case studies: fictional, like their owners (content/people.ts), each with the name its
 * work shows (the shop sign, the store's header, the Instagram handle) and a logo drawn for the site in
 * public/images/clients/. Home's client strip shows some of them, each linked to its study.
 */
export interface ClientRecord {
  /** The business's name, as its logo and its work show it. */
  name: string;
  /** The owner or founder, who speaks for the business. */
  person: Person;
  /** What the person runs, as a reader would say it: "café chain owner". */
  business: string;
  city: string;
  /** An SVG under public/, drawn at this size. */
  logo: { src: string; width: number; height: number };
}

const logo = (id: string) => ({ src: `/images/clients/${id}.svg`, width: 240, height: 64 });

export const clients = {
  ravisCafe: {
    name: "Ravi's Café",
    person: people.ravi,
    business: "café chain owner",
    city: "Hyderabad",
    logo: logo("ravis-cafe"),
  },
  studioNeha: {
    name: "Studio Neha Interiors",
    person: people.neha,
    business: "interior design studio",
    city: "Jubilee Hills, Hyderabad",
    logo: logo("studio-neha-interiors"),
  },
  lakshmiHandlooms: {
    name: "Lakshmi Handlooms",
    person: people.lakshmi,
    business: "handloom saree label",
    city: "Pochampally",
    logo: logo("lakshmi-handlooms"),
  },
  lakeviewResidences: {
    name: "Lakeview Residences",
    person: people.vikram,
    business: "residential developer",
    city: "Kokapet, Hyderabad",
    logo: logo("lakeview-residences"),
  },
  farahDental: {
    name: "Dr Farah's Dental Care",
    person: people.farah,
    business: "dental clinic",
    city: "Kukatpally, Hyderabad",
    logo: logo("dr-farahs-dental-care"),
  },
  srinivasSweets: {
    name: "Srinivas Sweets",
    person: people.srinivas,
    business: "family sweet shop",
    city: "Vijayawada",
    logo: logo("srinivas-sweets"),
  },
} satisfies Record<string, ClientRecord>;
