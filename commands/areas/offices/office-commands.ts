// Offices: add, edit, delete. The server refuses to delete an office where employees still
// work (409); execute() turns that refusal into an error toast with the server's message.
import type { Command } from '../../types.ts';
import { fillRoute } from '../../routes.ts';
import { apiSlot, defineArea } from '../../area.ts';

export interface OfficeCommandApi {
  deleteOffice(id: number): Promise<string | undefined>;
}
export const officeApi = apiSlot<OfficeCommandApi>('offices');

export const OFFICE_EDIT_ROUTE = '/offices/edit/:officeId';
const OFFICE_DELETED = 'Office deleted successfully!';

export const officeCommands: Command[] = [
  {
    id: 'office.add',
    title: 'Add office',
    group: 'Offices',
    keywords: ['new office', 'create office', 'location', 'geofence', 'map'],
    shortcut: 'c',
    keyContext: 'offices',
    route: '/offices/add',
    permission: { resource: 'office', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Office' } },
    run: (ctx) => ctx.navigate('/offices/add'),
  },
  {
    id: 'office.edit',
    title: 'Edit office…',
    group: 'Offices',
    keywords: ['move office', 'change radius', 'geofence', 'coordinates'],
    shortcut: 'e',
    keyContext: 'offices',
    scope: 'office',
    route: OFFICE_EDIT_ROUTE,
    permission: { resource: 'office', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.navigate(fillRoute(OFFICE_EDIT_ROUTE, { officeId: arg.id })),
  },
  {
    id: 'office.delete',
    title: 'Delete office…',
    group: 'Offices',
    keywords: ['remove office', 'close office'],
    scope: 'office',
    permission: { resource: 'office', action: 'delete' },
    placements: { rowAction: { order: 2, label: 'Delete' } },
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Delete office',
        message: `Delete office "${arg.name}"? This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!ok) return;
      const message = await ctx.api(officeApi).deleteOffice(arg.id);
      ctx.toast.success(message || OFFICE_DELETED);
    },
  },
];

export const officesArea = defineArea({
  id: 'offices',
  commands: officeCommands,
  api: officeApi,
  entities: { office: { label: 'Office', lookup: { resource: 'office', action: 'read' } } },
  keyContexts: [{ id: 'offices', page: '/offices' }],
});
