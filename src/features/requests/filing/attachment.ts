// A leave attachment is sent as a data URL: a PDF or an image, within the contract's size.
import {
  ATTACHMENT_MAX_CHARS,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_MIME_TYPES,
  leaveRequestBody,
} from '../../../../contract/api/requests-leave.ts';

/** Bytes that still fit the contract's data-URL length once base64-encoded (about 146 KB). */
export const ATTACHMENT_MAX_BYTES = Math.floor((ATTACHMENT_MAX_CHARS - 40) * 0.75);

/** Why a chosen file cannot be sent, before reading it; null when it may. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!(ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type)) return ATTACHMENT_MESSAGES.wrongType;
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  return null;
}

/** The contract's own check of the data URL read from the file. */
export function dataUrlProblem(dataUrl: string): string | null {
  const parsed = leaveRequestBody.shape.attachment.safeParse(dataUrl);
  return parsed.success ? null : parsed.error.issues[0].message;
}

export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
