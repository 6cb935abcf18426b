import sharp from "sharp";

/** A real JPEG carrying GPS coordinates (New York) and a camera make, like a phone photo. */
export async function jpegWithGps(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#7c6fd6" } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 44/1 5400/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "73/1 59/1 0/1",
      },
    })
    .toBuffer();
}

/** A portrait photo stored sideways with EXIF orientation 6 (rotate 90° to display). */
export async function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#e0a040" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function smallPng(color = "#22aa88"): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 4, background: color } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----unlocked${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
