import { z } from "zod";
import { fixedText, keyedRecords, slug, text, words } from "../schema";

// The careers page's copy: content/careers/careers.<language>.yml (one entry). The openings are content/jobs/;
// the application form's fields are content/form-fields/.

/** Words joined to the words beside them, so their spaces at either end are kept as written. */
const joiningText = () => words(z.string().min(1, "is empty: write the text, or remove the field"));

const intro = z
  .object({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    perksHeading: text(),
    perks: keyedRecords(z.object({ title: text(), text: text() })),
    openingsLinkLabel: text(),
    openingsHeading: text(),
    openingsLead: text(),
  })
  .strict();

const jobBoard = z
  .object({
    postedLabel: text(),
    factLabels: z.object({ location: text(), type: text(), salary: text(), experience: text() }).strict(),
    /** The job's type, as the card's badge says it. */
    types: z.object({ "Full-time": text() }).strict(),
    /** `{range}` is the monthly range, written with a hyphen ("45,000-65,000"). */
    salary: text(),
    detailsLabel: text(),
    applyLabel: text(),
    responsibilitiesHeading: text(),
    qualificationsHeading: text(),
    toolsHeading: text(),
  })
  .strict();

const applicationForm = z
  .object({
    detailsApplyLabel: fixedText("Apply for This Position", "the button of a job's details"),
    heading: text(),
    lead: text(),
    successMessage: text(),
    submitLabel: text(),
    submittingLabel: fixedText("Submitting...", "the button says so while an application is sent"),
    retryLabel: text(),
    /** Completes "This form needs JavaScript to send …" (demo builds without JavaScript). */
    notConnectedWhat: text(),
    /** The resume's drop area: "Drag and drop your resume here, or browse files". */
    resumeDrop: z
      .object({
        drag: joiningText(),
        here: joiningText(),
        browse: joiningText(),
        dropping: text(),
        /** Added to the hint once a file is chosen; `{file}` is its name. */
        attached: text(),
      })
      .strict(),
  })
  .strict();

export const careersSchema = z.object({ id: slug(), intro, jobBoard, applicationForm }).strict();

export type CareersEntry = z.infer<typeof careersSchema>;
