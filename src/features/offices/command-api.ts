import type { OfficeCommandApi } from '../../../commands/areas/offices/office-commands.ts';
import { API } from '../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';

export const officeCommandApi: OfficeCommandApi = {
  deleteOffice: (id) => sendAndRevalidate('DELETE', API.office(id), [API.offices]),
};
