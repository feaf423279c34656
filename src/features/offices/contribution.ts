// The offices area's web slice (commands: commands/areas/offices/).
import { officeApi } from '../../../commands/areas/offices/office-commands.ts';
import { provide, type Contribution } from '../../lib/feature-contribution.ts';
import { searchOffices } from './api/get-offices.ts';
import { officeCommandApi } from './command-api.ts';
import { officeEntity } from './office-entity.ts';

const officeFormPage = () => import('./office-form-page.tsx');

export const contribution: Contribution = {
  apis: [provide(officeApi, officeCommandApi)],
  entitySearches: { office: async (needle) => (await searchOffices(needle)).data.map(officeEntity) },
  pages: {
    '/offices': () => import('./offices-page.tsx'),
    '/offices/add': officeFormPage,
    '/offices/edit/:officeId': officeFormPage,
  },
};
