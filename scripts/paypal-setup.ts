/**
 * `npm run paypal:setup`: makes PayPal's side of our recurring plans from our plan table
 * (src/shared/plans.ts): one catalog product, "Unlocked", and a billing plan per recurring plan
 * at our price, or finds those already made (by name), then prints the PAYPAL_PLAN_* lines to
 * set. Uses PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE (sandbox by default).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { decimalAmount, plans, type Plan } from "#shared/plans";
import { loadConfig, type PayPalConfig } from "../src/server/config.js";

const envName = {
  "unlocked-plus": "PAYPAL_PLAN_UNLOCKED_PLUS",
  "unlocked-beyond": "PAYPAL_PLAN_UNLOCKED_BEYOND",
  "unlocked-echo-monthly": "PAYPAL_PLAN_ECHO_MONTHLY",
} as const;
type Recurring = keyof typeof envName;
const PRODUCT = "Unlocked";
const planName = (plan: Plan) => `${plan.shortName} ${plan.code}`;

/** Our recurring plans' billing plan ids at PayPal, made when missing. */
export async function setUpPayPalPlans(
  config: Pick<PayPalConfig, "clientId" | "clientSecret" | "apiBase">,
): Promise<Record<Recurring, string>> {
  const auth = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
  const tokenRes = await fetch(`${config.apiBase}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${auth}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  if (!tokenRes.ok) throw new Error(`PayPal refused the credentials (HTTP ${tokenRes.status}).`);
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${config.apiBase}${url}`, {
      method,
      headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`PayPal ${method} ${url}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const products = await call<{ products?: { id: string; name: string }[] }>(
    "GET",
    "/v1/catalogs/products?page_size=20",
  );
  const product =
    products.products?.find((p) => p.name === PRODUCT) ??
    (await call<{ id: string }>("POST", "/v1/catalogs/products", {
      name: PRODUCT,
      type: "SERVICE",
      category: "SOFTWARE",
    }));
  const existing =
    (
      await call<{ plans?: { id: string; name: string; status: string }[] }>(
        "GET",
        `/v1/billing/plans?product_id=${product.id}&page_size=20`,
      )
    ).plans ?? [];

  const ids = {} as Record<Recurring, string>;
  for (const code of Object.keys(envName) as Recurring[]) {
    const plan = plans[code];
    const found = existing.find((p) => p.name === planName(plan) && p.status === "ACTIVE");
    ids[code] =
      found?.id ??
      (
        await call<{ id: string }>("POST", "/v1/billing/plans", {
          product_id: product.id,
          name: planName(plan),
          billing_cycles: [
            {
              frequency: { interval_unit: plan.period === "year" ? "YEAR" : "MONTH", interval_count: 1 },
              tenure_type: "REGULAR",
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { value: decimalAmount(plan.priceCents), currency_code: plan.currency } },
            },
          ],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
        })
      ).id;
  }
  return ids;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.paypal) {
    console.error("Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (and PAYPAL_API_BASE for live; sandbox by default).");
    process.exit(2);
  }
  const ids = await setUpPayPalPlans(config.paypal);
  console.log("Billing plans ready. Set these for the app:");
  for (const [code, id] of Object.entries(ids)) console.log(`${envName[code as Recurring]}=${id}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
