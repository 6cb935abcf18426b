import { randomInt } from "node:crypto";
import { ErrorCodes } from "#shared/errors";
import { ProfileLimits } from "#shared/limits";
import { ProfileText } from "#shared/messages";
import { DomainError } from "../../platform/errors.js";

type Kind = "jpeg" | "png" | "webp" | "heif";

/** The real type from the first bytes; the declared content type and file name are not trusted. */
function sniff(buf: Buffer): Kind | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (buf.toString("latin1", 0, 4) === "RIFF" && buf.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (
    buf.toString("latin1", 4, 8) === "ftyp" &&
    /^(heic|heix|hevc|heim|heis|mif1|msf1|avif)$/.test(buf.toString("latin1", 8, 12))
  ) {
    return "heif";
  }
  return null;
}

/**
 * Markup or script hidden in an image makes a polyglot: harmless as a picture, dangerous if any
 * client ever sniffs it as HTML/SVG. Such files are refused outright rather than cleaned.
 */
const MARKUP = /<(script|html|body|iframe|svg|object|embed)[\s>/]|<\?php|<!doctype|javascript:/i;

function refuse(message = ProfileText.photoNotImage): never {
  throw new DomainError("unsupported", ErrorCodes.validation, message, { photo: message });
}

/**
 * sharp (libvips) is loaded on the first upload, not at start: it adds ~30 MB to the resident
 * memory of every server process, most of which never see a photo.
 */
let sharpModule: Promise<typeof import("sharp")> | undefined;
const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

export type ProcessedPhoto = { data: Buffer; ext: "webp"; contentType: "image/webp"; width: number; height: number };

/**
 * Re-encodes an upload: orientation applied, longest side capped, and every piece of metadata
 * (EXIF, GPS, XMP, ICC comments) dropped, because sharp writes none unless asked to.
 */
export async function processPhoto(input: Buffer, declaredType: string): Promise<ProcessedPhoto> {
  if (!/^image\//.test(declaredType) && declaredType !== "application/octet-stream") refuse();
  const kind = sniff(input);
  if (!kind) refuse();
  if (MARKUP.test(input.toString("latin1"))) refuse();
  // Outside the try: sharp failing to load is our fault (a 500), not the upload's.
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { failOn: "error", limitInputPixels: 60_000_000 });
    const meta = await image.metadata();
    if (!meta.format || !["jpeg", "png", "webp", "heif"].includes(meta.format)) refuse();
    const { data, info } = await image
      .rotate()
      .resize({
        width: ProfileLimits.photoLongestSide,
        height: ProfileLimits.photoLongestSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, ext: "webp", contentType: "image/webp", width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    refuse();
  }
}

/** A small square copy of a stored photo (a blocked member's picture in the blocker's list). */
export async function thumbnail(data: Buffer, side = 96): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data).resize({ width: side, height: side, fit: "cover" }).webp({ quality: 70 }).toBuffer();
}

/** The veil's size, and how far each of its colour values is moved at random each time it is made. */
const VEIL = { width: 4, height: 5, noise: 24 } as const;

/**
 * A photo as a few pixels (the "Likes you" teaser of a free member): enough to tell a face is
 * there, not whose. Scaled up and blurred by the page; as a data: URL, so no file is served.
 * Noise is added each time it is made: the same photo never gives the same pixels twice, so a
 * veil cannot be matched exactly against the same reduction of a card's public photo.
 */
export async function veil(data: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const pixels = await sharp(data)
    .resize({ width: VEIL.width, height: VEIL.height, fit: "cover" })
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + randomInt(-VEIL.noise, VEIL.noise + 1)));
  const tiny = await sharp(pixels, { raw: { width: VEIL.width, height: VEIL.height, channels: 3 } })
    .webp({ quality: 50 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}
