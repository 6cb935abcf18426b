// Writes the illustrations of the 10 sample people into public/samples/, and a pool of crowd
// portraits for seeded members (`npm run seed`) into public/crowd/ (committed, served by the app).
// `node scripts/generate-sample-art.mjs`: deterministic, so re-running it changes nothing unless this file did.
// Variation comes from a PRNG seeded with the person's id; portraits are drawn, never downloaded.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const outDir = join(publicDir, "samples");
const crowdDir = join(publicDir, "crowd");
const INK = "#2B1B17";

/** Per person: skin, hair and clothing for the portraits; vibe scenes and palette [main, second, accent, dark, light]. */
const people = [
  {
    id: "1",
    name: "Maya",
    skin: "#F1C9A5",
    hair: "#1F1A1C",
    style: "long",
    extras: ["earrings"],
    clothes: ["#C2603F", "#8FA37E", "#E0A43A"],
    bg: ["#FBE3C8", "#F3C3A0", "#DDE5CF"],
    vibes: ["sunset", "coffee", "plants"],
    palette: ["#C2603F", "#E0A43A", "#8FA37E", "#3F2A2A", "#FBE8D3"],
  },
  {
    id: "2",
    name: "Marcus",
    skin: "#8D5524",
    hair: "#17110E",
    style: "buzz",
    extras: ["beard"],
    clothes: ["#1E2A4A", "#B08A3E", "#6B4226"],
    bg: ["#DCE3F2", "#B9C6E4", "#F1D9A6"],
    vibes: ["music", "city", "flowers"],
    palette: ["#1E2A4A", "#D4A845", "#7A4E2D", "#10162A", "#F4E6C4"],
  },
  {
    id: "3",
    name: "River",
    skin: "#C68E5E",
    hair: "#2F4F3E",
    style: "curly",
    extras: ["earrings"],
    clothes: ["#6B7F4A", "#B5573A", "#D8C7A8"],
    bg: ["#E6EBD9", "#C9D5B5", "#EAD9C2"],
    vibes: ["plants", "rain", "mountains"],
    palette: ["#B5573A", "#D8C7A8", "#5E7B45", "#24331F", "#EEF2E4"],
  },
  {
    id: "4",
    name: "Amara",
    skin: "#6B3E26",
    hair: "#1A1110",
    style: "afro",
    extras: ["hoops"],
    clothes: ["#0F7A5A", "#E2674F", "#D9A521"],
    bg: ["#FCE3D6", "#F6B9A3", "#C9EBDD"],
    vibes: ["music", "city", "sunset"],
    palette: ["#0F7A5A", "#E2A526", "#E2674F", "#14241E", "#FDEBDD"],
  },
  {
    id: "5",
    name: "Eli",
    skin: "#F3D2B8",
    hair: "#5A3E2B",
    style: "wavy",
    extras: ["stubble", "glasses"],
    clothes: ["#6E1F2B", "#2F5A41", "#E8DCC3"],
    bg: ["#F4EBDA", "#E3D2B3", "#CFE0D0"],
    vibes: ["books", "rain", "city"],
    palette: ["#6E1F2B", "#E8C98A", "#2F5A41", "#231A17", "#F6EEDF"],
  },
  {
    id: "6",
    name: "Sofia",
    skin: "#D9A273",
    hair: "#3B2A20",
    style: "long",
    extras: ["earrings"],
    clothes: ["#1F8A8A", "#F08A6C", "#F1DEB4"],
    bg: ["#D9F1EE", "#A9DDD8", "#FBE2CF"],
    vibes: ["ocean", "stars", "sunset"],
    palette: ["#1F8A8A", "#F08A6C", "#7FD6CF", "#0E2B33", "#E6F6F3"],
  },
  {
    id: "7",
    name: "Noah",
    skin: "#E8B896",
    hair: "#9A4A22",
    style: "short",
    extras: ["beard"],
    clothes: ["#2D5D8A", "#E07B2E", "#6B7280"],
    bg: ["#DDEAF6", "#B7D0EA", "#F6D8BE"],
    vibes: ["mountains", "stars", "coffee"],
    wheelchairIn: 1,
    palette: ["#2D5D8A", "#E07B2E", "#8FA3B8", "#1B2733", "#EAF1F8"],
  },
  {
    id: "8",
    name: "Diane",
    skin: "#C98E62",
    hair: "#D9D9E0",
    brow: "#8A7A70",
    style: "bob",
    extras: ["glasses", "earrings"],
    clothes: ["#2BA3A0", "#C8693F", "#8FA37E"],
    bg: ["#FBE7D6", "#F2C6A6", "#CDEBE6"],
    vibes: ["sunset", "flowers", "books"],
    palette: ["#C8693F", "#2BA3A0", "#8FA37E", "#3B2A24", "#FCEFE3"],
  },
  {
    id: "9",
    name: "Sage",
    skin: "#A86B45",
    hair: "#5E3F6E",
    style: "bun",
    extras: ["earrings"],
    clothes: ["#E58FB0", "#F2D16B", "#A98BD1"],
    bg: ["#FBE4EE", "#F5C7DA", "#FFF1C7"],
    vibes: ["coffee", "music", "rain"],
    palette: ["#D9668F", "#F2C94C", "#A98BD1", "#3A2340", "#FFF4E8"],
  },
  {
    id: "10",
    name: "Hassan",
    skin: "#5C3A21",
    hair: "#16110F",
    style: "buzz",
    extras: ["beard"],
    clothes: ["#1F4E79", "#D99A2B", "#CBB893"],
    bg: ["#E2ECF5", "#BFD3E6", "#F5E2BF"],
    vibes: ["ocean", "stars", "books"],
    palette: ["#1F4E79", "#E0A33A", "#CBB893", "#0F1E2E", "#EFF4F9"],
  },
];

/** mulberry32 seeded from a string: the same id always draws the same picture. */
function rng(seedText) {
  let a = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r, min, max) => Math.round(min + r() * (max - min));

function shade(hex, f) {
  const n = parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v * f))));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="t"><title id="t">${title}</title>${body}</svg>\n`;
const grad = (id, a, b, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

// ---- portraits (600×750) ----

const hairBack = {
  long: (c) =>
    `<path d="M182 330C176 196 240 166 300 166S424 196 418 330L436 610C380 640 220 640 164 610Z" fill="${c}"/>`,
  bob: (c) =>
    `<path d="M178 340C170 200 240 172 300 172S430 200 422 340L426 452C400 472 372 470 362 452H238C228 470 200 472 174 452Z" fill="${c}"/>`,
  afro: (c) => `<circle cx="300" cy="292" r="178" fill="${c}"/>`,
  bun: (c) => `<circle cx="300" cy="178" r="56" fill="${c}"/>`,
};
const hairFront = {
  long: (c) =>
    `<path d="M192 336C184 214 246 184 300 184C372 184 420 226 408 336C386 262 334 236 300 232C292 282 236 304 192 336Z" fill="${c}"/>`,
  short: (c) =>
    `<path d="M195 322C188 212 246 186 300 186S414 212 405 322C396 268 370 248 300 246S204 268 195 322Z" fill="${c}"/>`,
  buzz: (c) =>
    `<path d="M200 292C204 214 250 198 300 198S396 214 400 292C372 256 228 256 200 292Z" fill="${c}" opacity=".9"/>`,
  bob: (c) =>
    `<path d="M195 302C195 210 250 190 300 190S405 210 405 302C370 272 330 264 300 262S230 272 195 302Z" fill="${c}"/>`,
  afro: (c) =>
    `<path d="M200 300C210 240 260 224 300 224S390 240 400 300C380 264 340 254 300 254S220 264 200 300Z" fill="${c}"/>`,
  bun: (c) =>
    `<path d="M196 312C192 214 248 194 300 194S408 214 404 312C390 262 350 246 300 246S210 262 196 312Z" fill="${c}"/>`,
  wavy: (c) =>
    hairFront.short(c) +
    [215, 255, 300, 345, 385]
      .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 200 : 214}" r="34" fill="${c}"/>`)
      .join(""),
  curly: (c) =>
    hairFront.short(c) +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const a = Math.PI * (1.05 + (i * 0.9) / 6);
        return `<circle cx="${Math.round(300 + 112 * Math.cos(a))}" cy="${Math.round(300 + 118 * Math.sin(a))}" r="36" fill="${c}"/>`;
      })
      .join(""),
};

function face(p, v) {
  const eyesOpen = `<ellipse cx="${258 + (v === 3 ? 4 : 0)}" cy="346" rx="9" ry="11" fill="${INK}"/><ellipse cx="${342 + (v === 3 ? 4 : 0)}" cy="346" rx="9" ry="11" fill="${INK}"/><circle cx="${261 + (v === 3 ? 4 : 0)}" cy="342" r="3" fill="#fff"/><circle cx="${345 + (v === 3 ? 4 : 0)}" cy="342" r="3" fill="#fff"/>`;
  const eyesHappy = `<path d="M244 350q14-14 28 0M328 350q14-14 28 0" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  const mouths = [
    `<path d="M268 404q32 26 64 0" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M264 398q36 44 72 0Z" fill="#7A2E2E"/><path d="M272 400h56l-4 8h-48Z" fill="#fff"/>`,
    `<path d="M280 408q20 14 40 0" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  ];
  const brow = p.brow ?? p.hair;
  const lift = v === 2 ? -6 : 0;
  return (
    `<path d="M238 ${314 + lift}q20-12 40-2M322 ${312 + lift}q20-10 40 2" stroke="${brow}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    (v === 2 ? eyesHappy : eyesOpen) +
    `<path d="M300 352q-12 30 6 34" stroke="${shade(p.skin, 0.78)}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="244" cy="392" r="18" fill="#F0707A" opacity=".22"/><circle cx="356" cy="392" r="18" fill="#F0707A" opacity=".22"/>` +
    mouths[v - 1]
  );
}

const extras = {
  beard: (p) =>
    `<path d="M198 340C200 442 250 474 300 474S400 442 402 340C392 398 360 424 300 424S208 398 198 340Z" fill="${p.hair}"/><path d="M266 392q34-16 68 0q-34 10-68 0Z" fill="${p.hair}"/>`,
  stubble: (p) =>
    `<path d="M202 350C206 440 252 468 300 468S394 440 398 350C386 404 356 428 300 428S214 404 202 350Z" fill="${p.hair}" opacity=".35"/>`,
  glasses: () =>
    `<g stroke="${INK}" stroke-width="5" fill="#fff" fill-opacity=".18"><circle cx="258" cy="346" r="30"/><circle cx="342" cy="346" r="30"/><path d="M288 344q12-8 24 0" fill="none"/></g>`,
  earrings: (p) =>
    `<circle cx="196" cy="384" r="8" fill="${p.clothes[2]}"/><circle cx="404" cy="384" r="8" fill="${p.clothes[2]}"/>`,
  hoops: () =>
    `<g stroke="#D9A521" stroke-width="5" fill="none"><circle cx="194" cy="392" r="16"/><circle cx="406" cy="392" r="16"/></g>`,
};

function portrait(p, v) {
  const r = rng(`${p.id}-portrait-${v}`);
  const [bg1, bg2, bg3] = p.bg;
  const shapes =
    v === 1
      ? [0, 1, 2]
          .map(
            () =>
              `<circle cx="${between(r, 40, 560)}" cy="${between(r, 40, 420)}" r="${between(r, 60, 150)}" fill="${bg3}" opacity=".55"/>`,
          )
          .join("")
      : v === 2
        ? `<rect x="110" y="70" width="380" height="700" rx="190" fill="#fff" opacity=".45"/><circle cx="${between(r, 60, 540)}" cy="${between(r, 60, 200)}" r="${between(r, 30, 60)}" fill="${bg3}"/>`
        : `<path d="M0 ${between(r, 160, 260)}Q300 ${between(r, 40, 160)} 600 ${between(r, 180, 300)}V0H0Z" fill="${bg3}" opacity=".6"/><circle cx="${between(r, 420, 540)}" cy="${between(r, 470, 560)}" r="70" fill="#fff" opacity=".4"/>`;
  const cloth = p.clothes[v - 1];
  const neckline =
    v === 2
      ? `<path d="M256 548L300 616L344 548Z" fill="${p.skin}"/>`
      : v === 3
        ? `<path d="M226 558C260 594 340 594 374 558L388 578C340 624 260 624 212 578Z" fill="${p.clothes[(v + 1) % 3]}"/>`
        : "";
  const tilt = [-3, 0, 3][v - 1] * (Number(p.id) % 2 ? 1 : -1);
  const body =
    (hairBack[p.style]?.(p.hair) ?? "") +
    `<path d="M60 820V750C80 600 170 548 300 548S520 600 540 750V820Z" fill="${cloth}"/>` +
    (p.style === "long"
      ? `<path d="M182 420L164 610C200 630 230 632 246 628L246 430ZM418 420L436 610C400 630 370 632 354 628L354 430Z" fill="${p.hair}"/>`
      : "") +
    `<path d="M252 430h96v124q-48 34-96 0Z" fill="${p.skin}"/><path d="M252 430h96v40q-48 30-96 0Z" fill="${INK}" opacity=".1"/>` +
    neckline +
    `<circle cx="196" cy="350" r="22" fill="${p.skin}"/><circle cx="404" cy="350" r="22" fill="${p.skin}"/>` +
    `<ellipse cx="300" cy="332" rx="106" ry="128" fill="${p.skin}"/>` +
    (p.extras.includes("beard") ? extras.beard(p) : "") +
    (p.extras.includes("stubble") ? extras.stubble(p) : "") +
    face(p, v) +
    hairFront[p.style](p.hair) +
    p.extras
      .filter((e) => !["beard", "stubble"].includes(e))
      .map((e) => extras[e](p))
      .join("");
  const title = `Illustration of ${p.name}, portrait ${v} of 3`;
  return svg(
    600,
    750,
    title,
    `<defs>${grad("g", bg1, bg2)}</defs><rect width="600" height="750" fill="url(#g)"/>${shapes}<g transform="rotate(${tilt} 300 750)">${body}</g>`,
  );
}

// ---- vibe scenes (600×400) ----

const sceneTitle = {
  sunset: "a warm sunset over rolling hills",
  coffee: "a steaming cup of coffee beside a notebook",
  plants: "potted plants with big leaves on a sunny sill",
  music: "a vinyl record and floating music notes",
  city: "a city skyline with lit windows at night",
  flowers: "tall sunflowers and blooms in a garden",
  rain: "rain running down a window",
  mountains: "mountain peaks with snowy tops",
  books: "a shelf of colorful books under a warm lamp",
  ocean: "gentle ocean waves under a low sun",
  stars: "a starry night sky above dark hills",
};

const scenes = {
  sunset: ([a, b, c, d, l], r) =>
    `<defs>${grad("s", l, a)}</defs><rect width="600" height="400" fill="url(#s)"/><circle cx="${between(r, 200, 400)}" cy="250" r="80" fill="${b}"/>` +
    `<path d="M0 280Q150 ${between(r, 200, 250)} 300 270T600 250V400H0Z" fill="${c}"/><path d="M0 330Q200 280 380 320T600 310V400H0Z" fill="${d}"/>`,
  coffee: ([a, b, c, d, l], r) =>
    `<rect width="600" height="400" fill="${l}"/><circle cx="${between(r, 80, 160)}" cy="90" r="70" fill="${c}" opacity=".35"/><rect y="300" width="600" height="100" fill="${d}"/>` +
    `<rect x="360" y="250" width="170" height="60" rx="6" fill="${b}" transform="rotate(-6 445 280)"/>` +
    `<rect x="200" y="170" width="130" height="140" rx="18" fill="${a}"/><path d="M330 200a36 36 0 0 1 0 76" stroke="${a}" stroke-width="16" fill="none"/>` +
    `<path d="M235 150q-14-24 0-46t0-46M265 150q-14-24 0-46t0-46M295 150q-14-24 0-46t0-46" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".8"/>`,
  plants: ([a, b, c, d, l], r) =>
    `<rect width="600" height="400" fill="${l}"/><rect x="60" y="40" width="480" height="260" rx="12" fill="${b}" opacity=".4"/><rect y="320" width="600" height="80" fill="${d}"/>` +
    [150, 300, 450]
      .map((x, i) => {
        const leaves = [0, 1, 2, 3, 4]
          .map(
            (k) =>
              `<ellipse cx="${x}" cy="${230 - k * 24}" rx="${between(r, 18, 28)}" ry="62" fill="${k % 2 ? c : shade(c, 0.75)}" transform="rotate(${-60 + k * 30} ${x} 260)"/>`,
          )
          .join("");
        return leaves + `<path d="M${x - 50} ${250 + i * 0}h100l-14 72h-72Z" fill="${a}"/>`;
      })
      .join(""),
  music: ([a, b, c, d], r) =>
    `<defs>${grad("s", d, shade(a, 0.8))}</defs><rect width="600" height="400" fill="url(#s)"/><circle cx="240" cy="200" r="140" fill="#141414"/>` +
    [120, 100, 80]
      .map((rad) => `<circle cx="240" cy="200" r="${rad}" fill="none" stroke="#2E2E2E" stroke-width="3"/>`)
      .join("") +
    `<circle cx="240" cy="200" r="44" fill="${b}"/><circle cx="240" cy="200" r="6" fill="#141414"/>` +
    [0, 1, 2]
      .map((i) => {
        const x = 420 + i * 50;
        const y = between(r, 110, 230);
        return `<ellipse cx="${x}" cy="${y + 60}" rx="16" ry="12" fill="${c}"/><path d="M${x + 14} ${y + 58}V${y}l24 10" stroke="${c}" stroke-width="6" fill="none"/>`;
      })
      .join(""),
  city: ([a, b, , d], r) => {
    let x = 0;
    let out = `<defs>${grad("s", d, a)}</defs><rect width="600" height="400" fill="url(#s)"/><circle cx="${between(r, 420, 540)}" cy="70" r="30" fill="#FFF6D8"/>`;
    while (x < 600) {
      const w = between(r, 50, 90);
      const h = between(r, 120, 280);
      out += `<rect x="${x}" y="${400 - h}" width="${w - 6}" height="${h}" fill="${shade(d, 0.8 + r() * 0.5)}"/>`;
      for (let wy = 420 - h; wy < 380; wy += 28)
        if (r() > 0.55)
          out += `<rect x="${x + 10 + between(r, 0, 2) * 14}" y="${wy}" width="10" height="12" fill="${b}"/>`;
      x += w;
    }
    return out;
  },
  flowers: ([a, b, c, , l], r) =>
    `<defs>${grad("s", l, shade(c, 1.25))}</defs><rect width="600" height="400" fill="url(#s)"/><rect y="340" width="600" height="60" fill="${shade(c, 0.7)}"/>` +
    [90, 200, 310, 420, 520]
      .map((x, i) => {
        const y = between(r, 120, 220);
        const petal = i % 2 ? a : b;
        const petals = [0, 60, 120, 180, 240, 300]
          .map(
            (deg) =>
              `<ellipse cx="${x}" cy="${y - 30}" rx="14" ry="26" fill="${petal}" transform="rotate(${deg} ${x} ${y})"/>`,
          )
          .join("");
        return `<path d="M${x} ${y}V360" stroke="${shade(c, 0.6)}" stroke-width="8"/><ellipse cx="${x + 22}" cy="${y + 90}" rx="24" ry="10" fill="${c}"/>${petals}<circle cx="${x}" cy="${y}" r="18" fill="#6B3E1F"/>`;
      })
      .join(""),
  rain: ([a, b, c, d], r) =>
    `<defs>${grad("s", shade(c, 1.2), shade(d, 1.6))}</defs><rect width="600" height="400" fill="url(#s)"/>` +
    Array.from({ length: 34 }, () => {
      const x = between(r, 20, 580);
      const y = between(r, 10, 300);
      return `<path d="M${x} ${y}l-6 ${between(r, 20, 50)}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;
    }).join("") +
    `<path d="M0 0H600V400H0ZM300 0V330M0 165H600" stroke="${d}" stroke-width="22" fill="none"/><rect y="330" width="600" height="70" fill="${d}"/>` +
    `<rect x="420" y="280" width="60" height="56" rx="8" fill="${a}"/><path d="M480 292a18 18 0 0 1 0 32" stroke="${a}" stroke-width="8" fill="none"/><rect x="110" y="300" width="120" height="30" rx="4" fill="${b}"/>`,
  mountains: ([a, b, c, d, l], r) =>
    `<defs>${grad("s", l, shade(c, 1.1))}</defs><rect width="600" height="400" fill="url(#s)"/><circle cx="${between(r, 380, 520)}" cy="90" r="40" fill="${b}"/>` +
    `<path d="M-20 400L170 ${between(r, 90, 140)}L330 400Z" fill="${a}"/><path d="M200 400L400 ${between(r, 60, 110)}L620 400Z" fill="${shade(a, 0.75)}"/>` +
    `<path d="M120 190L170 120L215 190L190 175L170 190L150 172Z" fill="#fff" opacity=".9"/><path d="M0 360Q300 320 600 360V400H0Z" fill="${d}"/>`,
  books: ([a, b, c, d, l], r) => {
    const colours = [a, b, c, shade(a, 1.3), shade(c, 0.8), d];
    let x = 70;
    let out = `<rect width="600" height="400" fill="${l}"/><circle cx="470" cy="110" r="120" fill="${b}" opacity=".3"/><path d="M450 40h40l20 50h-80Z" fill="${b}"/><path d="M470 90V170" stroke="${d}" stroke-width="6"/>`;
    for (let i = 0; x < 410; i++) {
      const w = between(r, 28, 46);
      const h = between(r, 130, 190);
      out += `<rect x="${x}" y="${320 - h}" width="${w}" height="${h}" rx="3" fill="${colours[i % colours.length]}"/><rect x="${x + 6}" y="${340 - h}" width="${w - 12}" height="6" fill="#fff" opacity=".5"/>`;
      x += w + 4;
    }
    return (
      out +
      `<rect x="40" y="320" width="520" height="18" fill="${d}"/><rect y="338" width="600" height="62" fill="${shade(d, 1.4)}"/>`
    );
  },
  ocean: ([a, b, c, d, l], r) =>
    `<defs>${grad("s", l, b)}</defs><rect width="600" height="400" fill="url(#s)"/><circle cx="${between(r, 160, 440)}" cy="210" r="60" fill="#FFF2D6"/><rect y="220" width="600" height="180" fill="${a}"/>` +
    [250, 290, 335, 375]
      .map(
        (y, i) =>
          `<path d="M0 ${y}q50-16 100 0t100 0 100 0 100 0 100 0 100 0" stroke="${i % 2 ? c : "#fff"}" stroke-width="6" fill="none" opacity=".7"/>`,
      )
      .join("") +
    `<path d="M0 388Q300 350 600 388V400H0Z" fill="${shade(d, 1.8)}"/>`,
  stars: ([a, b, c, d], r) =>
    `<defs>${grad("s", d, shade(a, 0.9))}</defs><rect width="600" height="400" fill="url(#s)"/>` +
    Array.from(
      { length: 46 },
      () => `<circle cx="${between(r, 5, 595)}" cy="${between(r, 5, 280)}" r="${between(r, 1, 3)}" fill="#fff"/>`,
    ).join("") +
    `<circle cx="470" cy="90" r="36" fill="${b}"/><circle cx="486" cy="80" r="32" fill="${d}"/>` +
    `<path d="M0 320Q160 260 320 310T600 290V400H0Z" fill="#0B0F18"/><path d="M0 370Q300 340 600 372" stroke="${c}" stroke-width="5" fill="none" opacity=".8"/>`,
};

/** A wheelchair user at the lookout, facing the peaks, for the sample person whose bio mentions one. */
const wheelchairUser = (c) =>
  `<g transform="translate(960 0) scale(-1 1)"><g stroke="${c}" stroke-width="6" stroke-linecap="round" fill="none"><circle cx="470" cy="334" r="24"/><circle cx="506" cy="352" r="6"/>` +
  `<path d="M458 318H500L506 346M462 318L458 284M472 316L478 276M478 290L500 304M498 318L512 322V344"/></g><circle cx="480" cy="262" r="12" fill="${c}"/></g>`;

function vibe(p, n) {
  const scene = p.vibes[n - 1];
  const figure = p.wheelchairIn === n;
  const title = `${p.name}'s vibe ${n} of 3: ${sceneTitle[scene]}${figure ? ", with a wheelchair user taking in the view" : ""}`;
  return svg(
    600,
    400,
    title,
    scenes[scene](p.palette, rng(`${p.id}-vibe-${n}`)) + (figure ? wheelchairUser(p.palette[1]) : ""),
  );
}

// ---- the crowd: portraits for seeded members (scripts/seed-data.ts, crowdPortraits) ----

/** Portraits per group; seed-data.ts's crowdPortraits.perGroup must say the same. */
const CROWD_PER_GROUP = 30;
const crowdSkins = [
  "#F1C9A5",
  "#8D5524",
  "#C68E5E",
  "#6B3E26",
  "#F3D2B8",
  "#D9A273",
  "#E8B896",
  "#C98E62",
  "#A86B45",
  "#5C3A21",
  "#FFDBC4",
  "#7B4B2A",
];
const crowdHair = [
  "#1F1A1C",
  "#17110E",
  "#1A1110",
  "#5A3E2B",
  "#3B2A20",
  "#9A4A22",
  "#D9D9E0",
  "#5E3F6E",
  "#C9A15A",
  "#7A2E1E",
  "#2F4F3E",
  "#16110F",
];
const crowdClothes = people.flatMap((p) => p.clothes);
/** Hair styles and extras drawn for each group (a member's gender picks the group; "any" for everyone else). */
const crowdGroups = {
  man: {
    styles: ["buzz", "short", "wavy", "curly", "afro"],
    extras: [["beard"], ["stubble"], ["glasses"], [], [], ["beard", "glasses"]],
  },
  woman: {
    styles: ["long", "bob", "bun", "curly", "afro", "wavy"],
    extras: [["earrings"], ["hoops"], ["glasses"], [], ["earrings", "glasses"]],
  },
  any: {
    styles: ["short", "bob", "curly", "wavy", "afro", "bun", "buzz"],
    extras: [["glasses"], ["earrings"], [], [], ["hoops"]],
  },
};
const oneOf = (r, list) => list[Math.floor(r() * list.length)];

/** The pool: CROWD_PER_GROUP made-up people per group, each drawn in one of the three poses. */
function crowd() {
  return Object.entries(crowdGroups).flatMap(([group, g]) =>
    Array.from({ length: CROWD_PER_GROUP }, (_, i) => {
      const r = rng(`crowd-${group}-${i + 1}`);
      const bg = oneOf(r, people).bg;
      const person = {
        id: `crowd-${group}-${i + 1}`,
        name: "a member",
        skin: oneOf(r, crowdSkins),
        hair: oneOf(r, crowdHair),
        style: oneOf(r, g.styles),
        extras: oneOf(r, g.extras),
        clothes: [oneOf(r, crowdClothes), oneOf(r, crowdClothes), oneOf(r, crowdClothes)],
        bg,
      };
      // A size of its own, like a photo's: without one an SVG is 300×150 to the browser, and a
      // card sized by its content stretched to thousands of pixels on a phone.
      const text = portrait(person, 1 + (i % 3)).replace("<svg ", '<svg width="600" height="750" ');
      return { file: `${group}-${i + 1}.svg`, text };
    }),
  );
}

mkdirSync(outDir, { recursive: true });
let largest = 0;
for (const p of people) {
  for (const n of [1, 2, 3]) {
    for (const [file, text] of [
      [`${p.id}-${n}.svg`, portrait(p, n)],
      [`${p.id}-vibe-${n}.svg`, vibe(p, n)],
    ]) {
      writeFileSync(join(outDir, file), text);
      largest = Math.max(largest, Buffer.byteLength(text));
    }
  }
}
console.log(`Wrote ${people.length * 6} illustrations to public/samples/ (largest ${largest} bytes).`);
mkdirSync(crowdDir, { recursive: true });
const pool = crowd();
for (const { file, text } of pool) writeFileSync(join(crowdDir, file), text);
console.log(`Wrote ${pool.length} crowd portraits to public/crowd/.`);
