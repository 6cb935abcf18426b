import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BackgroundTasks } from "../../platform/background-tasks.js";
import type { DevOutboxRepository, StoredMail } from "../../platform/mail/dev-outbox.repository.js";
import { devMailboxSchema } from "#shared/dev-mailbox";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(mails: StoredMail[], to: string | undefined): string {
  const items = mails
    .map((m) => {
      const text = escape(m.text).replace(/(https?:\/\/[^\s<]+)/g, (u) => `<a href="${u}">${u}</a>`);
      return `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${escape(m.createdAt)}</p><pre>${text}</pre></article>`;
    })
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Unlocked</title><style>
body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
h1{color:#6d28d9}article{border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#475569;font-size:.875rem}pre{white-space:pre-wrap;font:inherit}a{color:#6d28d9}
.note{background:#fef3c7;padding:.75rem;border-radius:.5rem}</style></head><body>
<h1>Dev mailbox</h1><p class="note">Development only: mail is kept here because no SMTP_URL is set.</p>
<form method="get"><label>Recipient <input name="to" type="email" value="${escape(to ?? "")}"></label> <button>Filter</button></form>
${items || "<p>No mail yet.</p>"}</body></html>`;
}

type Deps = { outbox: DevOutboxRepository; tasks: BackgroundTasks };

/** Lists after in-flight mails are delivered, so a mail sent by the previous request is always there. */
export function devMailboxRoutes({ outbox, tasks }: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const querystring = z.object({
      to: z
        .string()
        .max(254)
        .regex(/^[^\0]*$/)
        .optional(),
    });

    r.get(
      "/api/dev/mailbox",
      { schema: { tags: ["dev"], querystring, response: { 200: devMailboxSchema } } },
      async (request) => {
        await tasks.idle();
        const mails = await outbox.list(request.query.to, 50);
        return {
          mails: mails.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            links: m.links,
            created_at: m.createdAt,
          })),
        };
      },
    );

    r.get(
      "/dev/mailbox",
      { config: { notJson: "html" }, schema: { hide: true, querystring } },
      async (request, reply) => {
        await tasks.idle();
        const mails = await outbox.list(request.query.to || undefined, 50);
        return reply.type("text/html; charset=utf-8").send(page(mails, request.query.to));
      },
    );
  };
}
