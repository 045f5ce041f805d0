import nodemailer from "nodemailer";

/**
 * An SMTP transport (SMTP_URL, e.g. smtps://user:pass@smtp.example.com) whose every wait is bounded, so a hung
 * SMTP server cannot hold a lead's notification claim or an outbox job for good.
 */
export function boundedSmtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}
