// The content types of the files the API answers and takes.
export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const NDJSON_TYPE = 'application/x-ndjson';

export type ExportFormat = 'xlsx' | 'csv';

/** The media type of each export format (as OpenAPI declares it); CSV is sent with its charset. */
export const MEDIA_TYPES: Record<ExportFormat, string> = { xlsx: XLSX_TYPE, csv: CSV_TYPE };
