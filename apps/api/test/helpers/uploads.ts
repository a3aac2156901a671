import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of the given size, made here so each test owns its fixture. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 200 } } })
    .png()
    .toBuffer();

/**
 * A 1×1 PNG whose header claims `width` × `height`: what a decompression bomb looks like before it is
 * decoded. The IHDR chunk's data is bytes 16–28 (width, height, …) and its CRC, over type and data, bytes
 * 29–32.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const file = Buffer.from(await png(1, 1));
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

/** An inject request's payload and headers for a multipart body with one file part. */
export function multipart(
  field: string,
  filename: string,
  contentType: string,
  content: Buffer,
  auth: Record<string, string> = {},
) {
  const boundary = '----curio-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
