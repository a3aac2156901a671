import { onTestFinished, vi } from 'vitest';

/**
 * XMLHttpRequest for a test: the console's uploads use it for their progress bars (fetch cannot report an
 * upload's progress), and jsdom's would go to the network. Each request is recorded; the test moves its
 * progress and answers it with an envelope.
 */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    uploads.push(this);
  }
  abort() {
    this.onabort?.();
  }
  /** The browser has sent `percent` of the body. */
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  /** The server answers with the envelope of `data` (or of an error). */
  respond(status: number, data: unknown, message = '') {
    this.status = status;
    this.responseText = JSON.stringify({ statusCode: status, message, data });
    this.onload?.();
  }
}

const uploads: FakeUpload[] = [];

/** Replaces XMLHttpRequest for the rest of the test; answers the list of requests made, in order. */
export function fakeUploads(): FakeUpload[] {
  uploads.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return uploads;
}
