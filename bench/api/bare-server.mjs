// The yardstick for `npm run bench -- api`: bare Fastify + pg answering a one-row read by id,
// the least any authenticated read could cost on this machine.
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get("/row/:id", async (request) => {
  const { rows } = await pool.query("select id, email from users where id = $1", [request.params.id]);
  return rows[0] ?? null;
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
