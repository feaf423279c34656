// The offices area's web slice (commands: commands/areas/offices/).
import { OFFICE_ROUTES, officeApi } from '../../../commands/areas/offices/office-commands.ts';
import { provide, type Contribution } from '../../lib/feature-contribution.ts';
import { searchOffices } from './api/get-offices.ts';
import { officeCommandApi } from './command-api.ts';
import { officeEntity } from './office-entity.ts';

const officeFormPage = () => import('./office-form-page.tsx');

export const contribution: Contribution = {
  apis: [provide(officeApi, officeCommandApi)],
  entitySearches: { office: async (needle) => (await searchOffices(needle)).data.map(officeEntity) },
  pages: {
    [OFFICE_ROUTES.list.path]: () => import('./offices-page.tsx'),
    [OFFICE_ROUTES.add.path]: officeFormPage,
    [OFFICE_ROUTES.edit.path]: officeFormPage,
  },
};
