import { ApiError } from './api-client.ts';
import { readSession } from './session.ts';

const fileNameOf = (response: Response, fallback: string) =>
  /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

/**
 * Downloads a file the API serves only to a signed-in user (a CSV export, a receipt's PDF). A plain link
 * would carry no Authorization header, so the file is fetched with the token and handed to the browser as a
 * blob. A refusal throws ApiError with the server's message when it sent one.
 */
export async function downloadFile(path: string, accept: string, fallbackName: string): Promise<void> {
  const { token } = readSession();
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: accept } : { Accept: accept },
  });
  if (!response.ok) {
    let message = '';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: the caller's fallback message is shown
    }
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
