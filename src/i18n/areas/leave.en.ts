// The leave screens' English texts, keyed `leave.…` (toasts `toast.leave.…`, the leave commands' titles
// `command.<id>`); leave.km.ts says each in Khmer. A year or a count of days is passed as text, so a number is
// shown as the server gives it (no grouping: 2026, not 2,026).
export const leaveEn = {
  // Words the leave screens share.
  'leave.loading': 'Loading…',
  'leave.action': 'Action',
  'leave.leaveType': 'Leave type',
  'leave.allLeaveTypes': 'All leave types',
  'leave.days': 'Days',
  'leave.balance': 'Balance',
  'leave.pending': 'Pending',
  'leave.booked': 'Booked',
  'leave.available': 'Available',
  'leave.usableFrom': 'Usable from',

  // The ledger drawer.
  'leave.ledgerTitle': 'Leave ledger',
  'leave.ledgerFailed': 'This ledger could not be loaded.',
  'leave.ledgerSummary': '{name} · on {on} · usable from {usableFrom} · a day pays {payPercent}%',
  'leave.ledgerEmpty': 'No lines yet on this day.',
  'leave.ledgerKeys': 'Arrow keys, Home and End move through the lines; Escape closes.',
  'leave.ledgerLines': 'Ledger lines',
  'leave.ledgerLine': 'Line',

  // The balances page and its adjustment.
  'leave.balancesOn': 'Leave Balances on {date}',
  'leave.balancesOnTable': 'Leave balances on {date}',
  'leave.balancesToday': 'Leave balances today',
  'leave.balancesFilters': 'Leave balances',
  'leave.balancesPages': 'Leave balances pages',
  'leave.balancesFailed': 'The balances could not be loaded.',
  'leave.onFilter': 'On',
  'leave.adjustTitle': 'Adjust balance',
  'leave.adjustFrom': 'counts from {on}',
  'leave.adjustFigures': 'Balance that day',
  'leave.adjustDaysHint': 'A positive number adds days, a negative one removes them; whole or half days.',
  'leave.adjustAfter': 'Balance after this change: {after}.',
  'leave.adjustBusy': 'Updating...',
  'leave.adjustFailed': 'Failed to adjust balance',
  'toast.leave.balanceAdjusted': 'Leave balance adjusted successfully!',

  // The year-end carry-over preview.
  'leave.carryOverOf': 'Carry-over Preview {year}',
  'leave.carryOverTable': 'Carry-over at the end of {year}',
  'leave.carryOverIntro':
    'Days over the carry-over limit are lost on {yearEnd}; days carried over that are not taken expire on {expiresOn}.',
  'leave.carryOverIntroNoExpiry':
    'Days over the carry-over limit are lost on {yearEnd}; days carried over do not expire.',
  'leave.carryOverNone': 'Nobody loses days at the end of {year}.',
  'leave.carryOverLosers': '{count, plural, one {# balance loses} other {# balances lose}} days at the end of {year}.',
  'leave.carryOverFailed': 'The carry-over preview could not be loaded.',
  'leave.balanceAtYearEnd': 'Balance at year end',
  'leave.carriedOver': 'Carried over',
  'leave.lostAtYearEnd': 'Lost at year end',
  'leave.carriedExpire': 'Carried days expire',

  // Leave types.
  'leave.typesTable': 'Leave types',
  'leave.typesFailed': 'The leave types could not be loaded.',
  'leave.paid': 'Paid',
  'leave.unpaid': 'Unpaid',
  'leave.daysPerYear': 'Days per year',
  'leave.carryOverLimit': 'Carry-over limit',
  'leave.needsAttachment': 'Needs attachment',
  'leave.attachmentNeeded': 'Yes',
  'leave.attachmentNotNeeded': 'No',
  'leave.addType': 'Add Leave Type',
  'leave.editType': 'Edit Leave Type',
  'leave.paidLeave': 'Paid leave',
  'leave.paidLeaveHint': "Paid leave is limited by each employee's balance; unpaid leave is not.",
  'leave.daysPerYearHint': 'Whole or half days.',
  'leave.carryOverLimitHint': 'Unused days moved into the next year, at most.',
  'leave.needsAnAttachment': 'Needs an attachment',
  'leave.needsAttachmentHint': 'A request of this type must carry a document (PDF or image, up to 150 KB).',
  'leave.typeCreateFailed': 'Failed to create leave type',
  'leave.typeUpdateFailed': 'Failed to update leave type',
  'toast.leave.typeCreated': 'Leave type created successfully!',
  'toast.leave.typeUpdated': 'Leave type updated successfully!',

  // Holidays.
  'leave.holidaysIn': 'Holidays in {year}',
  'leave.holidaysPages': 'Holidays pages',
  'leave.holidaysFailed': 'The holidays could not be loaded.',
  'leave.weekday': 'Weekday',
  'leave.holidayTitle': 'Title',
  'leave.eventDate': 'Event Date',
  'leave.addHoliday': 'Add Holiday',
  'leave.editHoliday': 'Edit Holiday',
  'leave.holidayCreateFailed': 'Failed to create holiday',
  'leave.holidayUpdateFailed': 'Failed to update holiday',
  'toast.leave.holidayCreated': 'Holiday created successfully!',
  'toast.leave.holidayUpdated': 'Holiday updated successfully!',

  // The leave commands' titles (commands/areas/leave).
  'command.leaveType.add': 'Add leave type',
  'command.leaveType.edit': 'Edit leave type…',
  'command.leaveType.delete': 'Delete leave type…',
  'command.leaveBalance.adjust': 'Adjust balance…',
  'command.leaveBalance.ledger': 'Leave balance of…',
  'command.leaveBalance.on': 'Leave balance on…',
  'command.leaveCarryOver.preview': 'Carry-over preview…',
  // What the palette calls the command once its entity is picked (`{name}`: the entity, a month as the screen writes it).
  'picked.leaveBalance.on': 'Leave balance on {name}',
  'picked.leaveCarryOver.preview': 'Carry-over preview {name}',
  'command.leaveCarryOver.open': 'Carry-over preview of this year',
  'command.holiday.add': 'Add holiday',
  'command.holiday.edit': 'Edit holiday…',
  'command.holiday.delete': 'Delete holiday…',
  // What the commands ask before they act (ctx.confirm): the English each sends, said in the language on screen.
  'confirm.leave.deleteType': 'Delete leave type',
  'confirm.leave.deleteTypeQuestion':
    'Delete leave type "{name}"? A type that leave requests or balance adjustments use cannot be deleted.',
  'confirm.leave.deleteHoliday': 'Delete holiday',
  'confirm.leave.deleteHolidayQuestion':
    'Delete holiday "{name}"? Leave filed from now on counts that day as a working day; requests already filed keep their days.',
  // An edit dialog whose record could not be loaded.
  'leave.holidayCouldNotLoad': 'This holiday could not be loaded.',
  'leave.balanceCouldNotLoad': 'This balance could not be loaded.',
  'leave.typeCouldNotLoad': 'This leave type could not be loaded.',
} as const;
