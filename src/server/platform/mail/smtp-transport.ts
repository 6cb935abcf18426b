import nodemailer from "nodemailer";
import type { ComponentHealth } from "#shared/health";
import { withinTime } from "../time-limit.js";
import type { MailTransport } from "./mail-transport.js";

/** How long a verified connection counts as healthy: a load balancer's probes do not each dial SMTP. */
const CHECK_TTL_MS = 30_000;
const CHECK_TIMEOUT_MS = 5_000;

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  let last: { at: number; result: Promise<ComponentHealth> } | undefined;
  const verify = async (): Promise<ComponentHealth> => {
    try {
      await withinTime(transporter.verify(), CHECK_TIMEOUT_MS, "SMTP verify timed out");
      return { status: "ok", detail: "SMTP server accepts connections" };
    } catch {
      // The reason (host, credentials) belongs in the operator's logs, not in a public report.
      return { status: "error", detail: "SMTP server unreachable or refusing our credentials" };
    }
  };
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    check() {
      if (!last || Date.now() - last.at > CHECK_TTL_MS) last = { at: Date.now(), result: verify() };
      return last.result;
    },
  };
}
