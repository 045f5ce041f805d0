// Where the test receiver listens. The URLs are baked into the out-forms/ build, so both the build
// script and the tests read them from here (override the port with FORMS_RECEIVER_PORT).
export const receiverPort = Number(process.env.FORMS_RECEIVER_PORT ?? 4251);
const origin = `http://127.0.0.1:${receiverPort}`;
export const receiverUrls = {
  contact: `${origin}/contact`,
  application: `${origin}/application`,
};
