import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for PayPal's REST API, for tests only (the double sits at the edge: our client
 * speaks real HTTP to it). It answers the calls we make in the shapes PayPal documents: OAuth
 * client credentials, Subscriptions (create, get, cancel), Orders v2 (create, capture, get) and
 * verify-webhook-signature. The test plays the buyer with approve().
 */
export type FakePayPal = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  planIds: { "unlocked-plus": string; "unlocked-beyond": string; "unlocked-echo-monthly": string };
  /** The buyer approves at PayPal: the subscription becomes ACTIVE (first charge taken), the order capturable. */
  approve(id: string): void;
  /** What the next captures or first charges report as paid (to test a mismatch). */
  chargeOverride: { value: string; currency_code: string } | null;
  subscriptions: Map<string, Record<string, unknown>>;
  orders: Map<string, Record<string, unknown> & { approved?: boolean; captured?: Record<string, unknown> }>;
  tokenRequests: number;
  /** Catalog products and billing plans made through the API (npm run paypal:setup). */
  products: { id: string; name: string }[];
  plans: { id: string; product_id: string; name: string; status: string; billing_cycles: unknown[] }[];
  /** The next this-many subscription cancels answer 503 (PayPal unavailable). */
  cancelFailures: number;
  /** A signature the fake's verify call accepts (any other fails). */
  validSignature: string;
  /** How many times we asked PayPal to verify a notification. */
  verifyCalls: number;
  close(): Promise<void>;
};

const price: Record<string, string> = { "P-PLUS": "12.00", "P-BEYOND": "39.00", "P-ECHO": "4.00" };
const period: Record<string, number> = { "P-PLUS": 1, "P-BEYOND": 12, "P-ECHO": 1 };

export async function startFakePayPal(): Promise<FakePayPal> {
  const id = (prefix: string) => `${prefix}${randomBytes(6).toString("hex").toUpperCase()}`;
  const fake: FakePayPal = {
    url: "",
    clientId: "fake-client",
    clientSecret: "fake-secret",
    webhookId: "WH-FAKE",
    planIds: { "unlocked-plus": "P-PLUS", "unlocked-beyond": "P-BEYOND", "unlocked-echo-monthly": "P-ECHO" },
    chargeOverride: null,
    cancelFailures: 0,
    subscriptions: new Map(),
    orders: new Map(),
    tokenRequests: 0,
    products: [],
    plans: [],
    validSignature: "valid-signature",
    verifyCalls: 0,
    approve(ref) {
      const sub = fake.subscriptions.get(ref);
      if (sub) {
        const next = new Date();
        next.setUTCMonth(next.getUTCMonth() + period[sub.plan_id as string]!);
        sub.status = "ACTIVE";
        sub.billing_info = {
          next_billing_time: next.toISOString(),
          last_payment: {
            amount: fake.chargeOverride ?? { currency_code: "USD", value: price[sub.plan_id as string] },
          },
        };
        return;
      }
      const order = fake.orders.get(ref);
      if (order) {
        order.approved = true;
        order.status = "APPROVED";
      }
    },
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body === undefined ? "" : JSON.stringify(body));
      };
      const url = new URL(req.url ?? "/", fake.url);
      const path = url.pathname;
      if (path === "/v1/oauth2/token" && req.method === "POST") {
        const basic = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64")}`;
        if (req.headers.authorization !== basic || raw !== "grant_type=client_credentials")
          return send(401, { error: "invalid_client" });
        fake.tokenRequests += 1;
        return send(200, { access_token: "A21-fake-token", token_type: "Bearer", expires_in: 32400 });
      }
      if (req.headers.authorization !== "Bearer A21-fake-token") return send(401, { name: "AUTHENTICATION_FAILURE" });
      const body = raw ? (JSON.parse(raw) as Record<string, any>) : {};

      if (path === "/v1/catalogs/products") {
        if (req.method === "GET") return send(200, { products: fake.products });
        const product = { id: id("PROD-"), name: body.name as string };
        fake.products.push(product);
        return send(201, product);
      }
      if (path === "/v1/billing/plans") {
        if (req.method === "GET")
          return send(200, { plans: fake.plans.filter((p) => p.product_id === url.searchParams.get("product_id")) });
        const plan = {
          id: id("P-"),
          product_id: body.product_id as string,
          name: body.name as string,
          status: "ACTIVE",
          billing_cycles: body.billing_cycles as unknown[],
        };
        fake.plans.push(plan);
        return send(201, plan);
      }
      if (path === "/v1/billing/subscriptions" && req.method === "POST") {
        if (!Object.values(fake.planIds).includes(body.plan_id))
          return send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INVALID_PLAN" }] });
        const sub = {
          id: id("I-"),
          status: "APPROVAL_PENDING",
          plan_id: body.plan_id,
          custom_id: body.custom_id,
          links: [] as unknown[],
        };
        sub.links = [{ rel: "approve", href: `${fake.url}/checkoutnow?ba_token=${sub.id}`, method: "GET" }];
        fake.subscriptions.set(sub.id, sub);
        return send(201, sub);
      }
      const subMatch = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
      if (subMatch) {
        const sub = fake.subscriptions.get(decodeURIComponent(subMatch[1]!));
        if (!sub) return send(404, { name: "RESOURCE_NOT_FOUND" });
        if (subMatch[2] && req.method === "POST" && fake.cancelFailures > 0) {
          fake.cancelFailures -= 1;
          return send(503, { name: "SERVICE_UNAVAILABLE" });
        }
        if (subMatch[2] && req.method === "POST") {
          if (sub.status === "CANCELLED")
            return send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }] });
          sub.status = "CANCELLED";
          return send(204);
        }
        return send(200, sub);
      }
      if (path === "/v2/checkout/orders" && req.method === "POST") {
        const order = {
          id: id("O-"),
          status: "CREATED",
          intent: body.intent,
          purchase_units: body.purchase_units,
          links: [] as unknown[],
        };
        order.links = [{ rel: "approve", href: `${fake.url}/checkoutnow?token=${order.id}`, method: "GET" }];
        fake.orders.set(order.id, order);
        return send(201, order);
      }
      const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      if (orderMatch) {
        const order = fake.orders.get(decodeURIComponent(orderMatch[1]!));
        if (!order) return send(404, { name: "RESOURCE_NOT_FOUND" });
        const view = () => {
          const unit = (order.purchase_units as Record<string, any>[])[0]!;
          return {
            id: order.id,
            status: order.status,
            purchase_units: [{ ...unit, payments: order.captured ? { captures: [order.captured] } : undefined }],
          };
        };
        if (!orderMatch[2]) return send(200, view());
        if (order.captured)
          return send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
        if (!order.approved)
          return send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] });
        const unit = (order.purchase_units as Record<string, any>[])[0]!;
        order.captured = { id: id("CAP-"), status: "COMPLETED", amount: fake.chargeOverride ?? unit.amount };
        order.status = "COMPLETED";
        return send(201, view());
      }
      if (path === "/v1/notifications/verify-webhook-signature" && req.method === "POST") {
        fake.verifyCalls += 1;
        const ok =
          body.webhook_id === fake.webhookId && body.transmission_sig === fake.validSignature && body.webhook_event?.id;
        return send(200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
      }
      return send(404, { name: "NOT_FOUND" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** The env that points the app at the fake. */
export const paypalEnv = (fake: FakePayPal): Record<string, string> => ({
  PAYPAL_CLIENT_ID: fake.clientId,
  PAYPAL_CLIENT_SECRET: fake.clientSecret,
  PAYPAL_API_BASE: fake.url,
  PAYPAL_WEBHOOK_ID: fake.webhookId,
  PAYPAL_PLAN_UNLOCKED_PLUS: fake.planIds["unlocked-plus"],
  PAYPAL_PLAN_UNLOCKED_BEYOND: fake.planIds["unlocked-beyond"],
  PAYPAL_PLAN_ECHO_MONTHLY: fake.planIds["unlocked-echo-monthly"],
});
