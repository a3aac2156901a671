import type { TFieldError } from '@curio/shared';
import { ApiError, type TApiEnvelope } from '#web/lib/api-client.ts';
import { expireSession, readSession } from '#web/lib/session.ts';

export type TUploadOptions = {
  method: 'POST' | 'PUT';
  /** The API path after `/api`. */
  path: string;
  file: File;
  /** The body's type when the file's own is not the one to send. */
  contentType?: string;
  /** The share sent so far, 0–100, as the browser reports it. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (the page was left). */
  signal?: AbortSignal;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parseEnvelope(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

/**
 * Sends a file as the raw body of a request (its name in `X-File-Name`, URI-encoded), reporting progress:
 * fetch cannot tell how much of a body has gone, XMLHttpRequest's `upload.onprogress` can. Answers the
 * envelope; a refusal is an ApiError with the server's message, as every other console request's.
 */
export function uploadFile<T>({
  method,
  path,
  file,
  contentType,
  onProgress,
  signal,
}: TUploadOptions): Promise<TApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    const { token } = readSession();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', contentType ?? (file.type || 'application/octet-stream'));
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const envelope = parseEnvelope(request.responseText);
      const message = typeof envelope.message === 'string' ? envelope.message : '';
      if (request.status >= 200 && request.status < 300) {
        resolve({ statusCode: request.status, message, data: envelope.data as T });
        return;
      }
      if (request.status === 401 && token) expireSession();
      const errors = Array.isArray(envelope.errors) ? (envelope.errors as TFieldError[]) : [];
      reject(new ApiError(request.status, message, errors));
    };
    // No reply at all (the connection dropped, or a 413 cut the upload short): status 0.
    request.onerror = () => reject(new ApiError(0, ''));
    request.onabort = () => reject(new ApiError(0, ''));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
