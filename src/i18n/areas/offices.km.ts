// The offices screens' Khmer texts: exactly the keys of offices.en.ts, in the terms of ../glossary.md.
import type { officesEn } from './offices.en.ts';

export const officesKm: { readonly [K in keyof typeof officesEn]: string } = {
  'offices.colNo': 'ល.រ',
  'offices.colAddress': 'អាសយដ្ឋាន',
  'offices.colCoordinates': 'កូអរដោនេ',
  'offices.colRadius': 'កាំ',
  'offices.colEmployees': 'បុគ្គលិក',
  'offices.colAction': 'សកម្មភាព',
  'offices.pages': 'ទំព័រការិយាល័យ',
  'offices.loadFailed': 'មិនអាចផ្ទុកការិយាល័យនេះបានទេ។',
  'offices.address': 'អាសយដ្ឋាន',
  'offices.location': 'ទីតាំង និងរង្វង់កំណត់ព្រំដែន',
  'offices.latitude': 'រយៈទទឹង',
  'offices.longitude': 'រយៈបណ្ដោយ',
  'offices.radius': 'កាំ (ម៉ែត្រ)',
  'offices.locationHelp':
    'រយៈទទឹងពី −90 ដល់ 90 រយៈបណ្ដោយពី −180 ដល់ 180 (ដឺក្រេទសភាគ; បិទភ្ជាប់ “lat, lng” ក្នុងប្រអប់រយៈទទឹង ដើម្បីបំពេញទាំងពីរ)។ កាំពី 10 ដល់ 10,000 ម៉ែត្រ៖ ចម្ងាយពីម្ជុលដែលបុគ្គលិកអាចចុះវត្តមានបាន។',
  'offices.submit': 'ដាក់ស្នើ',
  'offices.submitting': 'កំពុងដាក់ស្នើ...',
  'offices.mapFailed': 'មិនអាចបង្ហាញផែនទីបានទេ។ អ្វីៗទាំងអស់នៅលើទំព័រនេះនៅតែដំណើរការជាមួយប្រអប់បញ្ចូល និងតារាង។',
  'offices.pickerMap': 'ផែនទីទីតាំងការិយាល័យ',
  'offices.pickerHint':
    'ចុចលើផែនទី ឬអូសម្ជុល ដើម្បីដាក់ទីតាំងការិយាល័យ; រង្វង់គឺជាព្រំដែនរបស់វា។ ប្រអប់រយៈទទឹង រយៈបណ្ដោយ និងកាំ ធ្វើដូចគ្នាដោយប្រើក្ដារចុច។',
  'offices.listMap': 'ផែនទីការិយាល័យ',
  'offices.listHint': 'ជ្រើសរើសការិយាល័យក្នុងតារាង នោះផែនទីនឹងដាក់វានៅកណ្ដាល គូរធំជាងមុន ពណ៌ទឹកក្រូច និងមានឈ្មោះរបស់វា។',
  'offices.noTiles': 'ផែនទីធម្មតា៖ ម៉ាស៊ីនមេនេះមិនបានកំណត់ផ្ទាំងផែនទីទេ។',
  // The map's own controls: zoom buttons and the credit to its library.
  'offices.zoomIn': 'ពង្រីក',
  'offices.zoomOut': 'បង្រួម',
  'offices.leafletTitle': 'បណ្ណាល័យកម្មវិធីសម្រាប់ផែនទីអន្តរកម្ម',
  'offices.tilesFailed': 'ផែនទីធម្មតា៖ មិនអាចផ្ទុកផ្ទាំងផែនទីបានទេ។',

  'toast.offices.created': 'បានបង្កើតការិយាល័យដោយជោគជ័យ!',
  'toast.offices.updated': 'បានកែសម្រួលការិយាល័យដោយជោគជ័យ!',
  'toast.offices.deleted': 'បានលុបការិយាល័យដោយជោគជ័យ!',
  'toast.offices.failedCreate': 'បរាជ័យក្នុងការបង្កើតការិយាល័យ',
  'toast.offices.failedUpdate': 'បរាជ័យក្នុងការកែសម្រួលការិយាល័យ',
  'toast.offices.addressRequired': 'ត្រូវបំពេញអាសយដ្ឋាន។',
  'toast.offices.addressMax': 'អាសយដ្ឋានមិនអាចលើសពី {max} តួអក្សរទេ។',
  'toast.offices.latitudeRequired': 'ត្រូវបំពេញរយៈទទឹង។',
  'toast.offices.latitudeRange': 'រយៈទទឹងត្រូវនៅចន្លោះ -90 និង 90។',
  'toast.offices.longitudeRequired': 'ត្រូវបំពេញរយៈបណ្ដោយ។',
  'toast.offices.longitudeRange': 'រយៈបណ្ដោយត្រូវនៅចន្លោះ -180 និង 180។',
  'toast.offices.radiusRequired': 'ត្រូវបំពេញកាំ។',
  'toast.offices.radiusWhole': 'កាំត្រូវជាចំនួនគត់គិតជាម៉ែត្រ។',
  'toast.offices.radiusRange': 'កាំត្រូវនៅចន្លោះ 10 និង 10,000 ម៉ែត្រ។',

  'command.office.add': 'បន្ថែមការិយាល័យ',
  'command.office.edit': 'កែសម្រួលការិយាល័យ…',
  'command.office.delete': 'លុបការិយាល័យ…',
};
