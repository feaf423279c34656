// The attendance refusals (clocking in and out, a closed month, a correction) and the calendar's and a leave's
// attachment's, in Khmer. English is the contract's sentences with their data as arguments; clocking in and out
// are the web app's ស្កេនចូល / ស្កេនចេញ, an office's geofence its រង្វង់កំណត់ព្រំដែន.
import { CALENDAR_EVENT_MESSAGES, EVENT_MAX_DAYS } from '../../contract/api/calendar-events.ts';
import { ATTACHMENT_MESSAGES } from '../../contract/api/requests-leave.ts';
import { ATTENDANCE_MESSAGES as A } from '../../contract/attendance-codes.ts';

export const ATTENDANCE_EN = {
  'attendance.notLinked': A.notLinked,
  'attendance.notJoinedYet': 'The employee joins on {date}; there is no attendance before that.',
  'attendance.noOffices': A.noOffices,
  'attendance.outsideGeofence': 'You are {metres} m from {office}, outside its geofence; move closer to clock in.',
  'attendance.accuracyTooLow': 'Your location is not precise enough (over {metres} m); try again outdoors.',
  'attendance.alreadyClockedIn': 'You already clocked in today at {time}.',
  'attendance.notClockedIn': A.notClockedIn,
  'attendance.alreadyClockedOut': 'You already clocked out today at {time}.',
  'attendance.periodClosed': 'Attendance for {period} is closed; reopen the month before changing anything in it.',
  'attendance.alreadyClosed': 'Attendance for {period} is already closed.',
  'attendance.notClosed': 'Attendance for {period} is not closed.',
  'attendance.periodNotOver': 'Attendance for {month} cannot be closed before the period has ended.',
  'attendance.clockOutBeforeIn': A.clockOutBeforeIn,
  'attendance.correctionNothing': A.correctionNothing,
  'attendance.todayNeedsTime': 'Today’s record needs a clock-in or clock-out.',
  'attendance.settleOtherDay': A.settleOtherDay,
  'attendance.correctedSinceFiled':
    'The attendance record has changed: its {side} was corrected after this request was filed. Reject the request, or correct the day again.',
  'attendance.beforeJoin': '{column} is before the employee joined.',
  'attendance.workingDaysRequired': A.workingDaysRequired,
  'attendance.endAfterStart': A.endAfterStart,
  'attendance.breakTooLong': A.breakTooLong,
  'attendance.officeUnknown': A.officeUnknown,
  'attendance.exportTooMany': 'More than {number} records match: narrow by department, team or office to export them.',
  'calendar.endBeforeStart': CALENDAR_EVENT_MESSAGES.endBeforeStart,
  'calendar.tooLong': CALENDAR_EVENT_MESSAGES.tooLong,
  'calendar.holidayOneDay': CALENDAR_EVENT_MESSAGES.holidayOneDay,
  'calendar.holidayEveryOffice': CALENDAR_EVENT_MESSAGES.holidayEveryOffice,
  'calendar.officeNotFound': CALENDAR_EVENT_MESSAGES.officeNotFound,
  'calendar.notFound': CALENDAR_EVENT_MESSAGES.notFound,
  'calendar.noHolidayList': 'No list of public holidays for {year} yet (known: {known}); add them one by one.',
  'leave.attachmentTooLarge': ATTACHMENT_MESSAGES.tooLarge,
  'leave.attachmentWrongType': ATTACHMENT_MESSAGES.wrongType,
  'leave.attachmentRequired': 'attachment is required for {type}.',
} as const;

export const ATTENDANCE_KM: Record<keyof typeof ATTENDANCE_EN, string> = {
  'attendance.notLinked': 'គណនីរបស់អ្នកមិនបានភ្ជាប់នឹងបុគ្គលិកណាម្នាក់ទេ ដូច្នេះអ្នកមិនអាចស្កេនចូល ឬស្កេនចេញបានទេ។',
  'attendance.notJoinedYet': 'បុគ្គលិកចូលធ្វើការនៅ {date}៖ គ្មានវត្តមានមុនថ្ងៃនោះទេ។',
  'attendance.noOffices': 'មិនទាន់មានការិយាល័យណាមានរង្វង់កំណត់ព្រំដែននៅឡើយទេ ដូច្នេះមិនអាចស្កេនចូលបានទេ។',
  'attendance.outsideGeofence': 'អ្នកនៅឆ្ងាយពី {office} {metres} m ក្រៅរង្វង់កំណត់ព្រំដែនរបស់វា៖ សូមចូលទៅជិតជាងនេះដើម្បីស្កេនចូល។',
  'attendance.accuracyTooLow': 'ទីតាំងរបស់អ្នកមិនច្បាស់លាស់គ្រប់គ្រាន់ទេ (លើសពី {metres} m)៖ សូមព្យាយាមម្ដងទៀតនៅខាងក្រៅ។',
  'attendance.alreadyClockedIn': 'អ្នកបានស្កេនចូលរួចហើយថ្ងៃនេះ នៅម៉ោង {time}។',
  'attendance.notClockedIn': 'អ្នកមិនទាន់បានស្កេនចូលថ្ងៃនេះទេ ដូច្នេះអ្នកមិនអាចស្កេនចេញបានទេ។',
  'attendance.alreadyClockedOut': 'អ្នកបានស្កេនចេញរួចហើយថ្ងៃនេះ នៅម៉ោង {time}។',
  'attendance.periodClosed': 'វត្តមានសម្រាប់ {period} ត្រូវបានបិទ៖ សូមបើកខែនោះឡើងវិញ មុនផ្លាស់ប្ដូរអ្វីមួយក្នុងវា។',
  'attendance.alreadyClosed': 'វត្តមានសម្រាប់ {period} ត្រូវបានបិទរួចហើយ។',
  'attendance.notClosed': 'វត្តមានសម្រាប់ {period} មិនទាន់បានបិទទេ។',
  'attendance.periodNotOver': 'វត្តមានសម្រាប់ {month} មិនអាចបិទបានទេ មុនពេលរយៈពេលនោះចប់។',
  'attendance.clockOutBeforeIn': 'ម៉ោងចេញត្រូវតែក្រោយម៉ោងចូល។',
  'attendance.correctionNothing': 'សូមផ្ដល់ម៉ោងចូល ឬម៉ោងចេញ (ឬទាំងពីរ) ដើម្បីកែតម្រូវថ្ងៃនោះ។',
  'attendance.todayNeedsTime': 'កំណត់ត្រាថ្ងៃនេះត្រូវមានម៉ោងចូល ឬម៉ោងចេញ។',
  'attendance.settleOtherDay': 'មានតែសំណើកត់ត្រាវត្តមានក្រោយរបស់បុគ្គលិកនេះសម្រាប់ថ្ងៃនេះប៉ុណ្ណោះ ដែលអាចដោះស្រាយដោយការកែតម្រូវនេះបាន។',
  'attendance.correctedSinceFiled':
    'កំណត់ត្រាវត្តមានបានផ្លាស់ប្ដូរ៖ {side} របស់វាត្រូវបានកែតម្រូវ ក្រោយពេលដាក់សំណើនេះ។ សូមបដិសេធសំណើ ឬកែតម្រូវថ្ងៃនោះម្ដងទៀត។',
  'attendance.beforeJoin': '{column}នៅមុនថ្ងៃដែលបុគ្គលិកចូលធ្វើការ។',
  'attendance.workingDaysRequired': 'សូមជ្រើសរើសថ្ងៃធ្វើការយ៉ាងហោចណាស់មួយថ្ងៃ។',
  'attendance.endAfterStart': 'ម៉ោងបញ្ចប់ត្រូវតែក្រោយម៉ោងចាប់ផ្ដើម។',
  'attendance.breakTooLong': 'ពេលសម្រាកត្រូវតែខ្លីជាងថ្ងៃធ្វើការ។',
  'attendance.officeUnknown': 'ការិយាល័យនេះមិនមានទេ។',
  'attendance.exportTooMany': 'កំណត់ត្រាច្រើនជាង {number} ត្រូវនឹងលក្ខខណ្ឌ៖ សូមចម្រាញ់តាមនាយកដ្ឋាន ក្រុម ឬការិយាល័យ ដើម្បីនាំចេញ។',
  'calendar.endBeforeStart': 'ថ្ងៃបញ្ចប់ត្រូវតែនៅថ្ងៃ ឬក្រោយកាលបរិច្ឆេទព្រឹត្តិការណ៍។',
  'calendar.tooLong': `ព្រឹត្តិការណ៍មួយមានរយៈពេលច្រើនបំផុត ${EVENT_MAX_DAYS} ថ្ងៃ។`,
  'calendar.holidayOneDay': 'ថ្ងៃឈប់សម្រាកសាធារណៈមានតែមួយថ្ងៃ៖ សូមបន្ថែមថ្ងៃនីមួយៗដាច់ដោយឡែក។',
  'calendar.holidayEveryOffice': 'ថ្ងៃឈប់សម្រាកសាធារណៈអនុវត្តចំពោះគ្រប់ការិយាល័យ។',
  'calendar.officeNotFound': 'រកមិនឃើញការិយាល័យ។',
  'calendar.notFound': 'រកមិនឃើញព្រឹត្តិការណ៍ប្រតិទិន',
  'calendar.noHolidayList':
    'មិនទាន់មានបញ្ជីថ្ងៃឈប់សម្រាកសាធារណៈសម្រាប់ឆ្នាំ {year} នៅឡើយទេ (មានសម្រាប់ឆ្នាំ {known})៖ សូមបន្ថែមម្ដងមួយថ្ងៃ។',
  'leave.attachmentTooLarge': 'ឯកសារភ្ជាប់ត្រូវតែតូចជាង 150 KB។',
  'leave.attachmentWrongType': 'ឯកសារភ្ជាប់ត្រូវតែជាឯកសារ PDF, PNG, JPEG ឬ WebP។',
  'leave.attachmentRequired': 'ត្រូវមានឯកសារភ្ជាប់សម្រាប់ {type}។',
};

/** The side of a day a correction changed, as the attendance screen names it. */
export const KHMER_SIDES: Record<string, string> = { 'clock-in': 'ម៉ោងចូល', 'clock-out': 'ម៉ោងចេញ' };
