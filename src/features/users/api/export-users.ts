import { users } from '../../../../contract/api/routes/users.ts';
import { http } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';

export async function exportUsers(): Promise<void> {
  const res = await http.raw<Blob, 'blob'>(users.export.path, { responseType: 'blob' });
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), 'users.xlsx'));
}
