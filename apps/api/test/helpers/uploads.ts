import sharp from 'sharp';

/** A real PNG of the given size, made here so each test owns its fixture. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 200 } } })
    .png()
    .toBuffer();

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
