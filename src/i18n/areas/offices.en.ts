// The offices screens' English texts, keyed `offices.…` (toasts `toast.offices.…`); offices.km.ts says each in Khmer.
import { OFFICE_DELETED } from '../../../commands/areas/offices/office-text.ts';

export const officesEn = {
  'offices.colNo': 'NO',
  'offices.colAddress': 'Address',
  'offices.colCoordinates': 'Coordinates',
  'offices.colRadius': 'Radius',
  'offices.colEmployees': 'Employees',
  'offices.colAction': 'Action',
  'offices.pages': 'Offices pages',
  'offices.loadFailed': 'This office could not be loaded.',
  'offices.address': 'Address',
  'offices.location': 'Location and geofence',
  'offices.latitude': 'Latitude',
  'offices.longitude': 'Longitude',
  'offices.radius': 'Radius (m)',
  'offices.locationHelp':
    'Latitude −90 to 90, longitude −180 to 180 (decimal degrees; paste “lat, lng” into Latitude to fill both). Radius 10 to 10,000 metres: how far from the pin staff may clock in.',
  'offices.submit': 'Submit',
  'offices.submitting': 'Submitting...',
  'offices.mapFailed': 'The map could not be shown. Everything on this page still works with the fields and the table.',
  'offices.pickerMap': 'Office location map',
  'offices.pickerHint':
    'Click the map or drag the pin to place the office; the circle is its geofence. The Latitude, Longitude and Radius fields do the same by keyboard.',
  'offices.listMap': 'Map of offices',
  'offices.listHint':
    'Choose an office in the table and the map centres on it, drawn larger and in orange with its name.',
  'offices.noTiles': 'Plain map: no map tiles are configured on this server.',
  // The map's own controls: zoom buttons and the credit to its library.
  'offices.zoomIn': 'Zoom in',
  'offices.zoomOut': 'Zoom out',
  'offices.leafletTitle': 'A JavaScript library for interactive maps',
  'offices.tilesFailed': 'Plain map: the map tiles could not be loaded.',

  'toast.offices.created': 'Office created successfully!',
  'toast.offices.updated': 'Office updated successfully!',
  'toast.offices.deleted': OFFICE_DELETED,
  'toast.offices.failedCreate': 'Failed to create office',
  'toast.offices.failedUpdate': 'Failed to update office',
  // The form's checks (the contract's rules and messages); the name's is in projects.en.ts.
  'toast.offices.addressRequired': 'Address is required.',
  'toast.offices.addressMax': 'Address must be at most {max} characters long.',
  'toast.offices.latitudeRequired': 'Latitude is required.',
  'toast.offices.latitudeRange': 'Latitude must be between -90 and 90.',
  'toast.offices.longitudeRequired': 'Longitude is required.',
  'toast.offices.longitudeRange': 'Longitude must be between -180 and 180.',
  'toast.offices.radiusRequired': 'Radius is required.',
  'toast.offices.radiusWhole': 'Radius must be a whole number of metres.',
  'toast.offices.radiusRange': 'Radius must be between 10 and 10,000 metres.',

  'command.office.add': 'Add office',
  'command.office.edit': 'Edit office…',
  'command.office.delete': 'Delete office…',
  // What the commands ask before they act (ctx.confirm): the English each sends, said in the language on screen.
  'confirm.offices.delete': 'Delete office',
  'confirm.offices.deleteQuestion': 'Delete office "{name}"? This cannot be undone.',
} as const;
