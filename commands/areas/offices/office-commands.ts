// Offices: add, edit, delete. The server refuses to delete an office where employees still
// work (409); execute() turns that refusal into an error toast with the server's message.
import type { Command } from '../../types.ts';
import { fillRoute, type RouteSpec } from '../../route-spec.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { deleteCommand } from '../../delete-command.ts';
import { OFFICE_DELETED } from './office-text.ts';

export interface OfficeCommandApi {
  deleteOffice(id: number): Promise<string | undefined>;
}
export const officeApi = apiSlot<OfficeCommandApi>('offices');

export const OFFICE_ROUTES = {
  list: {
    path: '/offices',
    title: 'Offices',
    permission: { resource: 'office', action: 'read' },
    nav: {
      id: 'nav.offices',
      shortcut: 'g f',
      keywords: ['office', 'location', 'map'],
      sidebar: { section: 'main', order: 10 },
    },
  },
  add: {
    path: '/offices/add',
    title: 'Add Office',
    permission: { resource: 'office', action: 'create' },
    nav: { id: 'nav.officesAdd', keywords: ['new office'] },
  },
  edit: {
    path: '/offices/edit/:officeId',
    title: 'Edit Office',
    permission: { resource: 'office', action: 'update' },
    record: 'office',
  },
} as const satisfies Record<string, RouteSpec>;

export const officeCommands: Command[] = [
  {
    id: 'office.add',
    title: 'Add office',
    group: 'Offices',
    keywords: ['new office', 'create office', 'location', 'geofence', 'map'],
    shortcut: 'c',
    keyContext: 'offices',
    route: OFFICE_ROUTES.add.path,
    permission: { resource: 'office', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Office' } },
    run: (ctx) => ctx.navigate(OFFICE_ROUTES.add.path),
  },
  {
    id: 'office.edit',
    title: 'Edit office…',
    group: 'Offices',
    keywords: ['move office', 'change radius', 'geofence', 'coordinates'],
    shortcut: 'e',
    keyContext: 'offices',
    scope: 'office',
    route: OFFICE_ROUTES.edit.path,
    permission: { resource: 'office', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.navigate(fillRoute(OFFICE_ROUTES.edit.path, { officeId: arg.id })),
  },
  deleteCommand({
    id: 'office.delete',
    noun: 'office',
    group: 'Offices',
    keywords: ['remove office', 'close office'],
    scope: 'office',
    permission: { resource: 'office', action: 'delete' },
    order: 2,
    question: (arg) => `Delete office "${arg.name}"? This cannot be undone.`,
    remove: (ctx, arg) => ctx.api(officeApi).deleteOffice(arg.id),
    deleted: OFFICE_DELETED,
  }),
];

export const officesArea = defineArea({
  id: 'offices',
  commands: officeCommands,
  api: officeApi,
  entities: {
    office: {
      label: 'Office',
      lookup: { resource: 'office', action: 'read' },
      history: { resource: 'office', noun: 'office' },
    },
  },
  logResources: { office: 'Office' },
  routes: Object.values(OFFICE_ROUTES),
  keyContexts: [{ id: 'offices', page: OFFICE_ROUTES.list.path }],
});
