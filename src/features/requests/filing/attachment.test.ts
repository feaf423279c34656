import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_CHARS } from '../../../../contract/api/requests-leave.ts';
import { ATTACHMENT_MAX_BYTES, dataUrlProblem, fileProblem, readDataUrl } from './attachment.ts';

describe('leave attachment', () => {
  it('takes a PDF or an image within the size, refuses anything else with the contract message', () => {
    expect(fileProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'image/webp', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(fileProblem({ type: 'image/gif', size: 10 })).toBe('attachment must be a PDF, PNG, JPEG or WebP file.');
    expect(fileProblem({ type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 })).toBe(
      'attachment must be smaller than 150 KB.',
    );
  });

  it('a file of the largest size still fits the data URL the contract accepts', async () => {
    const url = await readDataUrl(new Blob([new Uint8Array(ATTACHMENT_MAX_BYTES)], { type: 'application/pdf' }));
    expect(dataUrlProblem(url)).toBeNull();
    expect(dataUrlProblem(url.padEnd(ATTACHMENT_MAX_CHARS + 1, 'A'))).toBe('attachment must be smaller than 150 KB.');
    expect(dataUrlProblem('data:text/plain;base64,AAAA')).toBe('attachment must be a PDF, PNG, JPEG or WebP file.');
  });
});
