// The import dialog's progress and outcome, driven by a scripted XMLHttpRequest: what a screen reader gets
// (progressbar value and text, the polite status) at each phase, the report table, and the busy guards.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NDJSON_TYPE } from '../../../contract/api/employee-import.ts';
import ImportDialog from './import-dialog.tsx';

class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
}

const csvFile = (name = 'staff.csv') => new File(['first_name\r\nA\r\n'], name, { type: 'text/csv' });
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

async function chooseAndImport(file = csvFile()) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText('File (.csv or .xlsx)'), file);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return FakeXhr.sent.at(-1)!;
}

describe('ImportDialog', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows upload, check and insert progress with values, announces each phase, then the outcome', async () => {
    const onClose = vi.fn();
    render(<ImportDialog open onClose={onClose} />);
    const xhr = await chooseAndImport();
    expect(xhr.url).toBe('/api/v1/admin/employee/import');
    expect(xhr.headers['content-type']).toBe('text/csv');
    expect(xhr.headers.accept).toContain(NDJSON_TYPE);
    expect(xhr.body).toBeInstanceOf(File);

    const status = screen.getByRole('status');
    act(() => xhr.upload.onprogress!({ loaded: 50, total: 200, lengthComputable: true }));
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('Uploading: 25%');
    expect(status.textContent).toContain('Uploading the file…');

    act(() => xhr.upload.onload!());
    expect(bar.hasAttribute('aria-valuenow')).toBe(false); // indeterminate while the server checks every row
    expect(status.textContent).toContain('Checking every row…');

    // Lines arrive in pieces; only complete lines count.
    xhr.status = 200;
    xhr.responseText = line({ type: 'progress', phase: 'inserting', done: 40, total: 100 }) + '{"type":"progr';
    act(() => xhr.onprogress!());
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('Imported 40 of 100');
    expect(status.textContent).toContain('Importing 100 employees…');

    // Busy: Close and Escape do nothing, Import says so without losing the focus.
    const importing = screen.getByRole('button', { name: 'Importing...' });
    expect(importing.getAttribute('aria-disabled')).toBe('true');
    expect((importing as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    xhr.responseText =
      line({ type: 'progress', phase: 'inserting', done: 40, total: 100 }) +
      line({ type: 'progress', phase: 'inserting', done: 100, total: 100 }) +
      line({
        type: 'result',
        status: 201,
        body: { message: '100 employees imported successfully!', data: { imported: 100 } },
      });
    await act(async () => xhr.onload!());
    expect(status.textContent).toContain('100 employees imported successfully!');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect((screen.getByLabelText('File (.csv or .xlsx)') as HTMLInputElement).value).toBe('');
  });

  it('lists a refusal row by row in a labelled, focusable region', async () => {
    render(<ImportDialog open onClose={() => {}} />);
    const xhr = await chooseAndImport();
    xhr.status = 400;
    xhr.responseText = JSON.stringify({
      message: 'Nothing was imported: 2 rows have problems.',
      validators: [{ field: 'file', message: 'Nothing was imported: 2 rows have problems.' }],
      report: [
        { row: 3, field: 'email', message: 'email must be a valid email address.' },
        { row: 5, field: 'team', message: "team 'Nowhere' does not exist." },
      ],
      total_rows: 4,
      refused_rows: 2,
      truncated: false,
    });
    await act(async () => xhr.onload!());
    expect(screen.getByRole('status').textContent).toContain('Nothing was imported: 2 rows have problems.');
    const region = screen.getByRole('region', { name: 'Problems by row' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const rows = screen.getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Row', 'Column', 'Problem'],
      ['3', 'email', 'email must be a valid email address.'],
      ['5', 'team', "team 'Nowhere' does not exist."],
    ]);
    expect(screen.getByText(/2 of 4 rows refused/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('says so when the connection drops after the upload, without claiming either outcome', async () => {
    render(<ImportDialog open onClose={() => {}} />);
    const xhr = await chooseAndImport();
    act(() => xhr.upload.onload!());
    await act(async () => xhr.onerror!());
    expect(screen.getByRole('status').textContent).toContain('The connection was lost before the import finished.');
  });

  it('refuses other files and a missing file before sending anything', async () => {
    render(<ImportDialog open onClose={() => {}} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a .csv or .xlsx file to import.')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('File (.csv or .xlsx)'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('The file must be a .csv or .xlsx file.')).toBeTruthy();
    expect(screen.getByLabelText('File (.csv or .xlsx)').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
