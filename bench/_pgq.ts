import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { jsonArrayFrom } from "kysely/helpers/postgres";
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" }); await admin.connect();
await admin.query("drop database if exists pgq_bench"); await admin.query("create database pgq_bench");
const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/pgq_bench", max: 10 });
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
await migrateToLatest(db);
const id = "00000000-0000-4000-8000-000000000001";
await pool.query(`insert into users (id, email, name, email_verified, created_at, updated_at) values ('${id}', 'a@b.c', '', true, now(), now())`).catch(e=>console.log(e.message));
await pool.query(`insert into profiles (id) values ('${id}') on conflict do nothing`).catch(e=>console.log(e.message));
const q = db.selectFrom("profiles").selectAll("profiles").select((eb) => jsonArrayFrom(eb.selectFrom("photos").selectAll("photos").whereRef("photos.user_id", "=", "profiles.id").orderBy("created_at").orderBy("id")).as("photos")).where("profiles.id", "=", id).compile();
console.log(q.sql);
const forms: Record<string, () => Promise<unknown>> = {
  bare: () => pool.query("select id, email from users where id = $1", [id]),
  profileOnly: () => pool.query('select * from profiles where id = $1', [id]),
  jsonAgg: () => pool.query(q.sql, q.parameters as any[]),
  jsonAggPrepared: () => pool.query({ name: "p1", text: q.sql, values: q.parameters as any[] }),
  two: () => Promise.all([pool.query('select * from profiles where id = $1', [id]), pool.query('select * from photos where user_id = $1 order by created_at, id', [id])]),
};
for (const [name, f] of Object.entries(forms)) {
  for (const round of [0, 1]) {
    let n = 0; const end = Date.now() + 3000;
    await Promise.all(Array.from({ length: 10 }, async () => { while (Date.now() < end) { await f(); n++; } }));
    if (round) console.log(name, Math.round(n / 3), "q/s");
  }
}
await db.destroy(); await admin.query("drop database pgq_bench"); await admin.end();
