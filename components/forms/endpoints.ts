// Where the forms deliver. Set at build time (see README): NEXT_PUBLIC_* values are inlined into the
// static pages, so each form knows its endpoint without a server. Unset: the forms simulate delivery.
function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const contactEndpoint = clean(process.env.NEXT_PUBLIC_CONTACT_ENDPOINT);
export const applicationEndpoint = clean(process.env.NEXT_PUBLIC_APPLICATION_ENDPOINT);
