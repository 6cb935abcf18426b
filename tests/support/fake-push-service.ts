import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** A self-signed certificate for 127.0.0.1 (push services are https only), made with openssl. */
function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "unlocked-push-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(dir, "key.pem"), "utf8"),
      cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local stand-in for a browser's push service (FCM, Mozilla's autopush): it accepts pushes at
 * its endpoints, checks each one's VAPID signature (RFC 8292) and decrypts its payload (RFC 8291,
 * aes128gcm) with the browser-side keys it made, written here from the RFCs, independently of
 * the library that sends. `gone` endpoints answer 410, as a push service does for an expired one.
 */
export type ReceivedPush = {
  endpoint: string;
  audience: string;
  subject: string;
  vapidKey: string;
  ttl: string | undefined;
  payload: unknown;
};

export async function startFakePushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const tls = selfSigned();
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const endpoint = `${url}${req.url}`;
      try {
        if (gone.has(endpoint)) return void res.writeHead(410).end();
        const browser = browsers.get(endpoint);
        if (!browser) return void res.writeHead(404).end();
        const vapid = verifyVapid(String(req.headers.authorization ?? ""), new URL(endpoint).origin);
        const payload = JSON.parse(
          decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth).toString("utf8"),
        ) as unknown;
        if (req.headers["content-encoding"] !== "aes128gcm")
          throw new Error(`content-encoding ${req.headers["content-encoding"]}`);
        received.push({ endpoint, ...vapid, ttl: req.headers.ttl as string | undefined, payload });
        res.writeHead(201).end();
      } catch (err) {
        failures.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** This service's certificate, for the test process to trust (as a browser vendor's is). */
    ca: tls.cert,
    received,
    /** Every push that failed verification or decryption (a test expects none). */
    failures,
    /** A new browser subscription, as PushSubscription.toJSON() would give it to the page. */
    subscription() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomBytes(8).toString("hex")}`;
      browsers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    expire(endpoint: string) {
      gone.add(endpoint);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<the application server's public key>`. */
function verifyVapid(header: string, audience: string) {
  const t = /t=([^,\s]+)/.exec(header)?.[1];
  const k = /k=([^,\s]+)/.exec(header)?.[1];
  if (!header.startsWith("vapid ") || !t || !k) throw new Error(`not a VAPID authorization: ${header.slice(0, 20)}`);
  const [head, body, sig] = t.split(".") as [string, string, string];
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  if (
    !verify("sha256", Buffer.from(`${head}.${body}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(sig, "base64url"))
  )
    throw new Error("VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`VAPID aud ${claims.aud}, expected ${audience}`);
  if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600 * 1000)
    throw new Error("VAPID exp out of range");
  return { audience: claims.aud, subject: claims.sub, vapidKey: k };
}

/** RFC 8291 with RFC 8188's aes128gcm: one record, padding delimiter 0x02. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  const end = plain.lastIndexOf(2);
  if (end < 0) throw new Error("no padding delimiter");
  return plain.subarray(0, end);
}
