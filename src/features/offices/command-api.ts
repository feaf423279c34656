import type { OfficeCommandApi } from '../../../commands/areas/offices/office-commands.ts';
import { offices } from '../../../contract/api/routes/offices.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';

export const officeCommandApi: OfficeCommandApi = {
  deleteOffice: (id) => sendAndRevalidate(offices.remove, { params: { id } }, [offices.list]),
};
