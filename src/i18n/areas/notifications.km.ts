// The notifications screens' Khmer texts: exactly the keys of notifications.en.ts, in the terms of ../glossary.md.
import type { notificationsEn } from './notifications.en.ts';

export const notificationsKm: { readonly [K in keyof typeof notificationsEn]: string } = {
  'notifications.title': 'ការជូនដំណឹង',
  'notifications.markAllRead': 'សម្គាល់ទាំងអស់ថាបានអាន',
  'notifications.list': 'បញ្ជីការជូនដំណឹង',
  'notifications.unread': 'មិនទាន់អាន៖ ',
  'notifications.kind.overtime': 'សំណើម៉ោងបន្ថែម',
  'notifications.kind.postClock': 'សំណើកត់ត្រាវត្តមានក្រោយ',
  'notifications.kind.leave': 'សំណើច្បាប់ឈប់សម្រាក',
  'notifications.someone': 'នរណាម្នាក់',
  'notifications.sentA': '{name} បានដាក់{what}',
  'notifications.sentAn': '{name} បានដាក់{what}',
  'notifications.yours': '{what}របស់អ្នកត្រូវបាន{outcome}',
  'notifications.yoursFor': '{what}របស់អ្នកសម្រាប់ {name} ត្រូវបាន{outcome}',
  'notifications.outcome.approved': 'អនុម័ត',
  'notifications.outcome.rejected': 'បដិសេធ',
  'notifications.outcome.cancelled': 'លុបចោល',
  'notifications.outcome.settled': 'ដោះស្រាយដោយការកែតម្រូវវត្តមាន',
};
