// The ui screens' English texts, keyed `ui.…` (toasts `toast.ui.…`); ui.km.ts says each in Khmer. The contract's
// validation texts are here too (`validation.…`, the constants themselves), so every form's field errors, which
// the shared fields show through sharedText, appear in the language on screen.
import { VALIDATION } from '../../../contract/messages.ts';

export const uiEn = {
  // Lists: a row's actions, the pager, the filter bar, a record that would not load.
  'ui.actionsFor': 'Actions for {name}',
  'ui.pageOf': '{page} of {total}',
  'ui.next': 'Next',
  'ui.filters': 'Filters',
  'ui.filtersInUse': ' in use',
  'ui.loading': 'Loading…',
  'ui.comingSoon': 'Coming soon',
  'ui.comingSoonText': 'The {title} area is being built. Press Ctrl+K to find what you can do today.',
  'ui.status.Active': 'Active',
  'ui.status.Inactive': 'Inactive',

  // The confirm of every list's Delete.
  'confirm.ui.delete': 'Delete',

  // A form's submit button.
  'ui.create': 'Create',
  'ui.creating': 'Creating...',
  'ui.update': 'Update',
  'ui.updating': 'Updating...',

  // Pickers: a year, a date, an employee.
  'ui.year': 'Year',
  'ui.currentYear': 'Current year',
  'ui.eventDate': 'Event Date',
  'ui.openCalendar': 'Open calendar',
  'ui.chooseDate': 'Choose {label}',
  'ui.employeePlaceholder': 'Type a name or staff ID',
  'ui.noEmployeeFound': 'No employee found',
  'ui.searching': 'Searching…',

  // The leave area's tabs.
  'ui.leaveTabs': 'Leave pages',
  'ui.leaveTabs.requests': 'Requests',
  'ui.leaveTabs.balances': 'Balances',
  'ui.leaveTabs.types': 'Leave types',
  'ui.leaveTabs.holidays': 'Holidays',

  // A balance's figures.
  'ui.balance.balance': 'Balance',
  'ui.balance.pending': 'Pending',
  'ui.balance.booked': 'Booked',
  'ui.balance.available': 'Available',

  // The import dialog.
  'ui.import.uploadingFile': 'Uploading the file…',
  'ui.import.checkingRows': 'Checking every row…',
  'ui.import.importingRows': 'Importing {count} {what}…',
  'ui.import.imported': 'Imported {done} of {total}',
  'ui.import.uploading': 'Uploading: {value}%',
  'ui.import.checking': 'Checking every row',
  'ui.import.progress': 'Import progress',
  'ui.import.problems': 'Problems by row',
  'ui.import.refused': '{refused} of {total} rows refused. ',
  'ui.import.firstListed': 'The first {listed} problems are listed. ',
  'ui.import.rowNumbers': 'Row numbers are as a spreadsheet shows them; the header is row 1.',
  'ui.import.row': 'Row',
  'ui.import.column': 'Column',
  'ui.import.problem': 'Problem',
  'ui.import.chooseFile': 'Choose a .csv or .xlsx file to import.',
  'ui.import.template': 'Download template (.csv)',
  'ui.import.columns': 'Columns and formats',
  'ui.import.required': ' (required)',
  'ui.import.file': 'File (.csv or .xlsx)',
  'ui.import.importing': 'Importing...',
  'ui.import.import': 'Import',

  // Setting up two-factor sign-in.
  'ui.twoFactor.scan':
    'Scan this code with your authenticator app, or type the key below into it. Then enter the code it shows.',
  'ui.twoFactor.qr': 'QR code of your two-factor key',
  'ui.twoFactor.manualKey': 'Key for manual entry',
  'ui.twoFactor.code': 'Authentication code',
  'ui.twoFactor.verifying': 'Verifying...',
  'ui.twoFactor.turnOn': 'Turn on',
  'ui.twoFactor.recoveryIntro':
    'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are not shown again.',
  'ui.twoFactor.recoveryCodes': 'Recovery codes',

  // The contract's validation texts (en.ts holds the username and password ones of the sign-in page).
  'validation.usernameMin': VALIDATION.usernameMin,
  'validation.usernameChars': VALIDATION.usernameChars,
  'validation.passwordMin': VALIDATION.passwordMin,
  'validation.currentPasswordRequired': VALIDATION.currentPasswordRequired,
  'validation.currentPasswordWrong': VALIDATION.currentPasswordWrong,
  'validation.newPasswordSame': VALIDATION.newPasswordSame,
  'validation.passwordsDiffer': VALIDATION.passwordsDiffer,
  'validation.roleRequired': VALIDATION.roleRequired,
  'validation.roleNameRequired': VALIDATION.roleNameRequired,
  'validation.roleNameMax': VALIDATION.roleNameMax,
  'validation.descriptionMax': VALIDATION.descriptionMax,
  'validation.fillRequired': VALIDATION.fillRequired,
  'validation.selectPermission': VALIDATION.selectPermission,
  'validation.statusInvalid': VALIDATION.statusInvalid,
  'validation.nothingToUpdate': VALIDATION.nothingToUpdate,
  'validation.languageInvalid': VALIDATION.languageInvalid,
  // What a date field says of a typed date (src/lib/date-input.ts), word for word.
  'validation.dateFormat': 'Enter the date as DD/MM/YYYY, e.g. 25/11/2026.',
  'validation.dateMonth': 'There is no month {month}: enter the date as DD/MM/YYYY.',
  'validation.dateYear': 'Enter a year from 1900 to 2199.',
  'validation.dateMin': 'Pick a date on or after {date}.',
  'validation.dateMax': 'Pick a date on or before {date}.',
  // What leaving a form with unsaved changes asks (the English it sends, said in the language on screen).
  'confirm.ui.discard': 'Discard changes?',
  'confirm.ui.discardQuestion': 'You have unsaved changes on this page. Leave and discard them?',
  'confirm.ui.discardButton': 'Discard changes',
} as const;
