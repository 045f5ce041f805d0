/** @jsxImportSource hono/jsx */
import { Layout } from "./layout";

// The two pages with a passkey ceremony: the button is wired by the desk's one script (browser/passkey.ts).

function PasskeyButton(props: { action: "register" | "sign-in"; base: string; label: string }) {
  return (
    <>
      <button type="button" class="primary" data-passkey={props.action} data-base={props.base}>
        {props.label}
      </button>
      <p role="status" class="status" data-passkey-status />
      <noscript>
        <p>Passkeys are a browser feature reached through JavaScript: turn JavaScript on for this page.</p>
      </noscript>
    </>
  );
}

export const SignInPage = () => (
  <Layout title="Sign in" passkeyScript>
    <h1>Sign in to the lead desk</h1>
    <p>Use the passkey you registered from your enrolment link.</p>
    <PasskeyButton action="sign-in" base="/desk/sign-in" label="Sign in with a passkey" />
  </Layout>
);

export const EnrolPage = (props: { name: string; token: string }) => (
  <Layout title="Register a passkey" passkeyScript>
    <h1>Welcome, {props.name}</h1>
    <p>
      Register a passkey on this device (fingerprint, face, screen lock or security key). It signs you in from now on.
    </p>
    <PasskeyButton action="register" base={`/desk/enrol/${props.token}`} label="Register a passkey" />
  </Layout>
);

export const LinkExpiredPage = () => (
  <Layout title="Link not valid">
    <h1>This enrolment link is not valid</h1>
    <p>
      It has been used, or is more than 24 hours old. Ask for a new one (<code>npm run leads -- staff link EMAIL</code>)
      or <a href="/desk/sign-in">sign in</a> if you have a passkey.
    </p>
  </Layout>
);
