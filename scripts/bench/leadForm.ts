import { site } from "@/lib/content/site";

/** The contact enquiry both receiver benches send: a valid lead, `i` keeping each one's e-mail apart. */
export function benchLeadForm(i: number): FormData {
  const data = new FormData();
  data.set("name", `Bench Lead ${i}`);
  data.set("phone", "+91 98480 12345");
  data.set("email", `lead${i}@example.com`);
  data.set("message", "We run a bakery in Gachibowli and want more online orders through our website.");
  data.set("noticeVersion", site.privacy.noticeVersion);
  data.set("_gotcha", "");
  return data;
}
