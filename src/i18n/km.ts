// The console's Khmer texts: exactly the keys of en.ts (a missing or extra key fails the typecheck, and
// catalogue.test.ts names it). Terms as glossary.md fixes them; digits stay Latin (glossary.md says why).
import type { Messages } from './en.ts';
import { CREDENTIAL_LIMITS } from './en.ts';
import { commonKm } from './areas/common.km.ts';
import { accountKm } from './areas/account.km.ts';
import { activityLogKm } from './areas/activity-log.km.ts';
import { attendanceKm } from './areas/attendance.km.ts';
import { authKm } from './areas/auth.km.ts';
import { calendarKm } from './areas/calendar.km.ts';
import { dashboardKm } from './areas/dashboard.km.ts';
import { departmentsKm } from './areas/departments.km.ts';
import { employeesKm } from './areas/employees.km.ts';
import { leaveKm } from './areas/leave.km.ts';
import { notificationsKm } from './areas/notifications.km.ts';
import { officesKm } from './areas/offices.km.ts';
import { payrollKm } from './areas/payroll.km.ts';
import { projectsKm } from './areas/projects.km.ts';
import { requestsKm } from './areas/requests.km.ts';
import { rolesKm } from './areas/roles.km.ts';
import { usersKm } from './areas/users.km.ts';
import { uiKm } from './areas/ui.km.ts';
import { buttonsKm } from './areas/buttons.km.ts';

export const km: Messages = {
  'shell.brand': 'HRMS',
  'shell.skipToContent': 'រំលងទៅខ្លឹមសារ',
  'shell.mainNavigation': 'ម៉ឺនុយមេ',
  'shell.userManagement': 'គ្រប់គ្រងអ្នកប្រើប្រាស់',
  'shell.signOut': 'ចាកចេញ',
  'shell.openMenu': 'បើកម៉ឺនុយ',
  'shell.menu': 'ម៉ឺនុយ',
  'shell.close': 'បិទ',
  'shell.search': 'ស្វែងរក',
  'shell.searchMore': ' ឬប្រើពាក្យបញ្ជា…',
  'shell.lightTheme': 'ប្ដូរទៅផ្ទៃភ្លឺ',
  'shell.darkTheme': 'ប្ដូរទៅផ្ទៃងងឹត',
  'shell.profileOf': 'ប្រវត្តិរូបរបស់ ',
  'shell.loading': 'កំពុងផ្ទុក…',
  'shell.documentTitle': 'HRMS | {title}',

  'profile.title': 'ប្រវត្តិរូប',
  'profile.username': 'ឈ្មោះអ្នកប្រើប្រាស់',
  'profile.role': 'តួនាទី',
  'profile.language': 'ភាសា',
  'language.en': 'English',
  'language.km': 'ខ្មែរ',

  'signIn.title': 'ចូលប្រព័ន្ធ',
  'signIn.documentTitle': 'HRMS | ចូលប្រព័ន្ធ',
  'signIn.username': 'ឈ្មោះអ្នកប្រើប្រាស់',
  'signIn.password': 'ពាក្យសម្ងាត់',
  'signIn.submit': 'ចូលប្រព័ន្ធ',
  'signIn.submitting': 'កំពុងចូលប្រព័ន្ធ...',
  'validation.usernameRequired': 'សូមបញ្ចូលឈ្មោះអ្នកប្រើប្រាស់។',
  'validation.usernameMax': `ឈ្មោះអ្នកប្រើប្រាស់មិនអាចវែងលើសពី ${CREDENTIAL_LIMITS.username} តួអក្សរទេ។`,
  'validation.passwordRequired': 'សូមបញ្ចូលពាក្យសម្ងាត់។',
  'validation.passwordMax': `ពាក្យសម្ងាត់មិនអាចវែងលើសពី ${CREDENTIAL_LIMITS.password} តួអក្សរទេ។`,

  'palette.title': 'ផ្ទាំងពាក្យបញ្ជា',
  'palette.placeholder': 'វាយពាក្យបញ្ជា ឬឈ្មោះ៖ បុគ្គលិក ក្រុម ការិយាល័យ សំណើ…',
  'palette.pick': 'ជ្រើសរើស {kind}…',
  'palette.whatToDo': 'តើត្រូវធ្វើអ្វីជាមួយ {name}…',
  'palette.back': 'ត្រឡប់ទៅពាក្យបញ្ជាទាំងអស់ ({what})',
  'palette.searching': 'កំពុងស្វែងរក…',
  'palette.results': '{count, plural, other {លទ្ធផល {count}}}',
  'palette.noResults': 'គ្មានលទ្ធផល',
  'palette.goTo': 'ទៅកាន់ {page}',

  'shortcuts.title': 'ផ្លូវកាត់ក្ដារចុច',
  'shortcuts.anywhere': 'គ្រប់ទីកន្លែង',
  'shortcuts.closeDialog': 'បិទប្រអប់ ឬម៉ឺនុយ',
  'shortcuts.users': 'នៅទំព័រអ្នកប្រើប្រាស់',
  'shortcuts.roles': 'នៅទំព័រតួនាទី',
  'shortcuts.list': 'ក្នុងបញ្ជី',
  'shortcuts.then': 'បន្ទាប់មក…',
  // Between a chord's presses in its spoken form ('G then U').
  'shortcuts.thenSpoken': 'បន្ទាប់មក',
  'shortcuts.focusFirst': 'សូមទៅកាន់ {entity} មួយជាមុនសិន៖ j និង k ផ្លាស់ទីក្នុងបញ្ជី',

  'toast.signOut': 'បានចាកចេញដោយជោគជ័យ!',
  'toast.allRead': 'បានសម្គាល់ការជូនដំណឹងទាំងអស់ថាបានអានហើយ',
  'toast.failedLoadPermissions': 'មិនអាចទាញយកសិទ្ធិរបស់អ្នកបានទេ',
  'toast.signedOutEverywhere': 'បានចាកចេញពីគ្រប់ឧបករណ៍',
  'toast.noPermission': 'អ្នកមិនមានសិទ្ធិប្រើមុខងារនេះទេ',
  'toast.noSuchPage': 'គ្មានទំព័រនៅ {path} ទេ៖ នេះជាផ្ទាំងគ្រប់គ្រង។',
  'toast.languageNotSaved': 'មិនអាចរក្សាទុកភាសារបស់អ្នកនៅលើម៉ាស៊ីនមេបានទេ។ ភាសានេះប្រើតែលើឧបករណ៍នេះប៉ុណ្ណោះ។',
  'blocked.noPages': 'គ្មានបញ្ជីដែលមានទំព័រនៅទីនេះទេ',
  'blocked.lastPage': 'នេះជាទំព័រចុងក្រោយ',
  'blocked.firstPage': 'នេះជាទំព័រដំបូង',
  'notifications.label': '{count, plural, =0 {ការជូនដំណឹង} other {ការជូនដំណឹង មិនទាន់អាន {count}}}',

  'command.session.signIn': 'ចូលប្រព័ន្ធ',
  'command.session.signOut': 'ចាកចេញ',
  'command.profile.open': 'បើកប្រវត្តិរូប',
  'command.notifications.open': 'បើកការជូនដំណឹង',
  'command.notifications.markAllRead': 'សម្គាល់ការជូនដំណឹងទាំងអស់ថាបានអាន',
  'command.notification.open': 'បើកការជូនដំណឹង…',
  'command.theme.toggle': 'បិទ/បើកផ្ទៃងងឹត',
  'command.palette.open': 'បើកផ្ទាំងពាក្យបញ្ជា',
  'command.shortcuts.show': 'បង្ហាញផ្លូវកាត់ក្ដារចុច',
  'command.list.next': 'ជួរបន្ទាប់',
  'command.list.previous': 'ជួរមុន',
  'command.list.open': 'បើកជួរដែលបានជ្រើស',
  'command.list.nextPage': 'ទំព័របន្ទាប់',
  'command.list.previousPage': 'ទំព័រមុន',
  'command.profile.changePassword': 'ប្ដូរពាក្យសម្ងាត់របស់ខ្ញុំ',
  'command.account.twoFactor': 'រៀបចំការចូលប្រព័ន្ធពីរជំហាន…',
  'command.session.signOutEverywhere': 'ចាកចេញពីគ្រប់ឧបករណ៍',
  'command.language.km': 'ភាសា៖ ខ្មែរ',
  'command.language.en': 'ភាសា៖ English',

  'group.Navigate': 'រុករក',
  'group.Users': 'អ្នកប្រើប្រាស់',
  'group.Roles': 'តួនាទី',
  'group.Account': 'គណនី',
  'group.Notifications': 'ការជូនដំណឹង',
  'group.Preferences': 'ចំណូលចិត្ត',
  'group.Help': 'ជំនួយ',
  'group.Lists': 'បញ្ជី',
  'group.Offices': 'ការិយាល័យ',
  'group.Employees': 'បុគ្គលិក',
  'group.Departments': 'នាយកដ្ឋាន',
  'group.Projects': 'គម្រោង',
  'group.Leave': 'ច្បាប់ឈប់សម្រាក',
  'group.OT': 'ម៉ោងបន្ថែម',
  'group.Post Clock Request': 'សំណើកត់ត្រាវត្តមានក្រោយ',
  'group.Leave types': 'ប្រភេទច្បាប់ឈប់សម្រាក',
  'group.Leave balances': 'សមតុល្យច្បាប់ឈប់សម្រាក',
  'group.Holidays': 'ថ្ងៃឈប់សម្រាកសាធារណៈ',
  'group.Attendance': 'វត្តមាន',
  'group.Attendance sheet': 'តារាងវត្តមាន',
  'group.Payroll': 'បៀវត្សរ៍',
  'group.Pay lines': 'ធាតុបៀវត្សរ៍',
  'group.Calendar': 'ប្រតិទិន',
  'group.Activity Log': 'កំណត់ហេតុសកម្មភាព',
  'group.Dashboard': 'ផ្ទាំងគ្រប់គ្រង',

  'page./users': 'អ្នកប្រើប្រាស់',
  'page./users/:id/edit': 'កែសម្រួលអ្នកប្រើប្រាស់',
  'page./roles': 'តួនាទី',
  'page./roles/add': 'បន្ថែមតួនាទី',
  'page./roles/:id/edit': 'កែសម្រួលតួនាទី',
  'page./offices': 'ការិយាល័យ',
  'page./offices/add': 'បន្ថែមការិយាល័យ',
  'page./offices/edit/:officeId': 'កែសម្រួលការិយាល័យ',
  'page./employee': 'បុគ្គលិក',
  'page./employee/add': 'បន្ថែមបុគ្គលិក',
  'page./employee/edit/:id': 'កែសម្រួលបុគ្គលិក',
  'page./department': 'នាយកដ្ឋាន',
  'page./department/:id': 'សមាជិកនាយកដ្ឋាន',
  'page./projects': 'គម្រោង',
  'page./leave': 'ច្បាប់ឈប់សម្រាក',
  'page./leave/add': 'ស្នើសុំច្បាប់ឈប់សម្រាក',
  'page./ot': 'ម៉ោងបន្ថែម',
  'page./ot/add': 'ស្នើសុំម៉ោងបន្ថែម',
  'page./post-clock-request': 'សំណើកត់ត្រាវត្តមានក្រោយ',
  'page./post-clock-request/add': 'ដាក់សំណើកត់ត្រាវត្តមានក្រោយ',
  'page./leave/balances': 'សមតុល្យច្បាប់ឈប់សម្រាក',
  'page./leave/types': 'ប្រភេទច្បាប់ឈប់សម្រាក',
  'page./leave/carry-over': 'មើលជាមុនការផ្ទេរច្បាប់ឈប់សម្រាកទៅឆ្នាំក្រោយ',
  'page./leave/holidays': 'ថ្ងៃឈប់សម្រាកសាធារណៈ',
  'page./attendance': 'វត្តមាន',
  'page./attendance/sheet': 'តារាងវត្តមាន',
  'page./payroll': 'បៀវត្សរ៍',
  'page./payroll/generate': 'គណនាបៀវត្សរ៍',
  'page./payroll/settlement': 'ការទូទាត់ចុងក្រោយ',
  'page./payslip': 'បង្កាន់ដៃបៀវត្សរ៍',
  'page./calendar': 'ប្រតិទិន',
  'page./activity-log': 'កំណត់ហេតុសកម្មភាព',
  'page./': 'ផ្ទាំងគ្រប់គ្រង',

  ...commonKm,
  ...accountKm,
  ...activityLogKm,
  ...attendanceKm,
  ...authKm,
  ...calendarKm,
  ...dashboardKm,
  ...departmentsKm,
  ...employeesKm,
  ...leaveKm,
  ...notificationsKm,
  ...officesKm,
  ...payrollKm,
  ...projectsKm,
  ...requestsKm,
  ...rolesKm,
  ...usersKm,
  ...uiKm,
  ...buttonsKm,
};

export default km;
