import { parse } from 'content-disposition';
import { withoutIsolates } from '../../../i18n/bidi';

/** A file the server answered with, named as the server named it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Reads the file name from Content-Disposition (RFC 6266, with RFC 8187 UTF-8 names). */
export function fileNameOf(headers: Headers, fallback: string): string {
  const header = headers.get('content-disposition');
  if (!header) return fallback;
  try {
    const { parameters } = parse(header);
    return parameters.filename ?? fallback;
  } catch {
    return fallback;
  }
}

/** The file of a download answer; a JSON answer here would have been rejected by the client. */
export function downloadedFile(
  response: { body: unknown; headers: Headers },
  fallback: string,
): DownloadedFile {
  const { body, headers } = response;
  const blob =
    body instanceof Blob
      ? body
      : new Blob([typeof body === 'string' ? body : JSON.stringify(body)]);
  return { blob, filename: fileNameOf(headers, fallback) };
}

/**
 * Hands the file to the browser as a download under its own name, without the isolates of an
 * Arabic name made from a text (a browser writes them into the saved name as `_`).
 */
export function saveFile({ blob, filename }: DownloadedFile, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = withoutIsolates(filename);
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
